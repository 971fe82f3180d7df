import Foundation
import Measure
import Scenes
import TestKit
import XCTest

/// `measure` on recordings with known motion (`MeasuredRecordings`): every frame's offset within 1 pt,
/// every release speed within 2 %, every deceleration rate within 0.0003, every resting offset within
/// 1 pt, every segment boundary within two frames, the springs' damping ratio and response within 5 %,
/// and the trace it writes replays to the same rests within 1 pt.
final class MeasureAccuracyTests: XCTestCase {
    nonisolated(unsafe) private static var recordings: MeasuredRecordings?
    nonisolated(unsafe) private static var setUpError: Error?

    override class func setUp() {
        super.setUp()
        guard let executable = ScrollLabExecutable.find() else { return }
        do { recordings = try MeasuredRecordings(executable: executable) } catch { setUpError = error }
    }

    override class func tearDown() {
        recordings?.folder.remove()
        recordings = nil
        super.tearDown()
    }

    private func made() throws -> MeasuredRecordings {
        if let error = Self.setUpError { throw error }
        guard let recordings = Self.recordings else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        return recordings
    }

    /// At 30 fps, and encoded again: HEVC, a variable frame rate, downscaled to 886 px wide.
    func testUIKitsDefaultDecelerationAtEveryEncoding() throws {
        for file in ["default.mp4", "default-vfr.mp4", "default-886.mp4", "default-hevc.mov"] { try check(file) }
    }

    /// At 60 fps and every second frame of it (30 fps): 267 pt between frames.
    func testAFastFlingAt8000PointsPerSecondUnderATouchCircle() throws {
        try check("fast-8000.mp4")
        try check("fast-8000-30.mp4")
    }

    /// A finger shorter than the tracker's window: the trace's press and moves lie on the release's line.
    func testAFlickShorterThanTheVelocityTrackersWindow() throws { try check("flick.mp4") }

    func testAFlingIntoTheTopEdgeWithAnotherBounceSpring() throws { try check("edge-0.995.mp4") }

    func testAPullPastTheTopAndTheBounceBack() throws { try check("pull.mp4") }

    func testTheBarsSettle() throws { try check("bar.mp4") }

    func testTheSheetsSettle() throws { try check("sheet.mp4") }

    func testASimulatorSizedFrameWithItsStatusBar() throws { try check("simulator.mp4") }

