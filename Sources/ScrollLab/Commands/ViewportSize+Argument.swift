import ArgumentParser
import LabTools

/// `--viewport WIDTHxHEIGHT`.
extension ViewportSize: ExpressibleByArgument {
    public static var defaultValueDescription: String { "390x844" }
}
