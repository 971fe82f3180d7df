import Foundation
import Graphics
import Scenes

/// Plays a trace headless in virtual time: events apply at their exact times, frames are taken at
/// t = k / fps, and each frame gives a state line and optionally a PNG (QA-INTERFACE.md).
/// Motion is a function of time, so the same trace gives the same offsets at any frame rate.
public final class ReplayRunner {
    public struct Configuration {
        public var sceneType: any Scene.Type
        public var assignments: [String] = []
        public var fps = 60.0
        public var viewport = SceneCatalog.defaultViewport
        public var scale = 1.0
        public var until: Double?
        /// Where one PNG per frame goes (frame-00000.png, ...), written with the runner's `png`.
        public var framesDirectory: String?

        public init(sceneType: any Scene.Type) {
            self.sceneType = sceneType
        }
    }

    /// Frame times k / fps are rounded: an event (or the end) at a frame's exact time may lie this far
    /// past it and still belong to that frame, seconds.
    static let frameTimeTolerance = 1e-9

    let configuration: Configuration
    public let session: SceneSession
    private let events: [TraceEvent]
    private let renderer: FrameRenderer?
    private let png: PNGFile?

    /// `png` writes the frames when the configuration asks for them.
    public init(events: [TraceEvent], configuration: Configuration, assets: any AssetStore, png: PNGFile? = nil) throws {
        self.events = events
        self.configuration = configuration
        self.png = png
        session = try SceneSession(sceneType: configuration.sceneType, assignments: configuration.assignments,
                                   viewport: configuration.viewport, assets: assets)
        if let directory = configuration.framesDirectory {
            guard png != nil else { throw AppError.runtime("cannot write frames into '\(directory)': no PNG encoder") }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw AppError.runtime("cannot create frames folder '\(directory)'")
            }
            renderer = FrameRenderer(fonts: assets.fonts)
        } else {
            renderer = nil
        }
    }

    /// The last frame's time: `--until`, or the last event's time.
    var endTime: Double { configuration.until ?? events.last?.time ?? 0 }

    /// The number of frames `run` produces.
    public var frameCount: Int { Int(saturating: (endTime * configuration.fps + 1e-9).rounded(.down)) + 1 }

    /// Runs every frame, handing each state line to `emit` and the laid-out frame to `observe`;
    /// returns the number of frames.
    @discardableResult
    public func run(observe: ((_ frame: Int, _ time: Double, _ session: SceneSession) -> Void)? = nil,
                    emit: (String) throws -> Void) throws -> Int {
        let window = session.window
        let end = endTime
        var player = EventPlayer(events: events, tolerance: ReplayRunner.frameTimeTolerance)
        var frame = 0
        while true {
            let time = Double(frame) / configuration.fps
            if time > end + ReplayRunner.frameTimeTolerance { break }
            player.play(until: time, on: window)
            window.layoutIfNeeded()
            try emit(session.stateLine(frame: frame, time: time))
            observe?(frame, time, session)
            if let renderer, let png, let directory = configuration.framesDirectory {
                renderer.render(window, scale: configuration.scale)
                let path = (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", frame))
                try renderer.writePNG(to: path, using: png)
            }
            frame += 1
        }
        return frame
    }
}
