import Graphics

/// iOS's system colours (light appearance), as the apps the scenes imitate use them.
public enum Palette {
    public static let label = Color(hex: 0x000000)
    public static let secondaryLabel = Color(red: 60, green: 60, blue: 67, alpha: 153)
    public static let tertiaryLabel = Color(red: 60, green: 60, blue: 67, alpha: 77)
    static let separator = Color(red: 60, green: 60, blue: 67, alpha: 74)
    public static let systemBackground = Color(hex: 0xFFFFFF)
    public static let groupedBackground = Color(hex: 0xF2F2F7)
    static let blue = Color(hex: 0x007AFF)
    static let green = Color(hex: 0x34C759)
    static let indigo = Color(hex: 0x5856D6)
    static let orange = Color(hex: 0xFF9500)
    static let pink = Color(hex: 0xFF2D55)
    static let purple = Color(hex: 0xAF52DE)
    static let red = Color(hex: 0xFF3B30)
    static let teal = Color(hex: 0x30B0C7)
    static let yellow = Color(hex: 0xFFCC00)
    static let mint = Color(hex: 0x00C7BE)

    /// The accent colours used for generated thumbnails, in a fixed order.
    static let accents: [Color] = [blue, green, indigo, orange, pink, purple, red, teal, yellow, mint]
}
