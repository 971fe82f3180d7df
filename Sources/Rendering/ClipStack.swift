import Graphics

/// The clip during one frame: a pixel-aligned rectangle (each edge rounded to the nearest pixel
/// boundary, intersected with every enclosing clip) plus the rounded-corner shapes of the clips that
/// have radii, whose anti-aliased coverage multiplies everything drawn inside them. The rectangle is
/// in the buffer's pixels; each rounded shape keeps the coordinates of the translation group it was
/// pushed in (with that group's offset), so that a group's pixels are the same wherever it is moved.
///
/// Storage is reserved once and reused: pushes and pops within `reservedDepth` never allocate.
struct ClipStack {
    /// Nesting depth reserved up front (deeper nesting still works, it allocates once).
    static let reservedDepth = 64

    private var rects: [PixelRect] = []
    private var roundedCounts: [Int] = []
    private var rounded: [(shape: RoundedRectCoverage, offset: PixelOffset)] = []

    init() {
        rects.reserveCapacity(Self.reservedDepth + 1)
        roundedCounts.reserveCapacity(Self.reservedDepth + 1)
        rounded.reserveCapacity(Self.reservedDepth)
        reset(bounds: .empty)
    }

    /// The current pixel-aligned clip rectangle.
    var current: PixelRect { rects[rects.count - 1] }
    /// Pushes not yet popped.
    var depth: Int { rects.count - 1 }
    /// True when some enclosing clip has rounded corners.
    var hasRoundedClips: Bool { !rounded.isEmpty }

    /// Forgets every clip; the clip becomes `bounds` (the whole buffer).
    mutating func reset(bounds: PixelRect) {
        rects.removeAll(keepingCapacity: true)
        roundedCounts.removeAll(keepingCapacity: true)
        rounded.removeAll(keepingCapacity: true)
        rects.append(bounds)
        roundedCounts.append(0)
    }

    /// Intersects the clip with `rect` (device pixels of a group drawn `offset` from the buffer's
    /// origin), rounded at its corners by `radii` (pixels).
    mutating func push(_ rect: Rect, radii: CornerRadii, offset: PixelOffset = .zero) {
        let shape = RoundedRectCoverage(rect: rect, radii: radii)
        var clipped = current.intersection(PixelRect(rounding: rect).offsetBy(offset))
        if clipped.isEmpty || shape.isEmpty { clipped = .empty }
        rects.append(clipped)
        if !radii.isZero && !clipped.isEmpty {
            rounded.append((shape, offset))
        }
        roundedCounts.append(rounded.count)
    }

    /// Restores the clip before the matching `push`; an unmatched pop is ignored.
    mutating func pop() {
        guard rects.count > 1 else { return }
        rects.removeLast()
        roundedCounts.removeLast()
        let keep = roundedCounts[roundedCounts.count - 1]
        if rounded.count > keep { rounded.removeLast(rounded.count - keep) }
    }

    /// Multiplies the coverage of row `y` by the coverage of every rounded clip, in place:
    /// the uniform run shrinks to where the clips are uniform too, and the pixels that leave it get
    /// their combined coverage in `edges`. Row and columns are those of a group drawn `offset` from
    /// the buffer's origin.
    func refine(_ coverage: inout RowCoverage, y: Int, edges: UnsafeMutablePointer<Float>, offset: PixelOffset = .zero) {
        for (clip, clipOffset) in rounded {
            guard !coverage.isEmpty else { return }
            // From the drawing group's pixels to the clip's: whole pixels, so no coverage changes.
            let dx = offset.x - clipOffset.x, dy = offset.y - clipOffset.y
            var clipRow = clip.span(row: y + dy, minX: coverage.start + dx, maxX: coverage.end + dx)
            if dx != 0 && !clipRow.isEmpty {
                clipRow.start -= dx; clipRow.end -= dx; clipRow.fullStart -= dx; clipRow.fullEnd -= dx
            }
            if clipRow.isEmpty {
                coverage = .empty
                return
            }
            if clipRow.fullCoverage >= 1 && clipRow.fullStart <= coverage.start && clipRow.fullEnd >= coverage.end {
                continue  // this row lies in the clip's interior
            }
            var refined = coverage
            refined.start = clipRow.start
            refined.end = clipRow.end
            refined.fullStart = max(coverage.fullStart, clipRow.fullStart)
            refined.fullEnd = min(coverage.fullEnd, clipRow.fullEnd)
            if refined.fullEnd <= refined.fullStart {
                refined.fullStart = refined.start
                refined.fullEnd = refined.start
            }
            refined.restrict(minX: clipRow.start, maxX: clipRow.end)
            refined.fullCoverage = coverage.fullCoverage * clipRow.fullCoverage
            func combine(_ x: Int) {
                let inside = coverage.isUniform(x) ? coverage.fullCoverage : edges[x]
                let clipped = clipRow.isUniform(x) ? clipRow.fullCoverage : clip.coverage(x: x + dx, y: y + dy)
                edges[x] = inside * clipped
            }
            for x in refined.start..<refined.fullStart { combine(x) }
            for x in refined.fullEnd..<refined.end { combine(x) }
            coverage = refined
        }
    }
}
