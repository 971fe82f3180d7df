import CSDL2
import Foundation

/// Typing text into the window (a bug report's note), and the display it is on (for the report).
extension HostWindow {
    /// Starts text input: `.text` and `.composition` events come with the keys (`SDL_StartTextInput`).
    public func startTextInput() {
        SDL_StartTextInput()
    }

    /// Stops text input: keys come as keys alone (`SDL_StopTextInput`).
    public func stopTextInput() {
        SDL_StopTextInput()
    }

    /// True while text input is on.
    public var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

    /// The display the window is on, as a report names it: SDL's video driver and display name, its
    /// mode (pixels, refresh rate), the window's pixels per point and its zoom when the device shows
    /// scaled: `x11 · Screen 0 · 1920×1200 at 60 Hz · window scale 1 · zoom 88 %`. Unknown parts say so.
    public var displayDescription: String {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown driver"
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0 else { return "\(driver) · display unknown (\(SDLError.lastReason))" }
        let name = SDL_GetDisplayName(index).map { String(cString: $0) } ?? "display \(index)"
        var mode = SDL_DisplayMode()
        var modeText = "mode unknown"
        if SDL_GetCurrentDisplayMode(index, &mode) == 0 {
            let refresh = mode.refresh_rate > 0 ? "\(mode.refresh_rate) Hz" : "refresh unknown"
            modeText = "\(mode.w)×\(mode.h) at \(refresh)"
        }
        let zoom = contentZoom == 1 ? "" : " · zoom \(Int((contentZoom * 100).rounded())) %"
        return "\(driver) · \(name) · \(modeText) · window scale \(String(format: "%g", pixelScale))" + zoom
    }
}
