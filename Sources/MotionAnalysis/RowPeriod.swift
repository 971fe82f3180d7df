/// The repeat of a list whose rows look alike, from the autocorrelation of one frame's region: the
/// first local maximum above `minimumCorrelation` between `shortestPeriod` points and half the
/// region. It only scales the tracker's prior (a candidate half a period from the prediction pays the
/// full penalty); most lists have none strong enough.
enum RowPeriod {
    /// Shortest repeat looked for: 20 pt (a list row is never shorter).
    static let shortestPeriod = 20.0
    /// Mean correlation over blocks a repeat must reach: 0.5.
    static let minimumCorrelation = 0.5

    /// The period in analysis rows of frame `frame` over `region` (rows) with `blocks`, for
    /// `rowsPerPoint` analysis rows per point; nil when the rows do not repeat.
    static func period(of profiles: FrameProfiles, frame: Int, region: Range<Int>, blocks: [Int], rowsPerPoint: Double) -> Double? {
        let factor = max(1, Int(rowsPerPoint))   // one coarse row per point is detail enough
        let prepared = PreparedProfile(analysisRows: profiles.rows, factor: factor, blocks: blocks)
        prepared.load(profiles, frame: frame)
        let coarse = (region.lowerBound + factor - 1) / factor..<region.upperBound / factor
        let shortest = max(1, Int((shortestPeriod * rowsPerPoint / Double(factor)).rounded(.up)))
        let longest = coarse.count / 2
        guard longest > shortest + 1 else { return nil }
        var previous = -Double.infinity, current = -Double.infinity
        for lag in shortest...longest {
            var total = 0.0, count = 0
            for slot in blocks.indices {
                if let value = PreparedProfile.correlation(current: prepared, reference: prepared, slot: slot, shift: lag,
                                                           region: coarse, minimumOverlap: 8) {
                    total += value
                    count += 1
                }
            }
            let next = count > 0 ? total / Double(count) : -.infinity
            if current > minimumCorrelation, current > previous, current >= next { return Double((lag - 1) * factor) }
            previous = current
            current = next
        }
        return nil
    }
}
