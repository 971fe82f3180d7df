import Foundation
import Graphics
import ScrollUI
import SDLHost

/// The interactive loop: SDL events in, our frames out. Draws only when something changed or moves,
/// and otherwise sleeps in `SDL_WaitEventTimeout`.
final class WindowRunner {
    /// The phone viewport the window opens with, points (iPhone 14).
    static let defaultViewport = Size(width: 390, height: 844)
    /// Shortest time between frames while animating, seconds (a 120 Hz display); with vsync the
    /// present call paces frames itself.
    static let frameInterval = 1.0 / 120
    /// Longest sleep while idle before looking again, seconds.
    static let idleWait = 1.0

    private let host: HostWindow
    private let assets: AssetStore
    private let renderer: FrameRenderer
    private let states: LineWriter?
    private let exitAfterFrames: Int?
    private let assignments: [String]
    private var session: SceneSession
    private let startTime: Double
    private var presentedFrames = 0
    private var nextFrameTime = 0.0
    private var isRunning = true

    static func title(for sceneName: String) -> String { "ScrollLab — \(sceneName)" }

    init(host: HostWindow, assets: AssetStore, sceneType: any Scene.Type, assignments: [String],
         states: LineWriter?, exitAfterFrames: Int?) throws {
        self.host = host
        self.assets = assets
        self.states = states
        self.exitAfterFrames = exitAfterFrames
        self.assignments = assignments
        renderer = FrameRenderer(fonts: assets.fonts)
        startTime = host.now()
        session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: host.sizeInPoints,
                                   assets: assets, startTime: startTime)
    }

    func run() throws {
        while isRunning {
            let window = session.window
            let now = host.now()
            let busy = window.isAnimating || window.needsDisplay
            let timeout = busy ? max(0, nextFrameTime - now) : WindowRunner.idleWait
            if let event = host.waitEvent(timeout: timeout) {
                try handle(event)
                while isRunning, let more = host.pollEvent() { try handle(more) }
            }
            guard isRunning else { break }
            let time = host.now()
            session.window.advance(to: time)
            if session.window.needsDisplay && time >= nextFrameTime {
                try present(at: time)
                nextFrameTime = time + WindowRunner.frameInterval
                if let exitAfterFrames, presentedFrames >= exitAfterFrames { isRunning = false }
            }
        }
    }

    private func present(at time: Double) throws {
        let scale = host.pixelScale
        let buffer = renderer.render(session.window, scale: scale)
        do {
            try host.present(pixels: UnsafePointer(buffer.pixels.baseAddress!), width: buffer.width, height: buffer.height)
        } catch let error as SDLError {
            throw AppError.runtime(error.description)
        }
        states?.write(session.stateLine(frame: presentedFrames, time: time - startTime))
        presentedFrames += 1
    }

    private func handle(_ event: HostEvent) throws {
        let window = session.window
        switch event {
        case .pointer(let pointer): window.dispatch(pointer)
        case .wheel(let wheel): window.dispatch(wheel)
        case .trackpadFingers(let down, let time): window.dispatchTrackpadFingers(down: down, time: time)
        case .key(let key): try handleKey(key)
        case .resized(let size): window.size = size
        case .exposed: window.setNeedsDisplay()
        case .quit: isRunning = false
        }
    }

    private func handleKey(_ event: KeyEvent) throws {
        if event.key == "q" && (event.modifiers.contains(.control) || event.modifiers.contains(.command)) {
            isRunning = false
            return
        }
        if event.modifiers.isEmpty, SceneCatalog.all.count > 1, let number = Int(event.key),
           (1...SceneCatalog.all.count).contains(number) {
            try switchScene(to: SceneCatalog.all[number - 1])
            return
        }
        session.window.dispatch(event)
    }

    private func switchScene(to sceneType: any Scene.Type) throws {
        guard sceneType != session.sceneType else { return }
        let assignments = sceneType == session.sceneType ? self.assignments : []
        session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: host.sizeInPoints,
                                   assets: assets, startTime: host.now())
        host.title = WindowRunner.title(for: sceneType.name)
    }
}
