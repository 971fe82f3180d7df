import CSDL2
import Graphics
import ScrollUI
@testable import SDLHost
import XCTest

/// Real SDL events pushed with `SDL_PushEvent` under the `dummy` driver, read back as `HostEvent`s.
final class EventTranslationTests: XCTestCase {
    private var window: HostWindow!

    override func setUpWithError() throws {
        try super.setUpWithError()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        window = try HostWindow(title: "events", size: Size(width: 320, height: 480))
        while window.pollEvent() != nil {}  // shown/exposed events of the new window
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func push(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) -> HostEvent? {
        var event = SDL_Event()
        event.type = type.rawValue
        fill(&event)
        XCTAssertEqual(SDL_PushEvent(&event), 1, SDLError.lastReason)
        // SDL ends each poll cycle at a sentinel it queued while pumping; an event pushed after
        // it comes with the next cycle, so a second poll may be needed.
        return window.pollEvent() ?? window.pollEvent()
    }

    private func button(_ type: SDL_EventType, _ button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32,
                        which: UInt32 = 0) -> HostEvent? {
        let id = window.windowID
        return push(type) {
            $0.button.windowID = id
            $0.button.which = which
            $0.button.button = UInt8(button)
            $0.button.x = x
            $0.button.y = y
        }
    }

    private func wheel(x: Float = 0, y: Float, which: UInt32 = 0, flipped: Bool = false)
        -> (location: Point, delta: Point, isPrecise: Bool)? {
        let id = window.windowID
        let event = push(SDL_MOUSEWHEEL) {
            $0.wheel.windowID = id
            $0.wheel.which = which
            $0.wheel.preciseX = x
            $0.wheel.preciseY = y
            $0.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
            $0.wheel.mouseX = 100
            $0.wheel.mouseY = 200
        }
        guard case let .input(input) = event, case let .wheel(location, delta, precise) = input.kind else {
            XCTFail("expected a wheel event, got \(String(describing: event))")
            return nil
        }
        return (location, delta, precise)
    }

    private func key(_ symbol: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE) -> KeyEvent? {
        let id = window.windowID
        let event = push(SDL_KEYDOWN) {
            $0.key.windowID = id
            $0.key.keysym.sym = SDL_Keycode(symbol.rawValue)
            $0.key.keysym.mod = UInt16(mod.rawValue)
        }
        guard case let .input(input) = event else { return nil }
        return input.keyEvent
    }

    func testPrimaryButtonAndMotionBecomePointerInput() throws {
        guard case let .input(down) = button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20) else { return XCTFail("no down") }
        XCTAssertEqual(down.kind, .down(Point(x: 10, y: 20)))
        XCTAssertGreaterThanOrEqual(down.time, 0)
        XCTAssertLessThanOrEqual(down.time, window.now())

        let id = window.windowID
        let moved = push(SDL_MOUSEMOTION) {
            $0.motion.windowID = id
            $0.motion.x = 12
            $0.motion.y = 40
        }
        guard case let .input(move) = moved else { return XCTFail("no move") }
        XCTAssertEqual(move.kind, .move(Point(x: 12, y: 40)))
        XCTAssertGreaterThanOrEqual(move.time, down.time)

        guard case let .input(up) = button(SDL_MOUSEBUTTONUP, x: 12, y: 41) else { return XCTFail("no up") }
        XCTAssertEqual(up.kind, .up(Point(x: 12, y: 41)))
    }

