import Graphics
import XCTest
@testable import Rendering

/// Gradients, images and glyph masks through the span pipeline (inside a rounded clip, over a random
/// background) against a per-pixel loop using the same colour for each pixel.
final class PainterFastPathTests: XCTestCase {
    private let width = 72, height = 64
    private let clipRect = Rect(x: 4.2, y: 3, width: 60, height: 55)
    private let clipRadii = CornerRadii(topLeft: 11, topRight: 4, bottomRight: 17, bottomLeft: 0)

    private func background() -> [UInt32] {
        var rng = SplitMix(state: 5)
        return (0..<(width * height)).map { _ in randomPremultiplied(&rng) | 0xFF00_0000 }
    }

    /// Draws `command` inside the clip over the background.
    private func pipeline(_ command: DrawCommand, glyphs: GlyphRasterizing? = nil) -> [UInt32] {
        var list = DisplayList()
        list.append(.pushClip(clipRect, clipRadii))
        list.append(command)
        list.append(.popClip)
        let buffer = PixelBuffer(width: width, height: height)
        background().withUnsafeBufferPointer { _ = buffer.pixels.update(fromContentsOf: $0) }
        Rasterizer(glyphs: glyphs).draw(list, into: buffer, scale: 1)
        return Array(buffer.pixels)
    }

    /// Blends `source(x, y)` with `weight(coverage, x, y)` at every pixel of the clip.
    private func perPixel(shape: (Int, Int) -> Float, source: (Int, Int) -> UInt32,
                          weight: (UInt32, Int, Int) -> UInt32 = { w, _, _ in w }) -> [UInt32] {
        let clip = RoundedRectCoverage(rect: clipRect, radii: clipRadii)
        let bounds = PixelRect(rounding: clipRect)
        var pixels = background()
        pixels.withUnsafeMutableBufferPointer { p in
            for y in bounds.minY..<bounds.maxY {
                for x in bounds.minX..<bounds.maxX {
                    let w = weight(PixelMath.weight(shape(x, y) * clip.coverage(x: x, y: y)), x, y)
                    if w > 0 { Blend.blendPixel(p.baseAddress! + y * width + x, Blend.scale(source(x, y), by: w)) }
                }
            }
        }
        return pixels
    }

