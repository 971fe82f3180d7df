import Foundation
import Devices
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// The window's QA keys, driven headless on a real scene session.
final class QAControllerTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var assets: (any AssetStore)!
    private var session: SceneSession!
    private var qa: QAController!
    private var reports: [String] = []
    private var failures: [String] = []
    private var shots: [String] = []
    private var styles: [CaptureStyle] = []

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        assets = try TestAssets()
        session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 390, height: 844), assets: assets)
        qa = QAController()
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        qa.captures.folder = folder.path("captures")
        qa.notices.report = { [unowned self] in self.reports.append($0) }
        qa.notices.reportFailure = { [unowned self] in self.failures.append($0) }
    }

    override func tearDown() { folder?.remove() }

    @discardableResult
    private func press(_ key: String, _ modifiers: KeyEvent.Modifiers = []) -> QAController.Outcome {
        qa.handleKey(KeyEvent(key: key, modifiers: modifiers, time: session.window.now), session: session) { path, style in
            shots.append(path)
            styles.append(style)
            let renderer = FrameRenderer(fonts: assets.fonts)
            renderer.render(session.window, scale: 1)
            try renderer.writePNG(to: path, using: PNGFile.sdl)
        }
    }

    func testToggleKeys() {
        let cases: [(line: UInt, key: String, modifiers: KeyEvent.Modifiers, outcome: QAController.Outcome,
                     check: (QAController) -> Bool)] = [
            (#line, "h", [], .hudToggled, { $0.isHUDVisible }),
            (#line, "g", [], .handled, { $0.areGuidesVisible }),
            (#line, "k", [], .handled, { $0.areTouchesVisible }),
            (#line, "f1", [], .handled, { $0.isHelpVisible }),
            (#line, "slash", [.shift], .handled, { $0.isHelpVisible }),
            (#line, "t", [], .handled, { $0.playback.isSlowMotion && $0.playback.timeScale == PlaybackControl.slowMotionScale }),
            (#line, "p", [], .handled, { $0.playback.isPaused && $0.playback.timeScale == 0 }),
        ]
        for c in cases {
            qa = QAController()
            XCTAssertEqual(press(c.key, c.modifiers), c.outcome, line: c.line)
            XCTAssertTrue(c.check(qa), line: c.line)
        }
        qa = QAController()
        XCTAssertEqual(press("x"), .unhandled)
        XCTAssertEqual(press("h", [.control]), .unhandled, "modified keys belong to the scene or the app")
        XCTAssertEqual(press("down"), .unhandled)
    }

    func testSlowMotionPauseAndStepDriveTheAnimationClock() {
        press("t")
        XCTAssertEqual(session.window.timeScale, 0.1)
        press("t")
        XCTAssertEqual(session.window.timeScale, 1)
        press("p")
        XCTAssertEqual(session.window.timeScale, 0)
        let before = session.window.animationTime
        press("period")
        XCTAssertEqual(session.window.animationTime - before, 1.0 / 60, accuracy: 1e-12)
        press("p")
        press("period")
        XCTAssertEqual(session.window.animationTime - before, 1.0 / 60, accuracy: 1e-12, "steps only while paused")
    }

    /// The period key steps one of the device's frames: 1/60 s at 60 Hz, 1/120 s at 120 Hz.
    func testAStepIsOneFrameOfTheDevice() throws {
        let cases: [(line: UInt, device: String, step: Double)] = [
            (#line, "iphone-14", 1.0 / 60),
            (#line, "iphone-15-pro-max", 1.0 / 120),
            (#line, "ipad-pro-12.9", 1.0 / 120),
        ]
        for c in cases {
            let device = try XCTUnwrap(DeviceCatalog.profile(named: c.device), c.device)
            session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: device.size, assets: assets,
                                       device: device)
            qa = QAController()
            qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
            press("p")
            let before = session.window.animationTime
            press("period")
            press("period")
            XCTAssertEqual(session.window.animationTime - before, 2 * c.step, accuracy: 1e-12, line: c.line)
        }
    }

    func testScreenshotWritesAPNGIntoCaptures() throws {
        press("s")
        let path = try XCTUnwrap(shots.first)
        XCTAssertTrue(path.hasPrefix(folder.path("captures") + "/list-"))
        XCTAssertTrue(path.hasSuffix(".png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(reports.last, "scroll-lab: screenshot \(path)")
        qa.captures.folder = "/proc/no-such-place/captures"
        press("s")
        XCTAssertEqual(failures.count, 1, "a failing screenshot goes to standard error")
        XCTAssertTrue(failures.last?.hasPrefix("cannot save a screenshot") == true, "reported, and still running")
        XCTAssertEqual(qa.notices.notice?.text, "No screenshot", "and noted in the window")
        XCTAssertEqual(qa.notices.reason, failures.last, "with its reason")
        XCTAssertFalse(qa.notices.takeChange(now: session.window.now) && qa.notices.notice == nil, "the note stays for a while")
        XCTAssertTrue(qa.notices.takeChange(now: session.window.now + Notices.failureDuration))
        XCTAssertNil(qa.notices.notice, "then goes")
    }

    /// S and V capture at the device's pixel scale (or `--capture-scale`), whatever the display's;
    /// Shift adds the guides and touches the window shows, and only those.
    func testCapturesTakeTheDevicesScaleAndTheOverlaysOnShift() throws {
        let cases: [(line: UInt, device: String, captureScale: Double?, guides: Bool, touches: Bool, shift: Bool,
                     expected: CaptureStyle)] = [
            (#line, "iphone-14", nil, true, true, false, CaptureStyle(scale: 3)),
            (#line, "iphone-14", nil, true, true, true, CaptureStyle(scale: 3, guides: true, touches: true)),
            (#line, "iphone-14", nil, true, false, true, CaptureStyle(scale: 3, guides: true)),
            (#line, "iphone-14", nil, false, false, true, CaptureStyle(scale: 3)),
            (#line, "iphone-se", nil, false, true, true, CaptureStyle(scale: 2, touches: true)),
            (#line, "ipad-pro-12.9", nil, false, false, false, CaptureStyle(scale: 2)),
            (#line, "iphone-se", 1, true, false, true, CaptureStyle(scale: 1, guides: true)),
        ]
        for c in cases {
            let device = try XCTUnwrap(DeviceCatalog.profile(named: c.device), c.device)
            session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: device.size, assets: assets,
                                       device: device)
            qa = QAController()
            qa.captures.folder = folder.path("captures")
            qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
            qa.captureScale = c.captureScale
            qa.show(touches: c.touches, guides: c.guides, hud: false)
            styles = []
            press("s", c.shift ? [.shift] : [])
            XCTAssertEqual(styles, [c.expected], line: c.line)
            XCTAssertEqual(press("v", c.shift ? [.shift] : []), .videoRequested(c.expected), line: c.line)
        }
    }

    /// Shift+C on the tuning panel: the Swift on standard output and in `captures/`; without the
    /// panel Shift+C is not a QA key.
    func testShiftCHandsTheTuningOffAsSwift() throws {
        XCTAssertEqual(press("c", [.shift]), .unhandled)
        press("o")
        XCTAssertEqual(press("c", [.shift]), .handled)
        XCTAssertEqual(reports.count, 2, "\(reports)")
        let code = try XCTUnwrap(reports.first)
        XCTAssertTrue(code.contains("enum ListTuning {"), code)
        let line = try XCTUnwrap(reports.last)
        XCTAssertTrue(line.hasPrefix("scroll-lab: Swift handoff " + folder.path("captures") + "/list-"), line)
        let path = String(line.dropFirst("scroll-lab: Swift handoff ".count))
        XCTAssertTrue(path.hasSuffix(".swift"))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), code)
        XCTAssertEqual(failures, [])
    }

    /// A window so large that a screenshot at the phone's scale passes the frame limit: refused with
    /// the reason, in the window and on standard error, and nothing written.
    func testAScreenshotPastTheFrameLimitIsRefused() throws {
        session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 4096, height: 4096), assets: assets)
        qa = QAController()
        qa.captures.folder = folder.path("captures")
        qa.notices.reportFailure = { [unowned self] in self.failures.append($0) }
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        press("s")
        XCTAssertEqual(shots, [], "not rendered")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("4096x4096 points at scale 3") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("--capture-scale") == true, "\(failures)")
        XCTAssertEqual(qa.notices.reason, failures.first)
        qa.captureScale = 1
        press("s")
        XCTAssertEqual(shots.count, 1, "at scale 1 it fits")
    }

    /// A recording whose file starts failing (a full disk) stops with one message; the window's
    /// controller keeps working and stops recording, and later events are not written.
    func testAFailingRecordingStopsWithAMessage() throws {
        let sink = FailingSink(name: "full.jsonl", bytesBeforeFailure: 120)
        let header = TraceHeader(scene: "list", viewport: Size(width: 390, height: 844), assignments: [])
        try qa.captures.adopt(recorder: TraceRecorder(sink: sink, header: header, startTime: 0))
        for step in 0..<10 {
            qa.captures.log(Input(time: Double(step), kind: .move(Point(x: 1, y: Double(step)))))
        }
        XCTAssertNil(qa.captures.recorder, "recording stopped")
        XCTAssertEqual(failures, ["recording stopped: cannot write 'full.jsonl': No space left on device"])
        XCTAssertEqual(qa.notices.notice?.text, "Recording stopped")
        XCTAssertEqual(qa.notices.reason, failures.last)
        XCTAssertLessThanOrEqual(sink.written.count, 120)
        qa.captures.stopRecording(at: 11)
        XCTAssertEqual(failures.count, 1, "nothing more to report")
    }

    func testRecordingWritesAHeaderAndEveryEventAsItHappens() throws {
        XCTAssertEqual(press("r"), .recordingToggled)
        let recorder = try XCTUnwrap(qa.captures.recorder)
        XCTAssertTrue(qa.areTouchesVisible, "touches show while recording")
        qa.captures.log(Input(time: session.window.now + 0.25, kind: .down(Point(x: 10, y: 20.5))))
        let midway = try String(contentsOfFile: recorder.path, encoding: .utf8)
        XCTAssertTrue(midway.hasSuffix(#"{"t": 0.25, "type": "down", "x": 10, "y": 20.5}"# + "\n"), "flushed at once")
        qa.captures.log(Input(time: session.window.now + 0.5, kind: .wheel(Point(x: 1, y: 2), delta: Point(x: 0, y: -3.5), precise: true)))
        qa.captures.log(Input(time: session.window.now + 0.75, kind: .key("escape")))
        qa.captures.log(Input(time: session.window.now + 1, kind: .resize(Size(width: 430, height: 932))))
        press("r")
        XCTAssertNil(qa.captures.recorder)
        let file = try TraceFile.load(path: recorder.path)
        XCTAssertEqual(file.header, TraceHeader(scene: "list", viewport: Size(width: 390, height: 844), device: "iphone-14",
                                                 assignments: ["rows=1000", "deceleration=normal", "bounces=true", "rubberBand=0.55",
                                                               "bounceResponse=0.33", "bounceDampingRatio=1.32",
                                                               "snapResponse=0.4", "snapDampingRatio=1"]))
        XCTAssertEqual(file.events.map(\.kind), [
            .down(Point(x: 10, y: 20.5)), .wheel(Point(x: 1, y: 2), delta: Point(x: 0, y: -3.5), precise: true),
            .key("escape"), .resize(Size(width: 430, height: 932)), .wait,
        ])
        XCTAssertEqual(file.events.map(\.time), [0.25, 0.5, 0.75, 1, 1], "time never goes back")
    }

    /// The motion is kept while the HUD is hidden (it plots the last 3 s as soon as it shows); the
    /// numbers are read only while it shows.
    func testTheHUDKeepsTheMotionWhileHiddenAndReadsOnlyWhileVisible() {
        qa.sample(session)
        XCTAssertEqual(qa.hud.samples.count, 1)
        XCTAssertNil(qa.hud.readout)
        session.window.advance(to: 0.5)
        qa.sample(session)
        XCTAssertEqual(qa.hud.samples.count, 2)
        press("h")
        session.window.advance(to: 4)
        qa.sample(session)
        XCTAssertEqual(qa.hud.samples.count, 1, "older than 3 s is forgotten")
        XCTAssertNotNil(qa.hud.readout)
    }

    /// The HUD reads the component's typed transitions as they happen: the last few, newest last.
    func testTheHUDKeepsTheComponentsLastTransitions() throws {
        let pull = try SceneSession(sceneType: PullPromotionScene.self, assignments: [], viewport: Size(width: 390, height: 844),
                                    assets: assets)
        var time = 0.0
        pull.window.apply(Input(time: time, kind: .down(Point(x: 195, y: 250))))
        for step in 1...60 {
            time = Double(step) * 0.016
            pull.window.apply(Input(time: time, kind: .move(Point(x: 195, y: 250 + Double(step) * 4))))
        }
        time += 0.1
        pull.window.apply(Input(time: time, kind: .move(Point(x: 195, y: 490))))
        pull.window.apply(Input(time: time, kind: .up(Point(x: 195, y: 490))))
        pull.window.advance(to: time + 0.5)
        qa.sample(pull)
        XCTAssertEqual(qa.hud.recentTransitions.suffix(2), ["refreshTriggered → promotionTriggered", "promotionTriggered → promotionShowing"])
        XCTAssertLessThanOrEqual(qa.hud.recentTransitions.count, 3)
        qa.sample(pull)
        XCTAssertEqual(qa.hud.recentTransitions.count, min(3, qa.hud.recentTransitions.count), "drained: nothing new")
    }
}
