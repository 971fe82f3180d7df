import Graphics
import ScrollUI

/// One input or window event from SDL, translated to ScrollUI's types. Locations are in viewport
/// points (SDL's window coordinates); times are seconds on the window's `HostClock`.
public enum HostEvent: Equatable, Sendable {
    /// The primary (left) mouse button pressed, released, or the mouse moved (pressed or not).
    /// A `.cancel` is sent when the window loses focus while the button is held.
    case pointer(PointerEvent)
    /// A wheel or touchpad scroll.
    case wheel(WheelEvent)
    /// A key press (also sent for auto-repeat while the key is held).
    case key(KeyEvent)
    /// macOS trackpad contact (`SDL_FINGERDOWN`/`UP` with `SDL_MOUSE_TOUCHID`): `down` is true when the
    /// first finger touches, false when the last finger lifts (PHYSICS.md §8). Other platforms
    /// never send it.
    case trackpadFingers(down: Bool, time: Double)
    /// The window's size changed, in points.
    case resized(Size)
    /// The window's contents were lost (exposed, or the renderer was reset): present again.
    case exposed
    /// The user closed the window, or the process got SIGINT/SIGTERM.
    case quit
}
