import Foundation
import Graphics
import LabTools
import Scenes
import SDLHost

/// `bench --window`: the bench's scripts played through a real window, frame after frame as fast as
/// presenting allows, timing the work, the upload, the present and the latency from an input to the
/// end of the present that shows it. The script's input is dispatched when its frame starts, so the
/// latency is ours (work, upload, present), not the operating system's delivery.
struct WindowBenchmark {
    let host: HostWindow
    let assets: any AssetStore
    let frames: Int

    func run(_ sceneType: any Scene.Type, assignments: [String]) throws -> WindowBenchReport.Scene {
        let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: host.sizeInPoints, assets: assets)
        let renderer = FrameRenderer(fonts: assets.fonts)
        var player = ScriptPlayer(sceneName: sceneType.name)
        let refresh = host.refreshInterval ?? 1.0 / 60
        var work: [Double] = [], upload: [Double] = [], present: [Double] = [], latency: [Double] = []
        var dropped = 0, lastEnd: Double?
        for index in 0..<(SceneBenchmark.warmupFrames + frames) {
            while let event = host.pollEvent() { if case .quit = event { throw AppError.runtime("the window was closed") } }
            let start = host.now()
            let hadInput = player.play(frame: index, on: session.window) > 0
            let buffer = renderer.render(session.window, scale: host.pixelScale)
            let rendered = host.now()
            let timing = try SDLFailure.converting {
                try host.present(buffer, dirtyRows: renderer.changedRows())
            }
            let end = host.now()
            defer { lastEnd = end }
            guard index >= SceneBenchmark.warmupFrames else { continue }
            work.append(rendered - start)
            upload.append(timing.upload)
            present.append(timing.display)
            if hadInput { latency.append(end - start) }
            if let lastEnd, end - lastEnd > refresh * FrameTimings.droppedIntervals { dropped += 1 }
        }
        return WindowBenchReport.Scene(name: sceneType.name, work: FrameStatistics(work), upload: FrameStatistics(upload),
                                       present: FrameStatistics(present), latency: FrameStatistics(latency), dropped: dropped)
    }

    /// The window as the report names it.
    var description: String {
        let pixels = FrameRenderer.pixelSize(of: host.sizeInPoints, scale: host.pixelScale)
        let rate = host.refreshInterval.map { String(format: "%.0f Hz", 1 / $0) } ?? "refresh rate unknown"
        return "\(pixels.width) x \(pixels.height) px, \(host.isVSynced ? "vsync" : "no vsync"), \(rate)"
    }
}
