/// How a segmented control's width is shared among its words: each segment by the length of its word,
/// as UIKit's `apportionsSegmentWidthsByContent` does, so a long word (`projected`) gets the room a
/// short one (`seed`) leaves. Drawing and pointing use the same shares.
public struct SegmentApportion {
    /// Characters added to every word's length, so that a short word's segment stays wide enough to
    /// hit (chosen: the width of two characters, about the segment's padding on both sides).
    static let paddingCharacters = 2

    /// The segments' fractions of the control's width, in order, adding up to 1.
    let shares: [Double]

    public init(words: [String]) {
        let weights = words.map { Double($0.count + Self.paddingCharacters) }
        let total = weights.reduce(0, +)
        shares = total > 0 ? weights.map { $0 / total } : []
    }

    /// The segment at `fraction` (0...1) of the control's width: the last one at 1.
    public func index(at fraction: Double) -> Int {
        var end = 0.0
        for (index, share) in shares.enumerated() {
            end += share
            if fraction < end { return index }
        }
        return max(shares.count - 1, 0)
    }

    /// Where segment `index` starts, as a fraction of the control's width.
    public func start(of index: Int) -> Double {
        shares.prefix(index).reduce(0, +)
    }
}
