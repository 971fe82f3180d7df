import Foundation
import Graphics
import LabDrawing
import Playback
import Scenes
import ScrollUI
import SDLHost
import Studio

/// The window's input: events to the scene (or every compared variant, in viewport coordinates),
/// the timeline strip, the QA keys and switching scenes.
extension WindowRunner {
    func handle(_ event: HostEvent) throws {
        switch event {
        case .input(let input): try handle(input)
        case .resized: windowResized(to: host.sizeInPoints)
        case .exposed: group.setNeedsDisplay()
        case .text(let text): handleText(text, composing: false)
        case .composition(let text): handleText(text, composing: true)
        case .quit: isRunning = false
        }
    }

    /// One input from the host: to the timeline strip, the tuning panel or the QA keys, or through
    /// the driver to the scene (to every compared variant, in its column's coordinates).
    private func handle(_ received: Input) throws {
        let window = session.window
        // The input the next frame shows (a hover or the fingers show nothing by themselves).
        if received.location != nil || received.keyEvent != nil, !received.isMove || window.isPointerDown {
            noteInput(at: received.time)
        }
        // What the window applies happens now at the earliest (SDL's times are whole milliseconds).
        let input = received.at(max(received.time, window.now))
        if case .down = input.kind { qa.hud.timings.beginGesture() }   // the hitch ratio's "gesture"
        switch input.kind {
        case .down, .move, .up, .cancel:
            // While a bug report's note is typed the marked frame stays: no new press reaches the strip,
            // the tuning panel or the scene (a press the scene held from before ends as it would).
            if qa.bugReports.isEditing && !window.isPointerDown {
                if input.endsPress { isSeeking = false }
                return
            }
            if seekOnTimeline(input) { return }
            guard let location = viewportPoint(for: input) else { return }
            let pointer = input.located(at: location)
            // The tuning panel's sliders take the pointer; the option changes are what is logged.
            if !window.isPointerDown, qa.handleTuningPointer(pointer, session: session) { return }
            // A past frame shows: the live window waits, but a press it holds still ends there.
            guard qa.timeline?.frame == nil || window.isPointerDown else { return }
            try driver.apply(pointer)
        case .wheel(let point, _, _):
            guard qa.timeline?.frame == nil, !qa.bugReports.isEditing, let location = viewportPoint(at: point) else { return }
            try driver.apply(input.located(at: location))
        case .key:
            try handleKey(input)
        default:
            try driver.apply(input)
        }
    }

    /// Where a pointer event lands in the viewports: a press in a viewport (a compare's column: its
    /// viewport coordinates), the moves and release of that press seen from the same column wherever
    /// they are; nil for what no viewport takes (the HUD's panel, the captions, a gutter).
    private func viewportPoint(for pointer: Input) -> Point? {
        guard let location = pointer.location else { return nil }
        guard group.isComparing else {
            return pointer.isPress && !session.window.isPointerDown && location.x >= session.window.size.width ? nil : location
        }
        if !pointer.isPress, let column = pressColumn {
            if pointer.endsPress { pressColumn = nil }
            return compareLayout.viewportPoint(location, column: column)
        }
        if pointer.isPress { pressColumn = compareLayout.column(at: location) }
        return viewportPoint(at: location)
    }

    /// `point` of the window in the viewport under it; nil outside every viewport (one scene: right
    /// of it, where the HUD's panel is).
    private func viewportPoint(at point: Point) -> Point? {
        guard group.isComparing else { return point.x < session.window.size.width ? point : nil }
        let layout = compareLayout
        return layout.column(at: point).map { layout.viewportPoint(point, column: $0) }
    }

    private var compareLayout: CompareLayout {
        CompareLayout(canvas: canvas, count: group.sessions.count, hasPanel: qa.isHUDVisible)
    }

    private func noteInput(at time: Double) {
        latency.note(inputAt: time)
    }

