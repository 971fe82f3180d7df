import Graphics

/// The states of a recognizer (UIKit's `UIGestureRecognizer.State`).
public enum GestureState: String, Sendable {
    case possible, began, changed, ended, cancelled, failed
}

/// Base class of the recognizers the window drives. On pointer down the window collects the
/// recognizers of the hit view and its ancestors (innermost first); a pan that passes the touch slop
/// captures the pointer until it is released; a release within the slop is offered as a tap.
/// Locations are in viewport points.
open class GestureRecognizer {
    public internal(set) weak var view: View?
    public var isEnabled = true
    public internal(set) var state: GestureState = .possible {
        didSet { if state != oldValue { stateDidChange() } }
    }
    /// The pointer's location on the last event, viewport points.
    public internal(set) var location: Point = .zero

    public init() {}

    /// The pointer went down in the recognizer's view; `time` in seconds.
    open func pointerDown(at location: Point, time: Double) {
        self.location = location
        state = .possible
    }

    /// The pointer went up (or was cancelled) without this recognizer capturing it.
    open func pointerEnded(at location: Point, time: Double, cancelled: Bool) {
        self.location = location
        if state == .possible { state = .failed }
    }

    /// True when the pointer down stopped something in motion: the release is then not a tap
    /// (UIKit: the tap that stops a fling does not select a row).
    open var suppressesTap: Bool { false }

    /// Called on every state change (observers of the pan state use this).
    open func stateDidChange() {}

    /// The location in `view`'s bounds coordinates.
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }
}
