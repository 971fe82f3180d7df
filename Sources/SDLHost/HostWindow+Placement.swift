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

    /// Puts the window (of `size`, points, as `keepOnDisplay` takes it) in the middle of its display's
    /// usable bounds; a window larger than them keeps their top left.
    public func centreOnDisplay(size: Size) {
        guard let bounds = usableDisplayBounds, let room = contentRoom else { return }
        let borders = Size(width: bounds.width - room.width, height: bounds.height - room.height)
        let x = bounds.minX + max(0, (room.width - size.width) / 2) + borders.width / 2
        let y = bounds.minY + max(0, (room.height - size.height) / 2) + borders.height
        let target = Point(x: x.rounded(.down), y: y.rounded(.down))
        if target != position { position = target }
    }
}
