import Graphics
import XCTest
@testable import Rendering

/// Frame-time measurements, run by hand in release:
///
///     SCROLLLAB_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter RenderingTests.RasterizerBenchmark
///
/// Skipped without `SCROLLLAB_BENCH=1`; prints numbers, asserts nothing about time.
final class RasterizerBenchmark: XCTestCase {
    /// iPhone-sized viewport in points and its scale.
    static let viewport = Size(width: 390, height: 844)
    static let scale = 2.0
    static let warmUpFrames = 30
    static let measuredFrames = 300

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["SCROLLLAB_BENCH"] == "1" else {
            throw XCTSkip("set SCROLLLAB_BENCH=1 (and build with -c release) to run the rasterizer benchmark")
        }
    }

    /// Glyph masks shaped like text: ~35 % of the pixels inked, a third of those at full coverage.
    final class FakeGlyphs: GlyphRasterizing {
        private var cache: [TextRun: AlphaMask] = [:]
        func mask(for run: TextRun, scale: Double) -> AlphaMask? {
            if let mask = cache[run] { return mask }
            let width = Int(Double(run.string.count) * run.font.size * 0.55 * scale)
            let height = Int(run.font.size * 1.25 * scale)
            var rng = SplitMix(state: UInt64(run.string.count))
            let coverage = (0..<(width * height)).map { _ -> UInt8 in
                let r = UInt8.random(in: 0...255, using: &rng)
                return r < 165 ? 0 : (r < 220 ? r : 255)
            }
            let mask = AlphaMask(width: width, height: height, coverage: coverage)
            cache[run] = mask
            return mask
        }
    }

    /// A list screen: title bar with translucent material and shadow, 20 rows of 72 pt (thumbnail
    /// 60 × 60 pt with radius 10 from a 160 × 160 image, so bilinear; title and subtitle; 0.5 pt separator).
    static func listScreen() -> DisplayList {
        var rng = SplitMix(state: 42)
        let thumbnail = Image(width: 160, height: 160,
                              pixels: (0..<(160 * 160)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 })
        var list = DisplayList()
        let width = viewport.width
        for row in 0..<20 {
            let top = 100 + Double(row) * 72
            list.append(.fill(Rect(x: 0, y: top, width: width, height: 72), .white))
            list.append(.image(thumbnail, source: Rect(x: 0, y: 0, width: 160, height: 160),
                               rect: Rect(x: 16, y: top + 6, width: 60, height: 60), opacity: 1, CornerRadii(10)))
            list.append(.text(TextRun("Row \(row) title text", font: .headline), origin: Point(x: 88, y: top + 14),
                              Color(hex: 0x111111)))
            list.append(.text(TextRun("Subtitle with more words \(row)", font: .subheadline),
                              origin: Point(x: 88, y: top + 40), Color(hex: 0x8E8E93)))
            list.append(.line(from: Point(x: 88, y: top + 71.75), to: Point(x: width, y: top + 71.75), width: 0.5,
                              Color(hex: 0xC6C6C8)))
        }
        list.append(.shadow(Rect(x: 0, y: 0, width: width, height: 96), .zero, blur: 8, Color(hex: 0, opacity: 0.2)))
        list.append(.fill(Rect(x: 0, y: 0, width: width, height: 96), Color(hex: 0xF9F9F9, opacity: 0.85)))
        list.append(.text(TextRun("Inbox", font: .largeTitle), origin: Point(x: 16, y: 50), .black))
        return list
    }

    private func measure(_ label: String, _ body: () -> Void) {
        for _ in 0..<Self.warmUpFrames { body() }
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<Self.measuredFrames {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        times.sort()
        let mean = times.reduce(0, +) / Double(times.count)
        print(String(format: "%@: mean %.3f ms, median %.3f ms, min %.3f ms, p95 %.3f ms", label, mean,
                     times[times.count / 2], times[0], times[times.count * 95 / 100]))
    }

    func testTypicalListFrame() {
        let list = Self.listScreen()
        let buffer = PixelBuffer(width: Int(Self.viewport.width * Self.scale), height: Int(Self.viewport.height * Self.scale))
        let rasterizer = Rasterizer(glyphs: FakeGlyphs())
        measure("list frame \(buffer.width)x\(buffer.height), \(list.count) commands") {
            rasterizer.render(list, into: buffer, scale: Self.scale, background: Color(hex: 0xF2F2F7))
        }
    }

    func testOpaqueFillFloor() {
        let buffer = PixelBuffer(width: Int(Self.viewport.width * Self.scale), height: Int(Self.viewport.height * Self.scale))
        let rasterizer = Rasterizer(glyphs: nil)
        let empty = DisplayList()
        measure("floor: clear only") {
            rasterizer.render(empty, into: buffer, scale: Self.scale, background: .white)
        }
        var translucent = DisplayList()
        translucent.append(.fill(Rect(x: 0, y: 0, width: 390, height: 844), Color(hex: 0x336699, opacity: 0.5)))
        measure("clear + full-screen translucent fill") {
            rasterizer.render(translucent, into: buffer, scale: Self.scale, background: .white)
        }
    }
}
