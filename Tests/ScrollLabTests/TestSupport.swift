import Foundation

/// Trace texts for the command line (QA-INTERFACE.md, "Trace files").
enum Traces {
    /// When `fling` lifts the finger.
    static let flingRelease = 0.080

    /// Finger down at y = 650, up 20 pt every 8 ms to y = 450 (2500 pt/s), lifted at the last sample,
    /// then nothing until `end`.
    static func fling(start: Double = 0, end: Double = 6) -> String {
        var lines = [#"{"t": \#(start), "type": "down", "x": 195, "y": 650}"#]
        for step in 1...9 {
            lines.append(#"{"t": \#(start + Double(step) * 0.008), "type": "move", "x": 195, "y": \#(650 - 20 * step)}"#)
        }
        lines.append(#"{"t": \#(start + flingRelease), "type": "up", "x": 195, "y": 450}"#)
        lines.append(#"{"t": \#(end), "type": "wait"}"#)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The package root: the ancestor of this file that holds Package.swift.
func packageRoot(file: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return nil
}
