/// The part of the frame whose content scrolls: analysis rows `rows` and the column blocks used.
///
/// ```
///   ┌──────────────────┐
///   │ status bar       │  still: outside
///   ├──────────────────┤ ← rows.lowerBound
///   │ ▒▒ rows that ▒▒▒ │
///   │ ▒▒ move  ▒▒▒▒▒▒▒ │  blocks: the columns whose content is textured and moves with the rest
///   ├──────────────────┤ ← rows.upperBound
///   │ tab bar          │  still: outside
///   └──────────────────┘
/// ```
public struct ScrollRegion: Sendable, Equatable {
    /// Analysis rows.
    public var rows: Range<Int>
    /// The column blocks used, increasing.
    public var blocks: [Int]

    public init(rows: Range<Int>, blocks: [Int]) {
        self.rows = rows
        self.blocks = blocks
    }

    /// The region in the pixels of a `width` × `height` frame whose profiles have `analysisRows` rows
    /// of `blockCount` blocks: x, y, width, height.
    public func pixels(frameWidth width: Int, frameHeight height: Int, analysisRows: Int, blockCount: Int)
        -> (x: Int, y: Int, width: Int, height: Int) {
        let rowScale = Double(height) / Double(analysisRows), blockWidth = Double(width) / Double(blockCount)
        let left = Int((Double(blocks.first ?? 0) * blockWidth).rounded())
        let right = Int((Double((blocks.last ?? blockCount - 1) + 1) * blockWidth).rounded())
        let top = Int((Double(rows.lowerBound) * rowScale).rounded())
        let bottom = Int((Double(rows.upperBound) * rowScale).rounded())
        return (left, top, right - left, bottom - top)
    }
}
