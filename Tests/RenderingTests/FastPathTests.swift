import Graphics
import XCTest
@testable import Rendering

/// Every fast path against the plain per-pixel path it replaces.
final class FastPathTests: XCTestCase {
    private let count = 97

    private func randomRow(_ rng: inout SplitMix) -> [UInt32] {
        (0..<count).map { _ in randomPremultiplied(&rng) }
    }

    func testFillSpanOpaqueEqualsBlendPixel() {
        var rng = SplitMix(state: 1)
        for _ in 0..<50 {
            let color = randomPremultiplied(&rng) | 0xFF00_0000
            var fast = randomRow(&rng), plain = fast
            fast.withUnsafeMutableBufferPointer { Blend.fillSpanOpaque($0.baseAddress! + 3, count: 90, color: color) }
            plain.withUnsafeMutableBufferPointer { p in
                for i in 3..<93 { Blend.blendPixel(p.baseAddress! + i, color) }
            }
            XCTAssertEqual(fast, plain)
        }
    }

    func testBlendSpanColourEqualsBlendPixel() {
        var rng = SplitMix(state: 2)
        for _ in 0..<200 {
            let color = randomPremultiplied(&rng)
            var fast = randomRow(&rng), plain = fast
            fast.withUnsafeMutableBufferPointer { Blend.blendSpan($0.baseAddress!, count: count, color: color) }
            plain.withUnsafeMutableBufferPointer { p in
                for i in 0..<count { Blend.blendPixel(p.baseAddress! + i, color) }
            }
            XCTAssertEqual(fast, plain)
        }
    }

    func testBlendAndCopySpansEqualBlendPixel() {
        var rng = SplitMix(state: 3)
        for weight: UInt32 in [0, 1, 77, 128, 255, 256] {
            let source = randomRow(&rng)
            var fast = randomRow(&rng), plain = fast
            source.withUnsafeBufferPointer { s in
                fast.withUnsafeMutableBufferPointer { Blend.blendSpan($0.baseAddress!, from: s.baseAddress!, count: count, weight: weight) }
                plain.withUnsafeMutableBufferPointer { p in
                    for i in 0..<count { Blend.blendPixel(p.baseAddress! + i, Blend.scale(s[i], by: weight)) }
                }
            }
            XCTAssertEqual(fast, plain, "weight \(weight)")
        }
        let opaque = randomRow(&rng).map { $0 | 0xFF00_0000 }
        var fast = randomRow(&rng), plain = fast
        opaque.withUnsafeBufferPointer { s in
            fast.withUnsafeMutableBufferPointer { Blend.copySpan($0.baseAddress!, from: s.baseAddress!, count: count) }
            plain.withUnsafeMutableBufferPointer { p in
                for i in 0..<count { Blend.blendPixel(p.baseAddress! + i, s[i]) }
            }
        }
        XCTAssertEqual(fast, plain)
    }

