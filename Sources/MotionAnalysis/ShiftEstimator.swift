/// How far the content of one frame moved against a reference frame, in analysis rows: the shift d
/// with `frame[y] ≈ reference[y + d]` (the content moved up by d rows).
///
/// Every used column block gives its own correlation curve (16 narrow columns are 16 independent
/// witnesses, so a scroll indicator, a touch circle or a thumbnail that loads corrupts a minority).
/// The candidate is chosen by the mean over blocks minus a prior that grows with the distance from
/// the prediction (the blocks whose rows break a list's repetition decide between a shift and its
/// alias one row away); each block then gives a sub-row peak near it, and their robust mean is the
/// shift. Large windows are searched on rows averaged in groups first, then refined around the best
/// few coarse peaks.
final class ShiftEstimator {
    /// A block whose peak correlation is below this gives no estimate: 0.5.
    static let minimumBlockScore = 0.5
    /// The prior's full penalty, paid by a candidate half a row period (or a search half-window) from
    /// the prediction: 0.15 of correlation.
    static let priorPenalty = 0.15
    /// Blocks further than this many scaled deviations (1.4826 · median absolute deviation, plus
    /// `deviationFloor` rows) from the blocks' median are left out of the mean.
    static let outlierDeviations = 3.0
    static let deviationFloor = 0.05
    /// Coarse peaks refined at full detail.
    static let refinedPeaks = 3
    /// A window wider than this many coarse rows is searched coarse first.
    static let coarseWindow = 8

    let profiles: FrameProfiles
    let region: Range<Int>
    let blocks: [Int]
    private let fineReference: PreparedProfile
    private let fineCurrent: PreparedProfile
    private let coarseReference: PreparedProfile
    private let coarseCurrent: PreparedProfile
    /// Fine correlations of the current search: `scores[(d − low)·blocks + slot]`, nil when not computed
    /// or invalid; `computed[d − low]`.
    private var scores: [Double?] = []
    private var computed: [Bool] = []
    private var low = 0

    /// An estimator for shifts of the rows `region` (analysis rows) using `blocks`, coarse rows
    /// averaging `coarseFactor` analysis rows.
    init(profiles: FrameProfiles, region: Range<Int>, blocks: [Int], coarseFactor: Int) {
        self.profiles = profiles
        self.region = region
        self.blocks = blocks
        fineReference = PreparedProfile(analysisRows: profiles.rows, factor: 1, blocks: blocks)
        fineCurrent = PreparedProfile(analysisRows: profiles.rows, factor: 1, blocks: blocks)
        coarseReference = PreparedProfile(analysisRows: profiles.rows, factor: coarseFactor, blocks: blocks)
        coarseCurrent = PreparedProfile(analysisRows: profiles.rows, factor: coarseFactor, blocks: blocks)
    }

    /// Overlap needed at full detail: a quarter of the region, at least 16 rows.
    var minimumOverlap: Int { max(16, region.count / 4) }

    /// The shift of `frame` against `reference` near `predicted`, searched within ±`halfWindow` rows
    /// (and within 0.75 of the region); `period` is the list's repeat in rows, if any, and
    /// `priorPenalty` the prior's weight (0: the best correlation wherever it is). Returns the shift
    /// (rows), its quality (the median of the blocks' peak correlations), and the rival: the best other
    /// local peak searched (more than `rivalDistance` rows away), its shift and how much lower its mean
    /// correlation is (negative when the prior chose against a higher peak).
    func estimate(frame: Int, reference: Int, predicted: Double, halfWindow: Double, period: Double?,
                  priorPenalty: Double = ShiftEstimator.priorPenalty) -> Estimate {
        fineReference.load(profiles, frame: reference)
        fineCurrent.load(profiles, frame: frame)
        let limit = 0.75 * Double(region.count)
        let lowest = Int((max(predicted - halfWindow, -limit)).rounded(.down))
        let highest = Int((min(predicted + halfWindow, limit)).rounded(.up))
        guard highest > lowest else { return Estimate(shift: predicted, quality: 0, margin: 0, rival: nil) }
        low = lowest - 4
        let width = highest - lowest + 9
        // The buffers keep their capacity from frame to frame.
        computed.removeAll(keepingCapacity: true)
        computed.append(contentsOf: repeatElement(false, count: width))
        scores.removeAll(keepingCapacity: true)
        scores.append(contentsOf: repeatElement(nil, count: width * blocks.count))
        let scale = period.map { $0 / 2 } ?? max(halfWindow, 1)
        func prior(_ d: Double) -> Double { priorPenalty * min(1, abs(d - predicted) / scale) }

        let factor = coarseReference.factor
        var ranges: [ClosedRange<Int>] = []
        if factor > 1, (highest - lowest) / factor > ShiftEstimator.coarseWindow {
            for peak in coarsePeaks(lowest: lowest, highest: highest, prior: prior) {
                ranges.append(max(lowest, peak * factor - factor - 2)...min(highest, peak * factor + factor + 2))
            }
        }
        if ranges.isEmpty { ranges = [lowest...highest] }
        var best: (d: Int, score: Double)?
        for range in ranges {
            for d in range {
                guard let mean = meanScore(d) else { continue }
                let score = mean - prior(Double(d))
                if best == nil || score > best!.score { best = (d, score) }
            }
        }
        guard let chosen = best?.d else { return Estimate(shift: predicted, quality: 0, margin: 0, rival: nil) }
        let (shift, quality) = refine(chosen)
        let rival = strongestRival(to: chosen)
        let margin = rival.map { (meanScore(chosen) ?? 0) - $0.score } ?? 1
        return Estimate(shift: shift, quality: quality, margin: margin, rival: rival.map { Double($0.d) })
    }

