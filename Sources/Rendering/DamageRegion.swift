import Graphics

/// The parts of a frame to draw again: at most `maximumCount` rectangles of device pixels (`keep`
/// says how rects merge), after runs of rects inserted together are joined (`insert`).
/// Rects may overlap (`disjointPieces` cuts them apart for drawing). The storage is reserved once, so
/// adding rects never allocates.
public struct DamageRegion: Equatable {
    /// The most rects kept. Each is drawn in bands that each walk the command list (stepping over
    /// the groups that miss them), so many small rects cost more than a few larger ones; too few
    /// merge far-apart ones into boxes of pixels nothing changed in. A moving frame has the rows
    /// exposed by the move, a bar or two over the moved content, an indicator and a HUD; the map's
    /// sheet settling under the status bar's material has more (its edge, the strips of its rows,
    /// the material's rows), which 16 merged into boxes over 98–99.7 % of the frame (430 × 932 @3)
    /// where 91 % changed.
    /// Measured: 32 cost the plain build's p99 frames at most 1.3 % more instructions.
    public static let maximumCount = 32
    /// Rects inserted one after the other whose bounding box is at most this many pixels are drawn
    /// as that box (the columns of a curve at its cursor): drawing a few more pixels costs less than
    /// keeping them apart, and the count stays for the rects that are far apart.
    static let smallArea = 64 * 64

    /// The rects kept, in the order they were added or merged (without `pending`).
    private var kept: [PixelRect] = []
    /// The rects inserted one after another that lie together (a graph's bars, a list's rows),
    /// joined here before they are kept: one insertion for the run instead of one each.
    private var pending = PixelRect.empty

    /// The rects (allocates when a pending rect is not kept yet: for tests and reports).
    var rects: [PixelRect] { pending.isEmpty ? kept : kept + [pending] }

    public init() {
        kept.reserveCapacity(Self.maximumCount + 1)
    }

    /// No pixels.
    public var isEmpty: Bool { kept.isEmpty && pending.isEmpty }

    /// From the first row of any rect to the end of the last (empty when there are none).
    public var rowHull: Range<Int> {
        var hull = pending
        for rect in kept { hull = hull.union(rect) }
        return hull.isEmpty ? 0..<0 : hull.minY..<hull.maxY
    }

    /// Calls `body` with every rect (without allocating).
    func forEachRect(_ body: (PixelRect) -> Void) {
        for rect in kept { body(rect) }
        if !pending.isEmpty { body(pending) }
    }

    /// True when a rect shares a pixel with `rect`.
    func intersects(_ rect: PixelRect) -> Bool {
        !pending.intersection(rect).isEmpty || kept.contains { !$0.intersection(rect).isEmpty }
    }

    /// True when one rect holds all of `rect`.
    func covers(_ rect: PixelRect) -> Bool {
        (!pending.isEmpty && pending.contains(rect)) || kept.contains { $0.contains(rect) }
    }

    /// Forgets every rect (keeps the storage).
    public mutating func removeAll() {
        kept.removeAll(keepingCapacity: true)
        pending = .empty
    }

    /// Adds the pixels of `rect` (an empty rect adds nothing). A rect whose bounding box with the
    /// pending run is at most a quarter larger than the two, or at most `smallArea`, joins the run.
    mutating func insert(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        if pending.isEmpty {
            pending = rect
            return
        }
        let union = pending.union(rect)
        if union.area * 4 <= (pending.area + rect.area) * 5 || union.area <= Self.smallArea {
            pending = union
            return
        }
        keep(pending)
        pending = rect
    }

    /// Keeps the pending run (call before reading the rects kept).
    mutating func flush() {
        guard !pending.isEmpty else { return }
        keep(pending)
        pending = .empty
    }

    /// Keeps `rect`: a rect inside a kept one adds nothing; one whose bounding box with a kept one
    /// draws no more pixels than the two merges with it; when `maximumCount` are kept, it joins the
    /// one whose bounding box with it adds the fewest pixels.
    private mutating func keep(_ rect: PixelRect) {
        var added = rect
        var index = 0
        while index < kept.count {
            let other = kept[index]
            if other.contains(added) { return }
            let union = added.union(other)
            if added.contains(other) || union.area <= added.area + other.area - added.intersection(other).area {
                // Drawing the bounding box costs no more than drawing both: merge and look again.
                added = union
                kept.remove(at: index)
                index = 0
                continue
            }
            index += 1
        }
        guard kept.count == Self.maximumCount else {
            kept.append(added)
            return
        }
        // Full: the rect joins the one whose bounding box with it adds the fewest pixels (one pass,
        // so that a frame with hundreds of changed commands, a HUD's plot, stays cheap to collect).
        var best = 0, bestCost = Int.max
        for (index, other) in kept.enumerated() {
            let cost = added.union(other).area - other.area
            if cost < bestCost { bestCost = cost; best = index }
        }
        let merged = kept.remove(at: best).union(added)
        keep(merged)
    }

    /// Adds every pixel of `rows` across `width` columns.
    mutating func insert(rows: Range<Int>, width: Int) {
        insert(PixelRect(minX: 0, minY: rows.lowerBound, maxX: width, maxY: rows.upperBound))
    }

    /// The same pixels as disjoint rects, appended to `pieces` (cleared first): the rows are cut at
    /// every rect's top and bottom, and in each cut the rects' columns are joined. Drawing each
    /// piece once draws every pixel once, so pieces can be drawn on several threads at once.
    mutating func disjointPieces(into pieces: inout [PixelRect], cuts: inout [Int], spans: inout [Range<Int>]) {
        flush()
        pieces.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        for rect in kept {
            cuts.append(rect.minY)
            cuts.append(rect.maxY)
        }
        insertionSort(&cuts, by: <)
        var previous: Int?
        for cut in cuts {
            defer { previous = cut }
            guard let top = previous, cut > top else { continue }
            spans.removeAll(keepingCapacity: true)
            for rect in kept where rect.minY <= top && rect.maxY >= cut {
                spans.append(rect.minX..<rect.maxX)
            }
            insertionSort(&spans) { $0.lowerBound < $1.lowerBound }
            var current: Range<Int>?
            for span in spans {
                if let open = current, span.lowerBound <= open.upperBound {
                    current = open.lowerBound..<max(open.upperBound, span.upperBound)
                } else {
                    if let open = current { append(open, top, cut, to: &pieces) }
                    current = span
                }
            }
            if let open = current { append(open, top, cut, to: &pieces) }
        }
    }

    /// Appends the piece, or extends the piece right above it when it has the same columns.
    private func append(_ columns: Range<Int>, _ top: Int, _ bottom: Int, to pieces: inout [PixelRect]) {
        if let index = pieces.lastIndex(where: { $0.maxY == top && $0.minX == columns.lowerBound && $0.maxX == columns.upperBound }) {
            pieces[index].maxY = bottom
        } else {
            pieces.append(PixelRect(minX: columns.lowerBound, minY: top, maxX: columns.upperBound, maxY: bottom))
        }
    }
}

/// Sorts a few elements in place without allocating (the standard sort may take a buffer).
func insertionSort<Element>(_ elements: inout [Element], by isOrderedBefore: (Element, Element) -> Bool) {
    guard elements.count > 1 else { return }
    for i in 1..<elements.count {
        let element = elements[i]
        var j = i
        while j > 0 && isOrderedBefore(element, elements[j - 1]) {
            elements[j] = elements[j - 1]
            j -= 1
        }
        elements[j] = element
    }
}

extension PixelRect {
    /// The smallest rect holding both (an empty one is ignored).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                         maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }
}
