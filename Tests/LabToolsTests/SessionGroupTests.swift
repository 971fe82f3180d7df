import Foundation
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
import TestKit
@testable import LabTraces
import XCTest

/// `run --compare` without a window: input given once to every variant in viewport coordinates, as
/// the window gives it, gives the state lines `replay --compare` gives for the trace it records.
final class SessionGroupTests: CaptureTestCase {
    /// Where the window's clock is when the scene loads, seconds.
    private static let start = 5.0
    private static let fps = 60.0

    /// A press in the right-hand column, a short flick (window points), an option change through the
    /// tuning panel, a key, then rest: the window's per-variant state lines equal the replay's.
    func testMirroredInputMatchesReplayCompare() throws {
        let sets = ["snap=nearest", "snap=projected"]
        let sceneType = try SceneCatalog.scene(named: "expandable-bar")
        let layout = CompareLayout(canvas: CompareLayout.windowSize(viewport: Size(width: 390, height: 844), count: 2),
                                   count: 2, hasPanel: false)
        let group = try SessionGroup(sceneType: sceneType, base: ["bounces=true"], sets: sets, viewport: layout.viewport,
                                     assets: fixture.assets, startTime: SessionGroupTests.start)
        qa.comparison = group
        let driver = InputDriver(group: group)
        qa.adopt(group.primary, driver: driver)
        let path = fixture.folder.path("compare.jsonl")
        try qa.captures.startRecording(to: path, at: group.primary.window.now)

        // Input as the window gets it: window points in column B, mapped by the press's column.
        let origin = layout.column(1).origin
        typealias Pointer = (Point) -> Input.Kind
        var input: [(time: Double, kind: Pointer, point: Point)] = [(0.05, Input.Kind.down, Point(x: 195, y: 600))]
        for step in 1...6 { input.append((0.05 + Double(step) * 0.016, Input.Kind.move, Point(x: 195, y: 600 - 5 * Double(step)))) }
        input.append((0.15, Input.Kind.move, Point(x: -250, y: 560)))   // past the column's left edge: still column B's press
        input.append((0.16, Input.Kind.up, Point(x: -250, y: 555)))
        var lines: [String] = []
        var pending = input[...]
        for frame in 0...90 {
            let time = Double(frame) / SessionGroupTests.fps
            while let next = pending.first, next.time <= time {
                pending.removeFirst()
                let windowPoint = Point(x: next.point.x + origin.x, y: next.point.y + origin.y)
                let column = try XCTUnwrap(layout.column(at: Point(x: 195 + origin.x, y: 600 + origin.y)))
                try driver.apply(Input(time: SessionGroupTests.start + next.time,
                                       kind: next.kind(layout.viewportPoint(windowPoint, column: column))))
            }
            let now = SessionGroupTests.start + time
            if frame == 40 {   // the tuning panel: one change, to every variant, logged once; then a key
                let keyTime = now - 0.005   // between two frames, as a person's keys come
                for key in ["o", "right", "o"] {
                    XCTAssertEqual(qa.handleKey(KeyEvent(key: key, time: keyTime), session: group.primary) { _, _ in }, .handled)
                }
                let key = Input(time: keyTime, kind: .key("space"))
                XCTAssertEqual(qa.handleKey(try XCTUnwrap(key.keyEvent), session: group.primary) { _, _ in }, .unhandled)
                try driver.apply(key)
            }
            driver.advance(to: now)
            for session in group.sessions { session.window.layoutIfNeeded() }
            lines += group.stateLines(frame: frame, time: time)
        }
        qa.captures.stopRecording(at: SessionGroupTests.start + 1.5)

        // Every variant got the panel's change; the trace holds it once and names the compare.
        let file = try TraceFile.load(path: path)
        let options = file.events.compactMap { if case .option(let text) = $0.kind { return text } else { return nil } }
        XCTAssertEqual(options.count, 1)
        let changed = try XCTUnwrap(options.first)
        XCTAssertEqual(group.sessions.map { $0.settings.assignments.contains(changed) }, [true, true], changed)
        let header = try XCTUnwrap(file.header)
        XCTAssertEqual(header.compare, sets)
        XCTAssertEqual(header.assignments, ["bounces=true"])
        XCTAssertEqual(header.viewport, Size(width: 390, height: 844))

        // `replay TRACE --compare SETS` over the header's options, in step at the same frame rate.
        var configuration = ReplayRunner.Configuration(sceneType: sceneType)
        configuration.assignments = header.assignments
        configuration.viewport = header.viewport
        configuration.until = 1.5
        let variants = try CompareVariant.parse(header.compare, base: header.assignments, sceneType: sceneType)
        var replayed: [String] = []
        try CompareRunner(events: file.events, configuration: configuration, variants: variants, assets: fixture.assets)
            .run(emit: { replayed.append($0) })
        XCTAssertEqual(replayed.count, 2 * 91)
        let firstDifference = lines.indices.first { replayed.indices.contains($0) && replayed[$0] != lines[$0] }
        XCTAssertNil(firstDifference, firstDifference.map { "replay: \(replayed[$0])\nwindow: \(lines[$0])" } ?? "")

        // The variants really differ (snap to the nearest state or the projected one), and both moved.
        let last = lines.suffix(2).map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let offsets = last.map { $0?["offsetY"] as? Double ?? 0 }
        XCTAssertGreaterThan(abs(offsets[0] - offsets[1]), 50, "the variants ended alike")
    }

