import Graphics
import XCTest
@testable import Rendering

/// A translation group (`pushTranslation`) draws its commands moved by whole device pixels, bit for
/// bit: what a frame that only moved a group relies on to copy pixels instead of drawing them.
final class TranslationGroupTests: XCTestCase {
    nonisolated(unsafe) private static let images: [Image] = {
        var rng = SplitMix(state: 7)
        return [Image(width: 24, height: 16, pixels: (0..<(24 * 16)).map { _ in UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000 }),
                Image(width: 9, height: 7, pixels: (0..<63).map { _ in 0x8040_2010 })]
    }()
    nonisolated(unsafe) private static let glyphs = FixedGlyphs(mask: AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8($0 * 4) }))

    private static func list(_ commands: [DrawCommand]) -> DisplayList {
        var list = DisplayList()
        for command in commands { list.append(command) }
        return list
    }

    /// Random lists (every command kind but backdrops, nested and rounded clips, coordinates on a quarter-point
    /// grid) drawn in a group moved by random whole pixels, partly off the buffer, at fractional and
    /// whole scales: each pixel is the pixel of the same list moved in points (by 30 px, exact at
    /// these scales) and drawn without a group.
    func testAGroupIsItsListMovedByWholePixels() {
        var rng = SplitMix(state: 31)
        let margin = 30
        for trial in 0..<40 {
            let scale = [1.0, 2.0, 3.0, 1.5][trial % 4]
            let size = Int(40 * scale)
            // Without backdrops: a material reads the buffer around it, clamped at the buffer's edges,
            // so moved partly off the buffer it blurs other pixels (frames that move content under a
            // material draw it again: BackdropTests).
            let commands = RandomDisplayList.make(&rng, size: 40, images: Self.images).commands.filter { !$0.isBackdrop }
            let move = PixelOffset(x: Int.random(in: -margin...margin, using: &rng), y: Int.random(in: -margin...margin, using: &rng))
            let rasterizer = Rasterizer(glyphs: Self.glyphs)
            rasterizer.threadCount = 1 + trial % 2
            rasterizer.minimumParallelPixels = 1
            let plain = PixelBuffer(width: size + 2 * margin, height: size + 2 * margin)
            let shift = Double(margin) / scale
            rasterizer.render(Self.list(commands.map { $0.movedBy(dx: shift, dy: shift) }), into: plain, scale: scale, background: .black)
            let moved = PixelBuffer(width: size, height: size)
            rasterizer.render(Self.list([.pushTranslation(move)] + commands + [.popTranslation]), into: moved, scale: scale,
                              background: .black)
            var differing = 0
            for y in 0..<size {
                for x in 0..<size where moved[x, y] != plain[x - move.x + margin, y - move.y + margin] { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "trial \(trial) at scale \(scale), moved by \(move)")
        }
    }

    /// Groups add up, pops restore, and an unmatched pop is forgiven.
    func testNestedGroupsAddUpAndPopsRestore() {
        let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF)
        let buffer = render([.pushTranslation(PixelOffset(x: 10, y: 0)), .pushTranslation(PixelOffset(x: 0, y: 20)),
                             .fill(Rect(x: 0, y: 0, width: 4, height: 4), red), .popTranslation,
                             .fill(Rect(x: 0, y: 0, width: 4, height: 4), blue), .popTranslation, .popTranslation,
                             .fill(Rect(x: 40, y: 40, width: 4, height: 4), blue)])
        assertColor(buffer.pixel(x: 11, y: 21), 255, 0, 0)
        assertColor(buffer.pixel(x: 11, y: 1), 0, 0, 255)
        assertColor(buffer.pixel(x: 1, y: 1), 0, 0, 0)
        assertColor(buffer.pixel(x: 41, y: 41), 0, 0, 255)
    }

    /// The culler's bounds, interiors and clips are the buffer's pixels: a command in a group has the
    /// bounds of the same command outside it, moved (clipped by the buffer).
    func testTheAnalysisIsInTheBuffersPixels() {
        let culler = OcclusionCuller()
        let commands: [DrawCommand] = [
            .pushTranslation(PixelOffset(x: 5, y: -3)),
            .pushClip(Rect(x: 0, y: 0, width: 30, height: 30), .zero),
            .fill(Rect(x: 2.5, y: 4, width: 10, height: 6), Color(hex: 0x00FF00)),
            .popClip,
            .popTranslation,
        ]
        culler.analyze(Self.list(commands), scale: 2, area: PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 64),
                       masks: Array(repeating: nil, count: commands.count))
        XCTAssertEqual(culler.bounds[2], PixelRect(minX: 10, minY: 5, maxX: 30, maxY: 17))
        XCTAssertEqual(culler.interiors[2], PixelRect(minX: 10, minY: 5, maxX: 30, maxY: 17))
        XCTAssertEqual(culler.contexts[2], CommandContext(parent: 1, offset: PixelOffset(x: 5, y: -3),
                                                           clip: PixelRect(minX: 5, minY: 0, maxX: 64, maxY: 57), isInRoundedClip: false))
        XCTAssertEqual(culler.contexts[1].parent, 0)
        XCTAssertEqual(culler.contexts[4].parent, 0, "the pop of the group is still in it")
    }
}

extension DrawCommand {
    /// The command moved by `dx`, `dy` points.
    func movedBy(dx: Double, dy: Double) -> DrawCommand {
        func p(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        func r(_ rect: Rect) -> Rect { rect.offsetBy(dx: dx, dy: dy) }
        switch self {
        case let .fill(rect, color): return .fill(r(rect), color)
        case let .roundedRect(rect, radii, color): return .roundedRect(r(rect), radii, color)
        case let .border(rect, radii, width, color): return .border(r(rect), radii, width: width, color)
        case let .linearGradient(rect, radii, start, end, from, to):
            return .linearGradient(r(rect), radii, start: p(start), end: p(end), from: from, to: to)
        case let .shadow(rect, radii, blur, color): return .shadow(r(rect), radii, blur: blur, color)
        case let .image(image, source, rect, opacity, radii): return .image(image, source: source, rect: r(rect), opacity: opacity, radii)
        case let .text(run, origin, color): return .text(run, origin: p(origin), color)
        case let .line(from, to, width, color): return .line(from: p(from), to: p(to), width: width, color)
        case let .pushClip(rect, radii): return .pushClip(r(rect), radii)
        case let .backdrop(rect, radii, material, opacity): return .backdrop(r(rect), radii, material, opacity: opacity)
        case .popClip, .pushTranslation, .popTranslation: return self
        }
    }
}
