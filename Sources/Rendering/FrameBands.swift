/// The bands a frame's pieces are drawn in: each piece (disjoint rects inside the buffer) cut by
/// rows into its share of the bands, at least one. A piece that a material covers opaquely and
/// whose pixels its blur does not read (`BackdropCover`) is cut apart first: its bands start at the
/// backdrop's command, since whatever is drawn before it there is covered. Storage is reused.
///
///     piece ┌──────────────────┐
///           │ cover: from the  │ ← bands that start at the backdrop (not cleared)
///           │ backdrop on      │
///           ├──────────────────┤
///           │ the rest         │ ← bands that draw every command
///           └──────────────────┘
struct FrameBands {
    /// The bands (disjoint rects).
    private(set) var rects: [PixelRect] = []
    /// Per band: the index of the command it starts at, or −1 for all of them (cleared first).
    private(set) var starts: [Int] = []
    /// Scratch: the parts of a piece not yet assigned.
    private var rest: [(rect: PixelRect, firstCover: Int)] = []

    var count: Int { rects.count }

    /// Cuts `pieces` (`drawnPixels` in all) into about `wanted` bands, each piece its share by its
    /// pixels, at most one band per row; the parts of the pieces inside `covers` (disjoint) start at
    /// their backdrops, those of the covers whose backdrop `isMade` (its image is made in this pass).
    mutating func cut(_ pieces: [PixelRect], drawnPixels: Int, wanted: Int, covers: [BackdropCover],
                      isMade: (Int) -> Bool) {
        rects.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        for piece in pieces {
            rest.removeAll(keepingCapacity: true)
            rest.append((piece, 0))
            while let (rect, first) = rest.popLast() {
                guard let k = covers[first...].firstIndex(where: { $0.rect.intersects(rect) && isMade($0.index) }) else {
                    cut(rect, start: -1, drawnPixels: drawnPixels, wanted: wanted)
                    continue
                }
                let inside = rect.intersection(covers[k].rect)
                cut(inside, start: covers[k].index, drawnPixels: drawnPixels, wanted: wanted)
                rect.forEachPart(outside: inside) { rest.append(($0, k + 1)) }
            }
        }
    }

    /// Appends `piece` cut evenly by rows into its share of `wanted` bands (at most one per row).
    private mutating func cut(_ piece: PixelRect, start: Int, drawnPixels: Int, wanted: Int) {
        let count = min(max(1, (wanted * piece.area + drawnPixels / 2) / max(drawnPixels, 1)), piece.height)
        for band in 0..<count {
            let rows = BandScheduler.rows(ofBand: band, of: count, height: piece.height)
            rects.append(PixelRect(minX: piece.minX, minY: piece.minY + rows.lowerBound, maxX: piece.maxX,
                                   maxY: piece.minY + rows.upperBound))
            starts.append(start)
        }
    }
}

/// Pixels that the material of backdrop command `index` covers opaquely and that its blur does not
/// read in this frame (its row sums moved there): what the commands before it draw there is covered,
/// so the bands there start at it.
struct BackdropCover {
    let rect: PixelRect
    let index: Int
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
