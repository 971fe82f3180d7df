import Foundation
import TestKit
import XCTest

/// Screen recordings with known motion for `measure`, made by ScrollLab itself: a scene replayed from
/// a written gesture with `replay --video` (its state lines are the truth), some encoded again as a
/// phone or a share sheet does (HEVC, 30 fps, a variable frame rate, a smaller size). Made once per
/// test run, two at a time, in a temporary folder.
final class MeasuredRecordings: @unchecked Sendable {
    /// A recording of a scenario: the file and how it was made from the scenario's video.
    struct Recording {
        let file: String
        let scenario: Scenario
        /// ffmpeg's arguments between the scenario's video and this file; nil for the video itself.
        let encoding: [String]?
    }

    /// A scene replayed from gestures, and what `measure` must find in it.
    struct Scenario {
        let name: String
        let scene: String
        /// `scroll-lab gesture` argument lists, the first writing the trace, the others appended.
        let gestures: [[String]]
        let replay: [String]
        /// The deceleration the scene uses (`--rate` for measure).
        let rate: String
        /// Every deceleration's release velocity (content offset, pt/s), as the gestures give it.
        let releases: [Double]
        /// Every return's or settle's spring: damping ratio and response.
        let springs: [(dampingRatio: Double, response: Double)]
        /// The scene the measured trace replays in.
        let traceScene: String
        /// The scene's motion after a drag is a settle (a snap), not momentum.
        var settles = false

