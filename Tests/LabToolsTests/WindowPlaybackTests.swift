import Graphics
@testable import LabBasics
@testable import Playback
import Scenes
import ScrollUI
@testable import LabTraces
import XCTest

/// What `run --replay` plays of a trace: the header's `from=` as the time already played when the
/// window opens, its `until=` as the end of the input played (a press held there cancelled), neither
/// when `--scene` drops the header, and a `from=` after the end refused.
final class WindowPlaybackTests: XCTestCase {
    private let point = Point(x: 195, y: 600), lifted = Point(x: 195, y: 300)

    /// A drag from 0.1 s to its release at 0.5 s, the touchpad's fingers from 0.6 s to 0.8 s, a wait at 1 s.
    private var trace: [Input] {
        [Input(time: 0.1, kind: .down(point)), Input(time: 0.3, kind: .move(Point(x: 195, y: 450))),
         Input(time: 0.5, kind: .up(lifted)), Input(time: 0.6, kind: .fingers(down: true)),
         Input(time: 0.8, kind: .fingers(down: false)), Input(time: 1, kind: .wait)]
    }

    private func header(_ fields: String) throws -> TraceHeader? {
        try TraceHeader(traceText: Substring("# scroll-lab scene=list " + fields))
    }

    func testTheHeadersRangeIsWhatThePlayingWindowGets() throws {
        let all = trace
        let cases: [(line: UInt, fields: String, applies: Bool, lead: Double, events: [Input])] = [
            (#line, "", true, 0, all),
            (#line, "from=0.4", true, 0.4, all),
            (#line, "until=0.5", true, 0, Array(all[0...2])),                        // the release at 0.5 is played
            (#line, "from=0.2 until=0.35", true, 0.2,                                 // mid-drag: the press is cancelled there
             Array(all[0...1]) + [Input(time: 0.35, kind: .cancel(Point(x: 195, y: 450)))]),
            (#line, "until=0.05", true, 0, []),                                       // nothing held yet: nothing added
            (#line, "until=0.7", true, 0, Array(all[0...3]) + [Input(time: 0.7, kind: .fingers(down: false))]),
            (#line, "until=3", true, 0, all),                                         // past the end: all of it
            (#line, "from=1", true, 1, all),                                          // at the end: its last state
            (#line, "from=0.4 until=0.35", false, 0, all),                            // --scene: no header, no range
        ]
        for c in cases {
            let parsed = c.applies ? try header(c.fields) : TraceHeader(scene: "list", viewport: Size(width: 390, height: 844),
                                                                         assignments: [], from: 0.4, until: 0.35)
            let playback = try WindowPlayback(events: all, header: parsed, headerApplies: c.applies)
            XCTAssertEqual(playback.lead, c.lead, line: c.line)
            XCTAssertEqual(playback.events, c.events, line: c.line)
        }
        let none = try WindowPlayback(events: all, header: nil, headerApplies: true)
        XCTAssertEqual(none, try WindowPlayback(events: all, header: nil, headerApplies: false))
    }

    func testAFromAfterTheEndIsRefused() throws {
        let cases: [(line: UInt, fields: String, message: String?)] = [
            (#line, "from=1.5", "the trace header's from=1.5 is after the trace's end (1 s): the window would show none of it"),
            (#line, "from=0.7 until=0.6", nil),   // the header refuses it itself (until before from)
            (#line, "from=0.6 until=0.6", nil),
            (#line, "from=1", nil),
        ]
        for c in cases {
            guard let parsed = try? header(c.fields) else { continue }
            guard let message = c.message else {
                XCTAssertNoThrow(try WindowPlayback(events: trace, header: parsed, headerApplies: true), line: c.line)
                continue
            }
            XCTAssertThrowsError(try WindowPlayback(events: trace, header: parsed, headerApplies: true), line: c.line) { error in
                XCTAssertEqual((error as? AppError)?.message, message, line: c.line)
                XCTAssertEqual((error as? AppError)?.exitCode, 2, line: c.line)
            }
        }
        XCTAssertNoThrow(try WindowPlayback(events: trace, header: try header("from=1.5"), headerApplies: false))
    }
}
