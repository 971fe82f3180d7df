import Foundation
import LabTraces

/// Trace texts the tests build (QA-INTERFACE.md, "Trace files").
public enum Traces {
    /// The speed of `fling`: 20 pt every 8 ms.
    public static let flingSpeed = 2500.0
    /// When `fling` lifts the finger.
    public static let flingRelease = 0.080

    /// Finger down at y = 650, up 20 pt every 8 ms to y = 450 (2500 pt/s), lifted at the last sample,
    /// then nothing until `end`.
    public static func fling(start: Double = 0, end: Double = 6) -> String {
        var lines = [#"{"t": \#(start), "type": "down", "x": 195, "y": 650}"#]
        for (step, time) in StrokeSampler(interval: 0.008).repeatTimes(count: 10).enumerated().dropFirst() {
            lines.append(#"{"t": \#(start + time), "type": "move", "x": 195, "y": \#(650 - 20 * step)}"#)
        }
        lines.append(#"{"t": \#(start + flingRelease), "type": "up", "x": 195, "y": 450}"#)
        lines.append(#"{"t": \#(end), "type": "wait"}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// At the top (when `start` is 0): finger down at y = 300, pulled down 10 pt every 16 ms to y = 500, held still for
    /// 0.2 s (no fling), lifted at t = 0.52, then nothing until `end`.
    public static func pull(start: Double = 0, end: Double = 3) -> String {
        var lines = ["# pull the list down and let go", #"{"t": \#(start), "type": "down", "x": 195, "y": 300}"#]
        for (step, time) in StrokeSampler(interval: 0.016).repeatTimes(count: 21).enumerated().dropFirst() {
            lines.append(#"{"t": \#(start + time), "type": "move", "x": 195, "y": \#(300 + 10 * step)}"#)
        }
        lines.append(#"{"t": \#(start + 0.52), "type": "up", "x": 195, "y": 500}"#)
        lines.append(#"{"t": \#(end), "type": "wait"}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Ten precise touchpad deltas of 12 pt every 10 ms, then nothing until `end`.
    public static func touchpad(start: Double = 0, end: Double = 4) -> String {
        var lines: [String] = []
        for time in StrokeSampler(interval: 0.01).repeatTimes(count: 10) {
            lines.append(#"{"t": \#(start + time), "type": "wheel", "x": 195, "y": 400, "dx": 0, "dy": 12, "precise": true}"#)
        }
        lines.append(#"{"t": \#(end), "type": "wait"}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three mouse-wheel notches toward the end of the content, 50 ms apart, then nothing until `end`.
    public static func notches(end: Double = 2) -> String {
        var lines: [String] = []
        for time in StrokeSampler(interval: 0.05).repeatTimes(count: 3) {
            lines.append(#"{"t": \#(time), "type": "wheel", "x": 195, "y": 400, "dy": 1, "precise": false}"#)
        }
        lines.append(#"{"t": \#(end), "type": "wait"}"#)
        return lines.joined(separator: "\n") + "\n"
    }
}
