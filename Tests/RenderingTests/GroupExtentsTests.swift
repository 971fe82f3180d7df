import Graphics
import XCTest
@testable import Rendering

/// Where groups end and what they touch (`GroupExtents`), and bands that step over the groups that
/// miss them: the pixels of walking every command.
final class GroupExtentsTests: XCTestCase {
    private static func fill(_ y: Double, height: Double = 2) -> DrawCommand {
        .fill(Rect(x: 1, y: y, width: 8, height: height), Color(hex: 0x336699))
    }

    /// (commands, each command's end, the bounds of the groups that end), on a 16 × 64 px buffer.
    func testEndsAndBounds() {
        let clip: DrawCommand = .pushClip(Rect(x: 0, y: 0, width: 16, height: 64), .zero)
        let move: DrawCommand = .pushTranslation(PixelOffset(x: 0, y: 10))
        let cases: [(line: UInt, commands: [DrawCommand], ends: [Int], bounds: [Int: PixelRect])] = [
            (#line, [Self.fill(0), clip, Self.fill(4), .popClip], [-1, 3, -1, -1],
             [1: PixelRect(minX: 1, minY: 4, maxX: 9, maxY: 6)]),
            // Nested: the outer group holds the inner one's pixels, moved by its translation.
            (#line, [clip, Self.fill(4), move, Self.fill(20), .popTranslation, .popClip], [5, -1, 4, -1, -1, -1],
             [0: PixelRect(minX: 1, minY: 4, maxX: 9, maxY: 32), 2: PixelRect(minX: 1, minY: 30, maxX: 9, maxY: 32)]),
            // A group left open has no end, nor has an empty list's.
            (#line, [clip, Self.fill(4)], [-1, -1], [:]),
            // A pop of the other kind: the list is not well nested, no group ends.
            (#line, [clip, move, Self.fill(4), .popClip, .popTranslation], [-1, -1, -1, -1, -1], [:]),
            (#line, [.popClip, clip, Self.fill(4), .popClip], [-1, -1, -1, -1], [:]),
        ]
        for c in cases {
            var list = DisplayList()
            for command in c.commands { list.append(command) }
            let culler = OcclusionCuller()
            culler.analyze(list, scale: 1, area: PixelRect(minX: 0, minY: 0, maxX: 16, maxY: 64),
                           masks: Array(repeating: nil, count: c.commands.count))
            XCTAssertEqual(culler.groups.ends, c.ends, line: c.line)
            for (index, bounds) in c.bounds { XCTAssertEqual(culler.groups.bounds[index], bounds, "group \(index)", line: c.line) }
        }
    }

    /// Rows of groups (a list's rows, each a translation group in a clip) drawn in thin bands: the
    /// bands step over the rows they miss, and the frame is that of one band walking every command.
    func testBandsStepOverTheGroupsTheyMiss() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 40, height: 200), Color(hex: 0xFFFFFF)))
        list.append(.pushClip(Rect(x: 0, y: 0, width: 40, height: 200), CornerRadii(4)))
        for row in 0..<20 {
            list.append(.pushTranslation(PixelOffset(x: 0, y: row * 10)))
            list.append(.roundedRect(Rect(x: 2, y: 1, width: 20, height: 7.5), CornerRadii(2), Color(hex: 0x2050A0)))
            list.append(.line(from: Point(x: 24, y: 4), to: Point(x: 38, y: 4.5), width: 1.5, Color(hex: 0x000000, opacity: 0.5)))
            list.append(.popTranslation)
        }
        list.append(.popClip)
        let whole = PixelBuffer(width: 40, height: 200), banded = PixelBuffer(width: 40, height: 200)
        let one = Rasterizer(glyphs: nil)
        one.isOcclusionCullingEnabled = false
        one.render(list, into: whole, scale: 1, background: Color(hex: 0x000000))
        let thin = Rasterizer(glyphs: nil)
        thin.maximumBandBytes = 40 * 4 * 7  // bands of 7 rows
        thin.render(list, into: banded, scale: 1, background: Color(hex: 0x000000))
        XCTAssertTrue(banded.pixels.elementsEqual(whole.pixels))
        XCTAssertGreaterThan(thin.steppedOverGroupCount, 20 * 20, "most bands step over most rows")
    }
}
