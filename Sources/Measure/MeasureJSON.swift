import Foundation
import MotionAnalysis

/// `measure --json FILE`: the recording, the scale and region, the runs of untracked frames with their
/// reasons, and every segment with its fit and UIScrollView's figures (only for tracked segments), as data (times in seconds, offsets in points, speeds in pt/s).
public enum MeasureJSON {
    public static func data(_ report: MeasureReport) throws -> Data {
        let motion = report.motion
        var segments: [[String: Any]] = []
        for (index, segment) in motion.segments.enumerated() {
            var item: [String: Any] = ["kind": segment.kind.rawValue,
                                       "firstFrame": report.firstFrame + segment.frames.lowerBound,
                                       "lastFrame": report.firstFrame + segment.frames.upperBound,
                                       "start": motion.times[segment.frames.lowerBound],
                                       "end": motion.times[segment.frames.upperBound]]
            if segment.kind == .finger { item["overscrolled"] = segment.overscrolled }
            if let fit = segment.decay {
                var decay: [String: Any] = ["rate": fit.rate, "continuousEnd": fit.end, "restingOffset": fit.restingPosition]
                if let stop = fit.stopSpeed { decay["stopSpeed"] = stop }
                if let release = segment.release {
                    decay["releaseTime"] = release.time
                    decay["releaseVelocity"] = release.velocity
                    decay["releaseSpeedBounds"] = [release.speedBounds.lowerBound, release.speedBounds.upperBound]
                }
                if let crossing = segment.crossing {
                    decay["edge"] = crossing.edge
                    decay["edgeTime"] = crossing.time
                    decay["edgeVelocity"] = crossing.velocity
                }
                item["deceleration"] = decay
            }
            if let fit = segment.spring {
                item["spring"] = ["response": fit.response, "dampingRatio": fit.dampingRatio, "timeConstant": fit.timeConstant,
                                  "target": fit.target, "overshoot": SegmentTable.overshoot(fit)]
            }
            if let fit = segment.curve {
                item["curve"] = ["name": fit.curveName, "start": fit.start, "duration": fit.duration, "target": fit.target]
            }
            if let end = segment.endTime { item["motionEnd"] = end }
            let entry = motion.comparison.entries.first { $0.segments.lowerBound == index }
            let known = entry.map(report.isTracked) ?? report.isTracked(segment)
            item["tracked"] = known
            if let entry, known {
                var ours: [String: Any] = ["start": entry.start, "restingOffset": entry.restingOffset, "end": entry.endTime,
                                           "largestDifference": entry.largestDifference,
                                           "largestDifferenceTime": entry.largestDifferenceTime]
                if let spring = entry.spring {
                    ours["spring"] = ["response": spring.response, "dampingRatio": spring.dampingRatio,
                                      "timeConstant": SpringFit.timeConstant(spring)]
                }
                if let rest = entry.restDifference { ours["restDifference"] = rest }
                if let end = entry.endDifference { ours["endDifference"] = end }
                item["uiScrollView"] = ours
            }
            segments.append(item)
        }
        let object: [String: Any] = [
            "recording": ["path": report.info.path, "codec": report.info.codec, "width": report.info.width,
                          "height": report.info.height, "rotation": report.info.rotation, "frames": motion.times.count,
                          "firstFrame": report.firstFrame, "frameRate": report.frameRate],
            "scale": ["pixelsPerPoint": report.scale.vertical, "source": report.scale.source.rawValue,
                      "screen": report.scale.screen.map { "\(Int($0.width))x\(Int($0.height))" } ?? NSNull()],
            "region": ["x": report.region.x, "y": report.region.y, "width": report.region.width, "height": report.region.height,
                       "given": report.regionGiven],
            "noise": motion.noise, "tolerance": motion.tolerance, "trackedFrames": report.trackedFrames,
            "hitchRatio": report.hitches.millisecondsPerSecond ?? NSNull(),
            "hitchBand": report.hitches.band?.rawValue ?? NSNull(),
            "untracked": report.untrackedRuns.map { run -> [String: Any] in
                ["firstFrame": report.firstFrame + run.frames.lowerBound, "lastFrame": report.firstFrame + run.frames.upperBound,
                 "start": motion.times[run.frames.lowerBound], "end": motion.times[run.frames.upperBound],
                 "reason": run.loss.rawValue, "offsetsAfterFromUnknownConstant": run.loss == .noMatch]
            },
            "decelerationRate": motion.comparison.configuration.decelerationRate.rawValue,
            "segments": segments,
        ]
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        data.append(0x0A)
        return data
    }
}
