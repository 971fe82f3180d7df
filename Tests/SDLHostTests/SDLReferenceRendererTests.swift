import Graphics
@testable import SDLHost
import XCTest

/// SDL's software renderer drawing display lists (the benchmark's reference), headless.
final class SDLReferenceRendererTests: XCTestCase {
    /// One mask per run: a block of full coverage with a transparent left column.
    private final class BlockGlyphs: GlyphRasterizing {
        var requests = 0
        private var cache: [TextRun: AlphaMask] = [:]
        func mask(for run: TextRun, scale: Double) -> AlphaMask? {
            requests += 1
            if let mask = cache[run] { return mask }
            let width = 6, height = 4
            let coverage = (0..<(width * height)).map { $0 % width == 0 ? UInt8(0) : UInt8(255) }
            let mask = AlphaMask(width: width, height: height, coverage: coverage)
            cache[run] = mask
            return mask
        }
    }

    private let white = Color.white
    private let red = Color(red: 255, green: 0, blue: 0)

    private func pixel(_ pixels: [UInt32], _ renderer: SDLReferenceRenderer, _ x: Int, _ y: Int) -> UInt32 {
        pixels[y * renderer.width + x]
    }

    func testOpaqueFillsAtScaleTwoAndTheBackground() throws {
        let renderer = try SDLReferenceRenderer(width: 40, height: 30, glyphs: nil)
        var list = DisplayList()
        list.append(.fill(Rect(x: 2, y: 3, width: 5, height: 4), red))
        list.append(.roundedRect(Rect(x: 10, y: 3, width: 5, height: 4), CornerRadii(2), Color(hex: 0x00FF00)))
        renderer.render(list, scale: 2, background: white)
        let pixels = renderer.copyPixels()
        XCTAssertEqual(pixel(pixels, renderer, 4, 6), 0xFFFF_0000, "first pixel of the fill")
        XCTAssertEqual(pixel(pixels, renderer, 13, 13), 0xFFFF_0000, "last pixel of the fill")
        XCTAssertEqual(pixel(pixels, renderer, 14, 6), 0xFFFF_FFFF, "right of the fill")
        XCTAssertEqual(pixel(pixels, renderer, 20, 6), 0xFF00_FF00, "rounded rects are plain rectangles: the corner is filled")
        XCTAssertEqual(pixel(pixels, renderer, 0, 0), 0xFFFF_FFFF)
    }

