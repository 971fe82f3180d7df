import Graphics
import Scenes

/// The comment line a recording starts with: scene, viewport, preset and options, so `replay` needs no
/// `--scene`:  `# scroll-lab scene=list viewport=390x844 preset=seed set=rows=1000 set=bounces=true`.
public struct TraceHeader: Equatable {
    public static let prefix = "# scroll-lab"

    public var scene: String
    public var viewport: Size
    public var assignments: [String]
    /// The scene preset whose values come before `assignments`, if any.
    public var preset: String?

    var line: String {
        var parts = [TraceHeader.prefix, "scene=\(scene)",
                     "viewport=\(ReadableNumber.text(viewport.width))x\(ReadableNumber.text(viewport.height))"]
        if let preset { parts.append("preset=\(preset)") }
        parts += assignments.map { "set=\($0)" }
        return parts.joined(separator: " ")
    }

    /// The header among the first lines of a trace's text, if it has one.
    init?(traceText: Substring) {
        // "\r\n" is one Character, so split on any newline: CRLF files keep their header.
        for rawLine in traceText.split(maxSplits: 20, omittingEmptySubsequences: true, whereSeparator: \.isNewline).prefix(20) {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            guard line.hasPrefix(TraceHeader.prefix + " ") else { continue }
            var scene: String?, preset: String?, viewport = Size(width: 390, height: 844), assignments: [String] = []
            for field in line.dropFirst(TraceHeader.prefix.count).split(separator: " ") {
                if field.hasPrefix("scene=") { scene = String(field.dropFirst(6)) }
                if field.hasPrefix("set=") { assignments.append(String(field.dropFirst(4))) }
                if field.hasPrefix("preset=") { preset = String(field.dropFirst(7)) }
                if field.hasPrefix("viewport="), let size = ViewportSize(argument: String(field.dropFirst(9))), size.problem == nil {
                    viewport = size.size
                }
            }
            guard let scene else { return nil }
            self.init(scene: scene, viewport: viewport, assignments: assignments, preset: preset)
            return
        }
        return nil
    }

    public init(scene: String, viewport: Size, assignments: [String], preset: String? = nil) {
        self.scene = scene
        self.viewport = viewport
        self.assignments = assignments
        self.preset = preset
    }
}
