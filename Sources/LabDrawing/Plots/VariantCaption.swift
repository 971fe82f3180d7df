import Graphics

/// A compared variant as the drawings name it: its letter (A to D), its caption and its colour, in
/// plots' legends and curves and the HUD's rows (`CompareVariant.caption`).
public struct VariantCaption {
    public let letter: String
    public let label: String
    public let color: Color

    public init(letter: String, label: String, color: Color) {
        self.letter = letter
        self.label = label
        self.color = color
    }
}
