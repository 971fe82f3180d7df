import ArgumentParser
import LabTraces

/// `--viewport WIDTHxHEIGHT`, parsed by `ViewportSize.init?(argument:)`.
extension ViewportSize: ExpressibleByArgument {}