    /// `--device`: the iPhone 14's screen reads the 886-pixel-wide recording at its height over 844 pt, and
    /// the trace's header names the device, so its replay lays out as the recording did.
    func testANamedDeviceGivesTheScaleAndTheTracesDevice() throws {
        let recordings = try made()
        let outcome = try ScrollLabExecutable.run(recordings.executable, [
            "measure", "default-886.mp4", "--device", "iphone-14", "--states", "device.measured.jsonl", "--json", "device.json",
            "--trace", "device.trace.jsonl",
        ], in: recordings.folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        guard outcome.status == 0 else { return }
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recordings.path("device.json")))) as! [String: Any]
        let scale = try XCTUnwrap(report["scale"] as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(scale["pixelsPerPoint"] as? Double), 1918.0 / 844, accuracy: 1e-9)
        XCTAssertEqual(scale["source"] as? String, "named by --device")
        let header = try String(contentsOfFile: recordings.path("device.trace.jsonl"), encoding: .utf8).prefix { $0 != "\n" }
        XCTAssertTrue(header.contains("viewport=390x844 device=iphone-14"), String(header))
        let replay = try ScrollLabExecutable.run(recordings.executable, ["replay", "device.trace.jsonl", "--states", "device.replayed.jsonl"],
                                                 in: recordings.folder)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let last = try XCTUnwrap(try recordings.states("device.replayed.jsonl").last)
        let truth = try XCTUnwrap(try recordings.states("default.states.jsonl").last)
        XCTAssertEqual(last.offsetY!, truth.offsetY!, accuracy: 1)
    }

    /// Measures `file` and holds it to the truth of its scenario's replay.
    private func check(_ file: String, line: UInt = #line) throws {
        let recordings = try made()
        guard let recording = MeasuredRecordings.recordings.first(where: { $0.file == file }) else {
            print("measure \(file): skipped (ffmpeg has no encoder for it)")
            return
        }
        let scenario = recording.scenario
        let base = (file as NSString).deletingPathExtension
        let outcome = try ScrollLabExecutable.run(recordings.executable, [
            "measure", file, "--rate", scenario.rate, "--states", base + ".measured.jsonl", "--json", base + ".json",
            "--trace", base + ".trace.jsonl",
        ], in: recordings.folder)
        XCTAssertEqual(outcome.status, 0, "\(file): \(outcome.stderr)", line: line)
        guard outcome.status == 0 else { return }
        let measured = try recordings.states(base + ".measured.jsonl")
        let truth = try MeasureTruth(states: try recordings.states(scenario.states), at: measured.map { $0.time! }, settles: scenario.settles)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recordings.path(base + ".json")))) as! [String: Any]
        let segments = report["segments"] as! [[String: Any]]
        var row = MeasureTableRow(file: file)

        // Every frame's offset.
        for (k, state) in measured.enumerated() {
            let error = state.offsetY! - truth.offsets[k]
            row.largestOffsetError = max(row.largestOffsetError, abs(error))
        }
        XCTAssertLessThanOrEqual(row.largestOffsetError, 1, "\(file): the offset in every frame", line: line)

        // Releases and rates.
        let decelerations = segments.compactMap { $0["deceleration"] as? [String: Any] }
        XCTAssertEqual(decelerations.count, scenario.releases.count, "\(file): decelerations", line: line)
        for (deceleration, velocity) in zip(decelerations, scenario.releases) {
            let measuredVelocity = deceleration["releaseVelocity"] as! Double
            row.releases.append((measuredVelocity, velocity))
            XCTAssertEqual(measuredVelocity, velocity, accuracy: abs(velocity) * 0.02, "\(file): release velocity", line: line)
            let rate = deceleration["rate"] as! Double
            let trueRate = Double(scenario.rate) ?? (scenario.rate == "fast" ? 0.99 : 0.998)
            row.rates.append((rate, trueRate))
            XCTAssertEqual(rate, trueRate, accuracy: 0.0003, "\(file): deceleration rate", line: line)
        }

        // Springs.
        let springs = segments.compactMap { $0["spring"] as? [String: Any] }
        XCTAssertEqual(springs.count, scenario.springs.count, "\(file): springs", line: line)
        for (spring, expected) in zip(springs, scenario.springs) {
            row.springs.append((spring["dampingRatio"] as! Double, spring["response"] as! Double, expected))
            XCTAssertEqual(spring["dampingRatio"] as! Double, expected.dampingRatio, accuracy: expected.dampingRatio * 0.05, file, line: line)
            XCTAssertEqual(spring["response"] as! Double, expected.response, accuracy: expected.response * 0.05, file, line: line)
        }

        // Resting offsets: every rest after a motion.
        let rests = segments.enumerated().filter { $0.offset > 0 && $0.element["kind"] as! String == "rest" }.map { $0.element }
        XCTAssertEqual(rests.count, truth.rests.count, "\(file): rests", line: line)
        for (rest, trueRest) in zip(rests, truth.rests) {
            let recordingFirst = (report["recording"] as! [String: Any])["firstFrame"] as! Int
            let first = (rest["firstFrame"] as! Int) - recordingFirst
            let offset = measured[min(first + 1, measured.count - 1)].offsetY!
            row.rests.append((offset, trueRest.offset))
            XCTAssertEqual(offset, trueRest.offset, accuracy: 1, "\(file): resting offset", line: line)
        }

        // Segment boundaries: each true boundary has a measured segment of its kind starting within two frames.
        for boundary in truth.boundaries {
            let starts = segments.filter { $0["kind"] as! String == boundary.kind }.map { $0["firstFrame"] as! Int }
            let nearest = starts.min { abs($0 - boundary.frame) < abs($1 - boundary.frame) }
            let error = nearest.map { $0 - boundary.frame } ?? Int.max
            row.boundaryErrors.append((boundary.kind, error))
            XCTAssertLessThanOrEqual(abs(error), 2, "\(file): the \(boundary.kind) at frame \(boundary.frame)", line: line)
        }

        // The trace replays to the same rests.
        let replay = try ScrollLabExecutable.run(recordings.executable, [
            "replay", base + ".trace.jsonl", "--scene", scenario.traceScene, "--fps", "60", "--states", base + ".replayed.jsonl",
        ], in: recordings.folder)
        XCTAssertEqual(replay.status, 0, "\(file): \(replay.stderr)", line: line)
        let replayed = try recordings.states(base + ".replayed.jsonl")
        let start = try XCTUnwrap(traceStart(recordings.path(base + ".trace.jsonl")))
        // The replay's frame nearest a time (state lines give times to 0.1 ms).
        func replayedOffset(_ time: Double) -> Double? {
            replayed.min { abs($0.time! - time) < abs($1.time! - time) }?.offsetY
        }
        let origin = try XCTUnwrap(replayedOffset(start))
        for trueRest in truth.rests {
            let offset = try XCTUnwrap(replayedOffset(start + trueRest.time)) - origin
            row.traceRests.append((offset, trueRest.offset))
            XCTAssertEqual(offset, trueRest.offset, accuracy: 1, "\(file): the trace's rest at \(trueRest.time) s", line: line)
        }
        print(row.text)
    }

    /// The time the trace's comment gives for the recording's first frame.
    private func traceStart(_ path: String) throws -> Double? {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let range = text.range(of: "its first frame is at t = ") else { return nil }
        return Double(text[range.upperBound...].prefix { !$0.isNewline })
    }
}

