import Foundation
import LabBasics
import LabDrawing

/// The window's own record of its frame timing (`run --timings FILE`), so that what the HUD showed
/// can be checked against the raw measurements of the same run. JSON lines, times on the window's
/// clock in seconds:
///
///     {"present": 3.2171, "end": 3.2199, "work": 0.0018, "upload": 0.0005, "display": 0.0005,
///      "moving": true, "paced": true, "paused": false}           ← one per presented frame
///     {"input": 3.2010, "shown": 3.2199}                         ← one per timed input
///     {"hud": {"refresh": "display 60 Hz (measured)", "refreshInterval": 0.016667, ...}}  ← at the end
///
/// `moving` and `paced` are what the frame timings were told (the scene moved, and the frame was due
/// as soon as the one before allowed, since the frame before); `paused`, the scene's clock stood.
/// The `hud` line holds the texts the HUD shows and the numbers they come from, among them Apple's
/// hitch time ratio (`hitchRatio`, ms late per s in motion, with its `hitchBand`).
public final class TimingLog {
    private let writer: LineWriter

    /// Writes to the file at `path` (replaced).
    public init(path: String) throws {
        writer = try LineWriter(path: path, append: false)
    }

    /// A presented frame: its frame time, when its present ended, and its parts, seconds.
    public func present(at time: Double, end: Double, work: Double, upload: Double, display: Double,
                        moving: Bool, paced: Bool, paused: Bool) throws {
        try writer.write("{\"present\": \(Self.number(time)), \"end\": \(Self.number(end)), \"work\": \(Self.number(work)), "
                         + "\"upload\": \(Self.number(upload)), \"display\": \(Self.number(display)), "
                         + "\"moving\": \(moving), \"paced\": \(paced), \"paused\": \(paused)}")
    }

    /// An input at `input` first shown by the present that ended at `shown`.
    public func latency(input: Double, shown: Double) throws {
        try writer.write("{\"input\": \(Self.number(input)), \"shown\": \(Self.number(shown))}")
    }

    /// Writes what the HUD shows from `timings` and closes the file.
    public func finish(_ timings: FrameTimings) throws {
        let readout = HUDReadout(timings: timings)
        var hud: [String: Any] = [
            "refresh": FrameTimingGraph.refreshText(timings),
            "refreshKnown": timings.isRefreshRateKnown,
            "refreshMeasured": timings.isRefreshMeasured,
            "refreshInterval": timings.refreshInterval,
            "fps": readout.framesPerSecond,
            "framesPerSecond": timings.framesPerSecond,
            "dropped": readout.droppedCount,
            "framesKept": timings.frameCount,
            "latency": readout.latency,
            "latenciesKept": timings.latencies.count,
        ]
        // Apple's hitch time ratio of the scene's frames in motion and of its last gesture (ms/s).
        hud["hitches"] = readout.hitches
        hud["hitchRatio"] = timings.sceneHitches.millisecondsPerSecond
        hud["hitchBand"] = timings.sceneHitches.band?.rawValue
        hud["gestureHitchRatio"] = timings.gestureHitches.millisecondsPerSecond
        let latency = timings.latencyPercentiles(0.5, 0.99)
        hud["latencyP50"] = latency?.first
        hud["latencyP99"] = latency?.second
        let data = try JSONSerialization.data(withJSONObject: ["hud": hud], options: [.sortedKeys])
        try writer.write(String(decoding: data, as: UTF8.self))
        try writer.close()
    }

    /// Microseconds are enough, and the lines stay short.
    private static func number(_ value: Double) -> String {
        String(format: "%.6f", value)
    }
}
