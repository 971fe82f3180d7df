import Graphics

/// Apple Maps' light-mode colours for the drawn city (sampled from its standard map style).
enum MapPalette {
    static let land = Color(hex: 0xF5F2EC)
    static let block = Color(hex: 0xEDE9E2)
    static let building = Color(hex: 0xE4DFD6)
    static let park = Color(hex: 0xC6E7B0)
    static let parkPath = Color(hex: 0xDDF0CF)
    static let water = Color(hex: 0xA3D3F7)
    static let street = Color.white
    static let streetCasing = Color(hex: 0xDCD6CC)
    static let major = Color(hex: 0xFDE293)
    static let majorCasing = Color(hex: 0xEDC25A)
    static let bridgeCasing = Color(hex: 0xB7B2A8)
    static let streetLabel = Color(hex: 0x6E6B66)
    static let districtLabel = Color(hex: 0x9A958D)
    static let waterLabel = Color(hex: 0x3D7EBE)
    static let parkLabel = Color(hex: 0x3E8E41)
    static let halo = Color(hex: 0xFFFFFF, opacity: 0.9)
    static let userBlue = Color(hex: 0x007AFF)
}
