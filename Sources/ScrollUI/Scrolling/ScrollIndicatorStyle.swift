#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Graphics

/// UIKit's `UIScrollView.IndicatorStyle`: the indicator's colour for the content under it.
public enum ScrollIndicatorStyle: Sendable {
    /// Dark on light content, light on dark, from the declared background (`resolved(over:)`).
    case `default`
    /// Dark, for light content.
    case black
    /// Light, for dark content.
    case white

    /// The dark indicator: `0x59000000` (35 % black). Measured by others: Flutter's `CupertinoScrollbar`
    /// (`cupertino/scrollbar.dart`), read from an iOS 13 view hierarchy.
    public static let blackColor = Color(red: 0, green: 0, blue: 0, alpha: 0x59)
    /// The light indicator: `0x80FFFFFF` (50 % white), the same source.
    public static let whiteColor = Color(red: 255, green: 255, blue: 255, alpha: 0x80)
    /// Backgrounds with a relative luminance (WCAG 2) above this are light, 0...1. Chosen: mid grey
    /// (CIE L* = 50); UIKit publishes no threshold.
    public static let lightBackgroundLuminance = 0.184

    /// `.black` or `.white`: `.default` follows `background` (none or transparent counts as light).
    public func resolved(over background: Color?) -> ScrollIndicatorStyle {
        guard self == .default else { return self }
        guard let background, !background.isInvisible else { return .black }
        return Self.relativeLuminance(background) > Self.lightBackgroundLuminance ? .black : .white
    }

    /// The colour of a resolved style (`.default` draws as `.black`).
    public var color: Color { self == .white ? Self.whiteColor : Self.blackColor }

    /// WCAG 2's relative luminance of `color`'s sRGB channels, 0 (black) ... 1 (white).
    static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ byte: UInt8) -> Double {
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
