/// A few rows of a frame to draw: sorted, disjoint, non-adjacent ranges, at most `maximumCount` of
/// them (past that the two closest ranges merge, taking the rows between). The storage is reserved
/// once, so adding rows never allocates.
public struct RowRanges: Equatable {
    /// The most ranges kept. Each range is drawn in bands that each walk the whole command list, so
    /// many small ranges cost more than a few larger ones. A choice, not tuned: over the bench scripts
    /// (390 × 844, 600 frames a scene, no overlay) the frames drawn in part had 1 range (a spinner,
    /// the sheet over a still map) or 7 to 8 (list rows that changed apart: the list, hover-banner).
    public static let maximumCount = 8

    /// The ranges, sorted by their first row.
    public private(set) var ranges: [Range<Int>] = []

    public init() {
        ranges.reserveCapacity(Self.maximumCount + 1)
    }

    /// No rows.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Rows in all ranges.
    public var rowCount: Int { ranges.reduce(0) { $0 + $1.count } }

    /// From the first row of the first range to the end of the last (empty when there are none).
    public var hull: Range<Int> {
        guard let first = ranges.first, let last = ranges.last else { return 0..<0 }
        return first.lowerBound..<last.upperBound
    }

    /// Forgets every range (keeps the storage).
    public mutating func removeAll() {
        ranges.removeAll(keepingCapacity: true)
    }

    /// Adds `rows`, merging it with the ranges it overlaps or touches (an empty range adds nothing).
    public mutating func insert(_ rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        var merged = rows
        // The first range that ends at or after `rows` starts (ranges before it are apart).
        var index = 0
        while index < ranges.count, ranges[index].upperBound < merged.lowerBound { index += 1 }
        while index < ranges.count, ranges[index].lowerBound <= merged.upperBound {
            let other = ranges.remove(at: index)
            merged = min(merged.lowerBound, other.lowerBound)..<max(merged.upperBound, other.upperBound)
        }
        ranges.insert(merged, at: index)
        if ranges.count > Self.maximumCount { mergeClosest() }
    }

    /// Merges the two neighbouring ranges with the fewest rows between them.
    private mutating func mergeClosest() {
        var best = 1
        for index in 2..<ranges.count
        where ranges[index].lowerBound - ranges[index - 1].upperBound < ranges[best].lowerBound - ranges[best - 1].upperBound {
            best = index
        }
        ranges[best - 1] = ranges[best - 1].lowerBound..<ranges[best].upperBound
        ranges.remove(at: best)
    }
}
