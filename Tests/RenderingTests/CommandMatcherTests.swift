import Graphics
import XCTest
@testable import Rendering

/// How a frame's commands pair with the previous frame's (`CommandMatcher`).
final class CommandMatcherTests: XCTestCase {
    private static func fill(_ y: Double) -> DrawCommand { .fill(Rect(x: 0, y: y, width: 10, height: 1), .white) }

    /// The contexts (parents) of `commands`, as the culler finds them.
    static func contexts(_ commands: [DrawCommand]) -> [CommandContext] {
        var list = DisplayList()
        for command in commands { list.append(command) }
        let culler = OcclusionCuller()
        culler.analyze(list, scale: 1, area: PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 64),
                       masks: Array(repeating: nil, count: commands.count))
        return culler.contexts
    }

    /// (old, new, each new command's old index or -1).
    func testPairs() {
        let a = Self.fill(1), b = Self.fill(2), c = Self.fill(3), d = Self.fill(4), e = Self.fill(5)
        let group = DrawCommand.pushTranslation(PixelOffset(x: 0, y: 7)), moved = DrawCommand.pushTranslation(PixelOffset(x: 0, y: 4))
        let clip = DrawCommand.pushClip(Rect(x: 0, y: 0, width: 9, height: 9), .zero)
        func fills(_ ys: ClosedRange<Int>) -> [DrawCommand] { ys.map { Self.fill(Double($0)) } }
        let otherClip = DrawCommand.pushClip(Rect(x: 0, y: 0, width: 8, height: 9), .zero)
        let content = DrawCommand.pushTranslation(PixelOffset(x: 0, y: -5)), scrolled = DrawCommand.pushTranslation(PixelOffset(x: 0, y: -10))
        func row(_ y: Int) -> DrawCommand { .pushTranslation(PixelOffset(x: 0, y: y)) }
        let cases: [(line: UInt, old: [DrawCommand], new: [DrawCommand], pairs: [Int])] = [
            (#line, [a, b, c], [a, b, c], [0, 1, 2]),
            // A row scrolled out at the top, one in at the bottom.
            (#line, [a, b, c, d], [b, c, d, e], [1, 2, 3, -1]),
            // One changed in place.
            (#line, [a, b, c], [a, e, c], [0, -1, 2]),
            // A group moved: its push pairs as the same group, its content pairs.
            (#line, [a, group, b, c, .popTranslation], [a, moved, b, c, .popTranslation], [0, 1, 2, 3, 4]),
            // Inside a clip that changed, nothing pairs, not even what is equal.
            (#line, [clip, b, .popClip, c], [otherClip, b, .popClip, c], [-1, -1, -1, 3]),
            // Columns of a graph dropped at its cursor and others added: the rest pairs.
            (#line, fills(1...20), fills(4...23), Array(3..<20) + [-1, -1, -1]),
            (#line, fills(1...20), fills(0...8) + fills(13...20), [-1] + Array(0..<8) + Array(12..<20)),
            // Places coming into view at the top of a map (more than the same kind looked ahead
            // before) and others leaving at the bottom: the rest pairs.
            (#line, fills(40...100), fills(10...90), Array(repeating: -1, count: 30) + Array(0...50)),
            // A run of commands replaced by others of their kind (a graph's columns at its cursor).
            (#line, fills(1...20), fills(1...4) + fills(105...110) + fills(11...20), Array(0...3) + Array(repeating: -1, count: 6) + Array(10...19)),
            // A command that left its group is not the same command.
            (#line, [group, b, .popTranslation, c], [group, .popTranslation, b, c], [0, 2, -1, 3]),
            // A card's photo scrolled out above the list, culled (its clip, fills and pop dropped):
            // the next card's clip, nearer and the same in its own row's coordinates, is a
            // look-alike in another group; both cards' remaining commands pair.
            (#line, [content, row(0), clip, a, c, d, e, .popClip, b, .popTranslation, row(20), clip, c, .popClip, d, .popTranslation,
                     .popTranslation],
             [scrolled, row(0), b, .popTranslation, row(20), clip, c, .popClip, d, .popTranslation, .popTranslation],
             [0, 1, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
        ]
        for c in cases {
            var matcher = CommandMatcher()
            matcher.match(old: c.old, oldContexts: Self.contexts(c.old), oldFingerprints: c.old.map(CommandFingerprint.of), new: c.new,
                          newContexts: Self.contexts(c.new), newFingerprints: c.new.map(CommandFingerprint.of))
            XCTAssertEqual(matcher.newToOld, c.pairs, line: c.line)
            for (j, i) in matcher.newToOld.enumerated() where i >= 0 {
                XCTAssertEqual(matcher.oldToNew[i], j, "both ways", line: c.line)
            }
        }
    }
}
