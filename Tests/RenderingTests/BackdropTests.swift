import Graphics
import XCTest
@testable import Rendering

/// Backdrops (system materials): the colours iOS gives over flat content, a Gaussian-like blur that
/// reads past the material's edges, the same bytes in one band or many, nothing it reads culled, and
/// its damage redrawn whenever what it reads changes.
final class BackdropTests: XCTestCase {
    /// iOS 27 Simulator screenshots of each material over a flat colour (light mode), sRGB 0…255: the
    /// colour under it, then ultraThin, thin, regular, thick, chrome. Measured by a public
    /// React-Native port of the materials (its MEASURED_RECIPES), which asserts its recipes against them.
    static let measured: [(under: (Int, Int, Int), over: [(Double, Double, Double)])] = [
        ((0, 0, 0), [(88.7, 88.7, 88.7), (141.1, 141.1, 141.1), (196.1, 197.9, 196.1), (234, 234, 234), (178, 179.2, 178)]),
        ((64, 64, 64), [(130, 130, 130), (175.1, 175.1, 175.1), (207.9, 207.9, 207.9), (237, 237, 237), (210.2, 211, 210.1)]),
        ((128, 128, 128), [(169.3, 169.3, 169.3), (200.3, 200.3, 200.3), (222.2, 223.9, 222.2), (243, 243, 243), (239.6, 239.6, 239.6)]),
        ((191, 191, 191), [(209.3, 209.3, 209.3), (222.2, 222.2, 222.2), (237.1, 238.9, 237.1), (246, 246, 246), (254.9, 254.9, 254.9)]),
        ((255, 255, 255), [(245, 245, 245), (245.1, 245.1, 245.1), (244.8, 244.8, 244.8), (246, 246, 246), (247, 247.6, 247)]),
        ((255, 0, 0), [(234, 93, 93), (254.9, 141.2, 141.2), (254.9, 185.8, 185.8), (254.9, 225.9, 225.9), (254.9, 190.6, 190.6)]),
        ((0, 255, 0), [(101.6, 244, 101.6), (120.1, 254.9, 120.2), (167, 254.9, 167), (213.9, 254.9, 213.9), (203.6, 254.9, 203.6)]),
        ((0, 0, 255), [(90, 90, 230.3), (141.1, 141.2, 254.9), (192.1, 192.1, 254.9), (231, 231, 254.9), (182.2, 182.2, 252.6)]),
    ]
    static let materials: [(name: String, material: Material, tolerance: Double)] = [
        // How far the recipe's piecewise plate comes from iOS's measured colours, per channel, with a
        // level of rounding: the plate's real colour map is not published.
        ("ultraThin", .ultraThin, 4.5), ("thin", .thin, 4.5), ("regular", .regular, 10.5), ("thick", .thick, 5), ("chrome", .chrome, 21),
    ]

    /// A flat colour under a material: the blur changes nothing, the tint gives iOS's colour.
    func testOverAFlatColourEachMaterialGivesTheColourIOSShows() {
        for sample in Self.measured {
            let (r, g, b) = sample.under
            for (index, entry) in Self.materials.enumerated() {
                let buffer = render([.fill(Rect(x: 0, y: 0, width: 64, height: 40), Color(red: UInt8(r), green: UInt8(g), blue: UInt8(b))),
                                     .backdrop(Rect(x: 8, y: 8, width: 48, height: 24), .zero, entry.material, opacity: 1)],
                                    width: 128, height: 80, scale: 2)
                let pixel = Blend.unpremultiply(buffer[64, 40])
                let got = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
                let ios = sample.over[index]
                let expected = [ios.0, ios.1, ios.2]
                let worst = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
                XCTAssertLessThanOrEqual(worst, entry.tolerance, "\(entry.name) over \(sample.under): \(got) against iOS \(expected)")
                // And exactly the recipe's formula (`Material.tinted`), within rounding.
                let formula = entry.material.tinted(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) * 255
                for (channel, value) in zip(got, [formula.x, formula.y, formula.z]) {
                    XCTAssertEqual(channel, value, accuracy: 1, "\(entry.name) over \(sample.under)")
                }
            }
        }
    }

