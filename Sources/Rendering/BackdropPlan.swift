/// How a backdrop's row sums come from the last frame's (`BackdropRowSums`): the content under it
/// moved by `dy` rows (down when positive), and in `rows` (buffer rows, sorted, disjoint) what the
/// commands before it draw is the last frame's moved by as much, in `keptRows` the last frame's in
/// place (rows the move left alone), except in `patches` (rects of whole blocks) where it may have
/// changed; the other rows, and the patches, are read.
struct BackdropRowMove {
    let dy: Int
    let rows: ArraySlice<Range<Int>>
    let keptRows: ArraySlice<Range<Int>>
    let patches: ArraySlice<PixelRect>
}

/// What a frame drawn in part does with each backdrop of its content list, by ordinal (its place
/// among the list's backdrops): keep the image (what it reads is the last frame's), make it from the
/// last frame's row sums moved by whole rows and the rows read anew, or make it from the pixels
/// drawn under its whole area. Storage is reused from frame to frame.
struct BackdropPlan {
    enum Reuse: Equatable {
        /// Made from every row of its area, drawn in this frame.
        case none
        /// Its input is the last frame's: the image stays.
        case image
        /// Its row sums are moved (`BackdropRowMove`); only the other rows are drawn and read.
        case rows(dy: Int)
    }

    private var reuses: [Reuse] = []
    /// Per ordinal, where its moved rows start in `movedRows` and how many runs it has.
    private var firstRun: [Int] = [], runCount: [Int] = []
    private var movedRows: [Range<Int>] = []
    /// Per ordinal, where its kept rows start in `keptRows` and how many runs it has.
    private var firstKept: [Int] = [], keptCount: [Int] = []
    private var keptRows: [Range<Int>] = []
    /// Per ordinal, where its patches start in `patches` and how many it has.
    private var firstPatch: [Int] = [], patchCount: [Int] = []
    private var patches: [PixelRect] = []
    /// The pixels the materials made from moved row sums cover opaquely without reading them
    /// (disjoint): drawn from their backdrops on (`FrameBands`).
    private(set) var covers: [BandStart] = []

    /// Starts a frame: no backdrop planned.
    mutating func removeAll() {
        reuses.removeAll(keepingCapacity: true)
        firstRun.removeAll(keepingCapacity: true)
        runCount.removeAll(keepingCapacity: true)
        movedRows.removeAll(keepingCapacity: true)
        firstKept.removeAll(keepingCapacity: true)
        keptCount.removeAll(keepingCapacity: true)
        keptRows.removeAll(keepingCapacity: true)
        firstPatch.removeAll(keepingCapacity: true)
        patchCount.removeAll(keepingCapacity: true)
        patches.removeAll(keepingCapacity: true)
        covers.removeAll(keepingCapacity: true)
    }

    /// Adds `cover` (disjoint from the others).
    mutating func addCover(_ cover: BandStart) {
        covers.append(cover)
    }

    /// Plans the next ordinal: `reuse`, with the rows whose sums move, those whose sums stay and the
    /// patches read in them for `.rows`.
    mutating func append(_ reuse: Reuse, movedRows rows: [Range<Int>] = [], keptRows kept: [Range<Int>] = [],
                         patches rects: [PixelRect] = []) {
        reuses.append(reuse)
        firstRun.append(movedRows.count)
        runCount.append(rows.count)
        movedRows.append(contentsOf: rows)
        firstKept.append(keptRows.count)
        keptCount.append(kept.count)
        keptRows.append(contentsOf: kept)
        firstPatch.append(patches.count)
        patchCount.append(rects.count)
        patches.append(contentsOf: rects)
    }

    var count: Int { reuses.count }

    /// The plan of backdrop `ordinal` (`.none` past the planned ones).
    func reuse(_ ordinal: Int) -> Reuse { ordinal < reuses.count ? reuses[ordinal] : .none }

    /// The move of backdrop `ordinal`'s row sums, when it has one.
    func rowMove(_ ordinal: Int) -> BackdropRowMove? {
        guard case let .rows(dy) = reuse(ordinal) else { return nil }
        let first = firstRun[ordinal], kept = firstKept[ordinal], patch = firstPatch[ordinal]
        return BackdropRowMove(dy: dy, rows: movedRows[first..<(first + runCount[ordinal])],
                               keptRows: keptRows[kept..<(kept + keptCount[ordinal])],
                               patches: patches[patch..<(patch + patchCount[ordinal])])
    }
}
