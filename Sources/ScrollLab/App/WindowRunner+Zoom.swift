import Foundation
import Graphics
import LabBasics
import Playback
import Studio
import Scenes
import SDLHost

/// The window's size against the device's (`WindowZoom`): a device that does not fit the display
/// shows scaled, Ctrl+1/2/3 (Cmd on macOS) choose physical size, point accurate and fit screen, and
/// whenever the viewport stops being the device's size a notice says so.
extension WindowRunner {
    /// The display the window is on, as the zoom policy reads it; nil when SDL cannot tell.
    static func screen(of host: HostWindow) -> WindowZoom.Screen? {
        host.contentRoom.map { WindowZoom.Screen(room: $0, pointsPerInch: host.displayPointsPerInch) }
    }

    /// Shows `zoom` in `host`: the zoom, and the window's size and place on the display for it.
    static func show(_ zoom: WindowZoom, in host: HostWindow) {
        host.contentZoom = zoom.zoom
        let size = zoom.windowSize
        if size != host.sizeInPoints { host.setSize(size) }
        host.centreOnDisplay(size: size)
    }

    /// Gives `host` the zoom it opened at, fitted again when the window's borders (its title bar) leave
    /// it less room than the display's usable size.
    static func fitBorders(_ zoom: inout WindowZoom, in host: HostWindow) {
        host.contentZoom = zoom.zoom
        guard zoom.isScaled, let screen = screen(of: host), screen.room.width < zoom.windowSize.width
                || screen.room.height < zoom.windowSize.height else { return }
        if zoom.select(.fitScreen, screen: screen, devicePointsPerInch: nil) { show(zoom, in: host) }
    }

    /// What the scenes and the HUD lay out in, points: the window's size at 100 %, else the canvas the
    /// zoom shows.
    var canvas: Size { zoom.isScaled ? zoom.canvas : host.sizeInPoints }

    /// The canvas of the device's screen: the device, or a full one per compared variant, and the
    /// HUD's panel when the window grew for it.
    var deviceCanvas: Size {
        let screen = group.isComparing ? CompareLayout.windowSize(viewport: device.size, count: group.sessions.count) : device.size
        return Size(width: screen.width + grewForPanel, height: screen.height)
    }

    /// Ctrl+1/2/3: shows the device's canvas in `mode`, or says why it cannot.
    func selectZoom(_ mode: ZoomMode, at time: Double) {
        var next = WindowZoom(canvas: deviceCanvas, zoom: zoom.zoom, mode: zoom.mode)
        guard next.select(mode, screen: WindowRunner.screen(of: host), devicePointsPerInch: device.pointsPerInch) else {
            let why = mode == .physicalSize ? "the display does not say its size" : "the display's size is unknown"
            return qa.notices.show(note: "No \(mode.rawValue): \(why)", at: time)
        }
        zoom = next
        WindowRunner.show(zoom, in: host)
        qa.notices.show(note: "\(mode.rawValue.capitalizedFirst) · \(zoom.percentText) of \(WindowRunner.sizeText(device.size)) pt",
                        at: time)
        applyLayout()
    }

    /// The window's content became `size`: a scaled window takes a new zoom, one at 100 % a new canvas.
    func windowResized(to size: Size) {
        zoom.windowResized(to: size)
        host.contentZoom = zoom.zoom
        applyLayout()
    }

    /// Says so when the single scene's viewport becomes other than the device's screen (a narrow
    /// window at 100 %, a window manager that would not give the device's height): a notice when it
    /// changes, and the title while it lasts (`viewportText`).
    func noteViewportChange(from old: Size, to new: Size, at time: Double) {
        guard !group.isComparing, new != old, new != device.size else { return }
        qa.notices.show(note: "Not the device's size · \(WindowRunner.zoomModifier)+2", at: time)
    }

    /// The title's words for a viewport other than the device's screen: "320 × 932 pt, iPhone 14 390 × 844";
    /// nil while they are the same (or comparing).
    var viewportText: String? {
        let viewport = session.window.size
        guard !group.isComparing, viewport != device.size else { return nil }
        return "\(WindowRunner.sizeText(viewport)) pt, \(device.name) \(WindowRunner.sizeText(device.size))"
    }

    /// The modifier of the zoom keys as the keyboard names it.
    #if os(macOS)
    static let zoomModifier = "Cmd"
    #else
    static let zoomModifier = "Ctrl"
    #endif

    /// "1024 × 1366".
    static func sizeText(_ size: Size) -> String {
        "\(ReadableNumber.text(size.width)) × \(ReadableNumber.text(size.height))"
    }
}

private extension String {
    /// The text with its first letter in capitals: "Fit screen".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