    func testGradientSpansEqualPerPixel() {
        // (line, from, to): opaque (stored runs) and translucent (blended runs).
        let cases: [(UInt, Color, Color)] = [
            (#line, Color(hex: 0xFF2200), Color(hex: 0x0033FF)),
            (#line, Color(hex: 0xFFFFFF, opacity: 0.8), Color(hex: 0x00FF00, opacity: 0.1)),
        ]
        let rect = Rect(x: 1.5, y: 2.5, width: 66, height: 50.3), radii = CornerRadii(9)
        let start = Point(x: 5, y: 8), end = Point(x: 60, y: 40)
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientPainter.tableSize)
        defer { table.deallocate() }
        for (line, from, to) in cases {
            let painter = GradientPainter(table: table, start: start, end: end, from: from, to: to)
            let shape = RoundedRectCoverage(rect: rect, radii: radii)
            let expected = perPixel(shape: shape.coverage, source: { x, y in
                painter.color(x: x, rowOrigin: painter.rowOrigin(y: y))
            })
            let actual = pipeline(.linearGradient(rect, radii, start: start, end: end, from: from, to: to))
            XCTAssertEqual(actual, expected, line: line)
        }
    }

    func testOneToOneImageSpansEqualPerPixel() {
        var rng = SplitMix(state: 8)
        // (line, opaque image?, opacity)
        let cases: [(UInt, Bool, Double)] = [(#line, true, 1), (#line, false, 1), (#line, true, 0.6)]
        for (line, isOpaque, opacity) in cases {
            let pixels = (0..<(80 * 70)).map { _ in
                isOpaque ? randomPremultiplied(&rng) | 0xFF00_0000 : randomPremultiplied(&rng)
            }
            let image = Image(width: 80, height: 70, pixels: pixels)
            // Source (9, 5) 1:1 onto (2, 1): device (x, y) shows image (x + 7, y + 4).
            let rect = Rect(x: 2, y: 1, width: 66, height: 60), radii = CornerRadii(14)
            let shape = RoundedRectCoverage(rect: rect, radii: radii)
            let opacityWeight = PixelMath.weight(Float(opacity))
            let expected = perPixel(shape: shape.coverage, source: { x, y in pixels[(y + 4) * 80 + x + 7] },
                                    weight: { w, _, _ in PixelMath.product(w, opacityWeight) })
            let actual = pipeline(.image(image, source: Rect(x: 9, y: 5, width: 66, height: 60), rect: rect,
                                         opacity: opacity, radii))
            XCTAssertEqual(actual, expected, line: line)
        }
    }

    func testMaskSpansEqualPerPixel() {
        var rng = SplitMix(state: 4)
        let maskWidth = 60, maskHeight = 50
        let coverage = (0..<(maskWidth * maskHeight)).map { _ -> UInt8 in
            let r = UInt8.random(in: 0...255, using: &rng)
            return r < 80 ? 0 : (r > 200 ? 255 : r)
        }
        let glyphs = FixedGlyphs(mask: AlphaMask(width: maskWidth, height: maskHeight, coverage: coverage))
        // (line, colour)
        let cases: [(UInt, Color)] = [(#line, Color(hex: 0x202020)), (#line, Color(hex: 0x3366FF, opacity: 0.7))]
        for (line, color) in cases {
            // Origin (7.4, 6.6) rounds to (7, 7).
            let inside: (Int, Int) -> Float = { x, y in
                x >= 7 && x < 7 + maskWidth && y >= 7 && y < 7 + maskHeight ? 1 : 0
            }
            let expected = perPixel(shape: inside, source: { _, _ in color.premultipliedARGB }, weight: { w, x, y in
                w == 0 ? 0 : PixelMath.product(MaskPainter.weight(coverage[(y - 7) * maskWidth + x - 7]), w)
            })
            let actual = pipeline(.text(TextRun("mask", font: .body), origin: Point(x: 7.4, y: 6.6), color), glyphs: glyphs)
            XCTAssertEqual(actual, expected, line: line)
        }
    }

    /// A band keeps its gradient and mask colour tables while the colours stay the same; the frame
    /// equals the one drawn with fresh tables for every command (one new rasterizer per command).
    func testTablesSharedBetweenCommandsOfTheSameColoursEqualFreshTables() {
        var rng = SplitMix(state: 6)
        let mask = AlphaMask(width: 30, height: 12, coverage: (0..<360).map { _ in UInt8.random(in: 0...255, using: &rng) })
        let glyphs = FixedGlyphs(mask: mask)
        let red = Color(hex: 0xFF2200), blue = Color(hex: 0x0033FF, opacity: 0.6), grey = Color(hex: 0x808080, opacity: 0.9)
        var commands: [DrawCommand] = []
        for (k, (from, to)) in [(red, blue), (red, blue), (blue, red), (red, blue), (grey, grey), (red, grey)].enumerated() {
            let top = Double(k) * 10
            commands.append(.linearGradient(Rect(x: 2, y: top, width: 60, height: 9), CornerRadii(3), start: Point(x: 2, y: top),
                                            end: Point(x: 62, y: top + 9), from: from, to: to))
            commands.append(.text(TextRun("t", font: .body), origin: Point(x: Double(k * 5), y: top + 1), [red, red, grey, blue, blue, red][k]))
        }
        var list = DisplayList()
        for command in commands { list.append(command) }
        let shared = PixelBuffer(width: width, height: height), fresh = PixelBuffer(width: width, height: height)
        background().withUnsafeBufferPointer { _ = shared.pixels.update(fromContentsOf: $0) }
        background().withUnsafeBufferPointer { _ = fresh.pixels.update(fromContentsOf: $0) }
        Rasterizer(glyphs: glyphs).draw(list, into: shared, scale: 1)
        for command in commands {
            var one = DisplayList()
            one.append(command)
            Rasterizer(glyphs: glyphs).draw(one, into: fresh, scale: 1)
        }
        XCTAssertEqual(Array(shared.pixels), Array(fresh.pixels))
        XCTAssertNotEqual(Array(shared.pixels), background())
    }
}
