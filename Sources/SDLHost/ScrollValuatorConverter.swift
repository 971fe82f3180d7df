import Graphics

/// Turns XInput 2.1 smooth-scroll valuators into precise scroll deltas, counted in notches
/// (`PHYSICS.md` §8). Pure: `XInputScrollReader` feeds it what the X server sends; tests feed it
/// tables.
///
/// A scroll valuator is absolute: it accumulates, and one `increment` of change is one wheel
/// notch (positive: down or right; a negative increment is the driver's natural scrolling).
///
/// ```
/// value:   100 ─── 101.5 ─── 103 ───▶ (increment 1.5: +1 notch, +1 notch)
/// enter ▲ (no previous value: the first event only re-bases)
/// ```
///
/// The rules are those of GTK (`gdkdevice-xi2.c`) and Qt (`qxcbconnection_xi2.cpp`): the first
/// value after the pointer enters the window, or after the device's classes change, only sets the
/// base; a device becomes precise once it moves by a fraction of a notch (mice with scroll classes
/// move in whole notches and keep their legacy wheel buttons); motions the server emulated from
/// wheel buttons are never precise.
struct ScrollValuatorConverter {
    /// X server time: milliseconds, wrapping at 2³².
    typealias ServerTime = UInt32

    /// One scroll class of a device (`XIScrollClassInfo`).
    struct Axis: Equatable, Sendable {
        enum Direction: Equatable, Sendable { case vertical, horizontal }
        /// The valuator's number in the device's events.
        var valuator: Int
        /// The change of the valuator that is one notch; negative for reversed scrolling.
        var increment: Double
        var direction: Direction
    }

    /// What the X server reported, reduced to what scrolling needs.
    enum Input: Equatable, Sendable {
        /// A device's scroll classes, first seen (`XIQueryDevice`) or changed (`XI_DeviceChanged`,
        /// also when a master pointer switches to another slave). Its values re-base. A device
        /// with no scroll class (a plain mouse) has no axes.
        case classes(device: Int32, axes: [Axis])
        /// The device is gone (`XI_HierarchyChanged`); its id may be reused.
        case removed(device: Int32)
        /// The pointer entered the window (`XI_Enter`): every value re-bases.
        case entered
        /// `XI_Motion` from `device` (the event's `sourceid`): the values of the valuators the
        /// event carries; `isEmulated` when the server made it from wheel buttons
        /// (`XIPointerEmulated`).
        case motion(device: Int32, values: [Int: Double], isEmulated: Bool, time: ServerTime)
    }

    /// A legacy wheel button (4–7) within this long of a precise device's scroll motion comes from
    /// that motion, milliseconds. The X server gives both the same time; the margin covers reading
    /// the two from different connections in either order.
    static let legacyButtonWindow: Int32 = 250

    private var axesByDevice: [Int32: [Axis]] = [:]
    /// The last value of each (device, valuator); missing means the next value only re-bases.
    private var lastValues: [Int32: [Int: Double]] = [:]
    private var preciseDevices: Set<Int32> = []
    private var lastPreciseMotionTime: ServerTime?

    /// Whether `device`'s scroll classes are known (`classes` was given).
    func knows(device: Int32) -> Bool { axesByDevice[device] != nil }

    /// Whether the device once scrolled by a fraction of a notch.
    func isPrecise(device: Int32) -> Bool { preciseDevices.contains(device) }

    /// Applies one input; returns the precise delta in notches (x right, y down: toward the
    /// content's end), or nil when nothing should scroll from it.
    mutating func apply(_ input: Input) -> Point? {
        switch input {
        case let .classes(device, axes):
            axesByDevice[device] = axes
            lastValues[device] = nil
            return nil
        case let .removed(device):
            axesByDevice[device] = nil
            lastValues[device] = nil
            preciseDevices.remove(device)
            return nil
        case .entered:
            lastValues.removeAll()
            return nil
        case let .motion(device, values, isEmulated, time):
            return motion(device: device, values: values, isEmulated: isEmulated, time: time)
        }
    }

    /// Whether a legacy wheel button press at `time` is the X server's emulation of a precise
    /// device's scrolling, already delivered as precise deltas (it must not scroll a second time).
    func isEmulatedWheelButton(at time: ServerTime) -> Bool {
        guard let last = lastPreciseMotionTime else { return false }
        let difference = Int32(bitPattern: time &- last)
        return difference.magnitude <= Self.legacyButtonWindow.magnitude
    }

    private mutating func motion(device: Int32, values: [Int: Double], isEmulated: Bool,
                                 time: ServerTime) -> Point? {
        guard let axes = axesByDevice[device], !axes.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        var touchesScrollAxis = false
        var previous = lastValues[device] ?? [:]
        for axis in axes {
            guard let value = values[axis.valuator] else { continue }
            touchesScrollAxis = true
            defer { previous[axis.valuator] = value }
            guard let last = previous[axis.valuator], axis.increment != 0 else { continue }
            let notches = (value - last) / axis.increment
            switch axis.direction {
            case .vertical: y += notches
            case .horizontal: x += notches
            }
        }
        lastValues[device] = previous
        guard touchesScrollAxis, !isEmulated else { return nil }
        if x.rounded() != x || y.rounded() != y { preciseDevices.insert(device) }
        guard preciseDevices.contains(device) else { return nil }
        lastPreciseMotionTime = time
        return x == 0 && y == 0 ? nil : Point(x: x, y: y)
    }
}
