import Devices
import Foundation
import Graphics
import LabBasics
import Studio
import Playback
import Scenes
import ScrollUI
import SDLHost
import LabTraces

/// The interactive loop: SDL events in, our frames out. Draws only when something changed or moves,
/// and otherwise sleeps in `SDL_WaitEventTimeout`; with `--exit-after-frames` it presents every frame
/// interval (the device's refresh), changed or not, so that counting frames ends it. Hosts the QA tools (HUD, guides, slow
/// motion, the input log and its recordings, the timeline...) and can play a trace in real time
/// before handing over to the user. Every input the scene gets is logged at the time the window
/// applies it (never before the window's clock), so the log replays to exactly what was shown.
/// With `--compare` it drives every variant in its own column with the same input (README "Compare").
final class WindowRunner {
    /// The device every scene lays out for.
    let device: DeviceProfile
    /// Longest sleep while idle before looking again, seconds.
    static let idleWait = 1.0
    /// Seconds between two looks at a video made beside the window, for its badge's percentage (chosen:
    /// ten a second, as the HUD's numbers).
    static let exportBadgeInterval = 0.1
    /// The export badge last drawn ("VIDEO 42%"), to redraw when it changes.
    private var exportBadge: String?

    let host: HostWindow
    let assets: any AssetStore
    let compositor: WindowCompositor
    /// Screenshots (key S).
    let png = PNGFile(encoder: SDLPNGEncoder())
    private var states: LineWriter?
    private let exitAfterFrames: Int?
    /// The scene on screen, or a compare's variants.
    var group: SessionGroup
    /// The scene on screen, or variant A's (its clock is the window's).
    var session: SceneSession { group.primary }
    private let startTime: Double
    let qa = QAController()
    private var presentedFrames = 0
    private var pacing: FramePacing
    /// The scene was moving when the last frame was presented (the next one is due a refresh later).
    private var wasMoving = false
    /// An animation ran when the last frame was presented: the next was due a frame interval later,
    /// so the interval between them can measure the display's refresh (`RefreshEstimator`).
    private var wasPaced = false
    /// The frame timings as measured, for checking the HUD against them (`run --timings`).
    var timingLog: TimingLog?
    /// The input not yet shown by a present (the HUD's input-to-present latency).
    var latency = InputLatency()
    var isRunning = true
    /// The canvas's width added for the HUD's panel, points.
    var grewForPanel = 0.0
    /// How large the window shows the canvas (`WindowRunner+Zoom`).
    var zoom: WindowZoom
    /// The scenes' clock: the input as it comes, and a trace played in real time (`run --replay`).
    let driver: InputDriver
    /// Each scene's options, kept when switching away so that they come back with it.
    var assignmentsByScene: [String: [String]] = [:]
    /// True while a press that began on the timeline strip drags along it.
    var isSeeking = false
    /// While comparing, the column of the press the pointer holds: its moves and release go to the
    /// viewports as seen from that column, wherever the pointer is.
    var pressColumn: Int?

    /// The window's title: the scene, the zoom when it is not 100 % ("88 %") or the viewport when it
    /// is not the device's, and REC while recording.
    static func title(for sceneName: String, recording: Bool = false, zoom: String? = nil) -> String {
        "ScrollLab — \(sceneName)" + (zoom.map { " — \($0)" } ?? "") + (recording ? " — ● REC" : "")
    }

    /// The title for what the window shows now.
    var title: String {
        WindowRunner.title(for: session.name, recording: qa.captures.recorder != nil,
                           zoom: zoom.isScaled ? zoom.percentText : viewportText)
    }