    func testRoundedRectRowsEqualPerPixelCoverage() {
        // (line, rect, radii) in device pixels: fractional edges, per-corner, oversized, tiny radii.
        let cases: [(UInt, Rect, CornerRadii)] = [
            (#line, Rect(x: 3, y: 4, width: 40, height: 30), .zero),
            (#line, Rect(x: 3.3, y: 4.7, width: 40.2, height: 30.6), .zero),
            (#line, Rect(x: 2.5, y: 1.25, width: 50, height: 40), CornerRadii(10)),
            (#line, Rect(x: 2.2, y: 1.9, width: 50.3, height: 44.4), CornerRadii(topLeft: 0, topRight: 7.3,
                                                                                bottomRight: 19.9, bottomLeft: 0.3)),
            (#line, Rect(x: 5, y: 5, width: 30, height: 12), CornerRadii(40)),   // capsule after fitting
            (#line, Rect(x: 10.4, y: 10.4, width: 0.5, height: 20), CornerRadii(0.2)),
            (#line, Rect(x: 4, y: 6, width: 41, height: 41), CornerRadii(20.5)),  // circle
            (#line, Rect(x: -20, y: -10, width: 50, height: 40), CornerRadii(12)),  // partly off the area
        ]
        for (line, rect, radii) in cases {
            assertRowsMatchCoverage(RoundedRectCoverage(rect: rect, radii: radii),
                                    area: PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 64), "rounded rect", line: line)
        }
    }

    /// (line, rect, radii, width) in device pixels: square and rounded, fractional, per-corner,
    /// thicker than half (filled), and a screen's rounded corners (the outline's outer edge off the
    /// area, its inner edge the screen).
    private static let borders: [(UInt, Rect, CornerRadii, Double)] = [
        (#line, Rect(x: 10, y: 10, width: 40, height: 30), .zero, 2),
        (#line, Rect(x: 10.3, y: 9.6, width: 40.5, height: 30.2), CornerRadii(8), 1.5),
        (#line, Rect(x: 5, y: 5, width: 60, height: 50), CornerRadii(topLeft: 20, topRight: 0, bottomRight: 3, bottomLeft: 9), 0.5),
        (#line, Rect(x: 5, y: 5, width: 10, height: 10), CornerRadii(2), 6),
        (#line, Rect(x: -23.5, y: -23.5, width: 127, height: 127), CornerRadii(47), 23.5),
        (#line, Rect(x: -23.3, y: -23.7, width: 126.4, height: 127.1), CornerRadii(46.6), 23.6),
    ]

    func testBorderShadowAndCapsuleRowsEqualPerPixelCoverage() {
        let area = PixelRect(minX: 0, minY: 0, maxX: 80, maxY: 80)
        for (line, rect, radii, width) in Self.borders {
            assertRowsMatchCoverage(BorderCoverage(rect: rect, radii: radii, width: width), area: area, "border",
                                    line: line)
        }
        let shadows: [(UInt, Rect, CornerRadii, Double)] = [
            (#line, Rect(x: 20, y: 20, width: 40, height: 30), .zero, 8),
            (#line, Rect(x: 20.5, y: 18.2, width: 30.3, height: 40), CornerRadii(12), 6.5),
            (#line, Rect(x: 30, y: 30, width: 10, height: 10), CornerRadii(topLeft: 5, topRight: 0, bottomRight: 2,
                                                                            bottomLeft: 0), 20),
            (#line, Rect(x: -10, y: 60, width: 100, height: 40), CornerRadii(4), 16),
        ]
        for (line, rect, radii, blur) in shadows {
            assertRowsMatchCoverage(ShadowCoverage(rect: rect, radii: radii, blur: blur), area: area, "shadow",
                                    line: line)
        }
        let lines: [(UInt, Point, Point, Double)] = [
            (#line, Point(x: 10, y: 20.5), Point(x: 70, y: 20.5), 1),
            (#line, Point(x: 10, y: 20), Point(x: 70, y: 20), 1),
            (#line, Point(x: 10.3, y: 10.7), Point(x: 60.2, y: 50.9), 3.5),
            (#line, Point(x: 40, y: 5), Point(x: 40, y: 75), 2),
            (#line, Point(x: 40, y: 40), Point(x: 40, y: 40), 9),          // a dot
            (#line, Point(x: 5, y: 70), Point(x: 75, y: 12.5), 0.4),       // hairline
        ]
        for (line, from, to, width) in lines {
            assertRowsMatchCoverage(CapsuleCoverage(from: from, to: to, width: width), area: area, "capsule", line: line)
        }
    }

    func testBorderRunsGiveItsRowExactly() {
        // The runs a border hands to the painter (the solid outline beside its hole as uniform runs)
        // cover the pixels its `row` covers with the same values, bit for bit, and do not overlap.
        let area = PixelRect(minX: 0, minY: 0, maxX: 80, maxY: 80)
        let width = area.maxX - area.minX
        let rowEdges = UnsafeMutablePointer<Float>.allocate(capacity: width)
        let runEdges = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { rowEdges.deallocate(); runEdges.deallocate() }
        for (line, rect, radii, borderWidth) in Self.borders {
            let shape = BorderCoverage(rect: rect, radii: radii, width: borderWidth)
            var uniformPixels = 0
            for y in area.minY..<area.maxY {
                let row = shape.row(y, minX: area.minX, maxX: area.maxX, edges: rowEdges)
                var fromRuns = [Float](repeating: 0, count: width), painted = [Int](repeating: 0, count: width)
                shape.forEachRun(y, minX: area.minX, maxX: area.maxX, edges: runEdges) { run in
                    XCTAssertTrue(run.start <= run.fullStart && run.fullStart <= run.fullEnd && run.fullEnd <= run.end,
                                  "row \(y): \(run)", line: line)
                    for x in run.start..<run.end {
                        fromRuns[x] = run.isUniform(x) ? run.fullCoverage : runEdges[x]
                        painted[x] += 1
                        if run.isUniform(x) { uniformPixels += 1 }
                    }
                }
                for x in area.minX..<area.maxX {
                    let expected = row.isEmpty || x < row.start || x >= row.end ? 0
                        : row.isUniform(x) ? row.fullCoverage : rowEdges[x]
                    XCTAssertLessThanOrEqual(painted[x], 1, "pixel (\(x), \(y)) in two runs", line: line)
                    XCTAssertEqual(fromRuns[x].bitPattern, expected.bitPattern, "pixel (\(x), \(y))", line: line)
                }
            }
            XCTAssertGreaterThan(uniformPixels, 0, line: line)
        }
    }

    func testRasterizerEqualsBruteForceBlending() {
        // Each shape through the span pipeline (inside a rounded clip) against a per-pixel loop:
        // coverage(x, y) × clip coverage, then blendPixel.
        let width = 72, height = 64
        var rng = SplitMix(state: 9)
        let background = (0..<(width * height)).map { _ in randomPremultiplied(&rng) | 0xFF00_0000 }
        let clipRect = Rect(x: 4.2, y: 3, width: 60, height: 55), clipRadii = CornerRadii(11)
        let clip = RoundedRectCoverage(rect: clipRect, radii: clipRadii)
        let clipBounds = PixelRect(rounding: clipRect)
        let color = Color(red: 30, green: 200, blue: 90, alpha: 180)
        let cases: [(UInt, DrawCommand, any CoverageShape)] = [
            (#line, .roundedRect(Rect(x: 1.5, y: 2.3, width: 50.2, height: 40.7), CornerRadii(9), color),
             RoundedRectCoverage(rect: Rect(x: 1.5, y: 2.3, width: 50.2, height: 40.7), radii: CornerRadii(9))),
            (#line, .roundedRect(Rect(x: 10, y: 10, width: 30, height: 30), CornerRadii(4), .white),
             RoundedRectCoverage(rect: Rect(x: 10, y: 10, width: 30, height: 30), radii: CornerRadii(4))),
            (#line, .border(Rect(x: 6.5, y: 5, width: 50, height: 40), CornerRadii(10), width: 3, color),
             BorderCoverage(rect: Rect(x: 6.5, y: 5, width: 50, height: 40), radii: CornerRadii(10), width: 3)),
            (#line, .shadow(Rect(x: 20, y: 20, width: 30, height: 20), CornerRadii(6), blur: 7, color),
             ShadowCoverage(rect: Rect(x: 20, y: 20, width: 30, height: 20), radii: CornerRadii(6), blur: 7)),
            (#line, .line(from: Point(x: 0, y: 60), to: Point(x: 70, y: 2), width: 2.5, .white),
             CapsuleCoverage(from: Point(x: 0, y: 60), to: Point(x: 70, y: 2), width: 2.5)),
        ]
        for (line, command, shape) in cases {
            var list = DisplayList()
            list.append(.pushClip(clipRect, clipRadii))
            list.append(command)
            let buffer = PixelBuffer(width: width, height: height)
            background.withUnsafeBufferPointer { _ = buffer.pixels.update(fromContentsOf: $0) }
            Rasterizer(glyphs: nil).draw(list, into: buffer, scale: 1)
            var expected = background
            let source: UInt32
            switch command {
            case let .roundedRect(_, _, c), let .border(_, _, _, c), let .shadow(_, _, _, c), let .line(_, _, _, c):
                source = c.premultipliedARGB
            default:
                source = 0
            }
            expected.withUnsafeMutableBufferPointer { p in
                for y in clipBounds.minY..<clipBounds.maxY {
                    for x in clipBounds.minX..<clipBounds.maxX {
                        let weight = PixelMath.weight(shape.coverage(x: x, y: y) * clip.coverage(x: x, y: y))
                        if weight > 0 { Blend.blendPixel(p.baseAddress! + y * width + x, Blend.scale(source, by: weight)) }
                    }
                }
            }
            XCTAssertEqual(Array(buffer.pixels), expected, "case at line \(line)", line: line)
        }
    }
}
