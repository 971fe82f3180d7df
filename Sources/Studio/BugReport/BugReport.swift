import Foundation

/// What a bug report's `report.txt` and `report.json` say: the note, where it happened (scene,
/// device, preset, the options as a `--set` line), the marked frame (its state line, its times),
/// which build and on what machine and display, the files written and what could not be.
public struct BugReport: Equatable, Codable {
    /// The note typed in the window; nil when skipped with Esc.
    public var note: String?
    public var scene: String
    /// The device profile's identifier (`--device`).
    public var device: String
    /// The preset the marked scene was opened with (`run --preset`), if any: none for a scene switched to.
    public var preset: String?
    /// The options that differ from their defaults at the mark, as arguments (`--set NAME=VALUE ...`).
    public var setLine: String
    /// The marked frame's state line, as `replay` gives it.
    public var stateLine: String
    /// The marked frame's index in the replay of the trace (frames at the device's refresh rate, of trace time).
    public var frame: Int
    /// Seconds of the scene's clock (pauses left out) at the mark.
    public var sceneTime: Double
    /// Seconds of trace time at the mark (the trace's end) and where the trace's output and the
    /// video start (its header's `from`).
    public var traceTime: Double
    public var from: Double
    /// `scroll-lab --version`.
    public var version: String
    /// The kernel, its release and the processor (uname), and the processors there are.
    public var machine: String
    /// The display the window was on: its name, mode and the window's pixel scale.
    public var display: String
    /// The files written into the folder, by name.
    public var files: [String] = []
    /// One line for each part that could not be written, with the reason.
    public var problems: [String] = []

    /// `report.txt`: one `key: value` line each, the replay command last.
    public func text(folder: String) -> String {
        var lines = [
            "ScrollLab bug report",
            "note: \(note ?? "(none: skipped with Esc)")",
            "scene: \(scene)",
            "device: \(device)",
            "preset: \(preset ?? "(none)")",
            "options: \(setLine.isEmpty ? "(the defaults)" : setLine)",
            "marked: frame \(frame), \(BugReport.seconds(sceneTime)) of scene time, \(BugReport.seconds(traceTime)) of trace time",
            "state: \(stateLine)",
            "version: \(version)",
            "machine: \(machine)",
            "display: \(display)",
            "files: \(files.isEmpty ? "(none)" : files.joined(separator: ", "))",
        ]
        lines += problems.map { "not written: \($0)" }
        lines.append("replay: scroll-lab replay \(folder)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `report.json`: the same fields, keys sorted, a missing note as null.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, number or array of strings: encoding cannot fail.
        let data = (try? encoder.encode(JSONForm(self))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `12.345 s`.
    static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

    /// The report with its note written out as null when there is none (Codable leaves it out).
    private struct JSONForm: Encodable {
        let report: BugReport
        init(_ report: BugReport) { self.report = report }

        func encode(to encoder: Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: BugReport.CodingKeys.self)
            if report.note == nil { try container.encodeNil(forKey: .note) }
        }
    }
}
