/// How one shape covers one row of pixels:
///
///     start      fullStart              fullEnd       end
///       │ edges    │  uniform fullCoverage  │   edges    │
///       ▼──────────▼────────────────────────▼────────────▼
///
/// Pixels in `[fullStart, fullEnd)` all have coverage `fullCoverage`; pixels in `[start, fullStart)`
/// and `[fullEnd, end)` have their own coverage in the rasterizer's edge scratch row, indexed by x.
/// Invariant: `start <= fullStart <= fullEnd <= end`. Pixels outside `[start, end)` are untouched.
struct RowCoverage: Equatable {
    var start: Int
    var end: Int
    var fullStart: Int
    var fullEnd: Int
    var fullCoverage: Float

    static let empty = RowCoverage(start: 0, end: 0, fullStart: 0, fullEnd: 0, fullCoverage: 0)

    var isEmpty: Bool { start >= end }

    /// Narrows `[start, end)` to `[minX, maxX)` and restores the invariant
    /// (an empty uniform run sits at `fullStart == fullEnd`).
    @inline(__always)
    mutating func restrict(minX: Int, maxX: Int) {
        start = max(start, minX)
        end = min(end, maxX)
        if start >= end {
            self = .empty
            return
        }
        fullStart = min(max(fullStart, start), end)
        fullEnd = min(max(fullEnd, fullStart), end)
    }

    /// True when `x` lies in the uniform run.
    @inline(__always)
    func isUniform(_ x: Int) -> Bool { x >= fullStart && x < fullEnd }
}
