import Graphics
import ScrollUI

/// One event from SDL: an input for the scene (ScrollUI's `Input`, the same value the window's
/// driver applies, its log keeps and a trace holds), or an event of the window itself. Locations are
/// in the window's points (SDL's window coordinates); times are seconds on the window's `HostClock`.
public enum HostEvent: Equatable, Sendable {
    /// The primary (left) mouse button pressed or released, the mouse moved (pressed or not), a
    /// `cancel` when the window loses focus while the button is held; a wheel or touchpad scroll; a
    /// key press (also sent for auto-repeat while the key is held); macOS trackpad contact
    /// (`SDL_FINGERDOWN`/`UP` with `SDL_MOUSE_TOUCHID`: `fingers(down: true)` when the first finger
    /// touches, false when the last lifts, PHYSICS.md §8; other platforms never send it).
    case input(Input)
    /// Text typed while text input is on (`startTextInput()`): one or more characters, UTF-8
    /// decoded, as the keyboard layout and input method made them (`SDL_TEXTINPUT`).
    case text(String)
    /// What the input method is composing, not yet typed; empty when the composition ends
    /// (`SDL_TEXTEDITING`).
    case composition(String)
    /// The window's size changed, in points.
    case resized(Size)
    /// The window's contents were lost (exposed, or the renderer was reset): present again.
    case exposed
    /// The user closed the window, or the process got SIGINT/SIGTERM.
    case quit
}