    /// The window on `sceneType` with `assignments`; with `compare` (2 to 4 sets) one column per
    /// variant over `assignments` as the base. The scenes' clock starts `lead` seconds before now (a
    /// trace played from its header's `from=`). `zoom` is how the window shows its canvas (100 %: the
    /// window's size).
    init(host: HostWindow, assets: any AssetStore, sceneType: any Scene.Type, assignments: [String], compare: [String] = [],
         device: DeviceProfile = DeviceCatalog.standard, zoom: WindowZoom? = nil, states: LineWriter?, exitAfterFrames: Int?,
         lead: Double = 0) throws {
        self.host = host
        self.zoom = zoom ?? WindowZoom(canvas: host.sizeInPoints)
        let canvas = self.zoom.isScaled ? self.zoom.canvas : host.sizeInPoints
        self.device = device
        pacing = FramePacing(interval: device.frameInterval)
        self.assets = assets
        self.states = states
        self.exitAfterFrames = exitAfterFrames
        compositor = WindowCompositor(fonts: assets.fonts)
        startTime = host.now() - lead
        if compare.isEmpty {
            group = SessionGroup(try SceneSession(sceneType: sceneType, assignments: assignments, viewport: canvas,
                                                  assets: assets, startTime: startTime, device: device))
        } else {
            let viewport = CompareLayout(canvas: canvas, count: compare.count, hasPanel: false).viewport
            group = try SessionGroup(sceneType: sceneType, base: assignments, sets: compare, viewport: viewport,
                                     assets: assets, startTime: startTime, device: device)
            qa.comparison = group
        }
        qa.hud.timings.refreshInterval = host.refreshInterval ?? device.frameInterval
        qa.hud.timings.isRefreshRateKnown = host.refreshInterval != nil
        qa.hud.timings.deviceRefreshInterval = device.frameInterval
        qa.showsHelpHint = true
        qa.hud.timings.isVSynced = host.isVSynced
        if !group.isComparing { qa.timeline = Timeline(assets: assets, fps: device.refreshRate) }   // the timeline replays one scene
        driver = InputDriver(group: group)
        qa.adopt(session, driver: driver)
        host.stopTextInput()   // on only while a bug report's note is typed
    }

    /// Records the input to `path` from the start (`run --record`).
    func record(to path: String) throws {
        try qa.captures.startRecording(to: path, at: session.window.now)
        host.title = title
    }

    /// Plays the trace `file` in real time from the scenes' start, then the window stays interactive
    /// (`run --replay`): `playback`'s input, so what lies before `lead` plays at once.
    func play(_ file: TraceFile, _ playback: WindowPlayback) throws {
        try ReplayRunner.checkOptions(in: file.events, lines: file.lines, session: session)
        driver.play(playback.events, shift: startTime)
    }

    /// Completes the recording and writes out the state lines, for a process about to end without
    /// returning from `run` (the display went away).
    func finishAbruptly() {
        qa.captures.isClosing = true
        qa.captures.exports.finishAll(now: host.now)
        qa.captures.stopRecording(at: host.now())
        finishStates()
        finishTimings()
    }

    func run() throws {
        defer { qa.captures.stopRecording(at: host.now()) }
        defer { finishExports() }   // after the bug report's, whose video it waits for too
        defer { finishBugReport() }   // a note being typed when the loop ends is written, not lost
        // Counting frames: present every frame interval even when nothing changed.
        let presentsWhileIdle = exitAfterFrames != nil
        while isRunning {
            let now = host.now()
            // A paused clock's motions wait with it: nothing to draw until an input or the clock moves.
            let busy = (group.isAnimating && session.window.timeScale > 0) || group.needsDisplay || presentsWhileIdle
            var timeout = busy ? max(0, pacing.nextFrameTime - now) : WindowRunner.idleWait
            if let due = driver.nextEventTime { timeout = min(timeout, max(0, due - now)) }
            if let notice = qa.notices.notice { timeout = min(timeout, max(0, notice.until - now)) }
            if qa.captures.exports.isBusy { timeout = min(timeout, WindowRunner.exportBadgeInterval) }
            if let event = host.waitEvent(timeout: timeout) {
                try handle(event)
                while isRunning, let more = host.pollEvent() { try handle(more) }
            }
            guard isRunning else { break }
            let time = host.now()
            if qa.notices.takeChange(now: time) { group.setNeedsDisplay() }
            if qa.pollExports(at: session.window.now) { group.setNeedsDisplay() }
            if qa.captures.exports.badge != exportBadge { exportBadge = qa.captures.exports.badge; group.setNeedsDisplay() }
            let title = self.title
            if title != host.title { host.title = title }
            driver.advance(to: time) { [qa] event in
                if case .speed(let scale) = event.kind { qa.adoptPlayedSpeed(scale) }
            }
            if !group.needsDisplay { latency.nothingToShow() }
            if (group.needsDisplay || presentsWhileIdle) && time >= pacing.nextFrameTime {
                try present(at: time)
                pacing.presented(at: time)
                // While the frame shows, replay ahead what the next ← needs (its errors show on that step).
                _ = try? qa.timeline?.prepare()
                if let exitAfterFrames, presentedFrames >= exitAfterFrames { isRunning = false }
            }
        }
    }

