/// Finds the rows whose content scrolls vertically: the longest run of 40 pt bands that move by the
/// frame's overall shift in most of the frame pairs with the most change; the status bar, fixed
/// headers and tab bars do not move with it and fall outside.
///
/// 1. Motion pairs: the consecutive frames that change most (at least 3 frames apart).
/// 2. Row activity: in what fraction of those pairs a row changes.
/// 3. The overall shift of each pair over the active rows.
/// 4. Each band agrees in a pair when its own best shift is within 2 rows of the overall one.
/// 5. The longest run of agreeing bands (blank bands inside it kept), its edges moved to the active
///    rows, a margin taken off; the blocks that are textured and agree with the overall shift.
public struct ScrollRegionFinder {
    /// Motion pairs used: at most 24, at least 3 frames apart.
    static let motionPairs = 24
    static let pairSpacing = 3
    /// A pair changes when its mean difference reaches 0.5 gray levels.
    static let minimumChange = 0.5
    /// A row changes in a pair when its mean difference over blocks exceeds 1.5 gray levels.
    static let rowChange = 1.5
    /// A row is active when it changes in more than 30 % of the pairs.
    static let activeFraction = 0.3
    /// Bands of 40 pt (at least 8 rows).
    static let bandHeight = 40.0
    /// A band agrees with a pair's shift when its best shift is within 2 rows and its correlation
    /// (median over blocks) exceeds 0.6; it belongs to the region when it agrees in more than half.
    static let shiftTolerance = 2
    static let agreementScore = 0.6
    static let agreementFraction = 0.5
    /// A band whose rows vary by less than 1 gray level (standard deviation) is blank: no evidence.
    static let blankDeviation = 1.0
    /// A block is used when its rows vary by more than 2 gray levels on average.
    static let textureDeviation = 2.0
    /// Points taken off each edge of the region: 2.
    static let margin = 2.0
    /// Rows a region needs at the least: 16.
    static let minimumRows = 16

    public let profiles: FrameProfiles
    /// Analysis rows per point.
    public let rowsPerPoint: Double

    public init(profiles: FrameProfiles, rowsPerPoint: Double) {
        self.profiles = profiles
        self.rowsPerPoint = rowsPerPoint
    }

    public func find() throws(MotionAnalysisError) -> ScrollRegion {
        let rows = profiles.rows, allBlocks = Array(0..<profiles.blocks)
        let pairs = motionPairs()
        guard !pairs.isEmpty else { throw .nothingMoves }
        let active = rowActivity(pairs: pairs)
        guard let activeLow = active.firstIndex(where: { $0 > Self.activeFraction }),
              let activeHigh = active.lastIndex(where: { $0 > Self.activeFraction }), activeHigh - activeLow >= Self.minimumRows
        else { throw .noScrollingRegion }
        let activeRows = activeLow..<(activeHigh + 1)

        let estimator = ShiftEstimator(profiles: profiles, region: activeRows, blocks: allBlocks, coarseFactor: 4)
        let shifts: [Int] = pairs.map { k in
            let interval = profiles.times[k + 1] - profiles.times[k]
            let window = min(OffsetTracker.maximumSpeed * interval * rowsPerPoint, 0.45 * Double(activeRows.count))
            let shift = estimator.estimate(frame: k + 1, reference: k, predicted: 0, halfWindow: window, period: nil, priorPenalty: 0).shift
            return Int(shift.rounded())
        }

        let band = max(8, Int((Self.bandHeight * rowsPerPoint).rounded()))
        let bandCount = rows / band
        guard bandCount > 0 else { throw .noScrollingRegion }
        let reference = PreparedProfile(analysisRows: rows, factor: 1, blocks: allBlocks)
        let current = PreparedProfile(analysisRows: rows, factor: 1, blocks: allBlocks)
        var agreements = [Int](repeating: 0, count: bandCount)
        var deviations = [Double](repeating: 0, count: bandCount)
        var blockAgreements = [Int](repeating: 0, count: allBlocks.count)
        for (k, shift) in zip(pairs, shifts) {
            reference.load(profiles, frame: k)
            current.load(profiles, frame: k + 1)
            for j in 0..<bandCount {
                let bandRows = j * band..<(j + 1) * band
                for slot in allBlocks { deviations[j] += reference.deviation(slot: slot, rows: bandRows) }
                if shift != 0, agrees(current, reference, rows: bandRows, blocks: allBlocks, shift: shift) { agreements[j] += 1 }
            }
            for slot in allBlocks where shift != 0 {
                if blockAgrees(current, reference, slot: slot, region: activeRows, shift: shift) { blockAgreements[slot] += 1 }
            }
        }
        let moving = agreements.map { Double($0) / Double(pairs.count) > Self.agreementFraction }
        let blank = deviations.map { $0 / Double(pairs.count * allBlocks.count) < Self.blankDeviation }
        guard let run = Self.longestRun(moving: moving, blank: blank) else { throw .noScrollingRegion }

        var low = run.lowerBound * band, high = run.upperBound * band
        while low < high - 1, active[low] <= Self.activeFraction { low += 1 }
        while high > low + 1, active[high - 1] <= Self.activeFraction { high -= 1 }
        while low > 0, active[low - 1] > Self.activeFraction, low > run.lowerBound * band - band { low -= 1 }
        while high < rows, active[high] > Self.activeFraction, high < run.upperBound * band + band { high += 1 }
        let margin = Int((Self.margin * rowsPerPoint).rounded())
        low += margin
        high -= margin
        guard high - low >= Self.minimumRows else { throw .noScrollingRegion }

        let regionRows = low..<high
        var textured: [Int] = []
        for slot in allBlocks {
            var total = 0.0
            for k in pairs {
                reference.load(profiles, frame: k)
                total += reference.deviation(slot: slot, rows: regionRows)
            }
            if total / Double(pairs.count) > Self.textureDeviation { textured.append(slot) }
        }
        let movingPairs = shifts.filter { $0 != 0 }.count
        let agreeing = textured.filter { Double(blockAgreements[$0]) > Self.agreementFraction * Double(movingPairs) }
        let blocks = agreeing.count >= 3 ? agreeing : textured
        guard !blocks.isEmpty else { throw .noScrollingRegion }
        return ScrollRegion(rows: regionRows, blocks: blocks)
    }