    /// A material that only blurs (no saturation, no plate) over a black | white edge: the edge's
    /// profile follows a Gaussian of the material's σ (Φ at −2σ … 2σ: 2 %, 16 %, 50 %, 84 %, 98 %)
    /// within 2.5 % of the edge's height (the three whole box passes and the blocks' place against
    /// the edge: blocks of 16 erred by up to 2.2 % at σ 45 and 67.5 too) at every size of grid the blur takes (σ 8 px: blocks of 1; 22.5: the
    /// chrome at @1; 45: at @2; 67.5: at @3; 135: the thick material at @3), and the blur reads past
    /// the material's edges (the white beside it bleeds in).
    func testTheBlurIsAGaussianOfTheMaterialsRadius() {
        for sigma in [8, 22.5, 45, 67.5, 135] {
            let blur = Material(blurRadius: sigma, saturation: 1, brightness: 0, luminanceAmount: 0,
                                luminanceValues: SIMD4(0, 0, 0, 0))
            let edge = (6 * sigma).rounded(), width = 2 * edge
            let buffer = render([.fill(Rect(x: 0, y: 0, width: edge, height: 60), .black),
                                 .fill(Rect(x: edge, y: 0, width: edge, height: 60), .white),
                                 .backdrop(Rect(x: edge - 2.5 * sigma, y: 10, width: 5 * sigma, height: 40), .zero, blur,
                                           opacity: 1)],
                                width: Int(width), height: 60, scale: 1)
            for k in -2...2 {
                // Pixel x's centre is x + 0.5.
                let x = Int(edge + Double(k) * sigma), z = (Double(x) + 0.5 - edge) / sigma
                let expected = 0.5 * (1 + erf(z / 2.squareRoot()))
                let got = Double(red(buffer, x, 30)) / 255
                XCTAssertEqual(got, expected, accuracy: 0.025, "σ \(sigma), x = \(x) (\(k) σ)")
            }
            XCTAssertEqual(red(buffer, 2, 30), 0, "σ \(sigma): outside the material, untouched")
        }
    }

    /// A stripe just below the material (inside the blur's reach) tints it; one far below does not.
    /// (The thin material: the chrome's plate lifts light pinks to white, as iOS's does light greys.)
    func testTheMaterialReadsTheRowsAroundIt() {
        func bar(withStripeAt y: Double) -> Int {
            let buffer = render([.fill(Rect(x: 0, y: 0, width: 64, height: 200), .white),
                                 .fill(Rect(x: 0, y: y, width: 64, height: 16), Color(hex: 0xFF0000)),
                                 .backdrop(Rect(x: 0, y: 0, width: 64, height: 30), .zero, .thin, opacity: 1)],
                                width: 64, height: 200, scale: 1)
            let pixel = Blend.unpremultiply(buffer[32, 29])
            return Int(pixel.red) - Int(pixel.green)
        }
        XCTAssertGreaterThan(bar(withStripeAt: 34), 6, "a red stripe 4 pt under the bar shows in its bottom row")
        XCTAssertEqual(bar(withStripeAt: 180), bar(withStripeAt: 184), "beyond its reach nothing changes")
        XCTAssertEqual(bar(withStripeAt: 180), 0)
    }

    /// What a later opaque command covers is still under the material: culling gives the same pixels.
    func testCullingNeverSkipsWhatTheMaterialReads() {
        func list(square: Bool) -> DisplayList {
            var list = DisplayList()
            list.append(.fill(Rect(x: 0, y: 0, width: 80, height: 120), Color(hex: 0x3366CC)))
            // Under the white below the material, within its blur's reach.
            if square { list.append(.roundedRect(Rect(x: 10, y: 44, width: 30, height: 30), CornerRadii(6), Color(hex: 0xFFAA00))) }
            list.append(.backdrop(Rect(x: 0, y: 0, width: 80, height: 40), .zero, .regular, opacity: 1))
            list.append(.fill(Rect(x: 0, y: 40, width: 80, height: 80), .white))   // opaque, over what the blur reads
            return list
        }
        var pixels: [[UInt32]] = []
        for culling in [false, true] {
            let rasterizer = Rasterizer(glyphs: nil)
            rasterizer.isOcclusionCullingEnabled = culling
            let buffer = PixelBuffer(width: 160, height: 240)
            rasterizer.render(list(square: true), into: buffer, scale: 2, background: .black)
            pixels.append(Array(buffer.pixels))
            XCTAssertEqual(rasterizer.hiddenCommandCount, 0, "nothing under the material is hidden")
        }
        XCTAssertEqual(pixels[0], pixels[1])
        let without = PixelBuffer(width: 160, height: 240)
        Rasterizer(glyphs: nil).render(list(square: false), into: without, scale: 2, background: .black)
        XCTAssertNotEqual(pixels[1][78 * 160 + 50], without[50, 78], "the orange square under the white shows in the material")
    }