    /// A press on the paused timeline's strip, and the drag that follows it, seek; true when the
    /// strip took the event.
    private func seekOnTimeline(_ pointer: Input) -> Bool {
        let window = session.window
        guard let strip = qa.timelineStrip(viewport: window.size), let location = pointer.location else {
            isSeeking = false
            return false
        }
        if pointer.isPress, !window.isPointerDown, strip.contains(location) { isSeeking = true }
        guard isSeeking else { return false }
        qa.seekTimeline(toX: location.x, live: session)
        if pointer.endsPress { isSeeking = false }
        return true
    }

    private func handleKey(_ input: Input) throws {
        guard let event = input.keyEvent else { return }
        let action = KeyTable.action(for: event)
        if action == .quit {
            isRunning = false
            return
        }
        if action == .zoomWindow, let mode = ZoomMode(key: event.key) { return selectZoom(mode, at: event.time) }
        if try handleBugReportKey(event) { return }   // B, and the keys typed into its note
        if action == .switchScene, SceneCatalog.all.count > 1, let number = Int(event.key),
           (1...SceneCatalog.all.count).contains(number) {
            guard !group.isComparing else { return qa.showUnavailable("Switching scenes", at: event.time) }
            try switchScene(to: SceneCatalog.all[number - 1])
            return
        }
        let shown = qa.timeline?.session ?? session   // a screenshot is of the frame shown
        let outcome = qa.handleKey(event, session: session) { [compositor, shown, group, png] path, style in
            try compositor.writeScreenshot(group, shown: shown, style: style, png: png, to: path)
            group.setNeedsDisplay()
        }
        switch outcome {
        case .unhandled:
            guard qa.timeline?.frame == nil else { return }   // a past frame shows: the live window waits
            try driver.apply(input)
        case .handled: group.setNeedsDisplay()
        case .hudToggled: resizeForPanel()
        case .recordingToggled:
            host.title = title
            group.setNeedsDisplay()   // the REC mark comes or goes
        case .videoRequested where group.isComparing: qa.showUnavailable("Video export", at: event.time)
        case .videoRequested(let style):
            qa.exportVideo(session: session, style: style, assets: assets)   // made beside the live window
            session.window.setNeedsDisplay()
        }
    }

    /// Grows the canvas by the HUD's panel when it would not fit beside the viewport (always while
    /// comparing), and shrinks it back when the HUD hides, so the viewports keep their size; the
    /// window follows at the zoom. It grows at most to the display's width and moves to stay on it
    /// (the columns then share less).
    private func resizeForPanel() {
        let size = canvas
        let extra = HUDRenderer.panelWidth + 2 * HUDRenderer.panelMargin
        if qa.isHUDVisible, group.isComparing || size.width < session.window.size.width + extra {
            let display = host.usableDisplayBounds.map { $0.width / zoom.zoom } ?? .infinity
            let grown = Size(width: min(size.width + extra, max(size.width, display)), height: size.height)
            grewForPanel = grown.width - size.width
            resizeCanvas(to: grown)
        } else if !qa.isHUDVisible, grewForPanel > 0 {
            resizeCanvas(to: Size(width: max(1, size.width - grewForPanel), height: size.height))
            grewForPanel = 0
        }
        applyLayout()
    }

    /// Gives the canvas `size` points: the window takes it at the zoom and stays on the display.
    private func resizeCanvas(to size: Size) {
        zoom.setCanvas(size)
        host.setSize(zoom.windowSize)
        host.keepOnDisplay(size: zoom.windowSize)
    }

    private func switchScene(to sceneType: any Scene.Type) throws {
        guard sceneType != session.sceneType else { return }
        assignmentsByScene[session.name] = session.settings.assignments
        group = SessionGroup(try SceneSession(sceneType: sceneType, assignments: assignmentsByScene[sceneType.name] ?? [],
                                              viewport: layout(for: canvas).viewport, assets: assets,
                                              startTime: max(host.now(), session.window.now), device: device))
        driver.drive(group)
        qa.adopt(session, driver: driver)   // a new input log; a recording goes on in a new file for the new scene
        host.title = title
    }
}
