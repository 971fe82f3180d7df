import CSDL2
import Foundation
import Graphics

/// Reading the window's input: SDL's events translated (`EventTranslator`), with the X server's event
/// times and the touchpad's valuator scrolling under X11 (`XInputScrollReader`).
extension HostWindow {
    /// The next event, waiting at most `timeout` seconds; nil when none came in time.
    /// SDL events the app does not use are skipped and do not end the wait.
    public func waitEvent(timeout: Double) -> HostEvent? {
        let deadline = clock.now() + max(0, timeout)
        var event = SDL_Event()
        while true {
            if let wheel = nextValuatorWheel() { return wheel }
            let remaining = deadline - clock.now()
            let milliseconds = Int32(min(Double(Self.longestWaitMilliseconds), max(0, (remaining * 1000).rounded(.up))))
            guard SDL_WaitEventTimeout(&event, milliseconds) == 1 else { return nil }
            if let translated = translate(event) { return translated }
            if remaining <= 0 { return pollEvent() }
        }
    }

    /// Moves the system's pending input into SDL's queue now (`SDL_PumpEvents`), where it keeps this
    /// moment as its time; `waitEvent` and `pollEvent` hand it over later. Called between the parts of
    /// a long frame, so that a drag's events keep times closer to when they came.
    public func queuePendingEvents() {
        SDL_PumpEvents()
    }

    /// The next queued event without waiting; nil when the queue holds no usable event.
    ///
    /// Like `SDL_PollEvent`, it returns nil at the end of each poll cycle (SDL pumps the system's
    /// events, then marks the end with a sentinel): `while let event = pollEvent() { ... }` ends
    /// even while events keep coming, and events pushed after the sentinel come with the next cycle.
    public func pollEvent() -> HostEvent? {
        if let wheel = nextValuatorWheel() { return wheel }
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            if let translated = translate(event) { return translated }
            if let wheel = nextValuatorWheel() { return wheel }
        }
        return nextValuatorWheel()
    }

    private func translate(_ event: SDL_Event) -> HostEvent? {
        let type = SDL_EventType(rawValue: event.type)
        if type == SDL_SYSWMEVENT {
            dropsNextWheel = isEmulatedWheelPress(event.syswm)
            serverEventTime = inputEventTime(event.syswm)
            return nil
        }
        // SDL posts the X event's system message just before the events it makes of it.
        let serverTime = serverEventTime
        serverEventTime = nil
        if type == SDL_MOUSEWHEEL && dropsNextWheel {
            dropsNextWheel = false
            return nil
        }
        if type == SDL_RENDER_TARGETS_RESET || type == SDL_RENDER_DEVICE_RESET {
            // The texture's contents (or the texture) are gone: upload everything next time.
            if let texture { SDL_DestroyTexture(texture) }
            texture = nil
        }
        return inCanvas(translator.translate(event, serverTime: serverTime))
    }

    /// A wheel event read from X11 scroll valuators, if one is waiting.
    private func nextValuatorWheel() -> HostEvent? {
        #if os(Linux) && canImport(CXInput2)
        if let wheel = scrollReader?.nextEvent() { return inCanvas(.input(wheel)) }
        #endif
        return nil
    }

    /// The server's time of a pointer or key event (the X event SDL read), on the window's clock.
    private func inputEventTime(_ event: SDL_SysWMEvent) -> Double? {
        #if os(Linux) && canImport(CXInput2)
        if let reader = scrollReader, let message = event.msg {
            return reader.inputEventTime(message: UnsafeRawPointer(message))
        }
        #endif
        return nil
    }

    /// Whether a system event (the X event SDL read) is a legacy wheel button that X sent for
    /// smooth scrolling the reader already delivered; SDL turns it into the next `SDL_MOUSEWHEEL`.
    private func isEmulatedWheelPress(_ event: SDL_SysWMEvent) -> Bool {
        #if os(Linux) && canImport(CXInput2)
        if let reader = scrollReader, let message = event.msg {
            return reader.isEmulatedWheelPress(message: UnsafeRawPointer(message))
        }
        #endif
        return false
    }
}
