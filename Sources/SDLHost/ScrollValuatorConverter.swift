import Graphics

/// Turns XInput 2.1 smooth-scroll valuators into scroll deltas counted in notches
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
/// The base rules are those of GTK (`gdkdevice-xi2.c`) and Qt (`qxcbconnection_xi2.cpp`): the
/// first value after the pointer enters the window, or after the device's classes change, only sets
/// the base; motions the server emulated from wheel buttons are left to those buttons. Precise or
/// notches is decided per burst of scrolling (motions less than `burstGap` apart): a fraction of a
/// notch makes the burst precise (a touchpad); a burst that starts with whole notches is a wheel
/// (mice with scroll classes, and XWayland, whose one pointer carries both touchpad and wheel).
///
/// X also sends legacy wheel buttons (4–7) for every notch a valuator crosses, stamped with the
/// motion's time; `repeatsValuatorScrolling(buttonAt:)` tells which of them to drop.
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

    /// What a motion scrolls, in notches: x right, y down (toward the content's end).
    enum Output: Equatable, Sendable {
        /// A touchpad's delta, followed directly.
        case precise(Point)
        /// Whole wheel notches, each animated.
        case notches(Point)
    }

    /// Scroll motions of a device further apart than this start a new burst, milliseconds: longer
    /// than a touchpad's slowest event interval, shorter than a pause between wheel clicks.
    static let burstGap: UInt32 = 100
    /// A legacy wheel button within this long after a scroll motion whose buttons are dropped is
    /// dropped too, milliseconds: the button may be read before its motion, which comes on
    /// another connection.
    static let legacyButtonWindow: UInt32 = 250
    /// How many recent motion times are kept to match legacy buttons with.
    static let rememberedMotions = 32

    /// A device's scrolling so far.
    private struct Burst {
        var lastTime: ServerTime
        var isPrecise: Bool
        /// False until a change of the burst decides `isPrecise` (a re-base changes nothing).
        var isDecided: Bool
    }

    private var axesByDevice: [Int32: [Axis]] = [:]
    /// The last value of each (device, valuator); missing means the next value only re-bases.
    private var lastValues: [Int32: [Int: Double]] = [:]
    private var bursts: [Int32: Burst] = [:]
    /// Recent scroll motions, newest last: their time and whether their legacy buttons are dropped.
    private var recentMotions: [(time: ServerTime, dropsButtons: Bool)] = []

    /// Whether `device`'s scroll classes are known (`classes` was given).
    func knows(device: Int32) -> Bool { axesByDevice[device] != nil }

    /// Applies one input; returns what it scrolls, or nil when nothing scrolls from it.
    mutating func apply(_ input: Input) -> Output? {
        switch input {
        case let .classes(device, axes):
            axesByDevice[device] = axes
            lastValues[device] = nil
            return nil
        case let .removed(device):
            axesByDevice[device] = nil
            lastValues[device] = nil
            bursts[device] = nil
            return nil
        case .entered:
            lastValues.removeAll()
            return nil
        case let .motion(device, values, isEmulated, time):
            return motion(device: device, values: values, isEmulated: isEmulated, time: time)
        }
    }

    /// Whether a legacy wheel button press at `time` repeats scrolling already delivered from the
    /// valuators (drop it), or is the wheel's own notch (keep it): buttons of mice without scroll
    /// classes, of motions the server emulated from buttons, and of a wheel's first motion after
    /// entering the window (a re-base) are kept.
    func repeatsValuatorScrolling(buttonAt time: ServerTime) -> Bool {
        if let motion = recentMotions.last(where: { $0.time == time }) { return motion.dropsButtons }
        guard let newest = recentMotions.last(where: { $0.dropsButtons }) else { return false }
        return time &- newest.time <= Self.legacyButtonWindow
    }

    private mutating func motion(device: Int32, values: [Int: Double], isEmulated: Bool,
                                 time: ServerTime) -> Output? {
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
        guard touchesScrollAxis else { return nil }
        if isEmulated {
            remember(time, dropsButtons: false)
            return nil
        }
        var burst = bursts[device] ?? Burst(lastTime: time, isPrecise: false, isDecided: false)
        if time &- burst.lastTime > Self.burstGap { burst.isDecided = false }
        let isFraction = x.rounded() != x || y.rounded() != y
        let isChange = x != 0 || y != 0
        if isFraction || (!burst.isDecided && isChange) {
            // The first change decides; a fraction makes any burst precise.
            burst.isPrecise = isFraction
            burst.isDecided = true
        }
        burst.lastTime = time
        bursts[device] = burst
        // A re-base delivers nothing: X's buttons give a wheel's notch; after a touchpad's precise
        // burst they would only jump ahead of the fingers.
        remember(time, dropsButtons: isChange || burst.isPrecise)
        guard isChange else { return nil }
        return burst.isPrecise ? .precise(Point(x: x, y: y)) : .notches(Point(x: x, y: y))
    }

    private mutating func remember(_ time: ServerTime, dropsButtons: Bool) {
        recentMotions.append((time, dropsButtons))
        if recentMotions.count > Self.rememberedMotions { recentMotions.removeFirst() }
    }
}
