#if os(Linux) && canImport(CXInput2)
import CXInput2
import Graphics
import ScrollUI

/// Reads a touchpad's smooth scrolling under X11, which SDL2 reports only as wheel notches.
///
/// It opens its own connection to the X server and selects XInput 2 events on SDL's window:
/// motion and enter for the master pointers, device and hierarchy changes for every device. SDL's
/// connection and its own XInput 2 selections (raw motion on the root window, touch and motion on
/// the window) are left alone; XInput 2 motion and enter events are not exclusive, so both
/// connections get them. `ScrollValuatorConverter` turns the scroll valuators into notches: a
/// touchpad's queue as precise wheel `Input`s, one increment being `EventTranslator.pointsPerPreciseUnit`
/// points (the scale of SDL's precise deltas on Wayland and macOS); a
/// wheel's whole notches queue as one non-precise event per notch, as SDL gives them.
///
/// SDL's connection still gets the legacy wheel buttons (4–7) that X sends for the valuators;
/// `isEmulatedWheelPress(message:)` picks those already delivered out of `SDL_SYSWMEVENT`s so the
/// window can drop the `SDL_MOUSEWHEEL` that follows each. (X's own emulation can skip a wheel's
/// notch after a touchpad left a fraction on the shared valuator: the valuators decide.)
final class XInputScrollReader {
    /// XInput 2.1 introduced scroll classes; SDL 2.26 announces 2.2 on its own connection, and so
    /// does this one.
    static let requestedVersion: (major: Int32, minor: Int32) = (2, 2)
    /// The lowest minor version of XInput 2 with scroll classes.
    static let smoothScrollingMinorVersion: Int32 = 1
    /// Legacy core wheel buttons: 4 up, 5 down, 6 left, 7 right (X11 convention).
    static let wheelButtons: ClosedRange<UInt32> = 4...7
    /// Most notches one motion may give: 100 (a valuator that jumps further is a device reset, not a
    /// wheel turned 100 clicks in one event).
    static let notchesPerMotionLimit = 100

    private let display: OpaquePointer
    private let window: CXInput2.Window
    private let opcode: Int32
    private let clock: HostClock
    private var converter = ScrollValuatorConverter()
    private var timeMapping = ServerTimeMapping()
    private var queue: [Input] = []

    /// Starts reading for an SDL window; nil when the window is not on X11, the server lacks
    /// XInput 2.1, or the selection fails (the window then keeps SDL's notches).
    init?(sdlWindow: OpaquePointer, clock: HostClock) {
        var sdlDisplay: OpaquePointer?
        var window: CXInput2.Window = 0
        guard CXI2_WindowHandles(UnsafeMutableRawPointer(sdlWindow), &sdlDisplay, &window) == 1,
              let sdlDisplay, let display = XOpenDisplay(XDisplayString(sdlDisplay)) else { return nil }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        var major = Self.requestedVersion.major, minor = Self.requestedVersion.minor
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0,
              XIQueryVersion(display, &major, &minor) == Success,
              major > 2 || (major == 2 && minor >= Self.smoothScrollingMinorVersion),
              Self.select(display: display, window: window) else {
            XCloseDisplay(display)
            return nil
        }
        self.display = display
        self.window = window
        self.opcode = opcode
        self.clock = clock
    }

    deinit {
        XCloseDisplay(display)
    }

    /// The next wheel event from the valuators, oldest first; reads what the server sent when none
    /// is queued.
    func nextEvent() -> Input? {
        if queue.isEmpty { readPendingEvents() }
        return queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Whether the X event in an `SDL_SYSWMEVENT` message is a legacy wheel button press that X
    /// emulated from valuator scrolling this reader already delivered.
    func isEmulatedWheelPress(message: UnsafeRawPointer) -> Bool {
        guard let event = CXI2_MessageEvent(message), event.pointee.type == ButtonPress else { return false }
        let button = event.pointee.xbutton
        guard button.window == window, Self.wheelButtons.contains(button.button) else { return false }
        // The smooth motion that crossed the notch was sent to this connection too: read it first.
        readPendingEvents()
        return converter.repeatsValuatorScrolling(buttonAt: UInt32(truncatingIfNeeded: button.time))
    }

    /// The time, on the window's clock, of the core pointer or key event (press, release or motion) in
    /// an `SDL_SYSWMEVENT` message from the X server, or nil for any other event. The server stamps an
    /// event when it happens, SDL when it reads it: only the server's intervals survive a busy app.
    func inputEventTime(message: UnsafeRawPointer) -> Double? {
        guard let event = CXI2_MessageEvent(message) else { return nil }
        let serverTime: UInt
        switch event.pointee.type {
        case ButtonPress, ButtonRelease: serverTime = event.pointee.xbutton.time
        case MotionNotify: serverTime = event.pointee.xmotion.time
        case KeyPress, KeyRelease: serverTime = event.pointee.xkey.time
        default: return nil
        }
        return timeMapping.time(ofServerTime: UInt32(truncatingIfNeeded: serverTime), now: clock.now())
    }

    /// Selects motion and enter (master pointers) and device changes (all devices) on the window.
    private static func select(display: OpaquePointer, window: CXInput2.Window) -> Bool {
        var pointerMask = [UInt8](repeating: 0, count: Int(CXI2_MASK_LENGTH))
        var deviceMask = pointerMask
        CXI2_SetMask(&pointerMask, XI_Motion)
        CXI2_SetMask(&pointerMask, XI_Enter)
        CXI2_SetMask(&deviceMask, XI_DeviceChanged)
        CXI2_SetMask(&deviceMask, XI_HierarchyChanged)
        return pointerMask.withUnsafeMutableBufferPointer { pointer in
            deviceMask.withUnsafeMutableBufferPointer { device in
                var masks = [
                    XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(pointer.count), mask: pointer.baseAddress),
                    XIEventMask(deviceid: XIAllDevices, mask_len: Int32(device.count), mask: device.baseAddress),
                ]
                return CXI2_SelectEvents(display, window, &masks, Int32(masks.count)) == 1
            }
        }
    }

