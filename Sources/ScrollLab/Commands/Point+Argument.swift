import ArgumentParser
import Graphics
import LabBasics

/// A point typed as `X,Y` (viewport points; negative values allowed, each at most 4096 from 0, the
/// largest viewport side).
extension Point: ExpressibleByArgument {
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), abs(x) <= Limits.viewportSide, abs(y) <= Limits.viewportSide else { return nil }
        self.init(x: x, y: y)
    }
}