    /// Moves read together (one SDL timestamp) keep the server's intervals when the server's times
    /// are known; times never go back and never pass now.
    func testServerTimesStandInForSDLsReadingTime() throws {
        let clock = HostClock()
        var translator = EventTranslator(windowID: 0, clock: clock)
        usleep(200_000)
        let now = clock.now()
        let read = UInt32(truncatingIfNeeded: SDL_GetTicks64())
        func motion(y: Int32, server: Double?) -> Double? {
            var event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.timestamp = read
            event.motion.y = y
            guard case let .input(move) = translator.translate(event, serverTime: server) else { return nil }
            return move.time
        }
        let cases: [(server: Double?, expected: (Double) -> Bool, what: String)] = [
            (now - 0.100, { abs($0 - (now - 0.100)) < 1e-9 }, "the server's time"),
            (now - 0.090, { abs($0 - (now - 0.090)) < 1e-9 }, "10 ms later, as the server saw it"),
            (now - 0.095, { abs($0 - (now - 0.090)) < 1e-9 }, "never before the previous event"),
            (now + 5, { $0 >= now - 0.090 && $0 <= clock.now() }, "never after now"),
        ]
        for (index, entry) in cases.enumerated() {
            let time = try XCTUnwrap(motion(y: Int32(index), server: entry.server))
            XCTAssertTrue(entry.expected(time), "\(entry.what): \(time - now) s from the start of the case")
        }
        // Without a server time the same event is placed by SDL's reading time: all at one instant.
        var sdlOnly = EventTranslator(windowID: 0, clock: clock)
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = read
        guard case let .input(first) = sdlOnly.translate(event), case let .input(second) = sdlOnly.translate(event) else {
            return XCTFail("no moves")
        }
        XCTAssertEqual(first.time, second.time, accuracy: 0.002)
    }

