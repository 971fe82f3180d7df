/// Percentiles of frame times, seconds.
public struct FrameStatistics: Equatable {
    public let p50: Double
    public let p99: Double
    public let count: Int

    /// Nearest-rank percentiles of `samples` (seconds); zeros when there are none.
    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        func percentile(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        p50 = percentile(0.5)
        p99 = percentile(0.99)
    }

    public init(p50: Double, p99: Double, count: Int) {
        self.p50 = p50
        self.p99 = p99
        self.count = count
    }
}
