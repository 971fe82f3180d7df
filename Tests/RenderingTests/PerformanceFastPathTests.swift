import Graphics
import XCTest
@testable import Rendering

/// The fast paths added for the benchmark (issue 8), each against the plain path it stands in for:
/// vertical gradients as solid rows, glyph masks through a colour table eight bytes at a time,
/// tall shadows as spans, and skipping commands hidden by later opaque ones.
final class PerformanceFastPathTests: XCTestCase {
    private let width = 97

    /// Random row coverages over `0..<width`: spans with edges, random uniform coverage (often 1).
    private func randomCoverage(_ rng: inout SplitMix, edges: UnsafeMutablePointer<Float>) -> RowCoverage {
        let start = Int.random(in: 0..<width, using: &rng), end = Int.random(in: start...width, using: &rng)
        let fullStart = Int.random(in: start...end, using: &rng), fullEnd = Int.random(in: fullStart...end, using: &rng)
        let full: Float = Bool.random(using: &rng) ? 1 : Float.random(in: 0...1, using: &rng)
        for x in 0..<width { edges[x] = Bool.random(using: &rng) ? 1 : Float.random(in: 0...1, using: &rng) }
        return RowCoverage(start: start, end: end, fullStart: fullStart, fullEnd: fullEnd, fullCoverage: full)
    }

    private func randomColor(_ rng: inout SplitMix) -> Color { RandomDisplayList.randomColor(&rng) }