    /// A search's answer (rows and correlations).
    struct Estimate {
        var shift: Double
        var quality: Double
        var margin: Double
        var rival: Double?
    }

    /// Candidates nearer than this to the chosen shift are its own peak, not rivals: 3 analysis rows.
    static let rivalDistance = 3

    /// The highest local maximum of the mean correlation among the shifts computed, away from `chosen`.
    private func strongestRival(to chosen: Int) -> (d: Int, score: Double)? {
        var rival: (d: Int, score: Double)?
        for index in computed.indices where computed[index] {
            let d = low + index
            guard abs(d - chosen) >= ShiftEstimator.rivalDistance, let value = meanScore(d) else { continue }
            let left = index > 0 && computed[index - 1] ? meanScore(d - 1) : nil
            let right = index + 1 < computed.count && computed[index + 1] ? meanScore(d + 1) : nil
            guard value >= (left ?? -.infinity), value >= (right ?? -.infinity) else { continue }
            if rival == nil || value > rival!.score { rival = (d, value) }
        }
        return rival
    }

    /// The best few local maxima of the coarse mean correlation minus the prior, in coarse rows.
    private func coarsePeaks(lowest: Int, highest: Int, prior: (Double) -> Double) -> [Int] {
        coarseReference.load(profiles, frame: fineReference.frame)
        coarseCurrent.load(profiles, frame: fineCurrent.frame)
        let factor = coarseReference.factor
        let coarseRegion = (region.lowerBound + factor - 1) / factor..<region.upperBound / factor
        let overlap = max(4, coarseRegion.count / 4)
        let first = Int((Double(lowest) / Double(factor)).rounded(.down))
        let last = Int((Double(highest) / Double(factor)).rounded(.up))
        var values: [Double] = []
        values.reserveCapacity(last - first + 1)
        for d in first...last {
            var total = 0.0, count = 0
            for slot in blocks.indices {
                if let value = PreparedProfile.correlation(current: coarseCurrent, reference: coarseReference, slot: slot,
                                                           shift: d, region: coarseRegion, minimumOverlap: overlap) {
                    total += value
                    count += 1
                }
            }
            values.append(count > 0 ? total / Double(count) - prior(Double(d * factor)) : -.infinity)
        }
        var peaks: [(d: Int, value: Double)] = []
        for i in values.indices where values[i].isFinite {
            let left = i > 0 ? values[i - 1] : -.infinity, right = i + 1 < values.count ? values[i + 1] : -.infinity
            if values[i] >= left && values[i] >= right { peaks.append((first + i, values[i])) }
        }
        return peaks.sorted { $0.value > $1.value }.prefix(ShiftEstimator.refinedPeaks).map(\.d)
    }

    /// The fine correlations of every block at shift `d`, computed once per search.
    private func ensure(_ d: Int) {
        let index = d - low
        guard index >= 0, index < computed.count, !computed[index] else { return }
        computed[index] = true
        for slot in blocks.indices {
            scores[index * blocks.count + slot] = PreparedProfile.correlation(
                current: fineCurrent, reference: fineReference, slot: slot, shift: d, region: region,
                minimumOverlap: minimumOverlap)
        }
    }

    private func score(_ d: Int, slot: Int) -> Double? {
        let index = d - low
        guard index >= 0, index < computed.count else { return nil }
        ensure(d)
        return scores[index * blocks.count + slot]
    }

    /// The mean over blocks at shift `d`, nil when no block has a value.
    private func meanScore(_ d: Int) -> Double? {
        var total = 0.0, count = 0
        for slot in blocks.indices { if let value = score(d, slot: slot) { total += value; count += 1 } }
        return count > 0 ? total / Double(count) : nil
    }

    /// Each block's sub-row peak within ±2 rows of `chosen`, combined robustly.
    private func refine(_ chosen: Int) -> (shift: Double, quality: Double) {
        var estimates: [Double] = [], peaks: [Double] = []
        for slot in blocks.indices {
            var best: (d: Int, value: Double)?
            for d in chosen - 2...chosen + 2 {
                if let value = score(d, slot: slot), best == nil || value > best!.value { best = (d, value) }
            }
            guard let peak = best, peak.value >= ShiftEstimator.minimumBlockScore else { continue }
            estimates.append(Double(peak.d) + ShiftEstimator.vertex(score(peak.d - 1, slot: slot), peak.value,
                                                                    score(peak.d + 1, slot: slot)))
            peaks.append(peak.value)
        }
        if estimates.count >= 3 {
            let middle = Statistics.median(estimates)
            let deviation = Statistics.median(estimates.map { abs($0 - middle) }) + ShiftEstimator.deviationFloor
            let kept = estimates.filter { abs($0 - middle) <= ShiftEstimator.outlierDeviations * 1.4826 * deviation }
            return (kept.reduce(0, +) / Double(kept.count), Statistics.median(peaks))
        }
        let center = meanScore(chosen) ?? 0
        return (Double(chosen) + ShiftEstimator.vertex(meanScore(chosen - 1), center, meanScore(chosen + 1)), center)
    }

    /// The vertex of the parabola through (−1, a), (0, b), (1, c), relative to 0; 0 when it is not a peak.
    static func vertex(_ a: Double?, _ b: Double, _ c: Double?) -> Double {
        guard let a, let c else { return 0 }
        let curvature = a - 2 * b + c
        guard curvature < 0 else { return 0 }
        return max(-0.5, min(0.5, 0.5 * (a - c) / curvature))
    }
}
