import Foundation
import Graphics
import LabTools
import Scenes
import ScrollUI
import SDLHost

/// The interactive loop: SDL events in, our frames out. Draws only when something changed or moves,
/// and otherwise sleeps in `SDL_WaitEventTimeout`; with `--exit-after-frames` it presents every frame
/// interval, changed or not, so that counting frames ends it. Hosts the QA tools (HUD, guides, slow
/// motion, the input log and its recordings, the timeline...) and can play a trace in real time
/// before handing over to the user. Every input the scene gets is logged at the time the window
/// applies it (never before the window's clock), so the log replays to exactly what was shown.
final class WindowRunner {
    /// Shortest time between frames while animating, seconds (a 120 Hz display); with vsync the
    /// present call paces frames itself.
    static let frameInterval = 1.0 / 120
    /// Longest sleep while idle before looking again, seconds.
    static let idleWait = 1.0
    /// Margin around the HUD's side panel, points.
    static let panelMargin = 8.0
    /// The HUD goes beside the viewport when the viewport keeps at least this width, points.
    static let minimumViewportWidth = 320.0

    private let host: HostWindow
    private let assets: any AssetStore
    private let renderer: FrameRenderer
    /// Screenshots (key S).
    private let png = PNGFile(encoder: SDLPNGEncoder())
    private var states: LineWriter?
    private let exitAfterFrames: Int?
    private var session: SceneSession
    private let startTime: Double
    let qa = QAController()
    private var presentedFrames = 0
    private var nextFrameTime = 0.0
    /// The scene was moving when the last frame was presented (the next one is due a refresh later).
    private var wasMoving = false
    /// The earliest input not yet shown by a present, host clock (the HUD's input-to-present latency).
    private var unshownInputTime: Double?
    private var isRunning = true
    private var grewForPanel = 0.0
    /// Input played in real time (`run --replay`); with no events it only advances the window.
    private var player = EventPlayer()
    /// Each scene's options, kept when switching away so that they come back with it.
    private var assignmentsByScene: [String: [String]] = [:]
    /// True while a press that began on the timeline strip drags along it.
    private var isSeeking = false

    static func title(for sceneName: String, recording: Bool = false) -> String {
        "ScrollLab — \(sceneName)" + (recording ? " — ● REC" : "")
    }