    func testVerticalGradientRowsEqualThePerPixelPath() {
        var rng = SplitMix(state: 81)
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientPainter.tableSize)
        let edges = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { table.deallocate(); edges.deallocate() }
        for trial in 0..<300 {
            let x = Double.random(in: -20...120, using: &rng)
            let start = Point(x: x, y: Double.random(in: -50...50, using: &rng))
            let end = Point(x: x, y: Double.random(in: -50...150, using: &rng))  // may coincide with start
            let painter = GradientPainter(table: table, start: start, end: trial % 10 == 0 ? start : end,
                                          from: randomColor(&rng), to: randomColor(&rng))
            XCTAssertTrue(painter.isUniformAlongRows)
            let y = Int.random(in: -10...110, using: &rng)
            let coverage = randomCoverage(&rng, edges: edges)
            var fast = (0..<width).map { _ in randomPremultiplied(&rng) }, plain = fast
            fast.withUnsafeMutableBufferPointer { painter.paintUniformRow(row: $0.baseAddress!, y: y, coverage: coverage, edges: edges) }
            plain.withUnsafeMutableBufferPointer { painter.paintVaryingRow(row: $0.baseAddress!, y: y, coverage: coverage, edges: edges) }
            XCTAssertEqual(fast, plain, "trial \(trial)")
        }
        let diagonal = GradientPainter(table: table, start: .zero, end: Point(x: 10, y: 10), from: .white, to: .black)
        XCTAssertFalse(diagonal.isUniformAlongRows)
    }

    func testMaskColourTableRunsEqualThePlainMaskPath() {
        var rng = SplitMix(state: 82)
        let maskWidth = 140
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: MaskPainter.colorTableSize)
        let edges = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { table.deallocate(); edges.deallocate() }
        for trial in 0..<300 {
            // Glyph-like bytes: runs of 0, runs of 255 and antialiased values.
            var bytes: [UInt8] = []
            while bytes.count < maskWidth * 2 {
                let run = Int.random(in: 1...20, using: &rng)
                let kind = Int.random(in: 0..<3, using: &rng)
                for _ in 0..<run { bytes.append(kind == 0 ? 0 : kind == 1 ? 255 : .random(in: 0...255, using: &rng)) }
            }
            bytes = Array(bytes.prefix(maskWidth * 2))
            let color = randomColor(&rng).premultipliedARGB
            MaskPainter.makeColorTable(table, color: color)
            let coverage = randomCoverage(&rng, edges: edges)
            let originX = -Int.random(in: 0...40, using: &rng)
            var fast = (0..<width).map { _ in randomPremultiplied(&rng) }, plain = fast
            bytes.withUnsafeBufferPointer { mask in
                let plainPainter = MaskPainter(color: color, mask: mask.baseAddress!, maskWidth: maskWidth,
                                               originX: originX, originY: 5)
                var fastPainter = plainPainter
                fastPainter.colorTable = UnsafePointer(table)
                fast.withUnsafeMutableBufferPointer { fastPainter.paint(row: $0.baseAddress!, y: 6, coverage: coverage, edges: edges) }
                plain.withUnsafeMutableBufferPointer { plainPainter.paint(row: $0.baseAddress!, y: 6, coverage: coverage, edges: edges) }
            }
            XCTAssertEqual(fast, plain, "trial \(trial)")
        }
    }

    func testTallShadowRowsEqualPerPixelCoverage() {
        // (line, rect, radii, blur) in device pixels: taller than wide, so most rows lie deeper than
        // the blur inside the shape; per-corner radii larger and smaller than the blur.
        let cases: [(UInt, Rect, CornerRadii, Double)] = [
            (#line, Rect(x: 10, y: 8, width: 40, height: 200), .zero, 6),
            (#line, Rect(x: 10.3, y: 8.6, width: 41.2, height: 190.5), CornerRadii(12), 5),
            (#line, Rect(x: 12, y: 10, width: 36, height: 180), CornerRadii(topLeft: 20, topRight: 2, bottomRight: 0, bottomLeft: 9), 8),
            (#line, Rect(x: 4, y: 4, width: 56, height: 210), CornerRadii(3), 12),
            (#line, Rect(x: -30, y: 20, width: 120, height: 150), CornerRadii(topLeft: 16, topRight: 16, bottomRight: 0, bottomLeft: 0), 10),
        ]
        for (line, rect, radii, blur) in cases {
            assertRowsMatchCoverage(ShadowCoverage(rect: rect, radii: radii, blur: blur),
                                    area: PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 230), "tall shadow", line: line)
        }
    }

    func testExactUnionOfPixelRects() {
        let a = PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let cases: [(UInt, PixelRect, PixelRect?)] = [
            (#line, PixelRect(minX: 0, minY: 10, maxX: 10, maxY: 20), PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 20)),
            (#line, PixelRect(minX: 0, minY: 5, maxX: 10, maxY: 30), PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 30)),
            (#line, PixelRect(minX: 10, minY: 0, maxX: 12, maxY: 10), PixelRect(minX: 0, minY: 0, maxX: 12, maxY: 10)),
            (#line, PixelRect(minX: 2, minY: 2, maxX: 5, maxY: 5), a),
            (#line, PixelRect(minX: -1, minY: -1, maxX: 11, maxY: 11), PixelRect(minX: -1, minY: -1, maxX: 11, maxY: 11)),
            (#line, PixelRect(minX: 0, minY: 11, maxX: 10, maxY: 20), nil),  // a gap
            (#line, PixelRect(minX: 1, minY: 10, maxX: 10, maxY: 20), nil),  // not aligned
            (#line, PixelRect(minX: 5, minY: 5, maxX: 15, maxY: 15), nil),
        ]
        for (line, other, expected) in cases {
            XCTAssertEqual(a.exactUnion(other), expected, line: line)
            XCTAssertEqual(other.exactUnion(a), expected, line: line)
        }
    }

    // MARK: Occlusion culling

    private final class StripedGlyphs: GlyphRasterizing {
        func mask(for run: TextRun, scale: Double) -> AlphaMask? {
            let width = Int(Double(run.string.count) * 6 * scale), height = Int(9 * scale)
            guard width > 0 else { return nil }
            return AlphaMask(width: width, height: height,
                             coverage: (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 * 37) })
        }
    }

    /// Renders with and without culling; returns both frames and the hidden count.
    private func renderBothWays(_ list: DisplayList, width: Int, height: Int, scale: Double,
                                glyphs: GlyphRasterizing?) -> (culled: [UInt32], plain: [UInt32], hidden: Int) {
        let culled = PixelBuffer(width: width, height: height), plain = PixelBuffer(width: width, height: height)
        let rasterizer = Rasterizer(glyphs: glyphs)
        rasterizer.render(list, into: culled, scale: scale, background: Color(hex: 0x203040))
        let hidden = rasterizer.hiddenCommandCount
        rasterizer.isOcclusionCullingEnabled = false
        rasterizer.render(list, into: plain, scale: scale, background: Color(hex: 0x203040))
        return (Array(culled.pixels), Array(plain.pixels), hidden)
    }

    /// Random frames: many opaque shapes (so plenty is hidden) over text, lines, shadows, borders,
    /// translucent shapes and images, inside nested and rounded clips, at scales 1, 2 and 1.5.
    func testCullingGivesTheSameFramesAsDrawingEverything() {
        var rng = SplitMix(state: 83)
        let opaqueImage = Image(width: 8, height: 8, pixels: (0..<64).map { _ in randomPremultiplied(&rng) | 0xFF00_0000 })
        let translucentImage = Image(width: 8, height: 8, pixels: (0..<64).map { _ in randomPremultiplied(&rng) })
        let glyphs = StripedGlyphs()
        var totalHidden = 0
        for trial in 0..<120 {
            let scale = [1.0, 2.0, 1.5][trial % 3]
            let size = 48.0
            let list = RandomDisplayList.make(&rng, size: size, images: [opaqueImage, translucentImage])
            let pixels = Int(size * scale)
            let result = renderBothWays(list, width: pixels, height: pixels, scale: scale, glyphs: glyphs)
            totalHidden += result.hidden
            if result.culled != result.plain {
                let differing = zip(result.culled, result.plain).enumerated().first { $0.element.0 != $0.element.1 }
                XCTFail("trial \(trial): frames differ, first at pixel \(differing?.offset ?? -1) (\(result.hidden) hidden)")
            }
        }
        XCTAssertGreaterThan(totalHidden, 50, "the random frames hide enough to exercise the culling")
    }

    func testStackedRowsHideTheMapUnderAnOpaqueSheet() {
        var list = DisplayList()
        // A map of many small shapes, then a sheet with rounded top corners made of a header and rows.
        for k in 0..<20 {
            list.append(.roundedRect(Rect(x: Double(k % 5) * 20, y: 100 + Double(k / 5) * 30, width: 15, height: 20),
                                     CornerRadii(3), Color(hex: 0x88AA88)))
        }
        list.append(.text(TextRun("Street", font: .body), origin: Point(x: 10, y: 130), .black))
        list.append(.roundedRect(Rect(x: 0, y: 80, width: 100, height: 20), .top(10), .white))
        for row in 0..<4 {
            list.append(.fill(Rect(x: 0, y: 100 + Double(row) * 40, width: 100, height: 40), .white))
            list.append(.text(TextRun("Row", font: .body), origin: Point(x: 8, y: 110 + Double(row) * 40), .black))
        }
        let result = renderBothWays(list, width: 200, height: 520, scale: 2, glyphs: StripedGlyphs())
        XCTAssertEqual(result.culled, result.plain)
        XCTAssertEqual(result.hidden, 21, "every map shape and the map's label lie under the merged rows")
    }

    func testRowsUnderAnOpaqueBandAreSkippedForShadowsAndDimming() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 260), Color(hex: 0x000000, opacity: 0.3)))  // dimming
        list.append(.shadow(Rect(x: 0, y: 60, width: 100, height: 200), .top(12), blur: 16, Color(hex: 0x000000, opacity: 0.12)))
        list.append(.roundedRect(Rect(x: 0, y: 60, width: 100, height: 200), .top(12), .white))  // the sheet
        let buffer = PixelBuffer(width: 200, height: 520), plain = PixelBuffer(width: 200, height: 520)
        let rasterizer = Rasterizer(glyphs: nil)
        rasterizer.render(list, into: buffer, scale: 2, background: Color(hex: 0x336699))
        XCTAssertEqual(rasterizer.hiddenCommandCount, 0)
        // The sheet's interior: y from (60 + 12) × 2 = 144 to 520; both layers skip those 376 rows.
        XCTAssertEqual(rasterizer.coveredRowCount, 2 * 376)
        rasterizer.isOcclusionCullingEnabled = false
        rasterizer.render(list, into: plain, scale: 2, background: Color(hex: 0x336699))
        XCTAssertEqual(rasterizer.coveredRowCount, 0)
        XCTAssertEqual(Array(buffer.pixels), Array(plain.pixels))
    }

    func testRowsThatAnOpaqueFillCoversAreNotClearedAndTheFrameIsTheSame() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 10.25, width: 100, height: 40), Color(hex: 0x204060)))  // rows 21..<100 at scale 2
        list.append(.roundedRect(Rect(x: 10, y: 5, width: 60, height: 30), CornerRadii(6), Color(hex: 0xFF8800, opacity: 0.5)))
        list.append(.text(TextRun("Covered", font: .body), origin: Point(x: 4, y: 20), Color(hex: 0xFFFFFF, opacity: 0.9)))
        var rng = SplitMix(state: 84)
        let garbage = (0..<(200 * 130)).map { _ in randomPremultiplied(&rng) }
        var frames: [[UInt32]] = []
        for culling in [true, false] {
            let rasterizer = Rasterizer(glyphs: StripedGlyphs())
            rasterizer.isOcclusionCullingEnabled = culling
            let buffer = PixelBuffer(width: 200, height: 130)
            garbage.withUnsafeBufferPointer { _ = buffer.pixels.update(fromContentsOf: $0) }
            rasterizer.render(list, into: buffer, scale: 2, background: Color(hex: 0x336699))
            XCTAssertEqual(rasterizer.clearedRowCount, culling ? 130 - 79 : 130)
            frames.append(Array(buffer.pixels))
        }
        XCTAssertEqual(frames[0], frames[1], "the same frame over whatever the buffer held")
        var covered = DisplayList()
        covered.append(.fill(Rect(x: 0, y: 0, width: 100, height: 65), .white))
        let rasterizer = Rasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 200, height: 130)
        rasterizer.render(covered, into: buffer, scale: 2, background: .black)
        XCTAssertEqual(rasterizer.clearedRowCount, 0, "an opaque backdrop over the whole frame")
        XCTAssertEqual(Set(buffer.pixels), [Color.white.premultipliedARGB])
    }
}
