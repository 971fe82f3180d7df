import Graphics
@testable import SDLHost
import XCTest

/// SDL_ttf with the shipped fonts, headless (no video initialised).
final class FontLibraryTests: XCTestCase {
    private static let library = Result { try FontLibrary() }

    private var fonts: FontLibrary { get throws { try Self.library.get() } }

    private func coverageFraction(_ mask: AlphaMask) -> Double {
        let total = mask.coverage.reduce(0) { $0 + Int($1) }
        return Double(total) / Double(255 * mask.width * mask.height)
    }

    func testLatinWidthIsPositiveAndGrowsWithSize() throws {
        let widths = try [13.0, 17, 34].map { try fonts.size(of: TextRun("Hello", font: Font(size: $0))).width }
        XCTAssertGreaterThan(widths[0], 0)
        XCTAssertLessThan(widths[0], widths[1])
        XCTAssertLessThan(widths[1], widths[2])
        let bold = try fonts.size(of: TextRun("Hello", font: Font(size: 17, weight: .bold))).width
        XCTAssertGreaterThan(bold, widths[1])
    }

    func testLineBoxIsSharedByLatinAndChineseRuns() throws {
        let font = Font(size: 17)
        let latin = try fonts.size(of: TextRun("Hello", font: font))
        let chinese = try fonts.size(of: TextRun("下拉可刷新", font: font))
        XCTAssertGreaterThan(latin.height, 17)
        XCTAssertEqual(chinese.height, latin.height)
        XCTAssertEqual(chinese.width, 5 * 17, accuracy: 2, "hanzi are one em wide")
        let ascent = try fonts.ascent(of: font)
        XCTAssertGreaterThan(ascent, 0)
        XCTAssertLessThan(ascent, latin.height)
        XCTAssertEqual(try fonts.size(of: TextRun("", font: font)).width, 0)
    }

    func testFaceChoice() throws {
        let cases: [(UInt, String, Font.Weight, FontFace)] = [
            (#line, "Hello", .regular, .interRegular),
            (#line, "Héllo — “quoted” ★", .semibold, .interSemibold),
            (#line, "下拉可刷新", .regular, .notoRegular),
            (#line, "双11会场", .medium, .notoRegular),
            (#line, "正在刷新", .semibold, .notoBold),
            (#line, "Ａ", .regular, .notoRegular),  // full-width Latin
        ]
        for (line, text, weight, face) in cases {
            XCTAssertEqual(try fonts.face(for: TextRun(text, font: Font(size: 17, weight: weight)), pixelSize: 17),
                           face, line: line)
        }
    }

    func testChineseRendersRealGlyphsNotTheMissingGlyphBox() throws {
        let font = Font(size: 20)
        let line = try XCTUnwrap(try fonts.mask(for: TextRun("下拉可刷新", font: font), scale: 1))
        XCTAssertEqual(line.height, Int(try fonts.size(of: TextRun("下", font: font)).height))
        XCTAssertGreaterThan(coverageFraction(line), 0.08)

        func glyph(_ text: String) throws -> [UInt8] {
            try XCTUnwrap(try fonts.mask(for: TextRun(text, font: font), scale: 2)).coverage
        }
        // Hangul is not in the subset: both render the same .notdef box.
        let missing = try glyph("한")
        XCTAssertEqual(missing, try glyph("말"), "two absent characters draw the same .notdef")
        XCTAssertNotEqual(try glyph("下"), try glyph("拉"))
        XCTAssertNotEqual(try glyph("下"), missing)
        XCTAssertNotEqual(try glyph("刷"), missing)
    }

    func testMasksAreCachedByRunAndScale() throws {
        let run = TextRun("Cached", font: Font(size: 15, weight: .medium))
        let first = try XCTUnwrap(try fonts.mask(for: run, scale: 1))
        XCTAssertTrue(first === (try fonts.mask(for: run, scale: 1)))
        let double = try XCTUnwrap(try fonts.mask(for: run, scale: 2))
        XCTAssertFalse(first === double)
        XCTAssertEqual(Double(double.width), Double(first.width) * 2, accuracy: 3)
        XCTAssertEqual(double.height, Int(try fonts.size(of: run).height * 2), accuracy: 1)
        XCTAssertNil(try fonts.mask(for: TextRun("", font: Font(size: 15)), scale: 1))
        XCTAssertGreaterThan(coverageFraction(first), 0.05)
    }

    /// Text at ever new sizes (laid out for the viewport, zoomed) opens a font per size: at most
    /// `openFontLimit` stay open, and a size closed meanwhile measures and draws as it did.
    func testOpenFontsAreBounded() throws {
        let fonts = try FontLibrary()
        let run = { (size: Double) in TextRun("Hello 你好", font: Font(size: size)) }
        let first = fonts.size(of: run(10))
        let firstMask = try XCTUnwrap(fonts.mask(for: run(10), scale: 1))
        for size in 11...(10 + FontLibrary.openFontLimit) { _ = fonts.size(of: run(Double(size))) }
        XCTAssertLessThanOrEqual(fonts.openFontCount, FontLibrary.openFontLimit)
        fonts.removeCachedMasks()
        XCTAssertEqual(fonts.size(of: run(10)), first)
        let again = try XCTUnwrap(fonts.mask(for: run(10), scale: 1))
        XCTAssertEqual([again.width, again.height], [firstMask.width, firstMask.height])
        XCTAssertEqual(again.coverage, firstMask.coverage)
    }

    func testMissingFontsNameTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdlhost-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try FontLibrary(assets: AssetLocator(directory: folder))) { error in
            guard case let SDLError.missingAsset(name, _) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(name, "Fonts/Inter-Regular.otf")
            XCTAssertTrue("\(error)".contains("Inter-Regular.otf"))
        }
    }

    func testBrokenFontFileNamesTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID()).otf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SDLLibrary.shared.startFonts()
        XCTAssertThrowsError(try TrueTypeFont(path: path, pixelSize: 12)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }
}
