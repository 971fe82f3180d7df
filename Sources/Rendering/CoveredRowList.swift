/// Per command of a frame, the rows (device y) that later opaque interiors cover across the
/// command's whole width: sorted, disjoint, non-adjacent ranges, so that drawing can skip each.
/// One more entry, after the last command, holds the rows covered across the whole frame (the
/// background). The storage is flat and reused from frame to frame.
struct CoveredRowList {
    /// Every entry's ranges, entry after entry (in the order they were set).
    private var ranges: [Range<Int>] = []
    /// Per entry: the indices of its ranges in `ranges`.
    private var slices: [Range<Int>] = []

    init() {
        ranges.reserveCapacity(OcclusionCuller.occluderLimit * 8)
    }

    /// Forgets every entry and makes `count` empty ones.
    mutating func reset(count: Int) {
        ranges.removeAll(keepingCapacity: true)
        slices.removeAll(keepingCapacity: true)
        slices.append(contentsOf: repeatElement(0..<0, count: count))
    }

    /// The covered rows of entry `index`, sorted.
    func rows(of index: Int) -> ArraySlice<Range<Int>> {
        ranges[slices[index]]
    }

    /// Sets entry `index` to the rows of `bound` that each occluder spanning its width covers.
    mutating func set(_ index: Int, covering bound: PixelRect, by occluders: [PixelRect]) {
        let first = ranges.count
        for occluder in occluders where occluder.minX <= bound.minX && occluder.maxX >= bound.maxX {
            let top = max(occluder.minY, bound.minY), bottom = min(occluder.maxY, bound.maxY)
            if top < bottom { ranges.append(top..<bottom) }
        }
        guard ranges.count > first + 1 else {
            slices[index] = first..<ranges.count
            return
        }
        // Insertion sort by the first row (a few entries at most), then merge in place.
        for i in (first + 1)..<ranges.count {
            let range = ranges[i]
            var j = i
            while j > first && ranges[j - 1].lowerBound > range.lowerBound {
                ranges[j] = ranges[j - 1]
                j -= 1
            }
            ranges[j] = range
        }
        var last = first
        for i in (first + 1)..<ranges.count {
            if ranges[i].lowerBound <= ranges[last].upperBound {
                ranges[last] = ranges[last].lowerBound..<max(ranges[last].upperBound, ranges[i].upperBound)
            } else {
                last += 1
                ranges[last] = ranges[i]
            }
        }
        ranges.removeLast(ranges.count - last - 1)
        slices[index] = first..<(last + 1)
    }

    /// Calls `body` with each run of `rows` outside the sorted `covered` ranges, top to bottom.
    @inline(__always)
    static func forEachRun(of rows: Range<Int>, outside covered: ArraySlice<Range<Int>>, _ body: (Range<Int>) -> Void) {
        var y = rows.lowerBound
        for range in covered where range.upperBound > y {
            if range.lowerBound >= rows.upperBound { break }
            if range.lowerBound > y { body(y..<range.lowerBound) }
            y = range.upperBound
            if y >= rows.upperBound { return }
        }
        if y < rows.upperBound { body(y..<rows.upperBound) }
    }

    /// How many rows of `rows` the sorted `covered` ranges hold.
    static func count(of covered: ArraySlice<Range<Int>>, in rows: Range<Int>) -> Int {
        covered.reduce(0) { $0 + $1.clamped(to: rows).count }
    }
}