    init(host: HostWindow, assets: any AssetStore, sceneType: any Scene.Type, assignments: [String],
         states: LineWriter?, exitAfterFrames: Int?) throws {
        self.host = host
        self.assets = assets
        self.states = states
        self.exitAfterFrames = exitAfterFrames
        renderer = FrameRenderer(fonts: assets.fonts)
        startTime = host.now()
        session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: host.sizeInPoints,
                                   assets: assets, startTime: startTime)
        qa.timings.refreshInterval = host.refreshInterval ?? WindowRunner.frameInterval
        qa.timings.isRefreshRateKnown = host.refreshInterval != nil
        qa.showsHelpHint = true
        qa.timings.isVSynced = host.isVSynced
        qa.timeline = Timeline(assets: assets)
        qa.adopt(session)
    }

    /// Records the input to `path` from the start (`run --record`).
    func record(to path: String) throws {
        try qa.startRecording(to: path, session: session)
        host.title = WindowRunner.title(for: session.name, recording: true)
    }

    /// Plays `events` in real time from now, then the window stays interactive (`run --replay`).
    func play(_ events: [TraceEvent]) throws {
        try ReplayRunner.checkOptions(in: events, session: session)
        player = EventPlayer(events: events, shift: host.now())
        player.applyOption = { [unowned self] in try? self.session.update([$0]) }
    }

    /// Completes the recording and writes out the state lines, for a process about to end without
    /// returning from `run` (the display went away).
    func finishAbruptly() {
        qa.stopRecording(at: host.now())
        finishStates()
    }

    func run() throws {
        defer { qa.stopRecording(at: host.now()) }
        // Counting frames: present every frame interval even when nothing changed.
        let presentsWhileIdle = exitAfterFrames != nil
        while isRunning {
            let window = session.window
            let now = host.now()
            let busy = window.isAnimating || window.needsDisplay || presentsWhileIdle
            var timeout = busy ? max(0, nextFrameTime - now) : WindowRunner.idleWait
            if let due = player.nextEventTime { timeout = min(timeout, max(0, due - now)) }
            if let notice = qa.notice { timeout = min(timeout, max(0, notice.until - now)) }
            if let event = host.waitEvent(timeout: timeout) {
                try handle(event)
                while isRunning, let more = host.pollEvent() { try handle(more) }
            }
            guard isRunning else { break }
            let time = host.now()
            if qa.takeNoticeChange(now: time) { session.window.setNeedsDisplay() }
            let title = WindowRunner.title(for: session.name, recording: qa.recorder != nil)
            if title != host.title { host.title = title }
            player.play(until: time, on: session.window) { [qa] event in
                if case .speed(let scale) = event.kind { qa.adoptTimeScale(scale) }
                qa.log(event, at: event.time)
            }
            if (session.window.needsDisplay || presentsWhileIdle) && time >= nextFrameTime {
                try present(at: time)
                nextFrameTime = time + WindowRunner.frameInterval
                // While the frame shows, replay ahead what the next ← needs (its errors show on that step).
                _ = try? qa.timeline?.prepare()
                if let exitAfterFrames, presentedFrames >= exitAfterFrames { isRunning = false }
            }
        }
    }

    // MARK: Layout

    /// The viewport (left) and the HUD panel: beside the viewport when there is room, over it otherwise.
    private func layout(for canvas: Size) -> (viewport: Size, panel: Rect?) {
        guard qa.isHUDVisible else { return (canvas, nil) }
        let panelWidth = HUDRenderer.panelWidth, margin = WindowRunner.panelMargin
        if canvas.width - panelWidth - 2 * margin >= WindowRunner.minimumViewportWidth {
            let viewport = Size(width: canvas.width - panelWidth - 2 * margin, height: canvas.height)
            return (viewport, Rect(x: viewport.width + margin, y: margin, width: panelWidth,
                                   height: canvas.height - 2 * margin))
        }
        let height = min(460, canvas.height * 0.6)
        return (canvas, Rect(x: margin, y: canvas.height - height - margin, width: min(panelWidth, canvas.width - 2 * margin),
                             height: height))
    }

    /// Sizes the viewport for the window (and the HUD); a new size is logged as a resize.
    private func applyLayout() {
        let window = session.window
        let viewport = layout(for: host.sizeInPoints).viewport
        if viewport != window.size {
            let time = max(host.now(), window.now)
            window.advance(to: time)
            window.size = viewport
            qa.log(TraceEvent(time: time, kind: .resize(viewport), line: 0), at: time)
        }
        window.setNeedsDisplay()
    }

    // MARK: Frames

    private func present(at time: Double) throws {
        let scale = host.pixelScale
        let canvas = host.sizeInPoints
        let panel = layout(for: canvas).panel
        qa.sample(session)
        let start = host.now()
        // The timeline's frame when it shows one, else the live window.
        let shown = qa.timeline?.session ?? session
        let buffer = renderer.render(shown.window, scale: scale, canvas: canvas) { [qa] context in
            qa.drawOverlay(session: shown, panel: panel, context: &context)
        }
        let rendered = host.now()
        // Upload only the band of rows that changed (a spinner, a HUD, a sheet header...).
        let presented = try SDLFailure.converting {
            try host.present(pixels: UnsafePointer(buffer.pixels.baseAddress!), width: buffer.width, height: buffer.height,
                             dirtyRows: renderer.changedRows())
        }
        qa.timings.record(frameTime: time, work: rendered - start, upload: presented.upload, display: presented.display,
                          wasMoving: wasMoving)
        if let input = unshownInputTime {
            qa.timings.recordLatency(rendered + presented.upload + presented.display - input)
            unshownInputTime = nil
        }
        // A frame can only be dropped while the scene moves by itself or follows a finger.
        wasMoving = session.window.isAnimating || session.window.isPointerDown
        writeState(session.stateLine(frame: presentedFrames, time: time - startTime), at: time)
        presentedFrames += 1
    }

    /// Appends a state line; a failing state file stops that output with a message, and the window
    /// keeps running.
    private func writeState(_ line: String, at time: Double) {
        guard let writer = states else { return }
        do {
            try writer.writeNow(line)   // at once: nothing is lost, and a failing file is seen at once
        } catch {
            states = nil
            qa.fail("state lines stopped: \(QAController.message(error))", note: "State lines stopped", at: time)
        }
    }

    /// Flushes the state lines at the end (`run` closes the file).
    func finishStates() {
        guard let writer = states else { return }
        states = nil
        do { try writer.close() } catch { qa.reportFailure("state lines stopped: \(QAController.message(error))") }
    }

    private func handle(_ event: HostEvent) throws {
        let window = session.window
        // What the window applies happens now at the earliest (SDL's times are whole milliseconds).
        let now = window.now
        switch event {
        case .pointer(let pointer) where pointer.kind != .move || window.isPointerDown: noteInput(at: pointer.time)
        case .wheel(let wheel): noteInput(at: wheel.time)
        case .key(let key): noteInput(at: key.time)
        default: break
        }
        switch event {
        case .pointer(var pointer):
            pointer.time = max(pointer.time, now)
            if seekOnTimeline(pointer) { return }
            if !window.isPointerDown && pointer.kind == .down && pointer.location.x >= window.size.width { return }
            // The tuning panel's sliders take the pointer; the option changes are what is logged.
            if !window.isPointerDown, qa.handleTuningPointer(pointer, session: session) { return }
            // A past frame shows: the live window waits, but a press it holds still ends there.
            guard qa.timeline?.frame == nil || window.isPointerDown else { return }
            qa.log(TraceEvent(pointer), at: pointer.time)
            window.dispatch(pointer)
        case .wheel(var wheel):
            wheel.time = max(wheel.time, now)
            guard wheel.location.x < window.size.width, qa.timeline?.frame == nil else { return }
            qa.log(TraceEvent(wheel), at: wheel.time)
            window.dispatch(wheel)
        case .trackpadFingers(let down, let eventTime):
            let time = max(eventTime, now)
            qa.log(TraceEvent(time: time, kind: .fingers(down: down), line: 0), at: time)
            window.dispatchTrackpadFingers(down: down, time: time)
        case .key(var key):
            key.time = max(key.time, now)
            try handleKey(key)
        case .resized: applyLayout()
        case .exposed: window.setNeedsDisplay()
        case .quit: isRunning = false
        }
    }

    private func noteInput(at time: Double) {
        unshownInputTime = min(unshownInputTime ?? time, time)
    }

    /// A press on the paused timeline's strip, and the drag that follows it, seek; true when the
    /// strip took the event.
    private func seekOnTimeline(_ pointer: PointerEvent) -> Bool {
        let window = session.window
        guard let strip = qa.timelineStrip(viewport: window.size) else {
            isSeeking = false
            return false
        }
        if pointer.kind == .down, !window.isPointerDown, strip.contains(pointer.location) { isSeeking = true }
        guard isSeeking else { return false }
        qa.seekTimeline(toX: pointer.location.x, live: session)
        if pointer.kind == .up || pointer.kind == .cancel { isSeeking = false }
        return true
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
        let shown = qa.timeline?.session ?? session   // a screenshot is of the frame shown
        let outcome = qa.handleKey(event, session: session) { [renderer, host, shown, session, png] path in
            renderer.render(shown.window, scale: host.pixelScale)
            try renderer.writePNG(to: path, using: png)
            renderer.forgetPreviousFrame()
            session.window.setNeedsDisplay()
        }
        switch outcome {
        case .unhandled:
            guard qa.timeline?.frame == nil else { return }   // a past frame shows: the live window waits
            qa.log(TraceEvent(event), at: event.time)
            session.window.dispatch(event)
        case .handled: break
        case .hudToggled: resizeForPanel()
        case .recordingToggled: host.title = WindowRunner.title(for: session.name, recording: qa.recorder != nil)
        case .videoRequested:
            qa.show(note: "Exporting a video…", at: event.time)
            try present(at: host.now())   // the note shows while the video is made
            qa.exportVideo(session: session, scale: host.pixelScale, assets: assets)
            session.window.setNeedsDisplay()
        }
    }

    /// Grows the window by the HUD's panel when it would not fit beside the viewport, and shrinks it
    /// back when the HUD hides, so the viewport keeps its size.
    private func resizeForPanel() {
        let size = host.sizeInPoints
        let extra = HUDRenderer.panelWidth + 2 * WindowRunner.panelMargin
        if qa.isHUDVisible, size.width < session.window.size.width + extra {
            grewForPanel = extra
            host.setSize(Size(width: size.width + extra, height: size.height))
        } else if !qa.isHUDVisible, grewForPanel > 0 {
            host.setSize(Size(width: max(1, size.width - grewForPanel), height: size.height))
            grewForPanel = 0
        }
        applyLayout()
    }

    private func switchScene(to sceneType: any Scene.Type) throws {
        guard sceneType != session.sceneType else { return }
        assignmentsByScene[session.name] = session.settings.assignments
        session = try SceneSession(sceneType: sceneType, assignments: assignmentsByScene[sceneType.name] ?? [],
                                   viewport: layout(for: host.sizeInPoints).viewport, assets: assets,
                                   startTime: max(host.now(), session.window.now))
        qa.adopt(session)   // a new input log; a recording goes on in a new file for the new scene
        host.title = WindowRunner.title(for: sceneType.name, recording: qa.recorder != nil)
    }
}
