/// An iPhone or iPad screen in portrait: its size in points and the pixels per point it is drawn at.
///
/// Measured facts: Apple's Human Interface Guidelines, "Layout", table "iOS, iPadOS device screen sizes
/// and orientations" (points and scale factors; the pixels are their product).
public struct PhoneScreen: Sendable, Equatable {
    /// Points, portrait.
    public let width: Double
    public let height: Double
    /// Pixels per point of the devices with this size.
    public let scales: [Double]
    /// The devices, for messages.
    public let devices: String

    public init(width: Double, height: Double, scales: [Double], devices: String) {
        self.width = width
        self.height = height
        self.scales = scales
        self.devices = devices
    }

    /// Every screen size of the guidelines' table, portrait.
    public static let all: [PhoneScreen] = [
        PhoneScreen(width: 320, height: 568, scales: [2], devices: "iPhone SE (1st generation)"),
        PhoneScreen(width: 375, height: 667, scales: [2], devices: "iPhone 6–8, SE (2nd, 3rd generation)"),
        PhoneScreen(width: 375, height: 812, scales: [3], devices: "iPhone X, XS, 11 Pro, 12 and 13 mini"),
        PhoneScreen(width: 390, height: 844, scales: [3], devices: "iPhone 12, 13, 14"),
        PhoneScreen(width: 393, height: 852, scales: [3], devices: "iPhone 14 Pro, 15, 15 Pro, 16"),
        PhoneScreen(width: 402, height: 874, scales: [3], devices: "iPhone 16 Pro"),
        PhoneScreen(width: 414, height: 736, scales: [3], devices: "iPhone 6–8 Plus"),
        PhoneScreen(width: 414, height: 896, scales: [2, 3], devices: "iPhone XR, 11, XS Max, 11 Pro Max"),
        PhoneScreen(width: 428, height: 926, scales: [3], devices: "iPhone 12, 13 Pro Max, 14 Plus"),
        PhoneScreen(width: 430, height: 932, scales: [3], devices: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus"),
        PhoneScreen(width: 440, height: 956, scales: [3], devices: "iPhone 16 Pro Max"),
        PhoneScreen(width: 744, height: 1133, scales: [2], devices: "iPad mini (6th generation)"),
        PhoneScreen(width: 768, height: 1024, scales: [2], devices: "iPad (9.7\"), iPad mini (5th generation)"),
        PhoneScreen(width: 810, height: 1080, scales: [2], devices: "iPad (10.2\")"),
        PhoneScreen(width: 820, height: 1180, scales: [2], devices: "iPad Air (10.9\"), iPad (10th generation)"),
        PhoneScreen(width: 834, height: 1194, scales: [2], devices: "iPad Pro (11\")"),
        PhoneScreen(width: 1024, height: 1366, scales: [2], devices: "iPad Pro (12.9\")"),
    ]

    /// When a downscaled recording's shape fits several sizes (390 × 844, 414 × 896 and 428 × 926 are
    /// all 19.5 : 9 within a pixel), the first of these widths is taken: current phones first. Chosen.
    public static let preference: [Double] = [393, 390, 402, 430, 440, 428, 414, 375, 320, 820, 834, 1024, 810, 768, 744]
}
