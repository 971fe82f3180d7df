import CSDL2
import Graphics

/// Where the window sits on its display, so that a window that grows (the HUD's panel beside the
/// viewports) stays on the screen.
extension HostWindow {
    /// The window's top left on the screen, points (`SDL_GetWindowPosition`).
    public var position: Point {
        get {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(window, &x, &y)
            return Point(x: Double(x), y: Double(y))
        }
        set {
            SDL_SetWindowPosition(window, Int32(clamping: Int(saturating: newValue.x.rounded())),
                                  Int32(clamping: Int(saturating: newValue.y.rounded())))
        }
    }

    /// The usable bounds of the display the window is on, points (without panels and docks); nil
    /// when SDL cannot tell.
    public var usableDisplayBounds: Rect? {
        var rect = SDL_Rect()
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, SDL_GetDisplayUsableBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.w), height: Double(rect.h))
    }

    /// Moves the window (of `size`, points: the size just asked for, which the window may not have
    /// taken yet) left and up as far as needed for it to lie inside its display's usable bounds, as
    /// far as it fits; it never moves past their top left.
    public func keepOnDisplay(size: Size) {
        guard let bounds = usableDisplayBounds else { return }
        let current = position
        let x = max(bounds.minX, min(current.x, bounds.maxX - size.width))
        let y = max(bounds.minY, min(current.y, bounds.maxY - size.height))
        if x != current.x || y != current.y { position = Point(x: x, y: y) }
    }
}
