import Graphics
import XCTest
@testable import Rendering

final class ClipTests: XCTestCase {
    private let everything = DrawCommand.fill(Rect(x: 0, y: 0, width: 64, height: 64), .white)

    func testNothingDrawnOutsideTheClip() {
        let buffer = render([.pushClip(Rect(x: 10, y: 10, width: 20, height: 20), .zero), everything, .popClip])
        // (line, x, y, expected red)
        let cases: [(UInt, Int, Int, Int)] = [
            (#line, 9, 15, 0), (#line, 10, 15, 255), (#line, 29, 15, 255), (#line, 30, 15, 0),
            (#line, 15, 9, 0), (#line, 15, 10, 255), (#line, 15, 29, 255), (#line, 15, 30, 0),
        ]
        for (line, x, y, expected) in cases {
            XCTAssertEqual(red(buffer, x, y), expected, line: line)
        }
        XCTAssertEqual(buffer.pixels.filter { $0 == 0xFFFF_FFFF }.count, 400)
    }

    func testPopClipRestores() {
        let buffer = render([.pushClip(Rect(x: 10, y: 10, width: 20, height: 20), .zero), .popClip, everything])
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    func testNestedClipsIntersectAndUnwind() {
        let buffer = render([
            .pushClip(Rect(x: 0, y: 0, width: 20, height: 20), .zero),
            .pushClip(Rect(x: 10, y: 10, width: 20, height: 20), .zero),
            everything,
            .popClip,
            .fill(Rect(x: 0, y: 0, width: 64, height: 64), Color(hex: 0x00FF00)),
            .popClip,
        ])
        assertColor(buffer.pixel(x: 15, y: 15), 0, 255, 0)   // both, then green inside the outer clip
        assertColor(buffer.pixel(x: 5, y: 5), 0, 255, 0)     // outer only
        assertColor(buffer.pixel(x: 25, y: 25), 0, 0, 0)     // inner only: never drawn
        let white = render([
            .pushClip(Rect(x: 0, y: 0, width: 20, height: 20), .zero),
            .pushClip(Rect(x: 10, y: 10, width: 20, height: 20), .zero),
            everything,
        ])
        XCTAssertEqual(white.pixels.filter { $0 == 0xFFFF_FFFF }.count, 100)
    }

    func testFractionalClipEdgesRoundToPixels() {
        let buffer = render([.pushClip(Rect(x: 10.4, y: 10.6, width: 10.2, height: 10), .zero), everything])
        // x 10.4 → 10, 20.6 → 21; y 10.6 → 11, 20.6 → 21.
        XCTAssertEqual(red(buffer, 10, 15), 255)
        XCTAssertEqual(red(buffer, 9, 15), 0)
        XCTAssertEqual(red(buffer, 20, 15), 255)
        XCTAssertEqual(red(buffer, 21, 15), 0)
        XCTAssertEqual(red(buffer, 15, 10), 0)
        XCTAssertEqual(red(buffer, 15, 11), 255)
    }

    func testRoundedClipCornersAreAntiAliased() {
        let buffer = render([.pushClip(Rect(x: 0, y: 0, width: 40, height: 40), CornerRadii(10)), everything])
        // Same geometry as ShapeTests.testRoundedCorners.
        XCTAssertEqual(red(buffer, 0, 0), 0)
        XCTAssertEqual(red(buffer, 5, 5), 255)
        XCTAssertEqual(Double(red(buffer, 3, 2)), 147, accuracy: 3)
        XCTAssertEqual(Double(red(buffer, 36, 37)), 147, accuracy: 3)
        XCTAssertEqual(red(buffer, 20, 20), 255)
        XCTAssertEqual(red(buffer, 45, 20), 0)
    }

    func testRoundedClipMultipliesShapeCoverage() {
        // A fill from x = 5.5 half-covers column 5; the clip's arc (centre (10, 10), radius 10) covers
        // pixel (5, 1) by 0.5 − (√(4.5² + 8.5²) − 10) = 0.882, so that pixel gets 0.5 × 0.882 = 0.441.
        let buffer = render([.pushClip(Rect(x: 0, y: 0, width: 40, height: 40), CornerRadii(10)),
                             .fill(Rect(x: 5.5, y: 0, width: 40, height: 64), .white)])
        XCTAssertEqual(Double(red(buffer, 5, 20)), 128, accuracy: 2)
        XCTAssertEqual(Double(red(buffer, 5, 1)), 113, accuracy: 2)
        XCTAssertEqual(red(buffer, 39, 0), 0)  // top-right corner cut away
        XCTAssertEqual(red(buffer, 20, 39), 255)
        XCTAssertEqual(red(buffer, 20, 40), 0)
    }

    func testUnbalancedPopsAreIgnored() {
        let buffer = render([.popClip, .popClip, everything])
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    func testClipStackRefineEqualsProductOfCoverages() {
        var stack = ClipStack()
        stack.reset(bounds: PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 64))
        stack.push(Rect(x: 2.3, y: 1.7, width: 50, height: 40), radii: CornerRadii(topLeft: 12, topRight: 3,
                                                                                    bottomRight: 20, bottomLeft: 0.4))
        stack.push(Rect(x: 8, y: 6, width: 50, height: 50), radii: CornerRadii(9.5))
        let clipA = RoundedRectCoverage(rect: Rect(x: 2.3, y: 1.7, width: 50, height: 40),
                                        radii: CornerRadii(topLeft: 12, topRight: 3, bottomRight: 20, bottomLeft: 0.4))
        let clipB = RoundedRectCoverage(rect: Rect(x: 8, y: 6, width: 50, height: 50), radii: CornerRadii(9.5))
        let shape = RoundedRectCoverage(rect: Rect(x: 0.5, y: 3.25, width: 60, height: 55), radii: CornerRadii(14))
        let edges = UnsafeMutablePointer<Float>.allocate(capacity: 64)
        defer { edges.deallocate() }
        for y in 0..<64 {
            var row = shape.row(y, minX: 0, maxX: 64, edges: edges)
            stack.refine(&row, y: y, edges: edges)
            for x in 0..<64 {
                let expected = shape.coverage(x: x, y: y) * clipA.coverage(x: x, y: y) * clipB.coverage(x: x, y: y)
                let actual = row.isEmpty || x < row.start || x >= row.end ? 0
                    : (row.isUniform(x) ? row.fullCoverage : edges[x])
                XCTAssertEqual(actual, expected, accuracy: 1e-5, "(\(x), \(y))")
            }
        }
    }
}