    /// The consecutive pairs (index of the first frame) with the largest change.
    public func motionPairs() -> [Int] {
        let allRows = 0..<profiles.rows, allBlocks = Array(0..<profiles.blocks)
        let changes = (0..<max(0, profiles.count - 1)).map { profiles.meanDifference($0, $0 + 1, rows: allRows, blocks: allBlocks) }
        var pairs: [Int] = []
        for k in changes.indices.sorted(by: { changes[$0] > changes[$1] }) {
            guard changes[k] >= Self.minimumChange, pairs.count < Self.motionPairs else { break }
            if pairs.allSatisfy({ abs($0 - k) >= Self.pairSpacing }) { pairs.append(k) }
        }
        return pairs.sorted()
    }

    /// For each row, the fraction of `pairs` in which it changes.
    private func rowActivity(pairs: [Int]) -> [Double] {
        var counts = [Int](repeating: 0, count: profiles.rows)
        let blocks = profiles.blocks, size = profiles.frameSize
        profiles.bytes.withUnsafeBufferPointer { buffer in
            for k in pairs {
                let first = buffer.baseAddress! + k * size, second = first + size
                for row in 0..<profiles.rows {
                    var total = 0
                    for block in 0..<blocks { total += abs(Int(first[row * blocks + block]) - Int(second[row * blocks + block])) }
                    if Double(total) / Double(blocks) > Self.rowChange { counts[row] += 1 }
                }
            }
        }
        return counts.map { Double($0) / Double(pairs.count) }
    }

    /// Whether `rows` of `current` match `reference` best within `shiftTolerance` of `shift` among
    /// those shifts and none at all, with a median correlation over `blocks` above `agreementScore`.
    private func agrees(_ current: PreparedProfile, _ reference: PreparedProfile, rows: Range<Int>, blocks: [Int], shift: Int) -> Bool {
        var best: (shift: Int, score: Double)?
        for d in Array(shift - Self.shiftTolerance...shift + Self.shiftTolerance) + [0] {
            guard rows.lowerBound + d >= 0, rows.upperBound + d <= profiles.rows else { continue }
            let values = blocks.compactMap { PreparedProfile.correlation(current: current, reference: reference, slot: $0, rows: rows, shift: d) }
            guard !values.isEmpty else { continue }
            let score = Statistics.median(values)
            if best == nil || score > best!.score { best = (d, score) }
        }
        guard let best else { return false }
        return abs(best.shift - shift) <= Self.shiftTolerance && best.score > Self.agreementScore
    }

    /// Whether block `slot` over `region` (the overlap of the shifted rows) matches best within
    /// `shiftTolerance` of `shift`, with a correlation above `agreementScore`.
    private func blockAgrees(_ current: PreparedProfile, _ reference: PreparedProfile, slot: Int, region: Range<Int>, shift: Int) -> Bool {
        var best: (shift: Int, score: Double)?
        for d in Array(shift - Self.shiftTolerance...shift + Self.shiftTolerance) + [0] {
            guard let score = PreparedProfile.correlation(current: current, reference: reference, slot: slot, shift: d, region: region,
                                                          minimumOverlap: max(16, region.count / 4)) else { continue }
            if best == nil || score > best!.score { best = (d, score) }
        }
        guard let best else { return false }
        return abs(best.shift - shift) <= Self.shiftTolerance && best.score > Self.agreementScore
    }

    /// The longest run of moving bands; blank bands inside a run (followed by a moving band) are kept.
    static func longestRun(moving: [Bool], blank: [Bool]) -> Range<Int>? {
        var best: Range<Int>?
        var j = 0
        while j < moving.count {
            guard moving[j] else { j += 1; continue }
            let start = j
            var end = j
            while j < moving.count, moving[j] || (blank[j] && moving[(j + 1)...].contains(true)) {
                j += 1
                if moving[j - 1] { end = j }
            }
            if best == nil || end - start > best!.count { best = start..<end }
        }
        return best
    }
}
