import CSDL2
import Foundation

/// Process-wide start of SDL's subsystems, each at most once and under a lock.
///
/// Fonts (SDL_ttf) and images (SDL_image) need no video and no display: `replay`, tests and PNG
/// export use them headless. Video is counted: every `HostWindow` starts it and stops it again in
/// `deinit`; SDL keeps its own count per subsystem as well.
public final class SDLLibrary: @unchecked Sendable {
    /// The one instance; its state is guarded by `lock`, hence `@unchecked Sendable`.
    public static let shared = SDLLibrary()

    /// Environment variable that forces SDL's video driver (`x11`, `wayland`, `dummy`, ...).
    public static let videoDriverVariable = "SDL_VIDEODRIVER"
    /// Drivers that open no visible window; chosen silently by SDL when there is no display.
    static let headlessVideoDrivers: Set<String> = ["offscreen", "dummy"]
    /// Asked for in a Wayland session: SDL 2.26 otherwise picks X11 through XWayland, where
    /// touchpads send wheel notches; SDL's list syntax falls back to X11 when Wayland fails.
    static let waylandFirstDrivers = "wayland,x11"

    private let lock = NSLock()
    private var areFontsStarted = false
    private var areImagesStarted = false
    private var videoUsers = 0

    private init() {
        DiagnosticCapture.routeSDLLog()
    }

    /// Starts SDL_ttf once (no video needed).
    public func startFonts() throws {
        lock.lock()
        defer { lock.unlock() }
        if areFontsStarted { return }
        guard TTF_Init() == 0 else {
            throw SDLError.initializationFailed(subsystem: "fonts (SDL_ttf)", reason: SDLError.lastReason)
        }
        areFontsStarted = true
    }

    /// Starts SDL_image with PNG support once (no video needed).
    public func startImages() throws {
        lock.lock()
        defer { lock.unlock() }
        if areImagesStarted { return }
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else {
            throw SDLError.initializationFailed(subsystem: "images (SDL_image PNG)", reason: SDLError.lastReason)
        }
        areImagesStarted = true
    }