    /// The panel cannot change for all what the variants differ in: that is what they compare.
    func testThePanelLeavesWhatTheVariantsCompare() throws {
        let group = try SessionGroup(sceneType: try SceneCatalog.scene(named: "bottom-sheet"), base: [],
                                     sets: ["snap=nearest", "preset=floatingpanel"], viewport: Size(width: 390, height: 844),
                                     assets: fixture.assets, startTime: 0)
        let cases: [(line: UInt, assignment: String, refusal: String?)] = [
            (#line, "half=401", "half differs between the variants (A: 400, B: 428.5)"),
            (#line, "snap=seed", "snap differs between the variants (A: nearest, B: ends)"),
            (#line, "rubberBand=0.4", nil),
            (#line, "bounces=false", nil),
            (#line, "rubberBand=7", "bad value for rubberBand"),
        ]
        for c in cases {
            do {
                try group.checkSharedChange(c.assignment)
                XCTAssertNil(c.refusal, c.assignment, line: c.line)
            } catch let error as AppError {
                let refusal = try XCTUnwrap(c.refusal, "\(c.assignment): \(error.message)", line: c.line)
                XCTAssertTrue(error.message.contains(refusal), error.message, line: c.line)
            }
        }
        // A single scene changes anything its rules allow.
        XCTAssertNoThrow(try SessionGroup(group.primary).checkSharedChange("half=401"))
        // C prints what the variants share as --set and their own sets as --compare.
        try group.update(["rubberBand=0.4"])
        let panel = TuningPanel(options: group.primary.sceneType.options, assignments: group.primary.settings.assignments)
        XCTAssertEqual(group.commandLine(for: panel), #"--set rubberBand=0.4 --compare "snap=nearest" --compare "preset=floatingpanel""#)
    }

    /// A refused option changes no variant.
    func testRefusedUpdateChangesNoVariant() throws {
        let group = try SessionGroup(sceneType: try SceneCatalog.scene(named: "list"), base: [],
                                     sets: ["deceleration=normal", "deceleration=fast"], viewport: Size(width: 390, height: 844),
                                     assets: fixture.assets, startTime: 0)
        let before = group.sessions.map(\.settings.assignments)
        for bad in ["deceleration=sideways", "rows=-3", "nonsense=1"] {
            XCTAssertThrowsError(try group.update([bad]), bad)
            XCTAssertEqual(group.sessions.map(\.settings.assignments), before, bad)
        }
        try group.update(["rubberBand=0.4"])
        XCTAssertEqual(group.sessions.map { $0.settings.assignments.contains("rubberBand=0.4") }, [true, true])
    }

    /// The header names each variant's sets (items joined by commas, empty for the base options) and
    /// reads them back; a header without them has none.
    func testHeaderRoundTripsTheCompareSets() throws {
        let cases: [(line: UInt, sets: [String], text: String, read: [String])] = [
            (#line, [], "", []),
            (#line, ["snap=nearest", "snap=projected"], " compare=snap=nearest compare=snap=projected",
             ["snap=nearest", "snap=projected"]),
            (#line, ["snap=nearest, rubberBand=0.4", "", "preset=seed"], " compare=snap=nearest,rubberBand=0.4 compare= compare=preset=seed",
             ["snap=nearest,rubberBand=0.4", "", "preset=seed"]),
        ]
        for c in cases {
            let header = TraceHeader(scene: "expandable-bar", viewport: Size(width: 390, height: 844), assignments: ["bounces=true"],
                                     compare: c.sets)
            XCTAssertEqual(header.line, "# scroll-lab scene=expandable-bar viewport=390x844 set=bounces=true" + c.text, line: c.line)
            let read = try XCTUnwrap(TraceHeader(traceText: Substring(header.line + "\n")), line: c.line)
            XCTAssertEqual(read.compare, c.read, line: c.line)
            XCTAssertEqual(read.assignments, ["bounces=true"], line: c.line)
        }
    }

    /// While comparing, pause, slow motion and a step go to every variant; the timeline's keys show
    /// a notice and change nothing.
    func testSpeedKeysReachEveryVariant() throws {
        let group = try SessionGroup(sceneType: try SceneCatalog.scene(named: "list"), base: [],
                                     sets: ["deceleration=normal", "deceleration=fast", ""],
                                     viewport: Size(width: 390, height: 844), assets: fixture.assets, startTime: 2)
        qa.comparison = group
        qa.adopt(group.primary, driver: InputDriver(group: group))
        var reports: [String] = []
        qa.notices.report = { reports.append($0) }
        let cases: [(line: UInt, key: String, scale: Double, notice: String?)] = [
            (#line, "t", 0.1, nil),
            (#line, "t", 1, nil),
            (#line, "p", 0, nil),
            (#line, "left", 0, "Not while comparing"),
            (#line, "right", 0, "Not while comparing"),
            (#line, "leftbracket", 0, "Not while comparing"),
            (#line, "z", 0, "Not while comparing"),
            (#line, "p", 1, nil),
        ]
        for (index, c) in cases.enumerated() {
            let time = 2 + Double(index) * 0.1
            XCTAssertEqual(qa.handleKey(KeyEvent(key: c.key, time: time), session: group.primary) { _, _ in }, .handled, line: c.line)
            XCTAssertEqual(group.sessions.map(\.window.timeScale), [c.scale, c.scale, c.scale], line: c.line)
            if let notice = c.notice { XCTAssertEqual(qa.notices.notice?.text, notice, line: c.line) }
            if c.scale == 0 { XCTAssertNil(qa.timelineStrip(viewport: group.primary.window.size), "no strip while comparing") }
        }
        XCTAssertEqual(reports, Array(repeating: "scroll-lab: the timeline is not available while comparing: record (R), "
                                      + "then use replay --compare", count: 4))
    }

    /// The note fits the status bar's middle of a phone-wide column at the badge's own size.
    func testTheUnavailableNoteFitsAPhoneWideColumn() throws {
        let font = Font(size: OverlayRenderer.badgeFontSize, weight: .bold)
        let width = fixture.assets.fonts.size(of: TextRun(QAController.unavailableNote, font: font)).width
        XCTAssertLessThanOrEqual(width, 390 - 2 * OverlayRenderer.statusBarSideWidth - 20)
    }
}
