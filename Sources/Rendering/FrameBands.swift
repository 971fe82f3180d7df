/// The bands a frame's pieces are drawn in: each piece (disjoint rects inside the buffer) cut by
/// rows into its share of the bands, at least one. The parts of the pieces where the commands
/// before one of them need not be drawn (`BandStart`) are cut apart first, and their bands start at
/// it; where several such parts overlap, the latest command wins. Storage is reused.
///
///     piece ┌──────────────────┐
///           │ a start: from    │ ← bands that start at its command (not cleared; seeded from a
///           │ its command on   │   scrim's underlay when it says so)
///           ├──────────────────┤
///           │ the rest         │ ← bands that draw every command
///           └──────────────────┘
struct FrameBands {
    /// The bands (disjoint rects).
    private(set) var rects: [PixelRect] = []
    /// Per band: the index of the command it starts at, or −1 for all of them (cleared first).
    private(set) var starts: [Int] = []
    /// Per band: true when its pixels are first copied from the scrim's underlay (`ScrimUnderlay`).
    private(set) var isSeeded: [Bool] = []
    /// Scratch: the starts in use, latest command first, and the parts of a piece not yet assigned.
    private var ordered: [BandStart] = []
    private var rest: [(rect: PixelRect, firstStart: Int)] = []

    var count: Int { rects.count }

    /// Cuts `pieces` (`drawnPixels` in all) into about `wanted` bands, each piece its share by its
    /// pixels, at most one band per row; the parts of the pieces inside `starts` start at their
    /// commands (each start's rects disjoint), those of the starts that `isUsed` (a backdrop made
    /// in this pass).
    mutating func cut(_ pieces: [PixelRect], drawnPixels: Int, wanted: Int, starts: [BandStart], seed: BandStart?,
                      isUsed: (BandStart) -> Bool) {
        rects.removeAll(keepingCapacity: true)
        self.starts.removeAll(keepingCapacity: true)
        isSeeded.removeAll(keepingCapacity: true)
        ordered.removeAll(keepingCapacity: true)
        for start in starts where isUsed(start) { ordered.append(start) }
        if let seed { ordered.append(seed) }
        insertionSort(&ordered) { $0.index > $1.index }
        for piece in pieces {
            rest.removeAll(keepingCapacity: true)
            rest.append((piece, 0))
            while let (rect, first) = rest.popLast() {
                guard let k = ordered[first...].firstIndex(where: { $0.rect.intersects(rect) }) else {
                    cut(rect, start: nil, drawnPixels: drawnPixels, wanted: wanted)
                    continue
                }
                let inside = rect.intersection(ordered[k].rect)
                cut(inside, start: ordered[k], drawnPixels: drawnPixels, wanted: wanted)
                rect.forEachPart(outside: inside) { rest.append(($0, k + 1)) }
            }
        }
    }

    /// Appends `piece` cut evenly by rows into its share of `wanted` bands (at most one per row).
    private mutating func cut(_ piece: PixelRect, start: BandStart?, drawnPixels: Int, wanted: Int) {
        let count = min(max(1, (wanted * piece.area + drawnPixels / 2) / max(drawnPixels, 1)), piece.height)
        for band in 0..<count {
            let rows = BandScheduler.rows(ofBand: band, of: count, height: piece.height)
            rects.append(PixelRect(minX: piece.minX, minY: piece.minY + rows.lowerBound, maxX: piece.maxX,
                                   maxY: piece.minY + rows.upperBound))
            starts.append(start?.index ?? -1)
            isSeeded.append(start?.isSeeded ?? false)
        }
    }
}

/// Pixels where the commands before command `index` need not be drawn: the material of a backdrop
/// covers them opaquely and its blur does not read them in this frame (its row sums moved there), or
/// a scrim's underlay holds what they draw there (`isSeeded`: the band copies it in first).
struct BandStart {
    let rect: PixelRect
    let index: Int
    let isSeeded: Bool
}

extension PixelRect {
    /// Calls `body` with the parts of this rect outside `hole` (up to four: above, below, left and
    /// right of it), or with the rect itself when they do not meet.
    func forEachPart(outside hole: PixelRect, _ body: (PixelRect) -> Void) {
        let inside = intersection(hole)
        guard !inside.isEmpty else {
            body(self)
            return
        }
        if minY < inside.minY { body(PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: inside.minY)) }
        if inside.maxY < maxY { body(PixelRect(minX: minX, minY: inside.maxY, maxX: maxX, maxY: maxY)) }
        if minX < inside.minX { body(PixelRect(minX: minX, minY: inside.minY, maxX: inside.minX, maxY: inside.maxY)) }
        if inside.maxX < maxX { body(PixelRect(minX: inside.maxX, minY: inside.minY, maxX: maxX, maxY: inside.maxY)) }
    }
}