    /// `list` drawn whole over white on `threads` threads in bands of at most `bandBytes`: its pixels
    /// and how many backdrops were made.
    private static func renderInBands(_ list: DisplayList, width: Int, height: Int, scale: Double, threads: Int, bandBytes: Int,
                               culling: Bool = true) -> ([UInt32], Int) {
        let rasterizer = Rasterizer(glyphs: nil)
        rasterizer.isOcclusionCullingEnabled = culling
        rasterizer.threadCount = threads
        rasterizer.minimumParallelPixels = 0
        rasterizer.maximumBandBytes = bandBytes
        let buffer = PixelBuffer(width: width, height: height)
        rasterizer.render(list, into: buffer, scale: scale, background: .white)
        return (Array(buffer.pixels), rasterizer.madeBackdropCount)
    }

    /// The material in one band on one thread and in many on several: the same bytes.
    func testOneBandAndManyGiveTheSameBytes() {
        var list = DisplayList()
        list.append(.linearGradient(Rect(x: 0, y: 0, width: 90, height: 300), .zero, start: .zero, end: Point(x: 90, y: 300),
                                    from: Color(hex: 0xFF2D55), to: Color(hex: 0x007AFF)))
        for row in 0..<30 {
            list.append(.fill(Rect(x: 5, y: Double(row) * 10 + 2, width: 60, height: 4), row % 2 == 0 ? .white : .black))
        }
        list.append(.backdrop(Rect(x: 0, y: 0, width: 90, height: 40), .zero, .chrome, opacity: 1))
        list.append(.backdrop(Rect(x: 0, y: 260, width: 90, height: 40), .top(10), .thin, opacity: 0.7))
        list.append(.text(TextRun("Title", font: .body), origin: Point(x: 20, y: 20), .black))
        var frames: [[UInt32]] = []
        for (threads, bandBytes) in [(1, Int.max), (2, 4096), (4, 1024), (3, Rasterizer.bandByteLimit)] {
            let (pixels, made) = Self.renderInBands(list, width: 270, height: 900, scale: 3, threads: threads, bandBytes: bandBytes)
            XCTAssertEqual(made, 2)
            frames.append(pixels)
        }
        for frame in frames.dropFirst() { XCTAssertTrue(frame == frames[0]) }
    }

