import Graphics

/// A screen the scenes are laid out for, in portrait: its size and scale, the status bar, the safe
/// area, the screen's corners, what sits in its top edge, the home indicator and the refresh rate.
/// `DeviceCatalog` holds the profiles, each value with its source.
///
///     ┌──╲____╱──┐  ─┬─ statusBarHeight, safeAreaInsets.top (≥ the status bar)
///     │ 9:41  ▮▭ │  ─┘
///     │          │
///     │  scene   │
///     │          │  ─┬─ safeAreaInsets.bottom
///     ╰───▬▬▬────╯  ─┴─ home indicator
public struct DeviceProfile: Hashable, Sendable {
    /// What `--device` takes and a recording's header names: `iphone-14`.
    public let identifier: String
    /// What people call it: "iPhone 14".
    public let name: String
    /// The screen in points, portrait.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The screen's pixel density, pixels per inch: how large the device is (the window's physical size).
    public let pixelsPerInch: Double
    /// The status bar's height, points. On the Dynamic Island phones it is less than the safe area's
    /// top (54 against 59): bars lay out below the safe area's top, the status bar's items inside it.
    public let statusBarHeight: Double
    /// What the status bar, the sensor housing and the home indicator take from the edges, points
    /// (UIKit's `safeAreaInsets` of a full-screen view in portrait).
    public let safeAreaInsets: EdgeInsets
    /// The screen's corner radius, points (0: square corners). The screens' corners are a continuous
    /// curve; ScrollLab draws them as circular arcs of this radius.
    public let screenCornerRadius: Double
    public let sensorHousing: SensorHousing
    /// Nil on a device with a Home button.
    public let homeIndicator: HomeIndicator?
    /// The display's refresh rate, frames per second: 60, or 120 with ProMotion.
    public let refreshRate: Double
    public let statusBarStyle: StatusBarStyle

    public init(identifier: String, name: String, size: Size, scale: Double, pixelsPerInch: Double, statusBarHeight: Double,
                safeAreaInsets: EdgeInsets, screenCornerRadius: Double, sensorHousing: SensorHousing,
                homeIndicator: HomeIndicator?, refreshRate: Double, statusBarStyle: StatusBarStyle) {
        self.identifier = identifier
        self.name = name
        self.size = size
        self.scale = scale
        self.pixelsPerInch = pixelsPerInch
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.screenCornerRadius = screenCornerRadius
        self.sensorHousing = sensorHousing
        self.homeIndicator = homeIndicator
        self.refreshRate = refreshRate
        self.statusBarStyle = statusBarStyle
    }

    /// Points per inch of the screen (`pixelsPerInch` / `scale`: 153⅓ on the iPhone 14).
    public var pointsPerInch: Double { pixelsPerInch / scale }

    /// Seconds between two frames of the display.
    public var frameInterval: Double { 1 / refreshRate }

    /// The bottom of a navigation bar below the safe area's top: UIKit lays a 44 pt bar there, so the
    /// status bar and the bar are one band from the screen's top.
    public var navigationBarBottom: Double { safeAreaInsets.top + DeviceProfile.navigationBarHeight }

    /// UIKit's navigation bar, points (`UINavigationBar`'s standard height in portrait on iPhone).
    public static let navigationBarHeight = 44.0
}
