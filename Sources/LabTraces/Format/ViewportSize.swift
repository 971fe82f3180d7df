import Graphics
import LabBasics

/// A `WIDTHxHEIGHT` size in points, for `--viewport` and a recording's header. Any two numbers parse
/// (so `-5x5` is a value, not a flag); `problem` says what is wrong with ones outside the accepted range.
public struct ViewportSize {
    public let size: Size

    public init(size: Size) { self.size = size }

    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        size = Size(width: width, height: height)
    }

    /// What a viewport must be, for messages.
    public static let rule = "WIDTHxHEIGHT with each side from 1 to \(Int(Limits.viewportSide)) points"

    /// True when both sides are from 1 to `Limits.viewportSide` points.
    public var isAccepted: Bool {
        [size.width, size.height].allSatisfy { $0.isFinite && $0 >= 1 && $0 <= Limits.viewportSide }
    }

    /// Why the size is not accepted as `--viewport`, or nil.
    public var problem: String? {
        isAccepted ? nil : "--viewport must be \(ViewportSize.rule)"
    }
}
