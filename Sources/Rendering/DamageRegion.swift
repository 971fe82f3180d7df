import Graphics

/// The parts of a frame to draw again: at most `maximumCount` rectangles of device pixels. A rect
/// that lies inside another adds nothing; rects whose bounding box draws no more pixels than the two
/// do merge into it; past `maximumCount` the two whose bounding box adds the fewest pixels merge.
/// Rects may overlap (`disjointPieces` cuts them apart for drawing). The storage is reserved once, so
/// adding rects never allocates.
public struct DamageRegion: Equatable {
    /// The most rects kept. Each is drawn in bands that each walk the whole command list, so many
    /// small rects cost more than a few larger ones. A choice, not tuned: a moving frame has the
    /// rows exposed by the move, a bar or two over the moved content, an indicator and a HUD.
    public static let maximumCount = 16

    /// The rects, in the order they were added or merged.
    private(set) var rects: [PixelRect] = []

    public init() {
        rects.reserveCapacity(Self.maximumCount + 1)
    }

    /// No pixels.
    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels in all rects, overlaps counted once per rect (an upper bound of the pixels drawn).
    public var pixelCount: Int { rects.reduce(0) { $0 + $1.area } }

    /// From the first row of any rect to the end of the last (empty when there are none).
    public var rowHull: Range<Int> {
        guard let first = rects.first else { return 0..<0 }
        var hull = first
        for rect in rects { hull = hull.union(rect) }
        return hull.minY..<hull.maxY
    }

    /// Forgets every rect (keeps the storage).
    public mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// Adds the pixels of `rect` (an empty rect adds nothing).
    mutating func insert(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var added = rect
        var index = 0
        while index < rects.count {
            let other = rects[index]
            if other.contains(added) { return }
            let union = added.union(other)
            if added.contains(other) || union.area <= added.area + other.area - added.intersection(other).area {
                // Drawing the bounding box costs no more than drawing both: merge and look again.
                added = union
                rects.remove(at: index)
                index = 0
                continue
            }
            index += 1
        }
        rects.append(added)
        if rects.count > Self.maximumCount { mergeCheapest() }
    }

    /// Adds every pixel of `rows` across `width` columns.
    mutating func insert(rows: Range<Int>, width: Int) {
        insert(PixelRect(minX: 0, minY: rows.lowerBound, maxX: width, maxY: rows.upperBound))
    }

    /// Merges the two rects whose bounding box adds the fewest pixels.
    private mutating func mergeCheapest() {
        var best = (0, 1), bestCost = Int.max
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if cost < bestCost { bestCost = cost; best = (i, j) }
            }
        }
        let merged = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects[best.0] = merged
        // The merged rect may now hold or join others.
        let rect = rects.remove(at: best.0)
        insert(rect)
    }

    /// The same pixels as disjoint rects, appended to `pieces` (cleared first): the rows are cut at
    /// every rect's top and bottom, and in each cut the rects' columns are joined. Drawing each
    /// piece once draws every pixel once, so pieces can be drawn on several threads at once.
    func disjointPieces(into pieces: inout [PixelRect], cuts: inout [Int], spans: inout [Range<Int>]) {
        pieces.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        for rect in rects {
            cuts.append(rect.minY)
            cuts.append(rect.maxY)
        }
        insertionSort(&cuts, by: <)
        var previous: Int?
        for cut in cuts {
            defer { previous = cut }
            guard let top = previous, cut > top else { continue }
            spans.removeAll(keepingCapacity: true)
            for rect in rects where rect.minY <= top && rect.maxY >= cut {
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
