import Graphics

/// The state of one press of the primary pointer, from down to up: the recognizers of the views
/// under it (innermost first) and the pan that captured it, if any.
struct PointerSession {
    let downLocation: Point
    let recognizers: [GestureRecognizer]
    /// Something moving was caught by this press: its release is not a tap.
    let suppressesTap: Bool
    /// The pan that passed the slop and now receives every move until release.
    var captured: PanGestureRecognizer?
    /// The pointer left the slop without any pan taking it: no tap either.
    var leftSlop = false
    /// The press began on the status bar: it belongs to the system, not to the views (a tap there
    /// scrolls to the top).
    var isOnStatusBar = false
}
