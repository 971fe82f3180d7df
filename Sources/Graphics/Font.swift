/// A font request: weight and size in points. The text engine picks the face (a Latin face, or a
/// CJK face when the text needs one).
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// iOS's body text: 17 pt regular.
    public static let body = Font(size: 17)
    /// iOS's subheadline: 15 pt regular.
    public static let subheadline = Font(size: 15)
    /// iOS's footnote: 13 pt regular.
    public static let footnote = Font(size: 13)
    /// iOS's caption: 12 pt regular.
    public static let caption = Font(size: 12)
    /// iOS's headline: 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// iOS's large navigation title: 34 pt bold.
    public static let largeTitle = Font(size: 34, weight: .bold)
}
