/// What a key of the window does (`KeyTable`): the QA tools' actions, the scenes' own keys, the scene
/// switch and quitting.
public enum KeyAction: Equatable, Sendable {
    case toggleHUD, toggleGuides, toggleTouches, toggleSlowMotion, togglePause
    /// ← → along the paused timeline (Shift: to the previous / next input or transition).
    case stepTimeline, jumpTimeline
    /// The period key: one frame while paused.
    case stepFrame
    /// A press on the paused timeline's strip (a pointer, not a key).
    case seekStrip
    /// [ ] X: the loop range's in and out points, and clearing it.
    case loopRange
    case zoomStrip
    /// O, C and Shift+C: the tuning panel, its changes as `--set`, its values as Swift.
    case tuningPanel, tuningCommandLine, tuningHandoff
    /// S and V, with the guides and touches shown when `withOverlays`.
    case screenshot(withOverlays: Bool)
    case video(withOverlays: Bool)
    case toggleRecording, saveRecent, bugReport
    /// ? or F1: the help card (Esc closes it).
    case toggleHelp
    /// Esc: closes what is open (the help card, the tuning panel, a scene's promotion or bar).
    case close
    /// A key the scene takes (scrolling, the bar's Return and Tab).
    case scene
    /// 1 … 9: the scene of that number in `SceneCatalog`'s order.
    case switchScene
    /// Ctrl+1, Ctrl+2, Ctrl+3 (Cmd on macOS): the window's zoom (`ZoomMode`).
    case zoomWindow
    case quit
}
