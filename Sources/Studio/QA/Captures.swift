import Foundation
import Graphics
import LabBasics
import Scenes
import ScrollUI
import LabTraces

/// What the window writes into `captures/`: the input of the scene on screen since it loaded (its
/// log, `InputCapture`), a recording of it (R, `run --record`), a save of the last 30 s (L), a video
/// made headless from it (V) and screenshots (S). Paths go to standard output, failures to standard
/// error and a note in the window (`Notices`); the window keeps running.
public final class Captures {
    /// Where screenshots and key-R recordings go, relative to the current folder.
    static let folder = "captures"

    private let notices: Notices
    var folder = Captures.folder
    /// The input of the scene on screen since it loaded (`start(_:assignments:compare:)`).
    public private(set) var log: InputCapture?
    /// The running recording.
    public var recorder: TraceRecorder? { log?.recorder }

    /// The videos made beside the window (V, a bug report's), one at a time.
    public let exports = BackgroundExport()
    /// The window has closed and waits for `exports`: what they say names it.
    public var isClosing = false

    init(notices: Notices) {
        self.notices = notices
    }

    /// Completes the running recording and starts the log of `session`, a scene just loaded
    /// (`assignments` and `compare`: a compare's base options and sets).
    func start(_ session: SceneSession, assignments: [String]?, compare: [String]) {
        stopRecording(at: session.window.now)
        log = InputCapture(session: session, assignments: assignments, compare: compare)
    }

    /// Logs an input the window applied (its time on the window's clock) and hands it to the
    /// recording; a failing write stops the recording with a message, and the window keeps running.
    func log(_ event: Input) {
        do {
            try log?.append(event)
        } catch {
            notices.fail("recording stopped: \(Notices.message(error))", note: "Recording stopped", at: event.time)
        }
    }

    // MARK: Recording

    /// Starts recording to `path` (`run --record`, or key R with a generated name in `captures/`):
    /// everything logged since the scene loaded, then each event as it happens.
    public func startRecording(to path: String, at time: Double) throws {
        try log?.startRecording(into: OutputFile(path: path), at: time)
        notices.report("scroll-lab: recording to \(path)")
    }

    /// Records into an already made recorder (tests give it a sink that fails).
    func adopt(recorder: TraceRecorder) {
        log?.adopt(recorder: recorder)
    }

    public func stopRecording(at time: Double) {
        do {
            if let path = try log?.stopRecording(at: time) { notices.report("scroll-lab: recorded \(path)") }
        } catch {
            notices.fail("recording stopped: \(Notices.message(error))", note: "Recording stopped", at: time)
        }
    }

    /// Key R: stops the recording, or starts one in `captures/`.
    func toggleRecording(session: SceneSession, at time: Double) {
        if recorder != nil { return stopRecording(at: time) }
        do {
            try makeFolder()
            try startRecording(to: path(for: session, suffix: "jsonl"), at: session.window.now)
        } catch {
            notices.fail("cannot record: \(Notices.message(error))", note: "Cannot record", at: time)
        }
    }

    // MARK: Saves, videos, screenshots

    /// Key L: everything since the scene loaded into `captures/`, its output starting 30 s ago.
    func saveRecent(session: SceneSession, at time: Double) {
        guard let log else { return }
        let seconds = Int(InputCapture.recentDuration)
        do {
            try makeFolder()
            let path = path(for: session, suffix: "jsonl")
            try log.saveRecent(into: OutputFile(path: path), at: time)
            notices.report("scroll-lab: saved the last \(seconds) s to \(path)")
            notices.show(note: "Saved the last \(seconds) s", at: time)
        } catch {
            notices.fail("cannot save the last \(seconds) s: \(Notices.message(error))", note: "Not saved", at: time)
        }
    }

    /// Key L with a loop range set: everything since the scene loaded into `captures/`, its output the
    /// range (`scene`, scene time: the header's `from=` and `until=`).
    func saveRange(_ scene: ClosedRange<Double>, session: SceneSession, at time: Double) {
        guard let log else { return }
        let times = String(format: "%.3f–%.3f s", scene.lowerBound, scene.upperBound)
        do {
            try makeFolder()
            let path = path(for: session, suffix: "jsonl")
            try log.saveRange(into: OutputFile(path: path), scene: scene, at: time)
            notices.report("scroll-lab: saved the loop range \(times) to \(path)")
            notices.show(note: "Saved the loop range", at: time)
        } catch {
            notices.fail("cannot save the loop range: \(Notices.message(error))", note: "Not saved", at: time)
        }
    }