/// One line of the table of recovered against true values (printed by the tests, quoted in docs).
struct MeasureTableRow {
    let file: String
    var largestOffsetError = 0.0
    var releases: [(measured: Double, truth: Double)] = []
    var rates: [(measured: Double, truth: Double)] = []
    var springs: [(dampingRatio: Double, response: Double, truth: (dampingRatio: Double, response: Double))] = []
    var rests: [(measured: Double, truth: Double)] = []
    var boundaryErrors: [(kind: String, frames: Int)] = []
    var traceRests: [(replayed: Double, truth: Double)] = []

    var text: String {
        func f(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
        var parts = ["measure-table | \(file)", "offsets ≤ \(f(largestOffsetError, 2)) pt"]
        parts += releases.map { "release \(f($0.measured, 1)) (\(f($0.truth, 0))) pt/s, \(f(($0.measured / $0.truth - 1) * 100, 2)) %" }
        parts += rates.map { "rate \(f($0.measured, 6)) (\($0.truth))" }
        parts += springs.map { "spring ζ \(f($0.dampingRatio, 3)) (\($0.truth.dampingRatio)), response \(f($0.response, 3)) (\(f($0.truth.response, 3))) s" }
        parts += rests.map { "rest \(f($0.measured, 2)) (\(f($0.truth, 2))) pt" }
        parts.append("boundaries " + boundaryErrors.map { "\($0.kind) \($0.frames >= 0 ? "+" : "")\($0.frames)" }.joined(separator: ", "))
        parts += traceRests.map { "trace rest \(f($0.replayed, 2)) (\(f($0.truth, 2)))" }
        return parts.joined(separator: " | ")
    }
}

extension MeasureAccuracyTests {
    /// The outputs of one measure: the state lines' keys and count, the segment table on standard
    /// output when the states go to a file, the plot, and the side-by-side video's size and frames.
    func testEveryOutput() throws {
        let recordings = try made()
        let outcome = try ScrollLabExecutable.run(recordings.executable, [
            "measure", "pull.mp4", "--states", "outputs.jsonl", "--plot", "outputs.png", "--video", "outputs.mp4",
        ], in: recordings.folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        XCTAssertTrue(outcome.stdout.hasPrefix("recording: pull.mp4, h264 780x1688, 60 frames at 30.0 fps (2.000 s)"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("\ntracked: 60 of 60 frames\n"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("\nreturn "), outcome.stdout)
        let states = try recordings.states("outputs.jsonl")
        XCTAssertEqual(states.count, 60)
        XCTAssertEqual(states[0].keys, ["t", "frame", "offsetY", "velocityY", "tracked", "segment"])
        XCTAssertEqual(Set(states.map { $0.string(MeasureReport.segment)! }), ["rest", "finger", "return"])
        let (width, height) = try pngSize(recordings.path("outputs.png"))
        XCTAssertEqual(width, 2200)
        XCTAssertEqual(height, 1520)
        // Two 390 × 844 panes, a 6 px gutter, the 30 px captions and the 130 px strip; a frame every 1/30 s.
        let probe = try ScrollLabExecutable.run(URL(fileURLWithPath: "/usr/bin/env"), [
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", "outputs.mp4",
        ], in: recordings.folder)
        XCTAssertEqual(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "786,1004,60")
        // Without --states the table is standard output; `--states -` puts the state lines there instead.
        let plain = try ScrollLabExecutable.run(recordings.executable, ["measure", "pull.mp4"], in: recordings.folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, outcome.stdout)
        let lines = try ScrollLabExecutable.run(recordings.executable, ["measure", "pull.mp4", "--states", "-"], in: recordings.folder)
        XCTAssertEqual(lines.status, 0, lines.stderr)
        let parsed = try lines.stdout.split(separator: "\n").map { try ParsedState(String($0)) }
        XCTAssertEqual(parsed.count, 60)
        XCTAssertEqual(parsed.map { $0.keys.count }, Array(repeating: 6, count: 60))
    }

    /// A GIF's delays are hundredths: ffmpeg encodes 30 fps as 30/30/40 ms delays adding up to 2.01 s
    /// for 60 frames, a 29.9 fps mean (the median interval says 33.3); a `--from`/`--until` window
    /// says its own span, not the recording's.
    func testAGIFsMeanRateAndAWindowsOwnLength() throws {
        let recordings = try made()
        let encode = try ScrollLabExecutable.run(URL(fileURLWithPath: "/usr/bin/env"),
                                                 ["ffmpeg", "-nostdin", "-v", "error", "-i", "pull.mp4", "-y", "pull.gif"], in: recordings.folder)
        XCTAssertEqual(encode.status, 0, encode.stderr)
        let whole = try ScrollLabExecutable.run(recordings.executable, ["measure", "pull.gif", "--scale", "2"], in: recordings.folder)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(whole.stdout.hasPrefix("recording: pull.gif, gif 780x1688, 60 frames at 29.9 fps (2.010 s)"), whole.stdout)
        let window = try ScrollLabExecutable.run(recordings.executable, ["measure", "pull.mp4", "--from", "0.5", "--until", "1.5"],
                                                 in: recordings.folder)
        XCTAssertEqual(window.status, 0, window.stderr)
        XCTAssertTrue(window.stdout.hasPrefix("recording: pull.mp4, h264 780x1688, 31 frames at 30.0 fps "
                                              + "(0.500–1.500 s of the recording, 1.000 s)"), window.stdout)
    }
}

extension MeasureAccuracyTests {
    /// Measured from after the first drag, the recording starts far below the top edge its return
    /// shows: the trace first drags the list there, and replayed it rests where the recording rests.
    func testATraceThatStartsScrolledDragsTheListThereFirst() throws {
        let recordings = try made()
        let outcome = try ScrollLabExecutable.run(recordings.executable, [
            "measure", "edge-0.995.mp4", "--from", "0.6", "--rate", "0.995", "--states", "from.jsonl", "--trace", "from.trace.jsonl",
        ], in: recordings.folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let measured = try recordings.states("from.jsonl")
        let replay = try ScrollLabExecutable.run(recordings.executable, [
            "replay", "from.trace.jsonl", "--scene", "list", "--states", "from.replayed.jsonl",
        ], in: recordings.folder)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let replayed = try recordings.states("from.replayed.jsonl")
        let text = try String(contentsOfFile: recordings.path("from.trace.jsonl"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "its first frame is at t = ").flatMap { Double(text[$0.upperBound...].prefix { !$0.isNewline }) })
        XCTAssertGreaterThan(start, 0.3, "the list is dragged first")
        func replayedOffset(_ time: Double) -> Double {
            replayed.min { abs($0.time! - time) < abs($1.time! - time) }!.offsetY!
        }
        let first = try XCTUnwrap(measured.first?.time), last = try XCTUnwrap(measured.last)
        let truth = try recordings.states(MeasuredRecordings.scenario("edge-0.995").states)
        let trueStart = try XCTUnwrap(truth.min { abs($0.time! - first) < abs($1.time! - first) }?.offsetY)
        XCTAssertEqual(replayedOffset(start + first), trueStart, accuracy: 1, "the list starts where the recording does")
        XCTAssertEqual(replayedOffset(start + last.time!) - replayedOffset(start + first), last.offsetY!, accuracy: 1)
    }
}