    /// Reads every event the server has sent to this connection, without waiting.
    private func readPendingEvents() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            var cookie = event.xcookie
            guard event.type == GenericEvent, cookie.extension == opcode,
                  XGetEventData(display, &cookie) != 0 else { continue }
            defer { XFreeEventData(display, &cookie) }
            guard let data = cookie.data else { continue }
            handle(type: cookie.evtype, data: data)
        }
    }

    private func handle(type: Int32, data: UnsafeMutableRawPointer) {
        switch type {
        case XI_Motion:
            let motion = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard motion.event == window else { return }
            handleMotion(motion)
        case XI_Enter:
            let enter = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            if enter.event == window { _ = converter.apply(.entered) }
        case XI_DeviceChanged:
            let change = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            let axes = Self.axes(of: change.classes, count: change.num_classes)
            _ = converter.apply(.classes(device: change.sourceid, axes: axes))
        case XI_HierarchyChanged:
            let hierarchy = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
            let gone = XISlaveRemoved | XIMasterRemoved | XIDeviceDisabled
            for index in 0..<Int(hierarchy.num_info) where hierarchy.info[index].flags & gone != 0 {
                _ = converter.apply(.removed(device: hierarchy.info[index].deviceid))
            }
        default:
            break
        }
    }

    private func handleMotion(_ motion: XIDeviceEvent) {
        let device = motion.sourceid
        if !converter.knows(device: device) {
            _ = converter.apply(.classes(device: device, axes: queryAxes(device: device)))
        }
        let input = ScrollValuatorConverter.Input.motion(
            device: device, values: Self.values(of: motion.valuators),
            isEmulated: motion.flags & XIPointerEmulated != 0, time: UInt32(truncatingIfNeeded: motion.time))
        guard let output = converter.apply(input) else { return }
        let time = timeMapping.time(ofServerTime: UInt32(truncatingIfNeeded: motion.time), now: clock.now())
        let location = Point(x: motion.event_x, y: motion.event_y)
        switch output {
        case .precise(let notches):
            queue.append(Input(time: time, kind: .wheel(location, delta: notches * EventTranslator.pointsPerPreciseUnit, precise: true)))
        case .notches(let notches):
            // One event per notch, as SDL gives a wheel: the delta's sign is its direction.
            let horizontal = Point(x: notches.x < 0 ? -1 : 1, y: 0), vertical = Point(x: 0, y: notches.y < 0 ? -1 : 1)
            let steps = Array(repeating: horizontal, count: min(Int(saturating: notches.x.magnitude.rounded()), Self.notchesPerMotionLimit))
                + Array(repeating: vertical, count: min(Int(saturating: notches.y.magnitude.rounded()), Self.notchesPerMotionLimit))
            for step in steps {
                queue.append(Input(time: time, kind: .wheel(location, delta: step, precise: false)))
            }
        }
    }

    /// The scroll classes of a device, by asking the server; none when it has gone.
    private func queryAxes(device: Int32) -> [ScrollValuatorConverter.Axis] {
        var count: Int32 = 0
        guard let info = CXI2_QueryDevice(display, device, &count) else { return [] }
        defer { XIFreeDeviceInfo(info) }
        return count > 0 ? Self.axes(of: info.pointee.classes, count: info.pointee.num_classes) : []
    }

    /// The scroll classes among a device's classes.
    private static func axes(of classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?,
                             count: Int32) -> [ScrollValuatorConverter.Axis] {
        guard let classes else { return [] }
        return (0..<Int(count)).compactMap { index in
            guard let any = classes[index], any.pointee.type == XIScrollClass else { return nil }
            let scroll = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
            let direction: ScrollValuatorConverter.Axis.Direction =
                scroll.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical
            return .init(valuator: Int(scroll.number), increment: scroll.increment, direction: direction)
        }
    }

    /// The valuators an event carries: the mask's set bits, in order, own the packed values.
    private static func values(of state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let packed = state.values else { return [:] }
        var values: [Int: Double] = [:]
        var next = 0
        for valuator in 0..<Int(state.mask_len) * 8 where CXI2_MaskIsSet(mask, Int32(valuator)) != 0 {
            values[valuator] = packed[next]
            next += 1
        }
        return values
    }
}
#endif
