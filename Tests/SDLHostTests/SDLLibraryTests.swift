@testable import SDLHost
import XCTest

/// Which video drivers ScrollLab asks SDL for (no display needed).
final class SDLLibraryTests: XCTestCase {
    func testWaylandSessionsAskForWaylandFirst() {
        let wayland = SDLLibrary.waylandFirstDrivers
        let cases: [(UInt, [String: String], String?)] = [
            // An X11 session: SDL's own choice.
            (#line, ["DISPLAY": ":0"], nil),
            // A Wayland session, with or without XWayland.
            (#line, ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000"], wayland),
            (#line, ["WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000"], wayland),
            (#line, ["DISPLAY": ":0", "WAYLAND_DISPLAY": "/run/user/1000/wayland-0"], wayland),
            // libwayland cannot find a relative socket without XDG_RUNTIME_DIR (and would say so).
            (#line, ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"], nil),
            (#line, ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": ""], nil),
            (#line, ["DISPLAY": ":0", "WAYLAND_DISPLAY": "", "XDG_RUNTIME_DIR": "/run/user/1000"], nil),
            // SDL_VIDEODRIVER set by the user wins.
            (#line, ["WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000", "SDL_VIDEODRIVER": "x11"], nil),
            (#line, ["WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000", "SDL_VIDEODRIVER": ""], wayland),
        ]
        for (line, environment, expected) in cases {
            XCTAssertEqual(SDLLibrary.preferredVideoDrivers(environment: environment), expected, line: line)
        }
    }
}
