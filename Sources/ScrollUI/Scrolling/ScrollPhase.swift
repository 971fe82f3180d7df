/// What a scroll view is doing; the `phase` of the state dumps.
public enum ScrollPhase: String, Sendable, CaseIterable {
    /// At rest.
    case idle
    /// The pointer is down on it but has not moved past the touch slop.
    case tracking
    /// Following the pointer or a touchpad's deltas.
    case dragging
    /// Coasting after a release (momentum, or the spring to a snapped target).
    case decelerating
    /// Springing back to an edge after an overscroll.
    case bouncing
    /// Running a timed or programmatic animation (wheel notch, keyboard, `setContentOffset`).
    case animating
}
