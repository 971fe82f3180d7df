import Foundation
import Graphics
import LabBasics
import LabDrawing
import Scenes
import ScrollUI
import LabTraces

/// A bug report in one key (B): marks the frame shown (`BugMark`) and freezes it while a one-line
/// note is typed over it (`NoteField`: Return writes, Esc writes without a note, Backspace; every
/// other key goes to the note, never to a shortcut or the scene), then writes a new folder in
/// `captures/` (`BugReportFolder`) with the trace, the video of the 10 s before the mark, a
/// screenshot of the marked frame and the report (`BugReport`). A part that cannot be written is
/// said in the window and on standard error, one line, and the parts that could be are kept.
public final class BugReporter {
    /// What a key does while the note is typed.
    public enum KeyResult: Equatable {
        /// The note changed, or the key was taken and did nothing (the frame is redrawn).
        case editing
        /// Return (the note) or Esc (none): write the report.
        case write(note: String?)
    }

    /// The marked frame, replayed: the scene as it shows it and its state line.
    struct Marked {
        let mark: BugMark
        let capture: InputCapture
        let session: SceneSession
        let stateLine: String
    }

    /// How long the card naming the written folder stays, seconds: as long as the notice, which
    /// the window wakes up for.
    static let savedDuration = Notices.failureDuration

    private let notices: Notices
    private let captures: Captures
    /// The preset each scene was opened with (`run --preset`), by scene name, for the report: the
    /// window's scene has it, and keeps it through a switch away and back (keys 1–4), as its options.
    public var presets: [String: String] = [:]
    private(set) var marked: Marked?
    public private(set) var field: NoteField?
    /// The folder last written and until when (window clock) the card names it.
    private(set) var saved: (folder: String, complete: Bool, until: Double)?

    init(notices: Notices, captures: Captures) {
        self.notices = notices
        self.captures = captures
    }

    /// True while the note is typed: keys and text go to it.
    public var isEditing: Bool { field != nil }

    /// The marked frame, shown instead of the live window while the note is typed.
    public var frozenSession: SceneSession? { field == nil ? nil : marked?.session }

    /// Key B: marks the frame shown (`shownSceneTime`: the timeline's frame, nil for the live window at
    /// `windowTime`) and opens the note; false when it cannot (said in the window and on standard error).
    @discardableResult
    public func begin(shownSceneTime: Double?, windowTime: Double, assets: any AssetStore) -> Bool {
        guard let capture = captures.log else { return false }
        do {
            let mark = try BugMark(capture: capture, shownSceneTime: shownSceneTime, windowTime: windowTime)
            let (session, line) = try mark.replay(capture, assets: assets)
            marked = Marked(mark: mark, capture: capture, session: session, stateLine: line)
            field = NoteField()
            saved = nil
            return true
        } catch {
            notices.fail("cannot make a bug report: \(Notices.message(error))", note: "No bug report", at: windowTime)
            return false
        }
    }

    /// A key while the note is typed.
    public func handleKey(_ event: KeyEvent) -> KeyResult {
        switch event.key {
        case "return", "keypadenter": return .write(note: field?.note)
        case "escape": return .write(note: nil)
        case "backspace": field?.deleteBackward()
        default: break
        }
        return .editing
    }

    /// Text typed into the note (the host's text input).
    public func insert(_ text: String) {
        field?.insert(text)
        field?.composition = ""
    }

    /// What the input method is composing, shown after the caret.
    public func compose(_ text: String) {
        field?.composition = text
    }

    /// The parts of a report: the window's own, which only it can make.
    public struct Sources {
        /// `scroll-lab --version`.
        public var version: String
        /// The display's name, mode and the window's pixel scale.
        public var display: String
        /// How screenshots and videos are made (the phone's pixel scale, no overlays).
        public var style: CaptureStyle
        public var assets: any AssetStore
        /// Writes `session`'s frame to a PNG at a path in a style (S's path).
        public var screenshot: (SceneSession, String, CaptureStyle) throws -> Void

        public init(version: String, display: String, style: CaptureStyle, assets: any AssetStore,
                    screenshot: @escaping (SceneSession, String, CaptureStyle) throws -> Void) {
            self.version = version
            self.display = display
            self.style = style
            self.assets = assets
            self.screenshot = screenshot
        }
    }

