/// How a device lays out its status bar: where the time goes and where the icons go.
///
///     split (notch, island)      centred time (Home button)    leading (iPad)
///     │ 9:41   ▇▇▇▇▇   ▮▮ ≋ ▭ │  │ ▮▮ ≋     9:41      ▭ │   │ 9:41 Tue 9 Jan      ≋ ▭ │
public enum StatusBarStyle: Hashable, Sendable {
    /// The time in the left "ear" beside the sensor housing, the icons in the right one.
    case split
    /// The time in the middle, signal and Wi-Fi at the left, the battery at the right.
    case centredTime
    /// The time and date at the left, the icons at the right.
    case leading
}
