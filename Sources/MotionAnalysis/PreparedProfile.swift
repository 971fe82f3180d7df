/// One frame's profile made ready for correlation at one level of detail: the used blocks' values
/// block by block (rows averaged in groups of `factor`), with running sums of the values and of
/// their squares, so any stretch of rows has its sum and sum of squares in two lookups. The buffers
/// are allocated once and refilled for every frame.
final class PreparedProfile {
    /// Rows at this level: the analysis rows divided by `factor`, rounded down.
    let rows: Int
    /// Analysis rows averaged into one row here.
    let factor: Int
    /// The column blocks used, in order; slot i holds block `blocks[i]`.
    let blocks: [Int]
    /// `blocks.count × rows` values, block after block.
    let values: UnsafeMutablePointer<Double>
    /// `blocks.count × (rows + 1)` running sums: `sums[slot·(rows+1) + y]` = Σ values of rows < y.
    let sums: UnsafeMutablePointer<Double>
    /// The same for the squares of the values.
    let squares: UnsafeMutablePointer<Double>
    /// The frame loaded, or −1.
    private(set) var frame = -1

    init(analysisRows: Int, factor: Int, blocks: [Int]) {
        self.factor = max(1, factor)
        rows = analysisRows / self.factor
        self.blocks = blocks
        values = .allocate(capacity: max(1, blocks.count * rows))
        sums = .allocate(capacity: blocks.count * (rows + 1))
        squares = .allocate(capacity: blocks.count * (rows + 1))
    }

    deinit {
        values.deallocate()
        sums.deallocate()
        squares.deallocate()
    }

    /// Fills the buffers from frame `frame` of `profiles` (nothing to do when it is loaded already).
    func load(_ profiles: FrameProfiles, frame: Int) {
        guard frame != self.frame else { return }
        self.frame = frame
        let stride = profiles.blocks, scale = 1 / Double(factor)
        profiles.bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress! + frame * profiles.frameSize
            for (slot, block) in blocks.enumerated() {
                let out = values + slot * rows
                let sum = sums + slot * (rows + 1), square = squares + slot * (rows + 1)
                var runningSum = 0.0, runningSquare = 0.0
                sum[0] = 0
                square[0] = 0
                for row in 0..<rows {
                    var total = 0
                    let first = row * factor
                    for sub in 0..<factor { total += Int(base[(first + sub) * stride + block]) }
                    let value = Double(total) * scale
                    out[row] = value
                    runningSum += value
                    runningSquare += value * value
                    sum[row + 1] = runningSum
                    square[row + 1] = runningSquare
                }
            }
        }
    }

    /// Marks the buffers as holding no frame (after the caller changed their meaning).
    func forget() { frame = -1 }

    /// The normalised cross-correlation of block slot `slot` between `current` rows y and `reference`
    /// rows y + `shift`, over the rows of `region` both cover; nil when fewer than `minimumOverlap`
    /// rows overlap or either side is flat.
    static func correlation(current: PreparedProfile, reference: PreparedProfile, slot: Int, shift: Int,
                            region: Range<Int>, minimumOverlap: Int) -> Double? {
        let start = max(region.lowerBound, region.lowerBound - shift)
        let end = min(region.upperBound, region.upperBound - shift)
        guard end - start >= max(2, minimumOverlap) else { return nil }
        return correlation(current: current, reference: reference, slot: slot, rows: start..<end, shift: shift)
    }

    /// The same over `current` rows `rows` against `reference` rows `rows` + `shift`, which must lie in
    /// the frame; nil when either side is flat.
    static func correlation(current: PreparedProfile, reference: PreparedProfile, slot: Int, rows range: Range<Int>,
                            shift: Int) -> Double? {
        let start = range.lowerBound, end = range.upperBound
        let rows = current.rows
        let c = current.values + slot * rows, r = reference.values + slot * rows + shift
        var cross = 0.0
        for y in start..<end { cross += c[y] * r[y] }
        let stride = rows + 1
        let cSum = current.sums[slot * stride + end] - current.sums[slot * stride + start]
        let cSquare = current.squares[slot * stride + end] - current.squares[slot * stride + start]
        let rSum = reference.sums[slot * stride + end + shift] - reference.sums[slot * stride + start + shift]
        let rSquare = reference.squares[slot * stride + end + shift] - reference.squares[slot * stride + start + shift]
        let n = Double(end - start)
        let varianceC = cSquare - cSum * cSum / n, varianceR = rSquare - rSum * rSum / n
        // A block flatter than a tenth of a gray level (rms) carries no evidence.
        let flat = n * PreparedProfile.flatVariance
        guard varianceC > flat, varianceR > flat else { return nil }
        return (cross - cSum * rSum / n) / (varianceC * varianceR).squareRoot()
    }

    /// The standard deviation of block slot `slot` over `rows`, gray levels.
    func deviation(slot: Int, rows range: Range<Int>) -> Double {
        guard range.count > 1 else { return 0 }
        let stride = rows + 1
        let sum = sums[slot * stride + range.upperBound] - sums[slot * stride + range.lowerBound]
        let square = squares[slot * stride + range.upperBound] - squares[slot * stride + range.lowerBound]
        let n = Double(range.count)
        return max(0, square / n - (sum / n) * (sum / n)).squareRoot()
    }

    /// Variance per row under which a block counts as flat: (0.1 gray level)².
    static let flatVariance = 0.01
}