    /// Starts SDL's video (and events) subsystem, or adds a user when it already runs.
    ///
    /// Throws `.noDisplay` when SDL cannot reach a screen (also with `SDL_VIDEODRIVER` naming a driver
    /// SDL has), or when it fell back to a headless driver although `SDL_VIDEODRIVER` did not ask for
    /// one; `.initializationFailed` when `SDL_VIDEODRIVER` names no driver SDL has. Once video runs,
    /// SIGHUP and SIGQUIT quit like SIGTERM (`QuitSignals`).
    func startVideo(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        lock.lock()
        defer { lock.unlock() }
        if videoUsers == 0 {
            Self.setHints()
            let isDriverForced = !(environment[Self.videoDriverVariable] ?? "").isEmpty
            #if os(Linux)
            // Without X11 or Wayland, SDL would try Wayland (printing an XDG_RUNTIME_DIR error) and
            // then fall back to `offscreen`: say so before touching SDL.
            let displayVariables = ["DISPLAY", "WAYLAND_DISPLAY"]
            if !isDriverForced && displayVariables.allSatisfy({ (environment[$0] ?? "").isEmpty }) {
                throw SDLError.noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set")
            }
            #endif
            #if os(Linux)
            X11ErrorHandlers.install()
            #endif
            // Wayland, Mesa and others print to standard error while SDL tries its drivers: fold
            // that into our message when video cannot start, drop it when it can. In a Wayland session
            // Wayland is asked for first; failing that, SDL chooses as if nothing had been asked.
            let (status, printed) = DiagnosticCapture.capture { () -> Int32 in
                if let drivers = Self.preferredVideoDrivers(environment: environment) {
                    SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers)
                    let preferred = SDL_InitSubSystem(CSDL2_INIT_VIDEO)
                    SDL_ResetHint(SDL_HINT_VIDEODRIVER)
                    if preferred == 0 { return 0 }
                }
                return SDL_InitSubSystem(CSDL2_INIT_VIDEO)
            }
            guard status == 0 else {
                let reason = DiagnosticCapture.reason(SDLError.lastReason, adding: printed)
                guard isDriverForced else { throw SDLError.noDisplay(reason: reason) }
                let forced = environment[Self.videoDriverVariable] ?? ""
                let drivers = Self.videoDrivers()
                if drivers.contains(where: { $0.caseInsensitiveCompare(forced) == .orderedSame }) {
                    // A driver SDL has, with no server to talk to.
                    throw SDLError.noDisplay(reason: "\(Self.videoDriverVariable)=\(forced): \(reason)")
                }
                throw SDLError.initializationFailed(subsystem: "video", reason:
                    "\(reason); \(Self.videoDriverVariable) must name one of \(drivers.joined(separator: ", "))")
            }
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            if !isDriverForced && Self.headlessVideoDrivers.contains(driver) {
                SDL_QuitSubSystem(CSDL2_INIT_VIDEO)
                let unreachable = Self.unreachableDisplays(environment)
                let fallback = "SDL fell back to its \(driver) video driver"
                throw SDLError.noDisplay(reason: DiagnosticCapture.reason(
                    unreachable.isEmpty ? fallback : "cannot open \(unreachable); \(fallback)", adding: printed))
            }
            QuitSignals.routeToSDL()
        }
        videoUsers += 1
    }

    /// The video drivers to ask SDL for, or nil to let SDL choose: Wayland first when the session
    /// has a Wayland display and `SDL_VIDEODRIVER` does not name a driver.
    ///
    /// A relative `WAYLAND_DISPLAY` needs `XDG_RUNTIME_DIR`; without it libwayland would print an
    /// error line before failing, so Wayland is not tried.
    static func preferredVideoDrivers(environment: [String: String]) -> String? {
        guard (environment[videoDriverVariable] ?? "").isEmpty,
              let display = environment["WAYLAND_DISPLAY"], !display.isEmpty,
              display.hasPrefix("/") || !(environment["XDG_RUNTIME_DIR"] ?? "").isEmpty else { return nil }
        return waylandFirstDrivers
    }

    /// Removes a user of the video subsystem; the last one stops it.
    func stopVideo() {
        lock.lock()
        defer { lock.unlock() }
        guard videoUsers > 0 else { return }
        videoUsers -= 1
        if videoUsers == 0 {
            QuitSignals.restore()
            SDL_QuitSubSystem(CSDL2_INIT_VIDEO)
        }
    }

    /// The video drivers this SDL was built with (`x11`, `wayland`, `offscreen`, ...).
    private static func videoDrivers() -> [String] {
        (0..<max(0, SDL_GetNumVideoDrivers())).compactMap { SDL_GetVideoDriver($0).map { String(cString: $0) } }
    }

    /// The displays the environment names (`X display :1`, `Wayland display wayland-0`), which SDL
    /// could not open when it fell back to a headless driver.
    private static func unreachableDisplays(_ environment: [String: String]) -> String {
        var names: [String] = []
        if let x11 = environment["DISPLAY"], !x11.isEmpty { names.append("X display \(x11)") }
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty { names.append("Wayland display \(wayland)") }
        return names.joined(separator: " or ")
    }

    /// The video driver SDL runs with, or nil when video is not started.
    public var currentVideoDriver: String? {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    }

    /// Hints set before video starts.
    private static func setHints() {
        // Nearest-neighbour scaling: the texture is shown 1:1; never blur it.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "0")
        // A click that focuses the window is also delivered as a click (macOS).
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Keep SDL's SIGINT/SIGTERM handlers, which turn Ctrl-C and `kill` into SDL_QUIT,
        // even if the environment says otherwise (`QuitSignals` routes SIGHUP and SIGQUIT to them).
        SDL_SetHintWithPriority(SDL_HINT_NO_SIGNAL_HANDLERS, "0", SDL_HINT_OVERRIDE)
        // Do not let the compositor be bypassed: the lab is a normal desktop window.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    }
}
