import Foundation
import MotionAnalysis

/// The segments as a text table for people (standard output when the state lines go to a file): each
/// segment's frames and times, what was fitted, what UIScrollView does from the same start, and the
/// difference (measured minus UIScrollView).
public enum SegmentTable {
    static let columns = [14, 12, 16, 44, 44]

    public static func lines(_ report: MeasureReport) -> [String] {
        let motion = report.motion, info = report.info
        let first = motion.times.first ?? 0, last = motion.times.last ?? 0
        let span = report.isWholeRecording ? "\(seconds(report.recordingDuration)) s"
            : "\(seconds(first))–\(seconds(last)) s of the recording, \(seconds(report.duration)) s"
        var lines = [
            "recording: \((info.path as NSString).lastPathComponent), \(info.codec) \(info.width)x\(info.height), "
                + "\(motion.times.count) frames at \(number(report.frameRate, 1)) fps (\(span))",
            "scale: \(report.scaleDescription)",
            "region: \(report.region.x),\(report.region.y),\(report.region.width),\(report.region.height) px"
                + (report.regionGiven ? " (given)" : " (found)"),
            "offsets: noise \(number(motion.noise, 2)) pt, tolerance \(number(motion.tolerance, 2)) pt",
            "tracked: \(report.trackedFrames) of \(motion.times.count) frames" + (report.trackedFrames == motion.times.count ? ""
                : "; untracked (offset unknown, no verdict where they fall): "
                    + report.untrackedByReason.map { "\($0.frames) \($0.loss.rawValue)" }.joined(separator: "; ")),
            "hitches: \(report.hitches.summary) (Apple's hitch time ratio: ms late per s in motion, a repeated frame "
                + "one refresh late; good < 5, warning 5-10, critical > 10)",
            "",
            row(["segment", "frames", "time (s)", "measured",
                 "UIScrollView (\(number(motion.comparison.configuration.decelerationRate.rawValue, 4)))", "difference"]),
        ]
        for (index, segment) in motion.segments.enumerated() {
            let first = report.firstFrame + segment.frames.lowerBound, last = report.firstFrame + segment.frames.upperBound
            let times = "\(seconds(motion.times[segment.frames.lowerBound]))–\(seconds(motion.times[segment.frames.upperBound]))"
            let entry = motion.comparison.entries.first { $0.segments.lowerBound == index }
            let known = entry.map(report.isTracked) ?? report.isTracked(segment)
            let measured = known ? describe(segment) : ["(spans untracked frames)"] + describe(segment)
            let ours = entry.map { known ? uiScrollView($0, segment: segment) : ["no verdict: frames untracked"] } ?? []
            let difference = known ? entry.map(differences) ?? [] : []
            let height = max(1, measured.count, ours.count, difference.count)
            for line in 0..<height {
                let cells = line == 0 ? [segment.kind.rawValue, "\(first)–\(last)", times] : ["", "", ""]
                lines.append(row(cells + [cell(measured, line), cell(ours, line), cell(difference, line)]))
            }
        }
        return lines
    }

    /// What was fitted, in a few short lines.
    static func describe(_ segment: MotionSegment) -> [String] {
        switch segment.kind {
        case .rest: return []
        case .finger: return segment.overscrolled ? ["past the edge (rubber band)"] : []
        case .deceleration:
            guard let fit = segment.decay else { return [] }
            var lines: [String] = []
            if let release = segment.release {
                lines.append("release \(number(release.velocity, 1)) pt/s at \(seconds(release.time)) s,")
            }
            lines.append("rate \(number(fit.rate, 5))" + (fit.stopSpeed.map { ", stops at \(number($0, 1)) pt/s," } ?? ","))
            if let crossing = segment.crossing {
                lines.append("meets the edge at \(number(crossing.velocity, 1)) pt/s")
            } else {
                lines.append("rests at \(number(fit.restingPosition, 1)) pt")
            }
            return lines
        case .return, .settle:
            if let curve = segment.curve {
                return ["\(curve.curveName) over \(seconds(curve.duration)) s,", "to \(number(curve.target, 1)) pt"]
            }
            guard let fit = segment.spring else { return [] }
            var lines = ["response \(seconds(fit.response)) s, damping ratio \(number(fit.dampingRatio, 2)),",
                         "time constant \(seconds(fit.timeConstant)) s, target \(number(fit.target, 1)) pt"]
            let overshoot = SegmentTable.overshoot(fit)
            if overshoot > 0.05 { lines.append("overshoot \(number(overshoot, 1)) pt") }
            return lines
        }
    }

    /// UIScrollView's figures for a compared segment.
    static func uiScrollView(_ entry: PhysicsComparison.Entry, segment: MotionSegment) -> [String] {
        var lines = ["rests at \(number(entry.restingOffset, 1)) pt, at \(seconds(entry.endTime)) s"]
        if let spring = entry.spring, segment.kind != .deceleration || segment.crossing != nil {
            lines.append("spring: response \(seconds(spring.response)) s, damping ratio \(number(spring.dampingRatio, 2))")
        }
        lines.append("largest difference \(number(entry.largestDifference, 1)) pt at \(seconds(entry.largestDifferenceTime)) s")
        return lines
    }

    static func differences(_ entry: PhysicsComparison.Entry) -> [String] {
        guard let rest = entry.restDifference, let end = entry.endDifference else { return ["(the recording ends first)"] }
        return [signed(rest, 1) + " pt", signed(end * 1000, 0) + " ms"]
    }

    /// The largest excursion past the target on the side away from where the spring started (a spring
    /// that starts on its target, after a fling into an edge: the side it moves to), points.
    static func overshoot(_ fit: SpringFit) -> Double {
        let start = fit.position(at: fit.start) - fit.target
        let side: Double = abs(start) > 0.01 ? (start < 0 ? -1 : 1) : (fit.velocity(at: fit.start) < 0 ? 1 : -1)
        var largest = 0.0
        var t = fit.start
        while t < fit.endTime {
            largest = max(largest, -side * (fit.position(at: t) - fit.target))
            t += 0.002
        }
        return largest
    }

    private static func cell(_ lines: [String], _ index: Int) -> String { index < lines.count ? lines[index] : "" }

    private static func row(_ cells: [String]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let width = index < columns.count ? columns[index] : 0
            text += cell.count < width ? cell + String(repeating: " ", count: width - cell.count) : cell + " "
        }
        return text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }

    public static func number(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
    public static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
    static func signed(_ value: Double, _ decimals: Int) -> String { String(format: "%+.\(decimals)f", value) }
}
