import Graphics
import XCTest
@testable import Rendering

/// Bad or extreme input draws nothing wrong and never traps.
final class RobustnessTests: XCTestCase {
    func testNonFiniteAndHugeGeometryIsSafe() {
        let image = Image(width: 2, height: 2, pixels: [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF])
        let commands: [DrawCommand] = [
            .fill(Rect(x: .nan, y: 0, width: 10, height: 10), .white),
            .fill(Rect(x: 0, y: 0, width: .infinity, height: 10), .white),
            .roundedRect(Rect(x: -1e12, y: -1e12, width: 1e10, height: 1e10), CornerRadii(.nan), .white),
            .border(Rect(x: 0, y: 0, width: 10, height: 10), CornerRadii(-5), width: .nan, .white),
            .shadow(Rect(x: 0, y: 0, width: 10, height: 10), .zero, blur: .infinity, .white),
            .line(from: Point(x: .nan, y: 0), to: Point(x: 10, y: 10), width: 3, .white),
            .line(from: Point(x: 1e15, y: 0), to: Point(x: -1e15, y: 1e15), width: 1e9, Color(hex: 0, opacity: 0)),
            .linearGradient(Rect(x: 0, y: 0, width: -10, height: 10), .zero, start: .zero, end: .zero,
                            from: .white, to: .white),
            .image(image, source: Rect(x: 5, y: 5, width: 2, height: 2), rect: Rect(x: 0, y: 0, width: 10, height: 10),
                   opacity: 1, .zero),
            .image(image, source: Rect(x: 0, y: 0, width: 2, height: 2), rect: Rect(x: 0, y: 0, width: 10, height: 10),
                   opacity: .nan, .zero),
            .pushClip(Rect(x: .nan, y: 0, width: 1, height: 1), .zero),
            .fill(Rect(x: 0, y: 0, width: 64, height: 64), .white),
            .popClip,
        ]
        let buffer = render(commands)
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0xFF00_0000 })
    }

    func testHugeShapeCoveringEverythingFillsTheBuffer() {
        let buffer = render([.roundedRect(Rect(x: -1e9, y: -1e9, width: 3e9, height: 3e9), CornerRadii(20), .white),
                             .line(from: Point(x: -1e9, y: 10.5), to: Point(x: 1e9, y: 10.5), width: 1, .black)])
        XCTAssertEqual(red(buffer, 0, 0), 255)
        XCTAssertEqual(red(buffer, 63, 63), 255)
        XCTAssertEqual(red(buffer, 30, 10), 0)
    }

    func testDeepClipNestingAndDegenerateRadii() {
        var commands: [DrawCommand] = []
        for i in 0..<(ClipStack.reservedDepth + 10) {
            commands.append(.pushClip(Rect(x: Double(i % 3), y: 0, width: 60, height: 60), CornerRadii(Double(i % 4))))
        }
        commands.append(.fill(Rect(x: 0, y: 0, width: 64, height: 64), .white))
        for _ in 0..<(ClipStack.reservedDepth + 10) { commands.append(.popClip) }
        commands.append(.fill(Rect(x: 62, y: 62, width: 2, height: 2), .white))
        let buffer = render(commands)
        XCTAssertEqual(red(buffer, 30, 30), 255)
        XCTAssertEqual(red(buffer, 1, 30), 0)    // clips at x = 2 intersect
        XCTAssertEqual(red(buffer, 63, 63), 255) // after every pop
        XCTAssertEqual(red(buffer, 61, 61), 0)
    }

    func testRenderingIntoAGrowingBufferReusesTheRasterizer() {
        let rasterizer = Rasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 10, height: 10)
        var list = DisplayList()
        list.append(.roundedRect(Rect(x: 1, y: 1, width: 1500, height: 20), CornerRadii(5), .white))
        rasterizer.render(list, into: buffer, scale: 1, background: .black)
        buffer.resize(width: 2000, height: 30)
        rasterizer.render(list, into: buffer, scale: 1, background: .black)
        XCTAssertEqual(red(buffer, 1400, 10), 255)
        XCTAssertEqual(red(buffer, 1600, 10), 0)
        rasterizer.render(list, into: buffer, scale: .nan, background: .white)
        XCTAssertEqual(red(buffer, 1600, 10), 255)
    }
}
