import Foundation
import MotionAnalysis

/// `bench --window`: per scene, where a real window's frame time goes (work, upload, present) and the
/// time from an input event to the end of the present that shows it, with the dropped frames and
/// Apple's hitch time ratio over the frames in motion (`HitchTimeRatio`, ms/s and its band).
public struct WindowBenchReport {
    public struct Scene {
        public let name: String
        public let work: FrameStatistics
        public let upload: FrameStatistics
        public let present: FrameStatistics
        public let latency: FrameStatistics
        public let dropped: Int
        public let hitches: HitchTimeRatio

        public init(name: String, work: FrameStatistics, upload: FrameStatistics, present: FrameStatistics,
                    latency: FrameStatistics, dropped: Int, hitches: HitchTimeRatio) {
            self.name = name
            self.work = work
            self.upload = upload
            self.present = present
            self.latency = latency
            self.dropped = dropped
            self.hitches = hitches
        }
    }

    public let header: String
    public let scenes: [Scene]

    /// `header` names the window: its pixel size, renderer, vsync and refresh rate.
    public init(header: String, scenes: [Scene]) {
        self.header = header
        self.scenes = scenes
    }

    /// "-" when no frame of the run had input.
    private func latency(_ seconds: Double, _ scene: Scene) -> String {
        scene.latency.count == 0 ? "-" : BenchReport.ms(seconds)
    }

    /// "2.1 good", or "-" without motion.
    static func hitches(_ ratio: HitchTimeRatio) -> String {
        guard let value = ratio.millisecondsPerSecond, let band = ratio.band else { return "-" }
        return String(format: "%.1f ", value) + band.rawValue
    }

    public var table: [String] {
        var lines = ["ScrollLab bench --window: \(header)",
                     "work = advance + layout + display list + raster; upload = changed rows to the texture; "
                     + "present = SDL_RenderPresent (waits for the display with vsync); latency = input to the end of its present; "
                     + "hitches = ms late per s in motion (Apple's hitch time ratio: good < 5, warning 5-10, critical > 10)",
                     BenchReport.row("scene", "work p50", "work p99", "upload p50", "present p50", "latency p50", "latency p99", "dropped",
                                     "hitches")]
        for scene in scenes {
            lines.append(BenchReport.row(scene.name, BenchReport.ms(scene.work.p50), BenchReport.ms(scene.work.p99),
                                         BenchReport.ms(scene.upload.p50), BenchReport.ms(scene.present.p50),
                                         latency(scene.latency.p50, scene), latency(scene.latency.p99, scene),
                                         "\(scene.dropped)/\(scene.work.count)", Self.hitches(scene.hitches)))
        }
        return lines
    }
}
