/// A colour with straight (not premultiplied) alpha, 8 bits per channel, in sRGB.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` and an opacity in 0...1.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
                  alpha: Color.byte(opacity))
    }

    /// The same colour with its alpha multiplied by `factor` (0...1).
    public func multipliedAlpha(_ factor: Double) -> Color {
        if factor >= 1 { return self }
        var copy = self
        copy.alpha = Color.byte(Double(alpha) / 255 * factor)
        return copy
    }

    /// The same colour with the given opacity (0...1).
    public func withOpacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = Color.byte(opacity)
        return copy
    }

    /// Linear interpolation between two colours, `fraction` 0 gives `self`.
    public func mixed(with other: Color, fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(Double(a) + (Double(b) - Double(a)) * f + 0.5) }
        return Color(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
                     alpha: lerp(alpha, other.alpha))
    }

    /// This colour drawn over the opaque `background`: the opaque colour that shows.
    public func composited(over background: Color) -> Color {
        background.mixed(with: withOpacity(1), fraction: Double(alpha) / 255)
    }

    public var isOpaque: Bool { alpha == 255 }
    public var isInvisible: Bool { alpha == 0 }

    /// Premultiplied ARGB8888 (`0xAARRGGBB`), the pixel format of the rasterizer.
    public var premultipliedARGB: UInt32 {
        let a = UInt32(alpha)
        let r = (UInt32(red) * a + 127) / 255
        let g = (UInt32(green) * a + 127) / 255
        let b = (UInt32(blue) * a + 127) / 255
        return a << 24 | r << 16 | g << 8 | b
    }

    static func byte(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 0 }
        return UInt8(min(max(unit, 0), 1) * 255 + 0.5)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
}
