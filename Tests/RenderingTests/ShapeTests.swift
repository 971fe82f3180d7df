import Graphics
import XCTest
@testable import Rendering

/// Fills, rounded rectangles, borders and scale: coverage read in the red channel of white on black.
final class ShapeTests: XCTestCase {
    func testFractionalEdgesBlendByArea() {
        // White rect x 10.5..20.25, y 5.25..15 over black.
        let buffer = render([.fill(Rect(x: 10.5, y: 5.25, width: 9.75, height: 9.75), .white)])
        // (line, x, y, expected red, tolerance)
        let cases: [(UInt, Int, Int, Int, Int)] = [
            (#line, 9, 10, 0, 0),        // left of the rect
            (#line, 10, 10, 128, 2),     // half of the pixel covered
            (#line, 11, 10, 255, 0),     // inside
            (#line, 20, 10, 64, 2),      // a quarter: 20..20.25
            (#line, 21, 10, 0, 0),
            (#line, 15, 4, 0, 0),
            (#line, 15, 5, 191, 2),      // 0.75 of the row
            (#line, 10, 5, 96, 2),       // 0.5 × 0.75 = 0.375
            (#line, 15, 14, 255, 0),
            (#line, 15, 15, 0, 0),
        ]
        for (line, x, y, expected, tolerance) in cases {
            XCTAssertEqual(Double(red(buffer, x, y)), Double(expected), accuracy: Double(tolerance), line: line)
        }
    }

    func testTranslucentFillBlends() {
        let buffer = render([.fill(Rect(x: 0, y: 0, width: 8, height: 8), Color(hex: 0xFF0000, opacity: 0.5))],
                            width: 8, height: 8, background: Color(hex: 0x0000FF))
        assertColor(buffer.pixel(x: 4, y: 4), 128, 0, 127, 255, tolerance: 1)
    }

    func testScaleTwoDoublesEverything() {
        let buffer = render([.fill(Rect(x: 5, y: 5, width: 10, height: 10), .white)], width: 40, height: 40, scale: 2)
        let covered = buffer.pixels.filter { $0 == 0xFFFF_FFFF }.count
        XCTAssertEqual(covered, 400)
        XCTAssertEqual(red(buffer, 10, 10), 255)
        XCTAssertEqual(red(buffer, 29, 29), 255)
        XCTAssertEqual(red(buffer, 9, 10), 0)
        XCTAssertEqual(red(buffer, 30, 29), 0)
    }

    func testRoundedCorners() {
        // 40 × 40 at the origin, radius 10: the top-left arc is centred at (10, 10).
        let buffer = render([.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), CornerRadii(10), .white)])
        // (line, x, y, expected red, tolerance)
        let cases: [(UInt, Int, Int, Int, Int)] = [
            (#line, 0, 0, 0, 0),      // centre (0.5, 0.5) is 13.4 from the arc centre: outside
            (#line, 1, 1, 0, 0),      // 12.0 from the centre
            (#line, 5, 5, 255, 0),    // 6.4: inside
            (#line, 3, 2, 147, 3),    // √(6.5² + 7.5²) = 9.925, coverage 0.5 + 0.075 = 0.575
            (#line, 39, 39, 0, 0),    // bottom-right corner, mirrored
            (#line, 36, 37, 147, 3),  // mirror of (3, 2) through both axes
            (#line, 20, 0, 255, 0),   // middle of the top edge
            (#line, 0, 20, 255, 0),
        ]
        for (line, x, y, expected, tolerance) in cases {
            XCTAssertEqual(Double(red(buffer, x, y)), Double(expected), accuracy: Double(tolerance), line: line)
        }
    }

    func testPerCornerRadii() {
        let radii = CornerRadii(topLeft: 0, topRight: 10, bottomRight: 0, bottomLeft: 20)
        let buffer = render([.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radii, .white)])
        XCTAssertEqual(red(buffer, 0, 0), 255)    // square corner
        XCTAssertEqual(red(buffer, 39, 0), 0)     // radius 10
        XCTAssertEqual(red(buffer, 39, 39), 255)  // square
        XCTAssertEqual(red(buffer, 3, 36), 0)     // radius 20: (3.5, 36.5) is 23.3 from (20, 20)
        XCTAssertEqual(red(buffer, 36, 3), 255)   // (36.5, 3.5) is 9.19 from (30, 10): inside by 0.81
    }

    func testBorderIsInsideAndLeavesInteriorUntouched() {
        let buffer = render([.border(Rect(x: 10, y: 10, width: 20, height: 20), .zero, width: 2, .white)])
        XCTAssertEqual(red(buffer, 9, 20), 0)
        XCTAssertEqual(red(buffer, 10, 20), 255)
        XCTAssertEqual(red(buffer, 11, 20), 255)
        XCTAssertEqual(red(buffer, 12, 20), 0)
        XCTAssertEqual(red(buffer, 20, 20), 0)
        XCTAssertEqual(red(buffer, 27, 20), 0)
        XCTAssertEqual(red(buffer, 28, 20), 255)
        XCTAssertEqual(red(buffer, 29, 20), 255)
        XCTAssertEqual(red(buffer, 30, 20), 0)
        XCTAssertEqual(red(buffer, 20, 11), 255)
        XCTAssertEqual(red(buffer, 20, 12), 0)
    }

    func testHalfPointBorderAtScaleTwoIsOnePixel() {
        let buffer = render([.border(Rect(x: 5, y: 5, width: 10, height: 10), CornerRadii(3), width: 0.5, .white)],
                            width: 40, height: 40, scale: 2)
        XCTAssertEqual(red(buffer, 20, 10), 255)
        XCTAssertEqual(red(buffer, 20, 11), 0)
        XCTAssertEqual(red(buffer, 20, 9), 0)
        XCTAssertEqual(red(buffer, 20, 20), 0)
    }

    func testGradientEndpoints() {
        // Red at x = 0 to blue at x = 100. Pixel 0's centre is t = 0.005 (table entry 1), pixel 99's
        // t = 0.995 (entry 254), pixel 50's t = 0.505 (entry 129 ≈ 0.506 blue).
        let rect = Rect(x: 0, y: 0, width: 100, height: 10)
        let buffer = render([.linearGradient(rect, .zero, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
                                             from: Color(hex: 0xFF0000), to: Color(hex: 0x0000FF))],
                            width: 100, height: 10)
        assertColor(buffer.pixel(x: 0, y: 5), 255, 0, 0, tolerance: 2)
        assertColor(buffer.pixel(x: 99, y: 5), 0, 0, 255, tolerance: 2)
        assertColor(buffer.pixel(x: 50, y: 5), 126, 0, 129, tolerance: 3)
    }

    func testVerticalGradientWithRoundedCornersAndClampedEnds() {
        // From y = 10 (white) to y = 30 (black) over a 40 × 40 rect with radius 10 on a blue background.
        let buffer = render([.linearGradient(Rect(x: 0, y: 0, width: 40, height: 40), CornerRadii(10),
                                             start: Point(x: 0, y: 10), end: Point(x: 0, y: 30),
                                             from: .white, to: .black)],
                            background: Color(hex: 0x0000FF))
        assertColor(buffer.pixel(x: 0, y: 0), 0, 0, 255)        // outside the corner
        assertColor(buffer.pixel(x: 20, y: 2), 255, 255, 255)   // before the start: `from`
        assertColor(buffer.pixel(x: 20, y: 35), 0, 0, 0)        // after the end: `to`
        assertColor(buffer.pixel(x: 20, y: 19), 134, 134, 134, tolerance: 3)  // t = 0.475 → 1 − 0.475
    }

    func testLineCoversItsCentreWithRoundCaps() {
        // Horizontal, 2 wide, centred on y = 10: rows 9 and 10 fully covered between the caps.
        let buffer = render([.line(from: Point(x: 10, y: 10), to: Point(x: 50, y: 10), width: 2, .white)])
        // (line, x, y, expected red, tolerance)
        let cases: [(UInt, Int, Int, Int, Int)] = [
            (#line, 30, 9, 255, 0),
            (#line, 30, 10, 255, 0),
            (#line, 30, 8, 0, 0),     // centre 1.5 from the axis: 1 + 0.5 − 1.5 = 0
            (#line, 30, 11, 0, 0),
            (#line, 9, 9, 201, 3),    // cap: (9.5, 9.5) is 0.707 from (10, 10): 1.5 − 0.707 = 0.793
            (#line, 7, 9, 0, 0),      // (7.5, 9.5) is 2.55 from the end
            (#line, 50, 10, 201, 3),  // the other cap, mirrored
        ]
        for (line, x, y, expected, tolerance) in cases {
            XCTAssertEqual(Double(red(buffer, x, y)), Double(expected), accuracy: Double(tolerance), line: line)
        }
    }

    func testDiagonalLineAndHairline() {
        let diagonal = render([.line(from: Point(x: 0, y: 0), to: Point(x: 40, y: 40), width: 2, .white)])
        XCTAssertEqual(red(diagonal, 20, 20), 255)
        XCTAssertEqual(red(diagonal, 20, 24), 0)
        // A 0.5-point separator at y = 20.25 is the single device row 40 at scale 2.
        let hairline = render([.line(from: Point(x: 0, y: 20.25), to: Point(x: 30, y: 20.25), width: 0.5, .white)],
                              scale: 2)
        XCTAssertEqual(red(hairline, 30, 40), 255)
        XCTAssertEqual(red(hairline, 30, 39), 0)
        XCTAssertEqual(red(hairline, 30, 41), 0)
        // The same at scale 1 spans y 20.0...20.5: half of row 20, none of row 19. The ramp gives
        // 0.25 + 0.5 − 0.25 = 0.5 at row 20's centre (capped at the width, 0.5) and 0 at row 19's.
        let thin = render([.line(from: Point(x: 0, y: 20.25), to: Point(x: 30, y: 20.25), width: 0.5, .white)])
        XCTAssertEqual(Double(red(thin, 15, 20)), 128, accuracy: 2)
        XCTAssertEqual(red(thin, 15, 19), 0)
    }

    func testShadowFadesOverTheBlurDistance() {
        // A black 20 × 20 shadow at (40, 40), blur 10, on white: coverage = 1 − smoothstep(−10, 10, d).
        let buffer = render([.shadow(Rect(x: 40, y: 40, width: 20, height: 20), .zero, blur: 10, .black)],
                            width: 100, height: 100, background: .white)
        // (line, x, d, expected red)
        let cases: [(UInt, Int, Double, Int)] = [
            (#line, 50, -9.5, 0),    // deep inside: coverage 0.998
            (#line, 60, 0.5, 137),   // just outside the edge: coverage 0.4625
            (#line, 65, 5.5, 222),   // coverage 0.129
            (#line, 70, 10.5, 255),  // beyond the blur: nothing
        ]
        for (line, x, _, expected) in cases {
            XCTAssertEqual(Double(red(buffer, x, 50)), Double(expected), accuracy: 2, line: line)
        }
        // Monotonic: lighter with every pixel away from the shape.
        for x in 50..<75 {
            XCTAssertLessThanOrEqual(red(buffer, x, 50), red(buffer, x + 1, 50), "x \(x)")
        }
        XCTAssertEqual(red(buffer, 50, 29), 255)  // 10.5 above the top edge
        XCTAssertEqual(red(buffer, 29, 29), 255)  // beyond the corner
    }
}