        var video: String { name + ".mp4" }
        var states: String { name + ".states.jsonl" }
        var trace: String { name + ".gesture.jsonl" }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "default", scene: "list",
                 gestures: [["fling", "--velocity", "2000", "--from", "195,700", "--distance", "300", "--at", "0.3041", "--wait", "3.0"]],
                 replay: ["--scale", "2", "--fps", "30"], rate: "normal", releases: [2000], springs: [], traceScene: "list"),
        Scenario(name: "fast-8000", scene: "list",
                 gestures: [["fling", "--set", "deceleration=fast", "--velocity", "8000", "--from", "195,780", "--at", "0.2541", "--wait", "0.9"]],
                 replay: ["--scale", "2", "--fps", "60", "--overlays", "touches"], rate: "fast", releases: [8000], springs: [],
                 traceScene: "list"),
        Scenario(name: "edge-0.995", scene: "list",
                 gestures: [["drag", "--set", "deceleration=0.995", "--set", "bounceDampingRatio=1", "--set", "bounceResponse=0.6283185307179586",
                             "--from", "195,780", "--to", "195,90", "--duration", "0.3", "--hold", "0.1", "--at", "0.2041"],
                            ["fling", "--direction", "down", "--from", "195,150", "--velocity", "2000", "--at", "0.8541", "--wait", "1.2"]],
                 replay: ["--scale", "2", "--fps", "60"], rate: "0.995", releases: [-2000], springs: [(1, 2 * Double.pi / 10)],
                 traceScene: "list"),
        // A flick shorter than the velocity tracker's 0.1 s window: 200 pt in 80 ms.
        Scenario(name: "flick", scene: "list",
                 gestures: [["drag", "--from", "195,650", "--to", "195,450", "--duration", "0.08", "--at", "0.25", "--wait", "3.0"]],
                 replay: ["--scale", "2", "--fps", "60"], rate: "normal", releases: [2500], springs: [], traceScene: "list"),
        Scenario(name: "pull", scene: "list", gestures: [["pull", "80", "--at", "0.2041", "--wait", "1.0"]],
                 replay: ["--scale", "2", "--fps", "30"], rate: "normal", releases: [], springs: [(1.32, 0.33)], traceScene: "list"),
        Scenario(name: "bar", scene: "expandable-bar",
                 gestures: [["drag", "--from", "195,600", "--to", "195,560", "--duration", "0.25", "--at", "0.2041", "--wait", "0.6"]],
                 replay: ["--scale", "2", "--fps", "60"], rate: "normal", releases: [], springs: [], traceScene: "expandable-bar"),
        Scenario(name: "sheet", scene: "bottom-sheet",
                 gestures: [["drag", "--from", "195,450", "--to", "195,330", "--duration", "0.3", "--at", "0.2041", "--wait", "0.9"]],
                 replay: ["--scale", "2", "--fps", "60"], rate: "fast", releases: [], springs: [(1, 0.4)], traceScene: "bottom-sheet",
                 settles: true),
        Scenario(name: "simulator", scene: "list",
                 gestures: [["fling", "--viewport", "393x852", "--set", "deceleration=fast", "--velocity", "2500", "--from", "196,700",
                             "--at", "0.2041", "--wait", "0.8"]],
                 replay: ["--viewport", "393x852", "--scale", "3", "--fps", "30"], rate: "fast", releases: [2500], springs: [],
                 traceScene: "list"),
    ]

    /// The encodings of a phone and a share sheet: ffmpeg's output options (H.264 at a phone's
    /// quality unless said otherwise).
    static let h264 = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "28", "-pix_fmt", "yuv420p"]
    static let hevc = ["-c:v", "libx265", "-preset", "ultrafast", "-crf", "28", "-tag:v", "hvc1", "-x265-params", "log-level=error",
                       "-pix_fmt", "yuv420p"]
    /// Every second frame, with its own time (not `-r 30`, which moves frames).
    static let everySecondFrame = ["-vf", "select='not(mod(n\\,2))'", "-fps_mode", "vfr"]
    /// Drops every fifth frame and a burst of three every forty: a variable frame rate.
    static let variableRate = ["-vf", "select='not(eq(mod(n\\,5)\\,2))*not(between(mod(n\\,40)\\,20\\,22))'", "-fps_mode", "vfr"]

    static func scenario(_ name: String) -> Scenario { scenarios.first { $0.name == name }! }

    /// Every recording: each scenario's video, and the re-encoded ones.
    static var recordings: [Recording] {
        var recordings = scenarios.map { Recording(file: $0.video, scenario: $0, encoding: nil) }
        let normal = scenario("default"), fast = scenario("fast-8000")
        if hasEncoder("libx265") { recordings.append(Recording(file: "default-hevc.mov", scenario: normal, encoding: hevc)) }
        recordings += [
            Recording(file: "default-vfr.mp4", scenario: normal, encoding: variableRate + h264),
            Recording(file: "default-886.mp4", scenario: normal, encoding: ["-vf", "scale=886:-2:flags=area"] + h264),
            Recording(file: "fast-8000-30.mp4", scenario: fast, encoding: everySecondFrame + h264),
        ]
        return recordings
    }

    /// Whether ffmpeg lists the encoder (libx265 is not in every build).
    static func hasEncoder(_ name: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-hide_banner", "-encoders"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.contains(" \(name) ")
    }

    let folder: TemporaryFolder
    let executable: URL

    /// Makes every recording in a new folder; a failure names the command.
    init(executable: URL) throws {
        self.executable = executable
        folder = try TemporaryFolder()
        let scenarios = Self.scenarios
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
            do { try self.make(scenarios[index]) } catch { failures.add("\(scenarios[index].name): \(error)") }
        }
        let derived = Self.recordings.filter { $0.encoding != nil }
        DispatchQueue.concurrentPerform(iterations: derived.count) { index in
            let recording = derived[index]
            do {
                try self.run(URL(fileURLWithPath: "/usr/bin/env"), ["ffmpeg", "-nostdin", "-v", "error", "-i", recording.scenario.video]
                             + recording.encoding! + ["-y", recording.file])
            } catch { failures.add("\(recording.file): \(error)") }
        }
        if let failure = failures.first { throw NSError(domain: "MeasuredRecordings", code: 1, userInfo: [NSLocalizedDescriptionKey: failure]) }
    }

    private func make(_ scenario: Scenario) throws {
        for (index, gesture) in scenario.gestures.enumerated() {
            let output = index == 0 ? ["--scene", scenario.scene, "-o", scenario.trace] : ["-o", scenario.trace, "--append"]
            try run(executable, ["gesture"] + gesture + output)
        }
        try run(executable, ["replay", scenario.trace, "--states", scenario.states, "--video", scenario.video] + scenario.replay)
    }

    private func run(_ program: URL, _ arguments: [String]) throws {
        let outcome = try ScrollLabExecutable.run(program, arguments, in: folder)
        guard outcome.status == 0 else {
            throw NSError(domain: "MeasuredRecordings", code: Int(outcome.status),
                          userInfo: [NSLocalizedDescriptionKey: "\(arguments.joined(separator: " ")): \(outcome.stderr)"])
        }
    }

    func path(_ name: String) -> String { folder.path(name) }

    /// The state lines of a replay or a measure.
    func states(_ name: String) throws -> [ParsedState] {
        try String(contentsOfFile: path(name), encoding: .utf8).split(separator: "\n").map { try ParsedState(String($0)) }
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
        var first: String? { lock.lock(); defer { lock.unlock() }; return messages.first }
    }
}
