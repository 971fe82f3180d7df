import Graphics

/// A tap: pointer down and up within the touch slop, not on a view that was caught moving.
open class TapGestureRecognizer: GestureRecognizer {
    /// Called with the tap's location in viewport points.
    public var action: ((TapGestureRecognizer) -> Void)?
    /// Called on pointer down and on release or cancel, for pressed-state highlighting.
    public var highlightChanged: ((Bool) -> Void)?

    public init(action: ((TapGestureRecognizer) -> Void)? = nil) {
        self.action = action
        super.init()
    }

    open override func pointerDown(at location: Point, time: Double) {
        super.pointerDown(at: location, time: time)
        highlightChanged?(true)
    }

    open override func pointerEnded(at location: Point, time: Double, cancelled: Bool) {
        super.pointerEnded(at: location, time: time, cancelled: cancelled)
        highlightChanged?(false)
    }

    func recognize(at location: Point) {
        self.location = location
        state = .ended
        action?(self)
    }
}
