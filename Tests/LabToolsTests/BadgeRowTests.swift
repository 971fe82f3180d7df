import Foundation
import Graphics
@testable import LabDrawing
import Playback
@testable import Studio
@testable import Scenes
import ScrollUI
import TestKit
import XCTest

/// The status bar's badge row says what the window is doing, as iOS's pills: REC, PAUSED and the
/// slow clock's speed in one row before the badge; screenshots and videos draw none of it.
final class BadgeRowTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var session: SceneSession!
    private var qa: QAController!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 390, height: 844),
                                   assets: try TestAssets())
        qa = QAController()
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        qa.captures.folder = folder.path("captures")
        qa.notices.report = { _ in }
    }

    override func tearDown() { folder?.remove() }

    private func press(_ key: String) {
        _ = qa.handleKey(KeyEvent(key: key, modifiers: [], time: session.window.now), session: session) { _, _ in }
    }

    /// Keys pressed in turn → the marks and the badge's text after them.
    func testTheRowShowsRecordingPauseAndSpeedTogether() {
        let steps: [(key: String?, marks: [BadgeMark], badge: String?)] = [
            (nil, [], nil),
            ("t", [.speed(0.1)], nil),
            ("r", [.recording, .speed(0.1)], nil),   // the badge: the recording's notice
            ("p", [.recording, .paused], nil),
            ("p", [.recording, .speed(0.1)], nil),
            ("t", [.recording], nil),
            ("r", [], nil),
            ("p", [.paused], "← → to step"),
        ]
        for step in steps {
            if let key = step.key { press(key) }
            let overlay = qa.overlay(over: session)
            XCTAssertEqual(overlay.marks, step.marks, "after \(step.key ?? "nothing")")
            if let badge = step.badge { XCTAssertEqual(overlay.badge?.text, badge, "after \(step.key ?? "nothing")") }
        }
        XCTAssertEqual([BadgeMark.recording, .paused, .speed(0.1), .speed(0.25)].map(\.text), ["REC", "PAUSED", "0.1×", "0.25×"])
        XCTAssertEqual(BadgeMark.row(recording: false, paused: false, slowMotion: 1), [], "full speed is no mark")
        XCTAssertEqual(BadgeMark.row(recording: true, paused: true, slowMotion: 0.1), [.recording, .paused], "paused: no speed")
    }

    /// The marks draw as pills in the order given, each in its colour, with the badge after them in
    /// one row between the clock and the icons, also on the narrowest device (the 375 pt iPhone SE).
    func testTheMarksDrawInOrderInTheirColours() {
        let cases: [(width: Double, marks: [BadgeMark])] = [
            (390, [.recording, .paused]), (390, [.recording, .speed(0.25)]), (375, [.recording, .paused]), (1024, [.speed(0.1)]),
        ]
        for item in cases {
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: item.width, height: 844),
                                         textMeasurer: HUDRendererTests.HalfEm())
            OverlayRenderer().drawBadge("Saved list-0001.png", style: .info, marks: item.marks, width: item.width, statusBarHeight: 47,
                                        context: &context)
            var pills: [(Rect, Color)] = []
            for case let .roundedRect(rect, _, color) in context.list.commands { pills.append((rect, color)) }
            XCTAssertEqual(pills.count, item.marks.count + 1, "\(item)")
            XCTAssertEqual(pills.prefix(item.marks.count).map(\.1), item.marks.map(\.color), "\(item)")
            XCTAssertEqual(pills.last?.1, OverlayRenderer.infoColor, "\(item)")
            for (left, right) in zip(pills, pills.dropFirst()) {
                XCTAssertLessThanOrEqual(left.0.maxX + OverlayRenderer.badgeGap, right.0.minX + 1e-9, "\(item)")
                XCTAssertEqual(left.0.midY, right.0.midY, accuracy: 1, "\(item)")
            }
            XCTAssertGreaterThanOrEqual(pills[0].0.minX, OverlayRenderer.statusBarSideWidth - 1e-9, "\(item)")
            XCTAssertLessThanOrEqual(pills[pills.count - 1].0.maxX, item.width - OverlayRenderer.statusBarSideWidth + 1e-9, "\(item)")
        }
    }

    /// S and V draw the guides and touches they are asked for, never the badge row.
    func testCapturesDrawNoBadgeRow() {
        for style in [CaptureStyle(scale: 3), CaptureStyle(scale: 3, guides: true, touches: true)] {
            XCTAssertEqual(style.overlay?.marks ?? [], [])
            XCTAssertNil(style.overlay?.badge)
        }
    }
}
