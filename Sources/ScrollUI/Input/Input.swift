import Graphics

/// One input to a window at a time on its clock: what the host reads from SDL, what the lab's
/// driver applies (`Window.apply`), what the window's input log and recordings keep and what a
/// trace file holds, one value all the way. Each kind is one type of line of the trace format
/// (QA-INTERFACE.md, "Trace files"); the line a value came from stays with the trace parser.
///
///     SDL event ─► Input ─► driver ─► Window.apply ─► views (a key as `KeyEvent`)
///                    └────► input log ─► recording, save, timeline, video ─► trace ─► replay
public struct Input: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The primary pointer (mouse button or finger) pressed, in viewport points.
        case down(Point)
        /// The pointer moved, pressed or not (a move while up is a hover).
        case move(Point)
        /// The pointer released.
        case up(Point)
        /// The gesture was taken away (the window lost focus): an up with no fling.
        case cancel(Point)
        /// A wheel or touchpad delta at a point: `delta` in points, positive toward the end of the
        /// content; `precise` false is a wheel notch (`delta` ±1, a fixed step with an animation).
        case wheel(Point, delta: Point, precise: Bool)
        /// A key press, named as SDL names it in lower case (`KeyEvent`).
        case key(String, modifiers: KeyEvent.Modifiers = [])
        /// macOS trackpad contact: the first finger touched (`true`) or the last one lifted.
        case fingers(down: Bool)
        /// The viewport's new size, points.
        case resize(Size)
        /// The animation clock's speed from now on (1 normal, 0.1 slow motion, 0 paused).
        case speed(Double)
        /// The animation clock moves on by this many seconds (a paused window's single step).
        case step(Double)
        /// A scene option changed while running (`NAME=VALUE`): the scene's, not the window's.
        case option(String)
        /// Nothing: time passes (a trace's last line, so a replay shows what follows).
        case wait
    }

    /// Seconds on the window's clock (from the start of a trace).
    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The same input at another time (a log's times are relative to its scene's load).
    public func at(_ time: Double) -> Input {
        Input(time: time, kind: kind)
    }

    /// Where a pointer or wheel input happens, viewport points; nil for the others.
    public var location: Point? {
        switch kind {
        case .down(let point), .move(let point), .up(let point), .cancel(let point), .wheel(let point, _, _): return point
        default: return nil
        }
    }

    /// The same pointer or wheel input at `point` (a window point seen in a viewport); the others as they are.
    public func located(at point: Point) -> Input {
        switch kind {
        case .down: return Input(time: time, kind: .down(point))
        case .move: return Input(time: time, kind: .move(point))
        case .up: return Input(time: time, kind: .up(point))
        case .cancel: return Input(time: time, kind: .cancel(point))
        case .wheel(_, let delta, let precise): return Input(time: time, kind: .wheel(point, delta: delta, precise: precise))
        default: return self
        }
    }

    /// True for a press of the pointer.
    public var isPress: Bool { if case .down = kind { true } else { false } }

    /// True for what ends a press: a release or a cancel.
    public var endsPress: Bool {
        switch kind {
        case .up, .cancel: return true
        default: return false
        }
    }

    /// True for a move of the pointer.
    public var isMove: Bool { if case .move = kind { true } else { false } }

    /// A key input as a key handler gets it; nil for the others.
    public var keyEvent: KeyEvent? {
        guard case .key(let key, let modifiers) = kind else { return nil }
        return KeyEvent(key: key, modifiers: modifiers, time: time)
    }
}
