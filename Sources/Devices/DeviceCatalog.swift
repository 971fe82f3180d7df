import Graphics

/// The devices `--device` takes, smallest phone first. Sources, per kind of value:
///
/// - Size and scale: Apple's Human Interface Guidelines, "Layout › Specifications" (device screen
///   dimensions).
/// - Pixel density: Apple's technical specifications of each model (326 ppi for the iPhone SE, 460
///   for the iPhone 14, 15 and 15 Pro Max, 264 for the 12.9-inch iPad Pro).
/// - Status bar and safe area: measured by others. The notched phone's 47 pt status bar is UIKit's
///   own (`_UIStatusBarVisualProvider_Split.height`, iOS 18.2); the rest come from device simulators
///   that were calibrated on devices (flutter_device_preview's `device_frame`, `device_sim`,
///   `adaptive_test`), which agree; on the Dynamic Island phones the safe area's top (59) is the
///   safeAreaLayoutGuide read on an iPhone 14 Pro (flutter#120682) and the status bar 54.
/// - Screen corner radius: `UIScreen._displayCornerRadius` read on each model's simulator
///   (flutter#97349; kylebshr/ScreenCorners agrees).
/// - Dynamic Island: 126 × 37.33 pt, 11 pt below the top, the same on both sizes (measured:
///   theblixguy/DynamicIslandUtilities; device_frame and adaptive_test within a point).
/// - Notch: no published value; 160 × 34 pt with 22 pt bottom corners is what two device kits draw
///   (device_sim, a Device extension; adaptive_test draws 154 × 32): CHOSEN.
/// - Home indicator: MaterialKit's pill settings (iOS 26.1): on a phone width = round(0.3574 ×
///   screen width), 5 pt high, 8 pt above the bottom edge; on the 12.9-inch iPad 315 × 5.5 pt, 7.5 pt
///   above it.
/// - Refresh rate: Apple, "Optimizing iPhone and iPad apps to support ProMotion displays": ProMotion
///   (up to 120 Hz) on the Pro iPhones from the 13 Pro and the iPad Pro; 60 Hz on the others.
public enum DeviceCatalog {
    public static let iPhoneSE = DeviceProfile(
        identifier: "iphone-se", name: "iPhone SE (3rd gen)", size: Size(width: 375, height: 667), scale: 2, pixelsPerInch: 326,
        // A Home-button phone: the 20 pt status bar is the whole top inset, nothing at the bottom.
        statusBarHeight: 20, safeAreaInsets: EdgeInsets(top: 20, bottom: 0), screenCornerRadius: 0,
        sensorHousing: .none, homeIndicator: nil, refreshRate: 60, statusBarStyle: .centredTime)

    /// Today's default viewport: 390 × 844 @3, the size traces, state lines and golden frames were
    /// made at before devices existed.
    public static let iPhone14 = DeviceProfile(
        identifier: "iphone-14", name: "iPhone 14", size: Size(width: 390, height: 844), scale: 3, pixelsPerInch: 460,
        statusBarHeight: 47, safeAreaInsets: EdgeInsets(top: 47, bottom: 34), screenCornerRadius: 47.33,
        sensorHousing: .notch(width: 160, height: 34, bottomCornerRadius: 22),
        homeIndicator: HomeIndicator(width: 139, height: 5, bottomGap: 8), refreshRate: 60, statusBarStyle: .split)

    public static let iPhone15 = DeviceProfile(
        identifier: "iphone-15", name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3, pixelsPerInch: 460,
        statusBarHeight: 54, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), screenCornerRadius: 55,
        sensorHousing: dynamicIsland,
        homeIndicator: HomeIndicator(width: 140, height: 5, bottomGap: 8), refreshRate: 60, statusBarStyle: .split)

    public static let iPhone15ProMax = DeviceProfile(
        identifier: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3, pixelsPerInch: 460,
        statusBarHeight: 54, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), screenCornerRadius: 55,
        sensorHousing: dynamicIsland,
        homeIndicator: HomeIndicator(width: 154, height: 5, bottomGap: 8), refreshRate: 120, statusBarStyle: .split)

    /// The 12.9-inch iPad Pro (5th and 6th generation): the size `bench --plot` measures.
    public static let iPadPro12_9 = DeviceProfile(
        identifier: "ipad-pro-12.9", name: "iPad Pro 12.9-inch", size: Size(width: 1024, height: 1366), scale: 2, pixelsPerInch: 264,
        statusBarHeight: 24, safeAreaInsets: EdgeInsets(top: 24, bottom: 20), screenCornerRadius: 18,
        sensorHousing: .none,
        homeIndicator: HomeIndicator(width: 315, height: 5.5, bottomGap: 7.5), refreshRate: 120, statusBarStyle: .leading)

    /// The Dynamic Island of the iPhone 15 and 15 Pro Max.
    static let dynamicIsland = SensorHousing.dynamicIsland(width: 126, height: 37.33, top: 11)

    public static let all = [iPhoneSE, iPhone14, iPhone15, iPhone15ProMax, iPadPro12_9]

    /// The device scenes are laid out for unless asked otherwise: the iPhone 14.
    public static let standard = iPhone14

    public static var identifiers: [String] { all.map(\.identifier) }

    /// The device called `name`: its identifier or its name, in any case, with spaces for dashes
    /// (`iphone-15-pro-max`, `"iPhone 15 Pro Max"`); nil when none is.
    public static func profile(named name: String) -> DeviceProfile? {
        let key = normalized(name)
        return all.first { $0.identifier == key || normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        let words = name.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 }.filter { $0 != "(" && $0 != ")" }
        return String(words)
    }
}