    /// Writes the report of the marked frame with `note` into a new folder and closes the note; the
    /// folder's path, or nil when none could be made. The trace and the screenshot are written at once;
    /// the video is made beside the window (`Captures.exports`) and the report's text and JSON follow
    /// it, said then. `now` reads the window's clock.
    @discardableResult
    public func write(note: String?, sources: Sources, now: () -> Double) -> String? {
        defer { field = nil }
        guard let marked else { return nil }
        self.marked = nil
        let folder: String
        do {
            folder = try BugReportFolder.create(in: captures.folder, at: Date())
        } catch {
            notices.fail("cannot write a bug report: \(Notices.message(error))", note: "No bug report", at: now())
            return nil
        }
        var report = makeReport(marked, note: note, sources: sources)
        func attempt(_ name: String, _ write: (String) throws -> Void) {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                try write(path)
                report.files.append(name)
            } catch {
                report.problems.append("\(name): \(Notices.message(error))")
            }
        }
        let mark = marked.mark, capture = marked.capture
        attempt(BugReportFolder.trace) { path in
            let recorder = try TraceRecorder(path: path, header: capture.header(from: mark.from), startTime: 0)
            for event in mark.events.dropLast() { try recorder.record(event) }
            try recorder.finish(at: mark.traceTime)
        }
        attempt(BugReportFolder.screenshot) { try sources.screenshot(marked.session, $0, sources.style) }
        // The video is made beside the window (`Captures.exports`); the report follows it.
        let video = (folder as NSString).appendingPathComponent(BugReportFolder.video), assets = sources.assets
        do {
            let prepared = try VideoExport(capture: capture, start: mark.from, style: sources.style).prepared(events: mark.events)
            captures.exports.add(work: { try prepared.write(to: video, assets: assets, speed: .quick, progress: $0) }) {
                [self, report] result, time in
                var report = report
                switch result {
                case .success: report.files.append(BugReportFolder.video)
                case .failure(let error): report.problems.append("\(BugReportFolder.video): \(Notices.message(error))")
                }
                writeReport(report, folder: folder, at: time)
            }
            notices.show(note: "Saving report…", at: now())
        } catch {
            report.problems.append("\(BugReportFolder.video): \(Notices.message(error))")
            writeReport(report, folder: folder, at: now())
        }
        return folder
    }

    /// Writes the report's text and JSON into `folder` and says so.
    private func writeReport(_ report: BugReport, folder: String, at time: Double) {
        var report = report
        let written = report
        for (name, text) in [(BugReportFolder.reportText, written.text(folder: folder)), (BugReportFolder.reportJSON, written.json)] {
            do {
                try OutputFile.write(text: text, to: (folder as NSString).appendingPathComponent(name))
                report.files.append(name)
            } catch {
                report.problems.append("\(name): \(Notices.message(error))")
            }
        }
        finish(report, folder: folder, at: time)
    }

    /// Says where the report went, or what is missing from it and why.
    private func finish(_ report: BugReport, folder: String, at time: Double) {
        if report.problems.isEmpty {
            notices.report("scroll-lab: bug report \(folder)" + (captures.isClosing ? " (finished after the window closed)" : ""))
            notices.show(note: "Bug report saved", at: time)
        } else {
            notices.fail("bug report \(folder) is missing " + report.problems.joined(separator: "; "),
                         note: "Bug report incomplete", at: time)
        }
        saved = (folder, report.problems.isEmpty, time + BugReporter.savedDuration)
    }

    private func makeReport(_ marked: Marked, note: String?, sources: Sources) -> BugReport {
        let session = marked.session, mark = marked.mark
        let changed = session.sceneType.options.filter { session.settings.text(of: $0.name) != $0.defaultValue(on: session.device) }
        return BugReport(note: note, scene: session.name, device: session.device.identifier, preset: presets[session.name],
                         setLine: changed.map { "--set \($0.name)=\(session.settings.text(of: $0.name))" }.joined(separator: " "),
                         stateLine: marked.stateLine, frame: mark.frame, sceneTime: mark.sceneTime, traceTime: mark.traceTime,
                         from: mark.from, version: sources.version, machine: MachineInfo.description, display: sources.display)
    }

    /// What the card over the viewport shows at `time` (window clock): the note being typed, or the
    /// folder just written; nil otherwise.
    public func card(at time: Double) -> BugReportCard? {
        if let field, let marked {
            return .note(field, caption: marked.mark.caption)
        }
        if let saved, time < saved.until { return .saved(folder: saved.folder, complete: saved.complete) }
        return nil
    }
}
