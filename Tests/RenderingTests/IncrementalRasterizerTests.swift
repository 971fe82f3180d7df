import Graphics
import XCTest
@testable import Rendering

/// Which rows a frame redraws after the one before (`DisplayListDiff` through `IncrementalRasterizer`),
/// and that the frames stay the pixels of frames drawn whole.
final class IncrementalRasterizerTests: XCTestCase {
    private static let background = Color(hex: 0x102030)

    private static func list(_ commands: [DrawCommand]) -> DisplayList {
        var list = DisplayList()
        for command in commands { list.append(command) }
        return list
    }

    private static let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF)
    nonisolated(unsafe) private static let base: [DrawCommand] = [
        .fill(Rect(x: 0, y: 0, width: 64, height: 8), blue),
        .pushClip(Rect(x: 0, y: 0, width: 64, height: 64), .zero),
        .fill(Rect(x: 4, y: 10, width: 20, height: 10), red),
        .text(TextRun("ab", font: .body), origin: Point(x: 2, y: 40), red),
        .popClip,
        .roundedRect(Rect(x: 30, y: 50, width: 20, height: 6), CornerRadii(3), blue),
    ]

    /// (second frame, expected redrawn rows; nil: the whole frame), after `base` at scale 1 in 64 × 64 px.
    func testDamageOfTheSecondFrame() {
        var moved = Self.base
        moved[2] = .fill(Rect(x: 4, y: 30, width: 20, height: 10), Self.red)
        var recoloured = Self.base
        recoloured[5] = .roundedRect(Rect(x: 30, y: 50, width: 20, height: 6), CornerRadii(3), Self.red)
        var fractional = Self.base
        fractional[2] = .fill(Rect(x: 4, y: 10.5, width: 20, height: 10), Self.red)
        var shadowed = Self.base
        shadowed.insert(.shadow(Rect(x: 10, y: 20, width: 10, height: 10), .zero, blur: 3, Self.blue), at: 5)
        var textMoved = Self.base
        textMoved[3] = .text(TextRun("ab", font: .body), origin: Point(x: 2, y: 44), Self.red)
        var clipChanged = Self.base
        clipChanged[1] = .pushClip(Rect(x: 0, y: 0, width: 64, height: 60), .zero)
        var clipInserted = Self.base
        clipInserted.insert(contentsOf: [.pushClip(Rect(x: 0, y: 0, width: 9, height: 9), .zero), .popClip], at: 5)
        var appended = Self.base
        appended.append(.line(from: Point(x: 0, y: 60), to: Point(x: 60, y: 60), width: 2, Self.red))
        var removed = Self.base
        removed.remove(at: 0)
        var covering = Self.base
        covering[0] = .fill(Rect(x: 0, y: 0, width: 64, height: 60), Self.blue)
        var coveringAll = Self.base
        coveringAll[0] = .fill(Rect(x: 0, y: 0, width: 64, height: 64), Self.blue)
        let cases: [(line: UInt, commands: [DrawCommand], rows: [Range<Int>]?)] = [
            (#line, Self.base, []),
            // Its old and new pixels, 20 x 10 each, drawn as their box (at most 64 x 64 px:
            // `DamageRegion.smallArea`).
            (#line, moved, [10..<40]),
            (#line, recoloured, [50..<56]),
            (#line, fractional, [10..<21]),
            // The blur reaches 3 px and a pixel of fringe beyond the rect.
            (#line, shadowed, [16..<34]),
            // The glyph mask is 5 px tall (FixedGlyphs), at its rounded origin.
            (#line, textMoved, [40..<49]),
            // The commands inside a changed clip: their old and new pixels (in their box).
            (#line, clipChanged, [10..<45]),
            // An empty clip draws nothing.
            (#line, clipInserted, []),
            (#line, appended, [58..<62]),
            (#line, removed, [0..<8]),
            // 94 % of the pixels: still drawn in parts (the rows under the fill and the text's),
            // the last rows kept.
            (#line, covering, [0..<60]),
            // Every pixel: drawn whole.
            (#line, coveringAll, nil),
        ]
        for c in cases {
            let frames = IncrementalRasterizer(glyphs: FixedGlyphs(mask: AlphaMask(width: 4, height: 5, coverage: Array(repeating: 200, count: 20))))
            let buffer = PixelBuffer(width: 64, height: 64)
            frames.render(Self.list(Self.base), overlay: DisplayList(), into: buffer, scale: 1, background: Self.background)
            XCTAssertTrue(frames.drewWholeFrame, "the first frame is drawn whole", line: c.line)
            frames.render(Self.list(c.commands), overlay: DisplayList(), into: buffer, scale: 1, background: Self.background)
            XCTAssertEqual(frames.drewWholeFrame ? nil : frames.damage.rects.map { $0.minY..<$0.maxY }.sorted { $0.lowerBound < $1.lowerBound },
                           c.rows, line: c.line)
        }
    }

    /// A new scale, background, size or buffer, or a forgotten frame, draws the whole frame.
    func testWhatTheBufferNoLongerHoldsIsDrawnWhole() {
        let list = Self.list(Self.base)
        let cases: [(line: UInt, change: (IncrementalRasterizer, inout PixelBuffer, inout Double, inout Color) -> Void, whole: Bool)] = [
            (#line, { _, _, _, _ in }, false),
            (#line, { _, _, scale, _ in scale = 2 }, true),
            (#line, { _, _, _, background in background = .white }, true),
            (#line, { _, buffer, _, _ in buffer.resize(width: 63, height: 64) }, true),
            (#line, { _, buffer, _, _ in buffer = PixelBuffer(width: 64, height: 64) }, true),
            (#line, { frames, _, _, _ in frames.forgetPreviousFrame() }, true),
            (#line, { frames, _, _, _ in frames.isDamageTrackingEnabled = false }, true),
        ]
        for c in cases {
            let frames = IncrementalRasterizer(glyphs: nil)
            var buffer = PixelBuffer(width: 64, height: 64), scale = 1.0, background = Self.background
            frames.render(list, overlay: DisplayList(), into: buffer, scale: scale, background: background)
            c.change(frames, &buffer, &scale, &background)
            frames.render(list, overlay: DisplayList(), into: buffer, scale: scale, background: background)
            XCTAssertEqual(frames.drewWholeFrame, c.whole, line: c.line)
        }
    }

    /// An overlay that changes redraws its rows: the content under it, then the overlay.
    func testAnOverlayThatMovesRedrawsItsOldAndNewRows() {
        // 128 px wide, so that the old and new rows are too far apart to be drawn as their box.
        let frames = IncrementalRasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 128, height: 64)
        let content = Self.list(Self.base)
        frames.render(content, overlay: Self.list([.fill(Rect(x: 0, y: 2, width: 128, height: 3), Self.red)]), into: buffer,
                      scale: 1, background: Self.background)
        frames.render(content, overlay: Self.list([.fill(Rect(x: 0, y: 52, width: 128, height: 3), Self.red)]), into: buffer,
                      scale: 1, background: Self.background)
        XCTAssertFalse(frames.drewWholeFrame)
        XCTAssertEqual(Set(frames.damage.rects.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }), [[0, 2, 128, 5], [0, 52, 128, 55]])
        let whole = PixelBuffer(width: 128, height: 64), rasterizer = Rasterizer(glyphs: nil)
        rasterizer.render(content, into: whole, scale: 1, background: Self.background)
        rasterizer.draw(Self.list([.fill(Rect(x: 0, y: 52, width: 128, height: 3), Self.red)]), into: whole, scale: 1)
        XCTAssertTrue(buffer.pixels.elementsEqual(whole.pixels))
    }

    nonisolated(unsafe) private static let images: [Image] = {
        var rng = SplitMix(state: 71)
        return [Image(width: 24, height: 16, pixels: (0..<(24 * 16)).map { _ in UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000 }),
                Image(width: 9, height: 7, pixels: (0..<63).map { _ in 0x8040_2010 })]
    }()

    /// Random frames, each a few commands away from the one before (moved, replaced, inserted or
    /// removed, clips included), drawn incrementally on 1 to 3 threads: the same pixels as each
    /// frame drawn whole, with an overlay.
    func testRandomEditsGiveTheSamePixelsAsWholeFrames() {
        var rng = SplitMix(state: 2026)
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8($0 * 4) }))
        var partial = 0
        for trial in 0..<24 {
            let run = IncrementalTrial(trial, side: 40, glyphs: glyphs)
            let (scale, frames, reference, buffer, whole) = (run.scale, run.frames, run.reference, run.buffer, run.whole)
            var commands = RandomDisplayList.make(&rng, size: 40, images: Self.images).commands
            let overlay = Self.list([.fill(Rect(x: 0, y: 30, width: 40, height: 2), Color(hex: 0xFFFFFF, opacity: 0.5))])
            for step in 0..<12 {
                let donor = RandomDisplayList.make(&rng, size: 40, images: Self.images).commands
                for _ in 0..<Int.random(in: 1...3, using: &rng) where !commands.isEmpty {
                    let index = Int.random(in: 0..<commands.count, using: &rng), other = donor[Int.random(in: 0..<donor.count, using: &rng)]
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: commands.remove(at: index)
                    case 1: commands.insert(other, at: index)
                    default: commands[index] = other
                    }
                }
                let list = Self.list(commands)
                frames.render(list, overlay: overlay, into: buffer, scale: scale, background: Self.background)
                if !frames.drewWholeFrame { partial += 1 }
                reference.render(list, into: whole, scale: scale, background: Self.background)
                reference.draw(overlay, into: whole, scale: scale)
                XCTAssertTrue(buffer.pixels.elementsEqual(whole.pixels), "trial \(trial), step \(step)")
            }
        }
        XCTAssertGreaterThan(partial, 24 * 12 / 4, "enough frames drawn in part to exercise the diff")
    }
}
