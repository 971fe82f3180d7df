import Foundation
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Playback
@testable import Scenes
import SDLHost
@testable import LabTraces
import XCTest
import TestKit

/// Headless replays of the list scene with the real fonts (SDL_ttf, no display).
final class ReplayRunnerTests: XCTestCase {
    /// The list's resting offset at the top: minus the navigation bar with its large title.
    static let top = -91.0
    static let commonKeys = ["t", "frame", "scene", "offsetX", "offsetY", "velocityY", "phase", "insetTop",
                             "insetBottom", "contentHeight", "viewportWidth", "viewportHeight", "pointerDown"]
    private var folder: TemporaryFolder!
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        assets = try TestAssets()
    }

    override func tearDown() {
        folder?.remove()
    }

    /// Writes `trace` to a file, loads it and replays it on the list scene; returns the state lines.
    private func replay(_ trace: String, fps: Double = 60, assignments: [String] = [], until: Double? = nil,
                        viewport: Size = Size(width: 390, height: 844), scale: Double = 1,
                        frames: String? = nil) throws -> [String] {
        let path = try folder.write(trace, to: "trace-\(UUID().uuidString).jsonl")
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.fps = fps
        configuration.assignments = assignments
        configuration.until = until
        configuration.viewport = viewport
        configuration.scale = scale
        configuration.framesDirectory = frames
        let runner = try ReplayRunner(events: try TraceParser.load(path: path), configuration: configuration,
                                      assets: assets, png: PNGFile.sdl)
        var lines: [String] = []
        let count = try runner.run { lines.append($0) }
        XCTAssertEqual(count, lines.count)
        return lines
    }

    private func parse(_ lines: [String]) throws -> [ParsedState] { try lines.map { try ParsedState($0) } }

    /// The state at exactly `time` (frame `time * fps`).
    private func state(at time: Double, fps: Double, in states: [ParsedState], file: StaticString = #filePath,
                       line: UInt = #line) throws -> ParsedState {
        let frame = Int((time * fps).rounded())
        XCTAssertEqual(Double(frame), time * fps, accuracy: 1e-9, "no frame at t = \(time)", file: file, line: line)
        let state = try XCTUnwrap(states.indices.contains(frame) ? states[frame] : nil, file: file, line: line)
        XCTAssertEqual(state.number(CommonStateKeys.frame), Double(frame), file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(state.time, file: file, line: line), time, accuracy: 1e-4, file: file, line: line)
        return state
    }

    /// `replay --overlays hud` plots on the scene's time, as the window's HUD and timeline do: a pause
    /// of 30 s in the trace adds nothing to the plot's time axis, and the flick before it stays plotted
    /// (the paused frames do not push it out of the history).
    func testTheHUDPlotsOnSceneTime() throws {
        let trace = Traces.fling(end: 0.5).replacingOccurrences(of: "\"wait\"}", with: "\"speed\", \"scale\": 0}")
            + #"{"t": 30.5, "type": "speed", "scale": 1}"# + "\n" + #"{"t": 31.5, "type": "wait"}"# + "\n"
        let path = try folder.write(trace, to: "paused.jsonl")
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        let overlays = FrameOverlays([.hud])
        configuration.overlays = overlays
        let runner = try ReplayRunner(events: try TraceParser.load(path: path), configuration: configuration, assets: assets)
        var plotted: [(trace: Double, scene: Double, first: Double, count: Int)] = []
        while let (_, time) = runner.advance() {
            let samples = overlays.history.samples
            plotted.append((time, try XCTUnwrap(samples.last).time, samples[0].time, samples.count))
        }
        // (trace time, scene time plotted, the oldest sample's, samples kept): running, paused (standing
        // at the pause), resumed.
        let cases: [(line: UInt, trace: Double, scene: Double, first: Double, count: Int)] = [
            (#line, 0.25, 0.25, 0, 16), (#line, 0.5, 0.5, 0, 31), (#line, 3, 0.5, 0, 31), (#line, 30.5, 0.5, 0, 31),
            (#line, 31.5, 1.5, 0, 91),
        ]
        for c in cases {
            let sample = try XCTUnwrap(plotted.first { abs($0.trace - c.trace) < 1e-9 }, line: c.line)
            XCTAssertEqual(sample.scene, c.scene, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(sample.first, c.first, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(sample.count, c.count, line: c.line)
        }
    }

    func testDeterministic() throws {
        let first = try replay(Traces.fling(end: 2))
        let second = try replay(Traces.fling(end: 2))
        XCTAssertEqual(first.count, 121)
        XCTAssertEqual(first, second)
        XCTAssertEqual(try replay(Traces.touchpad(end: 1)), try replay(Traces.touchpad(end: 1)))
    }

    func testEveryLineHasTheCommonKeysInOrderWithTheirTypes() throws {
        let trace = Traces.pull(end: 1) + Traces.fling(start: 1, end: 1.5) + Traces.touchpad(start: 1.6, end: 2)
            + #"{"t": 2.5, "type": "key", "key": "end"}"# + "\n" + #"{"t": 3, "type": "resize", "width": 430, "height": 932}"#
        let lines = try replay(trace)
        XCTAssertEqual(lines.count, 181)
        var problems: [String] = []
        for (index, line) in lines.enumerated() {
            let state = try ParsedState(line)
            if Array(state.keys.prefix(Self.commonKeys.count)) != Self.commonKeys { problems.append("key order: \(line)") }
            if state.number(CommonStateKeys.frame) != Double(index) { problems.append("frame \(index): \(line)") }
            if state.string(CommonStateKeys.scene) != "list" { problems.append("scene: \(line)") }
            for key in [CommonStateKeys.time] + CommonStateKeys.shown
            where key.kind == .number && (state.number(key) == nil || state.values[key.name] is String || state.boolean(key) != nil) {
                problems.append("\(key.name) is not a number: \(line)")
            }
            if !["idle", "tracking", "dragging", "decelerating", "bouncing", "animating"].contains(state.string(CommonStateKeys.phase) ?? "") {
                problems.append("phase: \(line)")
            }
            if state.boolean(CommonStateKeys.pointerDown) == nil { problems.append("pointerDown: \(line)") }
        }
        XCTAssertEqual(problems.count, 0, problems.prefix(3).joined(separator: "\n"))
        let first = try ParsedState(try XCTUnwrap(lines.first))
        XCTAssertEqual(first.offsetY, Self.top)
        XCTAssertEqual(first.number(CommonStateKeys.insetTop), 91)
        XCTAssertEqual(first.number(CommonStateKeys.viewportWidth), 390)
        XCTAssertEqual(first.number(CommonStateKeys.viewportHeight), 844)
        XCTAssertEqual(first.boolean(CommonStateKeys.pointerDown), true)
        XCTAssertEqual(first.string(CommonStateKeys.phase), "tracking")
    }

    func testFramesAreAtMultiplesOfTheFrameTime() throws {
        let cases: [(line: UInt, fps: Double, end: Double, until: Double?, count: Int)] = [
            (#line, 60, 1, nil, 61),
            (#line, 30, 1.01, nil, 31),
            (#line, 144, 0.5, nil, 73),
            (#line, 25, 0.999, nil, 25),
            (#line, 60, 0, nil, 1),
            (#line, 60, 5, 0.5, 31),
            (#line, 10, 0.2, 1, 11),
        ]
        for c in cases {
            let lines = try replay(#"{"t": \#(c.end), "type": "wait"}"#, fps: c.fps, until: c.until)
            XCTAssertEqual(lines.count, c.count, line: c.line)
            for (index, state) in try parse(lines).enumerated() {
                XCTAssertEqual(state.number(CommonStateKeys.frame), Double(index), line: c.line)
                XCTAssertEqual(state.time ?? -1, Double(index) / c.fps, accuracy: 0.00005, line: c.line)
                XCTAssertEqual(state.string(CommonStateKeys.phase), "idle", line: c.line)
            }
        }
    }

    func testFrameRateInvariance() throws {
        let times = [0.5, 1, 2, 3, 6]
        var offsets: [Double: [Double]] = [:]
        for fps in [30.0, 60, 144] {
            let states = try parse(try replay(Traces.fling(end: 6), fps: fps))
            XCTAssertEqual(states.count, Int(6 * fps) + 1)
            for time in times {
                offsets[time, default: []].append(try XCTUnwrap(try state(at: time, fps: fps, in: states).offsetY))
            }
        }
        for time in times {
            let values = try XCTUnwrap(offsets[time])
            XCTAssertEqual(values.count, 3)
            XCTAssertLessThanOrEqual(values.max()! - values.min()!, 0.5, "t = \(time): \(values)")
            XCTAssertGreaterThan(values[0], Self.top + 100, "t = \(time): the fling moved the list")
        }
    }

    /// Content is drawn at whole device pixels, but the state lines report the continuous offset:
    /// the same lines with frames drawn at scales 1 and 3, and offsets between the thirds of a point
    /// a 3x screen draws.
    func testStateLinesKeepTheContinuousOffsetAtEveryScale() throws {
        let viewport = Size(width: 240, height: 700)
        let lines = try [1.0, 3].map { scale in
            try replay(Traces.fling(end: 0.5), viewport: viewport, scale: scale, frames: folder.path("frames-\(scale)"))
        }
        XCTAssertEqual(lines[0], lines[1])
        let offsets = try parse(lines[0]).compactMap { $0.offsetY }
        let between = offsets.filter { abs($0 * 3 - ($0 * 3).rounded()) > 0.01 }
        XCTAssertGreaterThan(between.count, offsets.count / 2, "offsets off the 1/3-pt grid: \(offsets)")
    }

    /// Replays the fling at 125 fps (a frame every 8 ms, so one at the release) and returns the offset and
    /// velocity at the release and the final state.
    private func fling(assignments: [String]) throws -> (release: Double, velocity: Double, last: ParsedState) {
        let states = try parse(try replay(Traces.fling(end: 6), fps: 125, assignments: assignments))
        let release = try state(at: Traces.flingRelease, fps: 125, in: states)
        XCTAssertEqual(release.string(CommonStateKeys.phase), "decelerating")
        return (try XCTUnwrap(release.offsetY), try XCTUnwrap(release.number(CommonStateKeys.velocityY)),
                try XCTUnwrap(states.last))
    }

    func testFlingRestsWhereNormalDecelerationProjects() throws {
        let (release, velocity, last) = try fling(assignments: [])
        XCTAssertGreaterThan(release, Self.top + 150, "the drag moved the list by about the finger's travel")
        XCTAssertLessThanOrEqual(release, Self.top + 200)
        XCTAssertEqual(velocity, Traces.flingSpeed, accuracy: Traces.flingSpeed * 0.02)
        // .normal stops at 10 pt/s: (v − 10) · 0.4995 s past the release (PHYSICS.md §1).
        let expected = release + (Traces.flingSpeed - 10) * 0.4995
        let resting = try XCTUnwrap(last.offsetY)
        XCTAssertEqual(resting, expected, accuracy: (expected - release) * 0.02)
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
        XCTAssertEqual(last.number(CommonStateKeys.velocityY), 0)
        XCTAssertEqual(last.boolean(CommonStateKeys.pointerDown), false)
    }

    func testFastDecelerationRestsSooner() throws {
        let normal = try fling(assignments: [])
        let fast = try fling(assignments: ["deceleration=fast"])
        XCTAssertEqual(fast.release, normal.release, accuracy: 1e-6)
        XCTAssertEqual(fast.velocity, Traces.flingSpeed, accuracy: Traces.flingSpeed * 0.02)
        let distance = try XCTUnwrap(fast.last.offsetY) - fast.release
        XCTAssertEqual(distance, Traces.flingSpeed * 0.0995, accuracy: Traces.flingSpeed * 0.0995 * 0.02)
        XCTAssertEqual(fast.last.string(CommonStateKeys.phase), "idle")
        let normalDistance = try XCTUnwrap(normal.last.offsetY) - normal.release
        XCTAssertEqual(normalDistance - distance, Traces.flingSpeed * 0.4, accuracy: Traces.flingSpeed * 0.4 * 0.03)
    }

    func testPullAtTheTopRubberBandsAndSpringsBack() throws {
        let states = try parse(try replay(Traces.pull(end: 3)))
        XCTAssertEqual(states.count, 181)
        // Finger 200 pt down at t = 0.32 and held there until 0.52.
        let pulled = try state(at: 0.5, fps: 60, in: states)
        let offset = try XCTUnwrap(pulled.offsetY)
        XCTAssertLessThan(offset, Self.top - 50, "the list follows the finger past the top")
        XCTAssertGreaterThan(offset, Self.top - 200, "rubber band: less than the finger's travel")
        XCTAssertEqual(pulled.string(CommonStateKeys.phase), "dragging")
        for frame in 0...31 where frame < states.count {
            XCTAssertLessThanOrEqual(try XCTUnwrap(states[frame].offsetY), Self.top, "frame \(frame)")
        }
        // Back at the top, at rest, never past it on the way.
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.offsetY, Self.top)
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
        for state in states {
            XCTAssertLessThanOrEqual(try XCTUnwrap(state.offsetY), Self.top + 0.5)
        }
        XCTAssertTrue(states.contains { $0.string(CommonStateKeys.phase) == "bouncing" }, "springs back")
    }

    func testTouchpadDeltasMoveTheListThenCoast() throws {
        let states = try parse(try replay(Traces.touchpad(end: 6)))
        let afterDeltas = try XCTUnwrap(try state(at: 0.1, fps: 60, in: states).offsetY)
        // 10 deltas of 12 pt: the content followed them directly (the last one at 0.09 s).
        XCTAssertEqual(afterDeltas, Self.top + 120, accuracy: 12.5)
        let last = try XCTUnwrap(states.last)
        XCTAssertGreaterThan(try XCTUnwrap(last.offsetY), Self.top + 200, "momentum after the gesture")
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
    }

    func testNotchesScrollForwardAndStop() throws {
        let states = try parse(try replay(Traces.notches(end: 2)))
        let last = try XCTUnwrap(states.last)
        let offset = try XCTUnwrap(last.offsetY)
        XCTAssertGreaterThan(offset, Self.top + 60, "three notches of about three rows")
        XCTAssertLessThan(offset, Self.top + 1000)
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
        // Upward notches at the top stay inside the content once settled.
        let up = try parse(try replay(#"{"t": 0, "type": "wheel", "x": 195, "y": 400, "dy": -1, "precise": false}"#
            + "\n" + #"{"t": 2, "type": "wait"}"#))
        XCTAssertEqual(up.last?.offsetY, Self.top)
    }

    func testResizeChangesTheViewport() throws {
        let states = try parse(try replay(#"{"t": 0.5, "type": "resize", "width": 30000, "height": 932}"#
            + "\n" + #"{"t": 1, "type": "wait"}"#))
        XCTAssertEqual(states.first?.number(CommonStateKeys.viewportWidth), 390)
        XCTAssertEqual(states.last?.number(CommonStateKeys.viewportWidth), Limits.viewportSide)
        XCTAssertEqual(states.last?.number(CommonStateKeys.viewportHeight), 932)
    }

    func testRowsOptionChangesTheContentHeight() throws {
        let few = try ParsedState(try XCTUnwrap(try replay(#"{"t": 0, "type": "wait"}"#, assignments: ["rows=3"]).first))
        let many = try ParsedState(try XCTUnwrap(try replay(#"{"t": 0, "type": "wait"}"#).first))
        XCTAssertLessThan(try XCTUnwrap(few.number(CommonStateKeys.contentHeight)), try XCTUnwrap(many.number(CommonStateKeys.contentHeight)))
        XCTAssertThrowsError(try replay(#"{"t": 0, "type": "wait"}"#, assignments: ["rows=-5"])) { error in
            XCTAssertEqual((error as? AppError)?.kind, .usage)
        }
    }

    func testFramesWritesOnePNGPerFrame() throws {
        let cases: [(line: UInt, scale: Double, width: Int, height: Int)] = [
            (#line, 2, 780, 1688),
            (#line, 1, 390, 844),
        ]
        for c in cases {
            let directory = folder.path("frames-\(c.scale)/nested")
            let lines = try replay(#"{"t": 0.05, "type": "wait"}"#, scale: c.scale, frames: directory)
            XCTAssertEqual(lines.count, 4, line: c.line)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            XCTAssertEqual(names, (0..<4).map { String(format: "frame-%05d.png", $0) }, line: c.line)
            let first = directory + "/frame-00000.png"
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: first), line: c.line)
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], line: c.line)
            func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual(bigEndian(16), c.width, line: c.line)
            XCTAssertEqual(bigEndian(20), c.height, line: c.line)
            let image = try ImageLoader.load(path: first)
            XCTAssertEqual(image.width, c.width, line: c.line)
            XCTAssertEqual(image.height, c.height, line: c.line)
            XCTAssertNotEqual(Set(image.pixels).count, 1, "the frame shows something", line: c.line)
        }
    }
}
