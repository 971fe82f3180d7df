import Foundation
import Graphics

/// What averaging a backdrop's blocks reads of each device row of its area: per block, the sum of
/// the row's sampled pixels (every `step`-th column of the block, `BackdropImage.samplesPerSide`),
/// red and blue in one 32-bit word and alpha and green in another, two 16-bit lanes each as `Blend`
/// sums them. A block's total is the sum over its sampled rows, the same integers in any order, so
/// rows kept from the last frame give the bytes that reading them again gives.
///
/// Every row of the area is kept (not only the sampled ones), so that when the content under a
/// material moves by whole rows the sums move with it (`move(_:by:)`) and only the rows that came
/// in or changed are read again: a row sampled now may have been any row before.
final class BackdropRowSums {
    /// Words per row: the red-blue sums of the blocks, then their alpha-green sums.
    private var rowWords = 0
    private let storage = ScratchBuffer<UInt32>(capacity: 4096)
    /// The geometry the rows were read for; nil when they hold nothing.
    private(set) var geometry: BackdropGeometry?

    /// The sampled columns' stride in a block of `factor` pixels.
    static func step(factor: Int) -> Int { max(1, factor / BackdropImage.samplesPerSide) }

    /// Makes room for every row of `geometry`'s area, forgetting what was read.
    func reset(for geometry: BackdropGeometry) {
        self.geometry = geometry
        rowWords = 2 * geometry.gridWidth
        storage.reserve(rowWords * geometry.area.height)
    }

    /// The buffer rows whose sums a make for `geometry` may move or keep: the rows read for the
    /// last geometry, when `geometry`'s area has its columns, its top row and its block size (a row's
    /// sums depend on nothing else: a bar that only grew or shrank keeps them) and there is room for
    /// its rows; nil otherwise.
    func heldRows(for geometry: BackdropGeometry) -> Range<Int>? {
        guard let held = self.geometry, held.area.minX == geometry.area.minX, held.area.maxX == geometry.area.maxX,
              held.area.minY == geometry.area.minY, held.factor == geometry.factor,
              storage.capacity >= rowWords * geometry.area.height else { return nil }
        return held.area.minY..<held.area.maxY
    }

    /// Goes on to `geometry` (for which `heldRows` gives rows), keeping every row's sums.
    func adopt(_ geometry: BackdropGeometry) {
        self.geometry = geometry
    }

    /// The blocks of `geometry` that columns `columns` (buffer pixels) fall in.
    static func blocks(_ columns: Range<Int>, of geometry: BackdropGeometry) -> Range<Int> {
        let area = geometry.area, factor = geometry.factor
        let first = max(columns.lowerBound - area.minX, 0) / factor
        let end = (min(columns.upperBound, area.maxX) - area.minX + factor - 1) / factor
        return first..<max(first, end)
    }

    /// The columns (buffer pixels) of blocks `blocks` of `geometry`.
    static func columns(_ blocks: Range<Int>, of geometry: BackdropGeometry) -> Range<Int> {
        let area = geometry.area, factor = geometry.factor
        return (area.minX + blocks.lowerBound * factor)..<min(area.minX + blocks.upperBound * factor, area.maxX)
    }

    /// Rows `rows` (sorted, disjoint, inside the area) now hold the sums of the rows `dy` above them
    /// (below for a negative `dy`, inside the area too); the other rows keep theirs.
    func move(_ rows: ArraySlice<Range<Int>>, by dy: Int) {
        guard dy != 0 else { return }
        // The runs in the order that reads every source before a run writes over it.
        func move(_ run: Range<Int>) {
            guard !run.isEmpty else { return }
            memmove(row(run.lowerBound), row(run.lowerBound - dy), run.count * rowWords * MemoryLayout<UInt32>.stride)
        }
        if dy > 0 {
            for run in rows.reversed() { move(run) }
        } else {
            for run in rows { move(run) }
        }
    }

    /// The red-blue sums of buffer row `y`'s blocks (`gridWidth` words), followed by the alpha-green sums.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        storage.pointer + (y - (geometry?.area.minY ?? 0)) * rowWords
    }

    /// Reads the sums of buffer rows `rows` (inside the area), of the blocks `blocks` (all when nil), from `target`.
    /// A whole block of at most `Lanes.scalarCount` pixels, with that many pixels of the row from its
    /// left edge, is summed from one load of them, its sampled columns picked by a mask (the same
    /// integers, so the same sums); the others (partial, near the row's end, or wider than one load)
    /// column by column.
    func read(_ rows: Range<Int>, blocks: Range<Int>? = nil, from target: BandRasterizer.Target) {
        guard let geometry else { return }
        let area = geometry.area, factor = geometry.factor, width = geometry.gridWidth
        let step = Self.step(factor: factor), blocks = (blocks ?? 0..<width).clamped(to: 0..<width)
        let sampled = Self.sampledLanes(factor: factor, step: step)
        // The blocks from `vectorEnd` on are partial or too near the row's end for one load (all of
        // them when a block is wider than one load).
        let wholeEnd = (area.maxX - area.minX) / factor
        let room = target.width - Lanes.scalarCount - area.minX, loadEnd = room < 0 ? 0 : room / factor + 1
        let vectorEnd = factor > Lanes.scalarCount ? blocks.lowerBound : max(blocks.lowerBound, min(blocks.upperBound, wholeEnd, loadEnd))
        for y in rows {
            let pixels = target.row(y), sums = row(y)
            for i in blocks.lowerBound..<vectorEnd {
                let lanes = UnsafeRawPointer(pixels + area.minX + i * factor).loadUnaligned(as: Lanes.self)
                sums[i] = (lanes & sampled).wrappedSum()
                sums[width + i] = ((lanes &>> 8) & sampled).wrappedSum()
            }
            for i in vectorEnd..<blocks.upperBound {
                let left = area.minX + i * factor
                (sums[i], sums[width + i]) = Self.sums(pixels, columns: left..<min(left + factor, area.maxX), step: step)
            }
        }
    }

    /// Sixteen pixels: one load of a row, the widest block summed from a single load.
    typealias Lanes = SIMD16<UInt32>

    /// `Blend.laneMask` in the lanes of a block's sampled columns (every `step`-th of its `factor`), 0 elsewhere.
    static func sampledLanes(factor: Int, step: Int) -> Lanes {
        var lanes = Lanes()
        for k in stride(from: 0, to: min(factor, Lanes.scalarCount), by: step) { lanes[k] = Blend.laneMask }
        return lanes
    }

    /// The red-blue and alpha-green sums of every `step`-th pixel of `columns` of `pixels`.
    @inline(__always)
    static func sums(_ pixels: UnsafePointer<UInt32>, columns: Range<Int>, step: Int) -> (UInt32, UInt32) {
        var sumRB: UInt32 = 0, sumAG: UInt32 = 0
        var x = columns.lowerBound
        while x < columns.upperBound {
            let p = pixels[x]
            sumRB &+= p & Blend.laneMask
            sumAG &+= (p >> 8) & Blend.laneMask
            x += step
        }
        return (sumRB, sumAG)
    }
}