    func testTranslucentFillBlendsAndGradientIsItsMeanColour() throws {
        let renderer = try SDLReferenceRenderer(width: 20, height: 10, glyphs: nil)
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(hex: 0x000000, opacity: 0.5)))
        list.append(.linearGradient(Rect(x: 10, y: 0, width: 10, height: 10), .zero, start: Point(x: 10, y: 0),
                                    end: Point(x: 10, y: 10), from: Color(hex: 0x000000), to: Color(hex: 0xFF0000)))
        renderer.render(list, scale: 1, background: white)
        let pixels = renderer.copyPixels()
        let grey = pixel(pixels, renderer, 5, 5)
        XCTAssertEqual(Int(grey >> 16 & 0xFF), 127, accuracy: 2)
        XCTAssertEqual(Int(grey & 0xFF), 127, accuracy: 2)
        let mean = pixel(pixels, renderer, 15, 5)
        XCTAssertEqual(Int(mean >> 16 & 0xFF), 128, accuracy: 1)
        XCTAssertEqual(mean & 0xFFFF, 0)
    }

    func testClipsIntersectAndPopRestores() throws {
        let renderer = try SDLReferenceRenderer(width: 20, height: 20, glyphs: nil)
        var list = DisplayList()
        list.append(.pushClip(Rect(x: 0, y: 0, width: 10, height: 10), .zero))
        list.append(.pushClip(Rect(x: 5, y: 5, width: 10, height: 10), CornerRadii(3)))
        list.append(.fill(Rect(x: 0, y: 0, width: 20, height: 20), red))
        list.append(.popClip)
        list.append(.popClip)
        list.append(.pushClip(Rect(x: 30, y: 30, width: 5, height: 5), .zero))  // outside: draws nothing
        list.append(.fill(Rect(x: 0, y: 0, width: 20, height: 20), Color(hex: 0x0000FF)))
        list.append(.popClip)
        list.append(.fill(Rect(x: 18, y: 18, width: 2, height: 2), Color(hex: 0x00FF00)))
        renderer.render(list, scale: 1, background: white)
        let pixels = renderer.copyPixels()
        XCTAssertEqual(pixel(pixels, renderer, 7, 7), 0xFFFF_0000, "inside both clips")
        XCTAssertEqual(pixel(pixels, renderer, 3, 7), 0xFFFF_FFFF, "outside the inner clip")
        XCTAssertEqual(pixel(pixels, renderer, 12, 7), 0xFFFF_FFFF, "outside the outer clip")
        XCTAssertEqual(pixel(pixels, renderer, 19, 19), 0xFF00_FF00, "after the pops the whole surface is drawable")
    }

    func testBorderIsAnOutlineOfItsWidth() throws {
        let renderer = try SDLReferenceRenderer(width: 20, height: 20, glyphs: nil)
        var list = DisplayList()
        list.append(.border(Rect(x: 2, y: 2, width: 8, height: 8), CornerRadii(2), width: 1, red))
        renderer.render(list, scale: 2, background: white)
        let pixels = renderer.copyPixels()
        XCTAssertEqual(pixel(pixels, renderer, 4, 10), 0xFFFF_0000, "left edge")
        XCTAssertEqual(pixel(pixels, renderer, 5, 10), 0xFFFF_0000, "2 px wide at scale 2")
        XCTAssertEqual(pixel(pixels, renderer, 6, 10), 0xFFFF_FFFF, "the hole")
        XCTAssertEqual(pixel(pixels, renderer, 17, 10), 0xFFFF_FFFF, "the hole")
        XCTAssertEqual(pixel(pixels, renderer, 19, 10), 0xFFFF_0000, "right edge")
        XCTAssertEqual(pixel(pixels, renderer, 10, 4), 0xFFFF_0000, "top edge")
        XCTAssertEqual(pixel(pixels, renderer, 10, 6), 0xFFFF_FFFF, "below the top edge")
    }

    func testImagesAreCachedScaledAndTakeTheirOpacity() throws {
        let renderer = try SDLReferenceRenderer(width: 40, height: 10, glyphs: nil)
        // 2 × 1 premultiplied: opaque blue, half-transparent red (premultiplied 0x80800000).
        let image = Image(width: 2, height: 1, pixels: [0xFF00_00FF, 0x8080_0000])
        var list = DisplayList()
        list.append(.image(image, source: Rect(x: 0, y: 0, width: 2, height: 1), rect: Rect(x: 0, y: 0, width: 10, height: 5),
                           opacity: 1, .zero))
        list.append(.image(image, source: Rect(x: 0, y: 0, width: 1, height: 1), rect: Rect(x: 10, y: 0, width: 10, height: 5),
                           opacity: 0.5, .zero))
        renderer.render(list, scale: 2, background: .black)
        renderer.render(list, scale: 2, background: .black)
        XCTAssertEqual(renderer.cachedTextureCount, 1, "one texture per image, kept between frames")
        let pixels = renderer.copyPixels()
        XCTAssertEqual(pixel(pixels, renderer, 2, 2), 0xFF00_00FF, "left half of the image, scaled")
        let translucent = pixel(pixels, renderer, 15, 2)
        XCTAssertEqual(Int(translucent >> 16 & 0xFF), 128, accuracy: 2, "straight red at alpha 0.5 over black")
        let faded = pixel(pixels, renderer, 25, 2)
        XCTAssertEqual(Int(faded & 0xFF), 128, accuracy: 2, "opacity 0.5 over black")
    }

    func testTextUsesTheGlyphSourcesMasksAsColouredTextures() throws {
        let glyphs = BlockGlyphs()
        let renderer = try SDLReferenceRenderer(width: 20, height: 10, glyphs: glyphs)
        var list = DisplayList()
        list.append(.text(TextRun("Hi", font: .body), origin: Point(x: 1, y: 1), red))
        list.append(.text(TextRun("Hi", font: .body), origin: Point(x: 5, y: 1), Color.clear))  // invisible: skipped
        renderer.render(list, scale: 2, background: white)
        renderer.render(list, scale: 2, background: white)
        XCTAssertEqual(glyphs.requests, 2, "one request per visible run per frame")
        XCTAssertEqual(renderer.cachedTextureCount, 1, "one texture per mask")
        let pixels = renderer.copyPixels()
        XCTAssertEqual(pixel(pixels, renderer, 2, 2), 0xFFFF_FFFF, "mask column 0 is transparent")
        XCTAssertEqual(pixel(pixels, renderer, 3, 2), 0xFFFF_0000, "full coverage takes the colour")
        XCTAssertEqual(pixel(pixels, renderer, 3, 6), 0xFFFF_FFFF, "below the 4-row mask")
    }

    func testRealFontMasksDrawInk() throws {
        let fonts = try FontLibrary()
        let renderer = try SDLReferenceRenderer(width: 200, height: 60, glyphs: fonts)
        var list = DisplayList()
        list.append(.text(TextRun("Hello", font: .body), origin: Point(x: 4, y: 4), .black))
        renderer.render(list, scale: 2, background: white)
        let inked = renderer.copyPixels().filter { $0 & 0xFF < 0x80 }.count
        XCTAssertGreaterThan(inked, 100)
    }
}