    func testOtherButtonsAndTouchSynthesizedMouseAreIgnored() {
        XCTAssertNil(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, x: 1, y: 1))
        XCTAssertNil(button(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, which: CSDL2_TOUCH_MOUSEID))
        let moved = push(SDL_MOUSEMOTION) { $0.motion.which = CSDL2_TOUCH_MOUSEID }
        XCTAssertNil(moved)
    }

    func testFocusLossWhilePressedCancelsThePointer() {
        _ = button(SDL_MOUSEBUTTONDOWN, x: 5, y: 6)
        let id = window.windowID
        let lost = push(SDL_WINDOWEVENT) {
            $0.window.windowID = id
            $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        }
        guard case let .input(cancel) = lost else { return XCTFail("no cancel: \(String(describing: lost))") }
        XCTAssertEqual(cancel.kind, .cancel(Point(x: 5, y: 6)))
    }

    func testFractionalWheelDeltasArePreciseAndScaledToPoints() throws {
        let up = try XCTUnwrap(wheel(y: 0.5, which: 7))
        XCTAssertTrue(up.isPrecise)
        // SDL's positive y scrolls up, toward the content's start: our delta is negative.
        XCTAssertEqual(up.delta.y, -0.5 * EventTranslator.pointsPerPreciseUnit)
        XCTAssertEqual(up.location, Point(x: 100, y: 200))
        // Once fractional, the device stays precise, even for a whole-number delta.
        let whole = try XCTUnwrap(wheel(x: 1, y: -1, which: 7))
        XCTAssertTrue(whole.isPrecise)
        XCTAssertEqual(whole.delta, Point(x: 10, y: 10))
    }

    func testIntegerWheelDeltasAreNotches() throws {
        let notch = try XCTUnwrap(wheel(y: 1, which: 3))
        XCTAssertFalse(notch.isPrecise)
        XCTAssertEqual(notch.delta, Point(x: 0, y: -1))
        let down = try XCTUnwrap(wheel(y: -2, which: 3))
        XCTAssertEqual(down.delta.y, 2)
        let flipped = try XCTUnwrap(wheel(y: 1, which: 3, flipped: true))
        XCTAssertEqual(flipped.delta.y, 1)
        XCTAssertNil(push(SDL_MOUSEWHEEL) { $0.wheel.which = 3 }, "a zero delta is dropped")
    }

    func testSystemEventsAreSkippedAndTheNextNotchStays() throws {
        // X11 smooth scrolling turns SDL_SYSWMEVENT on; without an X11 reader (the dummy driver)
        // they carry nothing and drop no wheel event.
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        defer { SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_DISABLE) }
        // SDL copies the message into its queue: a zeroed one is SDL_SYSWM_UNKNOWN.
        let message = UnsafeMutableRawPointer.allocate(byteCount: 1024, alignment: 16)
        message.initializeMemory(as: UInt8.self, repeating: 0, count: 1024)
        defer { message.deallocate() }
        // The message type is opaque or not depending on the headers the platform imports.
        XCTAssertNil(push(SDL_SYSWMEVENT) { $0.syswm.msg = unsafeBitCast(message, to: type(of: $0.syswm.msg)) })
        let notch = try XCTUnwrap(wheel(y: 1, which: 3))
        XCTAssertFalse(notch.isPrecise)
        XCTAssertEqual(notch.delta, Point(x: 0, y: -1))
    }

    func testKeysAreNamedAndCarryModifiers() throws {
        let escape = try XCTUnwrap(key(SDLK_ESCAPE, KMOD_LCTRL))
        XCTAssertEqual(escape.key, "escape")
        XCTAssertEqual(escape.modifiers, [.control])
        let cases: [(UInt, SDL_KeyCode, SDL_Keymod, String, KeyEvent.Modifiers)] = [
            (#line, SDLK_PAGEUP, KMOD_NONE, "pageup", []),
            (#line, SDLK_PAGEDOWN, KMOD_RSHIFT, "pagedown", [.shift]),
            (#line, SDLK_SPACE, KMOD_LALT, "space", [.option]),
            (#line, SDLK_UP, KMOD_LGUI, "up", [.command]),
            (#line, SDLK_HOME, KMOD_NONE, "home", []),
            (#line, SDLK_END, KMOD_NONE, "end", []),
            (#line, SDLK_TAB, KMOD_NONE, "tab", []),
            (#line, SDLK_PERIOD, KMOD_NONE, "period", []),
            (#line, SDLK_SLASH, KMOD_NONE, "slash", []),
            (#line, SDLK_F1, KMOD_NONE, "f1", []),
            (#line, SDLK_a, SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue), "a", [.shift, .control]),
            (#line, SDLK_7, KMOD_NONE, "7", []),
        ]
        for (line, symbol, mod, name, modifiers) in cases {
            let event = key(symbol, mod)
            XCTAssertEqual(event?.key, name, line: line)
            XCTAssertEqual(event?.modifiers, modifiers, line: line)
        }
        XCTAssertNil(key(SDLK_LSHIFT, KMOD_LSHIFT), "a modifier alone is no key event")
    }

    func testWindowEventsAndQuit() {
        let id = window.windowID
        let resized = push(SDL_WINDOWEVENT) {
            $0.window.windowID = id
            $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            $0.window.data1 = 400
            $0.window.data2 = 700
        }
        XCTAssertEqual(resized, .resized(Size(width: 400, height: 700)))
        let exposed = push(SDL_WINDOWEVENT) {
            $0.window.windowID = id
            $0.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        }
        XCTAssertEqual(exposed, .exposed)
        XCTAssertEqual(push(SDL_QUIT), .quit)
    }

    func testTrackpadFingersReportFirstDownAndLastUp() {
        func finger(_ type: SDL_EventType, _ id: SDL_FingerID, touch: SDL_TouchID = CSDL2_MOUSE_TOUCHID) -> HostEvent? {
            push(type) {
                $0.tfinger.touchId = touch
                $0.tfinger.fingerId = id
            }
        }
        guard case .input(let down) = finger(SDL_FINGERDOWN, 1), down.kind == .fingers(down: true) else { return XCTFail("no down") }
        XCTAssertNil(finger(SDL_FINGERDOWN, 2))
        XCTAssertNil(finger(SDL_FINGERUP, 1))
        guard case .input(let up) = finger(SDL_FINGERUP, 2), up.kind == .fingers(down: false) else { return XCTFail("no up") }
        XCTAssertNil(finger(SDL_FINGERDOWN, 3, touch: 42), "touch screens are not trackpads")
    }

    func testWaitEventReturnsQueuedEventsAndTimesOut() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
        XCTAssertEqual(window.waitEvent(timeout: 1), .quit)
        let start = window.now()
        XCTAssertNil(window.waitEvent(timeout: 0.05))
        XCTAssertGreaterThanOrEqual(window.now() - start, 0.04)
    }
}
