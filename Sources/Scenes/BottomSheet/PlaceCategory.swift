import Graphics

/// The kinds of places on the map, with Apple Maps' point-of-interest colours.
enum PlaceCategory: CaseIterable {
    case restaurant, cafe, park, museum, shopping, hotel, landmark

    /// The marker colour (Apple Maps: food orange, parks green, culture pink, shops yellow, hotels purple).
    var color: Color {
        switch self {
        case .restaurant: return Color(hex: 0xFF9500)
        case .cafe: return Color(hex: 0xC7842D)
        case .park: return Color(hex: 0x34C759)
        case .museum: return Color(hex: 0xFF2D55)
        case .shopping: return Color(hex: 0xF2B500)
        case .hotel: return Color(hex: 0xAF52DE)
        case .landmark: return Color(hex: 0x8E8E93)
        }
    }

    /// The word shown in the list.
    var title: String {
        switch self {
        case .restaurant: return "Restaurant"
        case .cafe: return "Café"
        case .park: return "Park"
        case .museum: return "Museum"
        case .shopping: return "Shopping"
        case .hotel: return "Hotel"
        case .landmark: return "Landmark"
        }
    }
}