    /// The window closed while videos were being made: it says so and shows their progress until they
    /// are written, and each says on standard output that it finished after the window closed.
    private func finishExports() {
        guard qa.captures.exports.isBusy else { return }
        qa.captures.isClosing = true
        qa.notices.show(note: "Closing after the video", at: session.window.now)
        qa.captures.exports.finishAll(now: { [session] in session.window.now }) { [self] in
            group.setNeedsDisplay()
            try? present(at: host.now())
        }
    }

    // MARK: Layout

    /// Every scene's viewport and the HUD's panel for a window of `canvas` points.
    func layout(for canvas: Size) -> (viewport: Size, panel: Rect?) {
        WindowCompositor.layout(for: canvas, group: group, hasPanel: qa.isHUDVisible)
    }

    /// Sizes the viewports for the canvas (and the HUD); a new size is logged as a resize, and said
    /// when it is not the device's.
    func applyLayout() {
        let window = session.window
        let viewport = layout(for: canvas).viewport
        if viewport != window.size {
            let old = window.size, time = max(host.now(), window.now)
            try? driver.apply(Input(time: time, kind: .resize(viewport)))
            noteViewportChange(from: old, to: viewport, at: time)
        }
        group.setNeedsDisplay()
    }

    // MARK: Frames

    func present(at time: Double) throws {
        qa.sample(session)
        let start = host.now()
        // The timeline's frame when it shows one, else the live window.
        // A compare draws several columns: input that comes meanwhile is queued with its time.
        let shown = qa.bugReports.frozenSession ?? qa.timeline?.session ?? session   // a bug report's marked frame while its note is typed
        let frame = compositor.render(group, shown: shown, qa: qa, scale: host.pixelScale * zoom.zoom,
                                      canvas: canvas, betweenColumns: host.queuePendingEvents)
        let rendered = host.now()
        // Upload only the band of rows that changed (a spinner, a HUD, a sheet header...).
        let buffer = frame.buffer
        let presented = try SDLFailure.converting {
            try host.present(buffer, dirtyRows: frame.dirtyRows)
        }
        qa.hud.timings.record(frameTime: time, work: rendered - start, upload: presented.upload, display: presented.display,
                              wasMoving: wasMoving, wasPaced: wasPaced)
        let end = rendered + presented.upload + presented.display
        let input = latency.pending
        if let seconds = latency.presented(endingAt: end) {
            qa.hud.timings.recordLatency(seconds)
        }
        logTiming(time: time, end: end, work: rendered - start, presented: presented, input: input)
        // A frame can only be dropped while the scene moves by itself (not paused) or follows a finger.
        wasMoving = group.isMoving
        wasPaced = (group.isAnimating && session.window.timeScale > 0) || exitAfterFrames != nil
        for line in group.stateLines(frame: presentedFrames, time: time - startTime) { writeState(line, at: time) }
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
            qa.notices.fail("state lines stopped: \(Notices.message(error))", note: "State lines stopped", at: time)
        }
    }

    private func logTiming(time: Double, end: Double, work: Double, presented: PresentTiming, input: Double?) {
        guard let log = timingLog else { return }
        do {
            try log.present(at: time, end: end, work: work, upload: presented.upload, display: presented.display,
                            moving: wasMoving, paced: wasPaced, paused: session.window.timeScale == 0)
            if let input { try log.latency(input: input, shown: end) }
        } catch {
            timingLog = nil
            qa.notices.fail("timings stopped: \(Notices.message(error))", note: "Timings stopped", at: time)
        }
    }

    /// Writes what the HUD showed at the end of the timing log and closes it.
    func finishTimings() {
        guard let log = timingLog else { return }
        timingLog = nil
        do { try log.finish(qa.hud.timings) } catch { qa.notices.reportFailure("timings stopped: \(Notices.message(error))") }
    }

    /// Flushes the state lines at the end (`run` closes the file).
    func finishStates() {
        guard let writer = states else { return }
        states = nil
        do { try writer.close() } catch { qa.notices.reportFailure("state lines stopped: \(Notices.message(error))") }
    }
}