    /// Key V: the loop range (`range`, scene time) when one is set, else the running recording (from
    /// where it started), or else the last 30 s, as an MP4 in `captures/`, made from the log in `style`
    /// (its scale, its overlays) beside the live window (`exports`), after the ones asked for before.
    /// ffmpeg missing or failing is one line on standard error and a note.
    func exportVideo(session: SceneSession, style: CaptureStyle, range: ClosedRange<Double>? = nil, assets: any AssetStore) {
        guard let log else { return }
        let time = session.window.now
        do {
            try makeFolder()
            let path = path(for: session, suffix: "mp4")
            let span = range.map { log.logSpan(scene: $0) }
            let start = span?.lowerBound ?? log.recordingStart ?? log.recentStart(at: time)
            let prepared = try VideoExport(capture: log, start: start, end: span?.upperBound, style: style)
                .prepared(events: log.events(until: time))
            let waits = exports.isBusy
            exports.add(work: { try prepared.write(to: path, assets: assets, speed: .quick, progress: $0) }) { [self] result, now in
                finishVideo(result, path: path, at: now)
            }
            notices.show(note: waits ? "Video waits its turn" : "Exporting a video", at: time)
        } catch {
            notices.fail("\(Notices.message(error))", note: "No video", at: time)
        }
    }

    /// Says where a video made in the background went (after the window closed, too), or why there is none.
    private func finishVideo(_ result: Result<Void, Error>, path: String, at time: Double) {
        switch result {
        case .success:
            notices.report("scroll-lab: video \(path)" + (isClosing ? " (finished after the window closed)" : ""))
            notices.show(note: "Saved \((path as NSString).lastPathComponent)", at: time)
        case .failure(let error) where error is BackgroundExport.Cancelled:
            notices.report("scroll-lab: video cancelled, nothing written to \(path)")
            notices.show(note: "Video cancelled", at: time)
        case .failure(let error):
            notices.fail("\(Notices.message(error))", note: "No video", at: time)
        }
    }

    /// Key S: `render` writes the viewport (a `canvas` of points at `scale`) to a path in `captures/`;
    /// a frame past the pixel limit is refused with the reason.
    func screenshot(session: SceneSession, canvas: Size, scale: Double, render: (String) throws -> Void) {
        do {
            if let problem = Limits.frameProblem(canvas, scale: scale) {
                throw AppError.runtime("\(problem) (run --capture-scale sets a smaller scale)")
            }
            try makeFolder()
            let path = path(for: session, suffix: "png")
            try render(path)
            notices.report("scroll-lab: screenshot \(path)")
            notices.confirm("Saved \((path as NSString).lastPathComponent)", at: session.window.now)
        } catch {
            notices.fail("cannot save a screenshot in \(folder)/: \(Notices.message(error))", note: "No screenshot",
                         at: session.window.now)
        }
    }

    /// Shift+C on the tuning panel: the tuned values as Swift, on standard output and into
    /// `captures/<scene>-<seconds>.swift`.
    func writeHandoff(_ code: String, session: SceneSession) {
        notices.report(code)
        do {
            try makeFolder()
            let path = path(for: session, suffix: "swift")
            try OutputFile.write(text: code, to: path)
            notices.report("scroll-lab: Swift handoff \(path)")
            notices.confirm("Saved \((path as NSString).lastPathComponent)", at: session.window.now)
        } catch {
            notices.fail("cannot write the Swift handoff in \(folder)/: \(Notices.message(error))", note: "Not written",
                         at: session.window.now)
        }
    }

    private func makeFolder() throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AppError.runtime("cannot create '\(folder)'")
        }
    }

    /// `captures/<scene>-<seconds since start>.<suffix>`, unique within the folder.
    func path(for session: SceneSession, suffix: String) -> String {
        let stamp = String(format: "%08.3f", session.window.now)
        var path = "\(folder)/\(session.name)-\(stamp).\(suffix)"
        var counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(folder)/\(session.name)-\(stamp)-\(counter).\(suffix)"
            counter += 1
        }
        return path
    }
}
