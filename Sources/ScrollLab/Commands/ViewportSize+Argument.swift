import ArgumentParser
import LabTools

/// `--viewport WIDTHxHEIGHT`, parsed by `ViewportSize.init?(argument:)`.
extension ViewportSize: ExpressibleByArgument {}
