import Graphics
import Scenes

/// A viewport and scale the bench measures at (`--viewport WxH --scale S`).
public struct BenchSize: Equatable, Sendable {
    public let viewport: Size
    public let scale: Double

    public init(viewport: Size, scale: Double) {
        self.viewport = viewport
        self.scale = scale
    }

    /// The sizes the performance goals name: iPhone 14 at 2x, iPhone Pro Max at 3x, iPad Pro 12.9" at 2x.
    public static let goals = [BenchSize(viewport: Size(width: 390, height: 844), scale: 2),
                               BenchSize(viewport: Size(width: 430, height: 932), scale: 3),
                               BenchSize(viewport: Size(width: 1024, height: 1366), scale: 2)]

    public var pixelWidth: Int { Int(saturating: (viewport.width * scale).rounded()) }
    public var pixelHeight: Int { Int(saturating: (viewport.height * scale).rounded()) }
    /// Pixels per frame, millions.
    public var megapixels: Double { Double(pixelWidth) * Double(pixelHeight) / 1_000_000 }

    /// "390 x 844 pt @2".
    public var label: String {
        "\(ReadableNumber.text(viewport.width)) x \(ReadableNumber.text(viewport.height)) pt @\(ReadableNumber.text(scale))"
    }

    /// Pairs `--viewport` and `--scale` values by position; a single scale applies to every viewport,
    /// a single viewport to every scale; none gives iPhone 14 at 2x.
    public static func pairing(viewports: [Size], scales: [Double]) throws -> [BenchSize] {
        switch (viewports.count, scales.count) {
        case (0, 0): return [goals[0]]
        case (0, _): return scales.map { BenchSize(viewport: goals[0].viewport, scale: $0) }
        case (_, 0): return viewports.map { BenchSize(viewport: $0, scale: goals[0].scale) }
        case (_, 1): return viewports.map { BenchSize(viewport: $0, scale: scales[0]) }
        case (1, _): return scales.map { BenchSize(viewport: viewports[0], scale: $0) }
        case let (v, s) where v == s: return zip(viewports, scales).map { BenchSize(viewport: $0, scale: $1) }
        case let (v, s):
            throw AppError.usage("give one --scale, or one per --viewport (\(v) viewports, \(s) scales)")
        }
    }
}
