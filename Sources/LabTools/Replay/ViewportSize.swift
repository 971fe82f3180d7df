import Graphics
import Rendering
import Scenes

/// A `WIDTHxHEIGHT` size in points, for `--viewport` and a recording's header. Any two numbers parse
/// (so `-5x5` is a value, not a flag); `problem` says what is wrong with ones outside the accepted range.
public struct ViewportSize {
    /// The largest viewport side accepted, points.
    public static let limit = 4096.0
    public let size: Size

    init(size: Size) { self.size = size }

    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        size = Size(width: width, height: height)
    }

    /// Why the size is not accepted, or nil.
    public var problem: String? {
        let sides = [size.width, size.height]
        guard sides.allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= ViewportSize.limit }) else {
            return "--viewport must be WIDTHxHEIGHT with each side from 1 to \(Int(ViewportSize.limit)) points"
        }
        return nil
    }

    /// Why a frame of `size` points at `scale` pixels per point is too large to render, or nil.
    public static func frameProblem(_ size: Size, scale: Double) -> String? {
        let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
        guard pixels > Double(PixelBuffer.pixelLimit) else { return nil }
        let megapixels = Int((pixels / Double(1 << 20)).rounded())
        return "\(StateLine.format(size.width))x\(StateLine.format(size.height)) points at scale \(StateLine.format(scale)) "
            + "is \(megapixels) Mpx; frames are limited to \(PixelBuffer.pixelLimit >> 20) Mpx"
    }
}
