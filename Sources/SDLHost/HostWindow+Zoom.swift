import CSDL2
import Graphics
import ScrollUI

/// Showing the frame scaled (`contentZoom`): the app renders its canvas at the zoom's pixels, the
/// window puts that frame in its middle, and pointer positions come back in canvas points.
extension HostWindow {
    /// Window points per point of the app's canvas; 1 shows frames as today, stretched over the window.
    public var contentZoom: Double {
        get { zoomState.zoom }
        set { zoomState = (newValue > 0 && newValue.isFinite ? newValue : 1, zoomState.origin) }
    }

    /// The room the window's content can take on its display, points: the usable bounds less the
    /// window's borders (title bar); nil when SDL cannot tell.
    public var contentRoom: Size? {
        guard let bounds = usableDisplayBounds else { return nil }
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        if SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) != 0 { (top, left, bottom, right) = (0, 0, 0, 0) }
        return Size(width: max(1, bounds.width - Double(left + right)), height: max(1, bounds.height - Double(top + bottom)))
    }

    /// Points per inch of the window's display (`SDL_GetDisplayDPI`'s pixels per inch, else the X
    /// screen's, over the window's pixels per point); nil when the display does not say its size.
    public var displayPointsPerInch: Double? {
        var diagonal: Float = 0, horizontal: Float = 0, vertical: Float = 0
        let index = SDL_GetWindowDisplayIndex(window)
        if index >= 0, SDL_GetDisplayDPI(index, &diagonal, &horizontal, &vertical) == 0, horizontal > 0, horizontal.isFinite {
            return Double(horizontal) / pixelScale
        }
        #if os(Linux) && canImport(CXInput2)
        return X11DisplayDensity.pixelsPerInch(sdlWindow: window).map { $0 / pixelScale }
        #else
        return nil
        #endif
    }

    /// Copies the frame's texture (`width` × `height` pixels) to the window: stretched over it at a
    /// zoom of 1, else unscaled in its middle (the frame was rendered at the zoom).
    func copyFrame(width: Int, height: Int) {
        guard contentZoom != 1 else {
            zoomState.origin = .zero
            SDL_RenderCopy(renderer, texture, nil, nil)
            return
        }
        let drawable = drawableSize, scale = pixelScale
        var target = SDL_Rect(x: Int32((drawable.width - width) / 2), y: Int32((drawable.height - height) / 2),
                              w: Int32(width), h: Int32(height))
        zoomState.origin = Point(x: Double(target.x) / scale, y: Double(target.y) / scale)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, &target)
    }

    /// `event` with its pointer position (and a wheel's scrolling) in canvas points.
    func inCanvas(_ event: HostEvent?) -> HostEvent? {
        let zoom = contentZoom
        guard zoom != 1, case .input(let input)? = event, let location = input.location else { return event }
        let origin = zoomState.origin
        let point = Point(x: (location.x - origin.x) / zoom, y: (location.y - origin.y) / zoom)
        if case .wheel(_, let delta, let precise) = input.kind {
            return .input(Input(time: input.time, kind: .wheel(point, delta: Point(x: delta.x / zoom, y: delta.y / zoom),
                                                               precise: precise)))
        }
        return .input(input.located(at: point))
    }
}
