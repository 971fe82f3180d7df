import CSDL2
import Foundation
import Graphics
import ScrollUI

/// Translates raw `SDL_Event`s into `HostEvent`s and keeps the state that needs: which wheel
/// devices are precise, whether the primary button is held, which trackpad fingers are down.
struct EventTranslator {
    /// Points per unit of a precise (fractional) wheel delta. SDL divides the pixel deltas of macOS
    /// and Wayland touchpads by 10 (`SDL_cocoamouse.m`, `SDL_waylandevents.c`), so one unit is 10 pt.
    static let pointsPerPreciseUnit = 10.0
    /// Milliseconds per second, for SDL's `timestamp` fields.
    static let millisecondsPerSecond = 1000.0

    /// Only events of this window are translated; 0 accepts every window.
    var windowID: UInt32
    /// The clock that event times are expressed on.
    let clock: HostClock
    /// Wheel devices (`which`) that once sent a fractional delta: all their deltas are precise.
    private(set) var preciseWheelDevices: Set<UInt32> = []
    /// Trackpad fingers currently down.
    private var trackpadFingers: Set<SDL_FingerID> = []
    private var isPrimaryDown = false
    private var lastPointerLocation = Point.zero
    private var lastTime = 0.0

    init(windowID: UInt32, clock: HostClock) {
        self.windowID = windowID
        self.clock = clock
    }

    /// The translated event, or nil for events the app does not use. `serverTime` is when the
    /// display server stamped the event, on our clock, when it is known (X11): pointer, wheel and key
    /// events take it instead of SDL's reading time, so that a busy app keeps the intervals between
    /// moves (and a release its velocity), and the HUD's latency starts when the input happened.
    mutating func translate(_ event: SDL_Event, serverTime: Double? = nil) -> HostEvent? {
        let type = SDL_EventType(rawValue: event.type)
        switch type {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            return translateWindow(event.window)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .exposed
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != CSDL2_TOUCH_MOUSEID, Int32(button.button) == SDL_BUTTON_LEFT,
                  accepts(button.windowID) else { return nil }
            let isDown = type == SDL_MOUSEBUTTONDOWN
            if isDown == isPrimaryDown { return nil }  // a repeated down or an up without a down
            isPrimaryDown = isDown
            lastPointerLocation = Point(x: Double(button.x), y: Double(button.y))
            return .input(Input(time: time(of: button.timestamp, serverTime: serverTime),
                                kind: isDown ? .down(lastPointerLocation) : .up(lastPointerLocation)))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != CSDL2_TOUCH_MOUSEID, accepts(motion.windowID) else { return nil }
            lastPointerLocation = Point(x: Double(motion.x), y: Double(motion.y))
            return .input(Input(time: time(of: motion.timestamp, serverTime: serverTime), kind: .move(lastPointerLocation)))
        case SDL_MOUSEWHEEL:
            return translateWheel(event.wheel, serverTime: serverTime)
        case SDL_KEYDOWN:
            let key = event.key
            guard accepts(key.windowID), let name = KeyNames.name(for: key.keysym.sym) else { return nil }
            return .input(Input(time: time(of: key.timestamp, serverTime: serverTime),
                                kind: .key(name, modifiers: KeyNames.modifiers(key.keysym.mod))))
        case SDL_TEXTINPUT:
            guard accepts(event.text.windowID) else { return nil }
            let text = EventTranslator.string(event.text.text)
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING:
            guard accepts(event.edit.windowID) else { return nil }
            return .composition(EventTranslator.string(event.edit.text))
        case SDL_FINGERDOWN, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.touchId == CSDL2_MOUSE_TOUCHID else { return nil }
            let wasDown = !trackpadFingers.isEmpty
            if type == SDL_FINGERDOWN {
                trackpadFingers.insert(finger.fingerId)
            } else {
                trackpadFingers.remove(finger.fingerId)
            }
            let isDown = !trackpadFingers.isEmpty
            if isDown == wasDown { return nil }
            return .input(Input(time: time(of: finger.timestamp), kind: .fingers(down: isDown)))
        default:
            return nil
        }
    }

    private mutating func translateWindow(_ window: SDL_WindowEvent) -> HostEvent? {
        guard accepts(window.windowID) else { return nil }
        switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return .resized(Size(width: Double(window.data1), height: Double(window.data2)))
        case SDL_WINDOWEVENT_EXPOSED:
            return .exposed
        case SDL_WINDOWEVENT_FOCUS_LOST where isPrimaryDown:
            isPrimaryDown = false
            return .input(Input(time: time(of: window.timestamp), kind: .cancel(lastPointerLocation)))
        default:
            return nil
        }
    }

    private mutating func translateWheel(_ wheel: SDL_MouseWheelEvent, serverTime: Double?) -> HostEvent? {
        guard wheel.which != CSDL2_TOUCH_MOUSEID, accepts(wheel.windowID) else { return nil }
        // SDL: y > 0 scrolls up (toward the content's start), x > 0 scrolls right.
        // Ours: positive moves toward the content's end, so y flips and x keeps its sign.
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let x = Double(wheel.preciseX) * flip, y = -Double(wheel.preciseY) * flip
        if x == 0 && y == 0 { return nil }
        if x.rounded() != x || y.rounded() != y { preciseWheelDevices.insert(wheel.which) }
        let isPrecise = preciseWheelDevices.contains(wheel.which)
        let scale = isPrecise ? Self.pointsPerPreciseUnit : 1
        return .input(Input(time: time(of: wheel.timestamp, serverTime: serverTime),
                            kind: .wheel(Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY)),
                                         delta: Point(x: x * scale, y: y * scale), precise: isPrecise)))
    }

    /// The UTF-8 text of an SDL text event's fixed-size field, up to its terminating zero.
    static func string<Field>(_ field: Field) -> String {
        withUnsafeBytes(of: field) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
    }

    private func accepts(_ eventWindowID: UInt32) -> Bool {
        windowID == 0 || eventWindowID == 0 || eventWindowID == windowID
    }

    /// An SDL timestamp (milliseconds of `SDL_GetTicks`, 32 bits) on our clock: now minus the
    /// event's age, never earlier than the previous event and never later than now. The server's
    /// time, when given, stands in for SDL's.
    private mutating func time(of timestamp: UInt32, serverTime: Double? = nil) -> Double {
        let now = clock.now()
        if let serverTime {
            lastTime = min(now, max(lastTime, serverTime))
            return lastTime
        }
        let ticks = UInt32(truncatingIfNeeded: SDL_GetTicks64())
        let ageInMilliseconds = timestamp == 0 ? 0 : ticks &- timestamp
        // A timestamp from the future (wrap-around) or absurdly old one counts as now.
        let age = ageInMilliseconds > UInt32.max / 2 ? 0 : Double(ageInMilliseconds) / Self.millisecondsPerSecond
        lastTime = min(now, max(lastTime, now - age))
        return lastTime
    }
}
