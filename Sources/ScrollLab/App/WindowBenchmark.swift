import Devices
import Foundation
import Graphics
import LabBasics
import LabDrawing
import MotionAnalysis
import Playback
import Studio
import Scenes
import ScrollUI
import SDLHost

/// `bench --window`: the bench's scripts played through a real window, frame after frame as fast as
/// presenting allows, timing the work, the upload, the present and the latency from an input to the
/// end of the present that shows it. The script's input is dispatched when its frame starts, so the
/// latency is ours (work, upload, present), not the operating system's delivery. Frames are composed
/// as the window composes them (`WindowCompositor`), with the HUD beside the viewport when `hud` is
/// set (the window is then wider by the HUD's panel, the viewport the same).
struct WindowBenchmark {
    let host: HostWindow
    let assets: any AssetStore
    let frames: Int
    let hud: Bool

    /// The window's size for a viewport: the viewport, and the HUD's panel beside it when `hud`.
    static func windowSize(viewport: Size, hud: Bool) -> Size {
        hud ? Size(width: viewport.width + HUDRenderer.panelWidth + 2 * HUDRenderer.panelMargin, height: viewport.height) : viewport
    }

    func run(_ sceneType: any Scene.Type, assignments: [String]) throws -> WindowBenchReport.Scene {
        let canvas = host.sizeInPoints
        let viewport = hud ? Size(width: canvas.width - HUDRenderer.panelWidth - 2 * HUDRenderer.panelMargin, height: canvas.height) : canvas
        let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: viewport, assets: assets)
        let group = SessionGroup(session)
        let compositor = WindowCompositor(fonts: assets.fonts)
        let qa = QAController()
        qa.hud.timings.refreshInterval = host.refreshInterval ?? DeviceCatalog.standard.frameInterval
        qa.hud.timings.isRefreshRateKnown = host.refreshInterval != nil
        qa.hud.timings.isVSynced = host.isVSynced
        if hud { _ = qa.handleKey(KeyEvent(key: "h", time: session.window.now), session: session) { _, _ in } }
        let player = ScriptPlayer(session: session)
        let refresh = host.refreshInterval ?? 1.0 / 60
        var work: [Double] = [], upload: [Double] = [], present: [Double] = [], latency: [Double] = []
        var dropped = 0, lastEnd: Double?, hitches = HitchTimeRatio()
        for index in 0..<(SceneBenchmark.warmupFrames + frames) {
            while let event = host.pollEvent() { if case .quit = event { throw AppError.runtime("the window was closed") } }
            let start = host.now()
            let hadInput = player.play(frame: index) > 0
            qa.sample(session)
            let frame = compositor.render(group, shown: session, qa: qa, scale: host.pixelScale, canvas: canvas)
            let rendered = host.now()
            let timing = try SDLFailure.converting { try host.present(frame.buffer, dirtyRows: frame.dirtyRows) }
            let end = host.now()
            defer { lastEnd = end }
            qa.hud.timings.record(frameTime: end, work: rendered - start, upload: timing.upload, display: timing.display,
                                  wasMoving: session.window.isAnimating)
            if hadInput { qa.hud.timings.recordLatency(end - start) }
            guard index >= SceneBenchmark.warmupFrames else { continue }
            work.append(rendered - start)
            upload.append(timing.upload)
            present.append(timing.display)
            if hadInput { latency.append(end - start) }
            if let lastEnd, end - lastEnd > refresh * FrameTimings.droppedIntervals { dropped += 1 }
            if let lastEnd, session.window.isAnimating { hitches.add(interval: end - lastEnd, refreshInterval: refresh) }
        }
        return WindowBenchReport.Scene(name: sceneType.name, work: FrameStatistics(work), upload: FrameStatistics(upload),
                                       present: FrameStatistics(present), latency: FrameStatistics(latency), dropped: dropped,
                                       hitches: hitches)
    }

    /// The window as the report names it.
    var description: String {
        let pixels = FrameRenderer.pixelSize(of: host.sizeInPoints, scale: host.pixelScale)
        let rate = host.refreshInterval.map { String(format: "%.0f Hz", 1 / $0) } ?? "refresh rate unknown"
        return "\(pixels.width) x \(pixels.height) px\(hud ? " (the HUD beside the viewport)" : ""), "
            + "\(host.isVSynced ? "vsync" : "no vsync"), \(rate)"
    }
}
