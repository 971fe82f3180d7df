/// One line of text in one font: the unit that is measured, rasterized and cached.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font

    public init(_ string: String, font: Font) {
        self.string = string
        self.font = font
    }
}
