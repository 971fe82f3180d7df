#if os(Linux) && canImport(CXInput2)
import CXInput2

/// The X screen's pixel density from its size in millimetres, for servers whose RandR outputs do not
/// give theirs (Xvfb), where `SDL_GetDisplayDPI` fails.
enum X11DisplayDensity {
    static let millimetresPerInch = 25.4

    /// Horizontal pixels per inch of the X screen of `sdlWindow`; nil when it is no X11 window or the
    /// screen does not say its size.
    static func pixelsPerInch(sdlWindow: OpaquePointer) -> Double? {
        var display: OpaquePointer?
        var window: Window = 0
        guard CXI2_WindowHandles(UnsafeMutableRawPointer(sdlWindow), &display, &window) == 1, let display else { return nil }
        let screen = XDefaultScreen(display)
        let pixels = XDisplayWidth(display, screen), millimetres = XDisplayWidthMM(display, screen)
        guard pixels > 0, millimetres > 0 else { return nil }
        return Double(pixels) / (Double(millimetres) / millimetresPerInch)
    }
}
#endif
