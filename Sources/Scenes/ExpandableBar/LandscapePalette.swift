import Graphics

/// Colours of a generated landscape "photo": sky, sun, far and near hills, and ground or water.
struct LandscapePalette {
    let skyTop: Color
    let skyBottom: Color
    let sun: Color
    let far: Color
    let near: Color
    let ground: Color

    static let all: [LandscapePalette] = [
        // Sunset coast
        LandscapePalette(skyTop: Color(hex: 0xFF8A65), skyBottom: Color(hex: 0xFFD180), sun: Color(hex: 0xFFF3E0),
                         far: Color(hex: 0xA1887F), near: Color(hex: 0x6D4C41), ground: Color(hex: 0x4FC3F7)),
        // Alpine morning
        LandscapePalette(skyTop: Color(hex: 0x64B5F6), skyBottom: Color(hex: 0xE3F2FD), sun: Color(hex: 0xFFFDE7),
                         far: Color(hex: 0x90A4AE), near: Color(hex: 0x2E7D32), ground: Color(hex: 0x81C784)),
        // Desert dusk
        LandscapePalette(skyTop: Color(hex: 0x7E57C2), skyBottom: Color(hex: 0xFFAB91), sun: Color(hex: 0xFFE0B2),
                         far: Color(hex: 0xD7A86E), near: Color(hex: 0xB9770E), ground: Color(hex: 0xE0B07A)),
        // Tropical lagoon
        LandscapePalette(skyTop: Color(hex: 0x29B6F6), skyBottom: Color(hex: 0xB3E5FC), sun: Color(hex: 0xFFFFFF),
                         far: Color(hex: 0x26A69A), near: Color(hex: 0x00796B), ground: Color(hex: 0x4DD0E1)),
        // Nordic night
        LandscapePalette(skyTop: Color(hex: 0x1A237E), skyBottom: Color(hex: 0x5C6BC0), sun: Color(hex: 0xE8EAF6),
                         far: Color(hex: 0x3949AB), near: Color(hex: 0x283593), ground: Color(hex: 0xC5CAE9)),
        // Autumn valley
        LandscapePalette(skyTop: Color(hex: 0x90CAF9), skyBottom: Color(hex: 0xFFF8E1), sun: Color(hex: 0xFFF59D),
                         far: Color(hex: 0xFFB74D), near: Color(hex: 0xE65100), ground: Color(hex: 0xA1887F)),
    ]
}