    /// Backdrops that read one another (a card's material over rows a bar's material wrote, a third
    /// far from both) in bands that draw while another band's blur is made: the same bytes as one
    /// band, with and without the occlusion pass.
    func testBackdropsThatReadEachOtherGiveTheSameBytesInBands() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 90, height: 300), Color(hex: 0xFF9500)))
        for row in 0..<30 {
            list.append(.fill(Rect(x: Double(row % 3) * 20, y: Double(row) * 10, width: 30, height: 5), row % 2 == 0 ? .white : .black))
        }
        list.append(.backdrop(Rect(x: 0, y: 0, width: 90, height: 50), .zero, .chrome, opacity: 1))
        list.append(.fill(Rect(x: 10, y: 52, width: 70, height: 6), Color(hex: 0x007AFF)))
        list.append(.backdrop(Rect(x: 10, y: 40, width: 70, height: 30), CornerRadii(8), .regular, opacity: 0.8))
        list.append(.backdrop(Rect(x: 0, y: 250, width: 90, height: 50), .zero, .ultraThin, opacity: 1))
        var frames: [[UInt32]] = []
        for culling in [true, false] {
            for (threads, bandBytes) in [(1, Int.max), (2, 2048), (3, 1024), (2, Rasterizer.bandByteLimit)] {
                let (pixels, made) = Self.renderInBands(list, width: 180, height: 600, scale: 2, threads: threads, bandBytes: bandBytes,
                                                       culling: culling)
                XCTAssertEqual(made, 3)
                frames.append(pixels)
            }
        }
        for (index, frame) in frames.enumerated().dropFirst() { XCTAssertTrue(frame == frames[0], "frame \(index)") }
        // The card's blur took in what the bar's material drew: without the bar it differs.
        var withoutBar = DisplayList()
        for (index, command) in list.commands.enumerated() where index != 31 { withoutBar.append(command) }
        let other = PixelBuffer(width: 180, height: 600)
        Rasterizer(glyphs: nil).render(withoutBar, into: other, scale: 2, background: .white)
        XCTAssertNotEqual(frames[0][100 * 180 + 90], other[90, 100])
    }

    /// Content scrolled under a bar's material moves its pixels (`FrameShift`), and a material in the
    /// scrolled content moves with it: neither material keeps a stale blur, and every frame drawn
    /// incrementally is the frame drawn whole, byte for byte.
    func testMovedContentUnderAMaterialRedrawsItsBlur() {
        func list(scrolledBy y: Int) -> DisplayList {
            var list = DisplayList()
            list.append(.pushClip(Rect(x: 0, y: 0, width: 100, height: 800), .zero))
            list.append(.pushTranslation(PixelOffset(x: 0, y: -y)))
            for row in 0..<60 {
                list.append(.fill(Rect(x: 0, y: Double(row) * 20, width: 100, height: 20), row % 2 == 0 ? .white : Color(hex: 0x34C759)))
                list.append(.fill(Rect(x: 10, y: Double(row) * 20 + 6, width: 50, height: 8), row % 3 == 0 ? .black : Color(hex: 0xFF2D55)))
            }
            list.append(.backdrop(Rect(x: 10, y: 300, width: 60, height: 30), CornerRadii(8), .thin, opacity: 1))
            list.append(.popTranslation)
            list.append(.popClip)
            list.append(.backdrop(Rect(x: 0, y: 0, width: 100, height: 44), .zero, .chrome, opacity: 1))
            return list
        }
        let incremental = IncrementalRasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 100, height: 800)
        var moved = 0
        for (frame, y) in [0, 4, 10, 30, 31, 60, 100, 96, 140].enumerated() {
            incremental.render(list(scrolledBy: y), overlay: DisplayList(), into: buffer, scale: 1, background: .white)
            if !incremental.movedRows.isEmpty { moved += 1 }
            let whole = PixelBuffer(width: 100, height: 800)
            Rasterizer(glyphs: nil).render(list(scrolledBy: y), into: whole, scale: 1, background: .white)
            XCTAssertTrue(Array(buffer.pixels) == Array(whole.pixels), "frame \(frame) (scrolled by \(y) px)")
            if frame > 0 { XCTAssertEqual(incremental.rasterizer.madeBackdropCount, 2, "frame \(frame): both blurs made anew") }
        }
        XCTAssertGreaterThan(moved, 4, "the frames moved pixels")
    }

    /// Content that changes under a material's reach (not under the material itself) redraws the
    /// material: the incremental frame equals the whole frame.
    func testAChangeUnderTheMaterialsReachRedrawsIt() {
        func list(stripeAt y: Double) -> DisplayList {
            var list = DisplayList()
            list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 300), .white))
            list.append(.fill(Rect(x: 0, y: y, width: 100, height: 8), Color(hex: 0x34C759)))
            list.append(.backdrop(Rect(x: 0, y: 0, width: 100, height: 44), .zero, .chrome, opacity: 1))
            list.append(.fill(Rect(x: 10, y: 150, width: 20, height: 20), .black))
            return list
        }
        let incremental = IncrementalRasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 200, height: 600)
        incremental.render(list(stripeAt: 200), overlay: DisplayList(), into: buffer, scale: 2, background: .white)
        let before = Array(buffer.pixels)
        incremental.render(list(stripeAt: 52), overlay: DisplayList(), into: buffer, scale: 2, background: .white)
        XCTAssertFalse(incremental.drewWholeFrame)
        XCTAssertEqual(incremental.damage.rowHull.lowerBound, 0, "the material's rows are drawn again")
        let whole = PixelBuffer(width: 200, height: 600)
        Rasterizer(glyphs: nil).render(list(stripeAt: 52), into: whole, scale: 2, background: .white)
        XCTAssertTrue(Array(buffer.pixels) == Array(whole.pixels), "the same as the whole frame")
        XCTAssertNotEqual(before[80 * 200 + 100], buffer[100, 80], "the bar's bottom picked up the green")
        // A change far from the material leaves its rows alone.
        var far = list(stripeAt: 52)
        far.append(.fill(Rect(x: 60, y: 280, width: 10, height: 10), Color(hex: 0xFF9500)))
        incremental.render(far, overlay: DisplayList(), into: buffer, scale: 2, background: .white)
        XCTAssertGreaterThan(incremental.damage.rowHull.lowerBound, 200)
        XCTAssertEqual(incremental.rasterizer.madeBackdropCount, 0, "its blur was not made again")
        // A change drawn over the material (after it in the list) keeps its blur and draws only its rows.
        var over = far
        over.append(.text(TextRun("Title", font: .body), origin: Point(x: 30, y: 12), .black))
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 20, height: 10, coverage: [UInt8](repeating: 200, count: 200)))
        incremental.rasterizer.glyphs = glyphs
        incremental.render(over, overlay: DisplayList(), into: buffer, scale: 2, background: .white)
        XCTAssertFalse(incremental.drewWholeFrame)
        XCTAssertEqual(incremental.damage.rowHull, 24..<34, "the text's rows only")
        XCTAssertEqual(incremental.rasterizer.madeBackdropCount, 0, "the blur kept")
        let wholeOver = PixelBuffer(width: 200, height: 600)
        let reference = Rasterizer(glyphs: glyphs)
        reference.render(over, into: wholeOver, scale: 2, background: .white)
        XCTAssertTrue(Array(buffer.pixels) == Array(wholeOver.pixels), "the same as the whole frame")
    }
}
