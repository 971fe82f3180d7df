import Graphics

/// The window's zoom policy, as Simulator's: the window shows a canvas of points (the device's
/// screen, with the HUD's panel or a compare's columns) at `zoom` window points per canvas point.
/// A device that does not fit the display opens scaled to fit it and keeps its size in points; while
/// it is scaled a resize of the window changes the zoom, at 100 % it changes the canvas (the viewport
/// follows the window). Pure: the window asks it and applies the answers.
public struct WindowZoom: Equatable, Sendable {
    /// The display the window is on: its usable room for the window's content (points, without panels,
    /// docks and the window's borders) and how many of its points make an inch (nil: unknown).
    public struct Screen: Equatable, Sendable {
        public var room: Size
        public var pointsPerInch: Double?

        public init(room: Size, pointsPerInch: Double?) {
            self.room = room
            self.pointsPerInch = pointsPerInch
        }
    }

    /// Zooms this close to 1 are 100 % (window sizes are whole points).
    static let unitTolerance = 1e-9

    /// The mode last chosen; nil after the user resized a scaled window to a zoom of their own.
    public private(set) var mode: ZoomMode?
    /// Window points per canvas point.
    public private(set) var zoom: Double
    /// What the scenes and the HUD lay out in, points.
    public private(set) var canvas: Size

    /// `canvas` at `zoom` in `mode`.
    public init(canvas: Size, zoom: Double = 1, mode: ZoomMode? = .pointAccurate) {
        self.canvas = canvas
        self.zoom = zoom
        self.mode = mode
    }

    /// The zoom a window opens at: point accurate when `canvas` fits the screen's room (or the room is
    /// unknown), else fit screen.
    public static func opening(canvas: Size, screen: Screen?) -> WindowZoom {
        var zoom = WindowZoom(canvas: canvas)
        if let screen, canvas.width > screen.room.width || canvas.height > screen.room.height {
            _ = zoom.select(.fitScreen, screen: screen, devicePointsPerInch: nil)
        }
        return zoom
    }

    /// True when the canvas is shown scaled (not 100 %).
    public var isScaled: Bool { abs(zoom - 1) > WindowZoom.unitTolerance }

    /// The window's content size for the canvas at the zoom, whole points rounded as a frame's pixels
    /// are (`FrameRenderer.pixelSize`), so the frame rendered at the zoom fills it. A fitted window stays
    /// inside a room of whole points: the canvas at the zoom lies inside it before rounding.
    public var windowSize: Size {
        guard isScaled else { return canvas }
        return Size(width: max(1, (canvas.width * zoom).rounded()), height: max(1, (canvas.height * zoom).rounded()))
    }

    /// Chooses `mode` (Ctrl+1/2/3) for `screen` and the device's `devicePointsPerInch`; false, and
    /// nothing changes, when the mode cannot be had (physical size on a display that does not say its
    /// size, fit screen without its room).
    public mutating func select(_ mode: ZoomMode, screen: Screen?, devicePointsPerInch: Double?) -> Bool {
        let zoom: Double
        switch mode {
        case .pointAccurate:
            zoom = 1
        case .fitScreen:
            guard let room = screen?.room, room.width > 0, room.height > 0 else { return false }
            zoom = min(room.width / canvas.width, room.height / canvas.height)
        case .physicalSize:
            guard let display = screen?.pointsPerInch, display > 0, let device = devicePointsPerInch, device > 0 else { return false }
            zoom = display / device
        }
        self.zoom = abs(zoom - 1) <= WindowZoom.unitTolerance ? 1 : zoom
        self.mode = mode
        return true
    }

    /// The window's content became `size` points (the user, or the window manager): scaled, the zoom
    /// becomes the largest at which the canvas fits `size` and the canvas stays (a size the zoom asked
    /// for keeps it); at 100 % the canvas becomes `size`.
    public mutating func windowResized(to size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        guard isScaled else {
            canvas = size
            return
        }
        guard size != windowSize else { return }
        zoom = min(size.width / canvas.width, size.height / canvas.height)
        mode = nil
    }

    /// The app changed the canvas (the HUD's panel beside the viewport): the zoom stays, the window is
    /// to take `windowSize`.
    public mutating func setCanvas(_ canvas: Size) {
        self.canvas = canvas
    }

    /// The zoom as people read it: "88 %".
    public var percentText: String {
        "\(Int((zoom * 100).rounded())) %"
    }
}
