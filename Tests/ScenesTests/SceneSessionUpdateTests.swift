import Components
import Foundation
import Graphics
import LabBasics
@testable import Scenes
import ScrollUI
import TestKit
import XCTest

/// `SceneSession.update(_:)` with the scene's own options: the scene is rebuilt in the same window,
/// the offset, the motion and the component's resting state carry over, and refused changes change
/// nothing.
final class SceneSessionUpdateTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws { assets = try TestAssets() }

    private func session(_ scene: any Scene.Type, _ assignments: [String] = []) throws -> SceneSession {
        try SceneSession(sceneType: scene, assignments: assignments, viewport: SceneCatalog.defaultViewport, assets: assets)
    }

    /// Frames of 1/60 s for `seconds`.
    private func run(_ session: SceneSession, _ seconds: Double) {
        let window = session.window
        for _ in 0..<Int((seconds * 60).rounded()) {
            window.advance(to: window.now + 1.0 / 60)
            window.layoutIfNeeded()
        }
    }

    /// A vertical drag at 600 pt/s, a sample every 8 ms, held still before the lift unless `fling`.
    private func drag(_ session: SceneSession, from: Double, to: Double, fling: Bool = false, lift: Bool = true) {
        let window = session.window
        var time = window.now
        window.apply(Input(time: time, kind: .down(Point(x: 195, y: from))))
        let steps = max(1, Int((abs(to - from) / (fling ? 2000 : 600) / 0.008).rounded()))
        for step in 1...steps {
            time += 0.008
            window.apply(Input(time: time, kind: .move(Point(x: 195, y: from + (to - from) * Double(step) / Double(steps)))))
        }
        if !fling {
            time += 0.1
            window.apply(Input(time: time, kind: .move(Point(x: 195, y: to))))
        }
        if lift { window.apply(Input(time: time, kind: .up(Point(x: 195, y: to)))) }
        window.layoutIfNeeded()
    }

    private func state(_ session: SceneSession) throws -> ParsedState {
        try ParsedState(session.stateLine(frame: 0, time: session.window.now))
    }

    /// (scene, how it is brought to a state, the change, what the state line says after, as numbers
    /// or words; `offsetY` nil: the offset before the change, NaN: not checked, the sheet's offset
    /// being its detent's)
    func testAChangeKeepsTheOffsetAndTheComponentsState() throws {
        let cases: [(line: UInt, scene: any Scene.Type, prepare: (SceneSession) -> Void, change: String,
                     offsetY: Double?, expected: [StateKey: String])] = [
            (#line, ListScene.self, { self.drag($0, from: 700, to: 100); self.run($0, 1) }, "bounces=false", nil,
             [CommonStateKeys.phase: "idle"]),
            (#line, ListScene.self, { self.drag($0, from: 700, to: 100); self.run($0, 1) }, "rows=2000", nil, [:]),
            // Shorter content: the offset is clamped to the new end.
            (#line, ListScene.self, { self.drag($0, from: 700, to: 100); self.run($0, 1) }, "rows=6", 0, [:]),
            // The bar at the top, normal: normal at the new height, the list right under it.
            (#line, ExpandableBarScene.self, { _ in }, "normalHeight=150", -150,
             [ExpandableBarScene.barHeight: "150", ExpandableBarScene.barProgress: "1"]),
            // Expanded: still expanded, at the new height.
            (#line, ExpandableBarScene.self, { ($0.scene as? ExpandableBarScene)?.controller.expand(); self.run($0, 1) },
             "expandedHeight=300", -300, [ExpandableBarScene.barHeight: "300", ExpandableBarScene.barProgress: "2"]),
            // Compact in the list: compact at the new height, the list where it was.
            (#line, ExpandableBarScene.self, { self.drag($0, from: 700, to: 100); self.run($0, 1) }, "compactHeight=80", nil,
             [ExpandableBarScene.barHeight: "80", ExpandableBarScene.barProgress: "0"]),
            // The second tab stays shown.
            (#line, ExpandableBarScene.self, { $0.window.apply(Input(time: $0.window.now, kind: .key("tab"))); self.run($0, 0.5) },
             "snap=nearest", -128, [ExpandableBarScene.tabKey: "1", ExpandableBarScene.barHeight: "128"]),
            // The banner fully shown stays fully shown at its new height; hovering stays hovering.
            (#line, HoverBannerScene.self, { _ in }, "height=300", -300,
             [HoverBannerScene.bannerPercent: "1", HoverBannerScene.bannerHeight: "300"]),
            (#line, HoverBannerScene.self, { self.drag($0, from: 700, to: 100); self.run($0, 1) }, "hoverHeight=80", nil,
             [HoverBannerScene.bannerPercent: "0", HoverBannerScene.bannerY: "-200"]),
            (#line, HoverBannerScene.self, { _ in }, "stretch=false", -280, [HoverBannerScene.bannerPercent: "1"]),
            // The sheet stays on the same named detent, at the detent's new position.
            (#line, BottomSheetScene.self, { _ in }, "half=450", .nan,
             [BottomSheetScene.sheetDetent: "half", BottomSheetScene.sheetTop: "450"]),
            (#line, BottomSheetScene.self, { ($0.scene as? BottomSheetScene)?.controller.move(to: .full, animated: false) },
             "full=80", .nan, [BottomSheetScene.sheetDetent: "full", BottomSheetScene.sheetTop: "80"]),
            (#line, BottomSheetScene.self, { ($0.scene as? BottomSheetScene)?.controller.move(to: .collapsed, animated: false) },
             "collapsed=150", .nan, [BottomSheetScene.sheetDetent: "collapsed", BottomSheetScene.sheetTop: "694"]),
            // The feed at rest stays; an open promotion stays open.
            (#line, PullPromotionScene.self, { _ in }, "language=en", nil,
             [PullPromotionScene.pullState: "stopped", CommonStateKeys.phase: "idle"]),
            (#line, PullPromotionScene.self, { self.drag($0, from: 150, to: 800); self.run($0, 2) }, "refreshThreshold=60", nil,
             [PullPromotionScene.pullState: "promotionShowing", CommonStateKeys.phase: "idle"]),
        ]
        for c in cases {
            let session = try session(c.scene)
            c.prepare(session)
            let window = session.window, before = try state(session), old = session.scene
            try session.update([c.change])
            XCTAssertTrue(session.window === window, line: c.line)
            XCTAssertFalse(session.scene === old, "rebuilt", line: c.line)
            XCTAssertTrue(session.settings.assignments.contains(c.change), line: c.line)
            run(session, 1)
            let after = try state(session)
            let expectedOffset = try c.offsetY ?? XCTUnwrap(before.offsetY)
            if c.change == "rows=6" {
                XCTAssertEqual(after.offsetY, session.scene.mainScrollView.maximumContentOffset.y, line: c.line)
            } else if !expectedOffset.isNaN {
                XCTAssertEqual(try XCTUnwrap(after.offsetY, line: c.line), expectedOffset, accuracy: 0.01, line: c.line)
            }
            for (key, value) in c.expected {
                if let number = Double(value) {
                    XCTAssertEqual(try XCTUnwrap(after.number(key), key.name, line: c.line), number, accuracy: 0.01, key.name,
                                   line: c.line)
                } else {
                    XCTAssertEqual(after.string(key), value, key.name, line: c.line)
                }
            }
        }
    }

    /// A change during a coast: nothing moves at that instant, the coast goes on with its velocity
    /// and comes to rest where it would have without the change.
    func testACoastContinuesWithItsVelocity() throws {
        func fling(_ change: String?) throws -> (before: ParsedState?, after: ParsedState?, rest: Double) {
            let session = try session(ListScene.self, ["rows=400"])
            drag(session, from: 700, to: 300, fling: true)
            run(session, 0.3)
            var before: ParsedState?, after: ParsedState?
            if let change {
                before = try state(session)
                try session.update([change])
                after = try state(session)
            }
            run(session, 8)
            return (before, after, try XCTUnwrap(state(session).offsetY))
        }
        let plain = try fling(nil), changed = try fling("bounces=false")
        let before = try XCTUnwrap(changed.before), after = try XCTUnwrap(changed.after)
        XCTAssertEqual(before.string(CommonStateKeys.phase), "decelerating")
        XCTAssertEqual(after.string(CommonStateKeys.phase), "decelerating")
        XCTAssertGreaterThan(try XCTUnwrap(before.number(CommonStateKeys.velocityY)), 500)
        XCTAssertEqual(after.offsetY, before.offsetY)
        XCTAssertEqual(after.number(CommonStateKeys.velocityY), before.number(CommonStateKeys.velocityY))
        XCTAssertEqual(changed.rest, plain.rest, accuracy: 0.5)
    }

    /// A change while a finger holds the scene (only a replayed `set` can do that) cancels the touch
    /// first, as a touch cancel: the content settles, and the finger's later moves do nothing.
    func testAChangeDuringADragCancelsTheTouch() throws {
        let session = try session(ListScene.self)
        drag(session, from: 700, to: 400, lift: false)
        XCTAssertTrue(session.window.isPointerDown)
        let offset = session.scene.mainScrollView.contentOffset.y
        try session.update(["rows=200"])
        XCTAssertFalse(session.window.isPointerDown)
        XCTAssertEqual(session.scene.mainScrollView.contentOffset.y, offset)
        XCTAssertNotEqual(session.scene.mainScrollView.phase, .dragging)
        session.window.apply(Input(time: session.window.now + 0.01, kind: .move(Point(x: 195, y: 100))))
        session.window.apply(Input(time: session.window.now + 0.02, kind: .up(Point(x: 195, y: 100))))
        run(session, 1)
        XCTAssertEqual(session.scene.mainScrollView.contentOffset.y, offset, accuracy: 0.01, "the later moves do not scroll")
        XCTAssertEqual(session.scene.mainScrollView.phase, .idle)
    }

    /// A broken rule between options (or a bad value) is a one-line usage error and changes nothing.
    func testRefusedChangesChangeNothing() throws {
        let cases: [(line: UInt, scene: any Scene.Type, change: String, message: String)] = [
            (#line, ExpandableBarScene.self, "compactHeight=200", "bar heights must grow: compactHeight < normalHeight < expandedHeight"),
            (#line, ExpandableBarScene.self, "normalHeight=300", "bar heights must grow: compactHeight < normalHeight < expandedHeight"),
            (#line, HoverBannerScene.self, "hoverHeight=300", "hoverHeight must be less than height"),
            (#line, PullPromotionScene.self, "refreshThreshold=120", "promotionThreshold (100) must be more than refreshThreshold (120)"),
            (#line, BottomSheetScene.self, "full=500", "bottom-sheet: full (500) must be above half (400)"),
            (#line, ListScene.self, "rows=-1", "bad value for rows: '-1' (expected an integer from 0 to 10000000)"),
            (#line, ListScene.self, "bounces=maybe", "bad value for bounces: 'maybe' (expected true|false)"),
        ]
        for c in cases {
            let session = try session(c.scene)
            drag(session, from: 700, to: 500)
            run(session, 1)
            let scene = session.scene, assignments = session.settings.assignments, before = try state(session)
            XCTAssertThrowsError(try session.update([c.change]), line: c.line) { error in
                XCTAssertEqual((error as? AppError)?.message, c.message, line: c.line)
                XCTAssertEqual((error as? AppError)?.exitCode, 2, line: c.line)
            }
            XCTAssertTrue(session.scene === scene, line: c.line)
            XCTAssertEqual(session.settings.assignments, assignments, line: c.line)
            XCTAssertEqual(try state(session).text, before.text, line: c.line)
        }
        // A physics option is checked against the same rules: a stiffer band cannot reach the promotion.
        let promotion = try session(PullPromotionScene.self)
        XCTAssertThrowsError(try promotion.update(["rubberBand=0.1"])) { error in
            XCTAssertTrue((error as? AppError)?.message.hasPrefix("promotionThreshold (100) cannot be reached") ?? false, "\(error)")
        }
        XCTAssertEqual(promotion.settings.text(of: "rubberBand"), "0.55")
    }
}
