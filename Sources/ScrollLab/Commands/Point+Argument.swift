import ArgumentParser
import Graphics

/// A point typed as `X,Y` (viewport points; negative values allowed).
extension Point: ExpressibleByArgument {
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        self.init(x: x, y: y)
    }
}
