/// The stretches of frames in which the content moves, and the noise of the offsets where it does not.
///
/// A frame moves when the offset changes by more than `threshold` device pixels across ±`window`
/// seconds around it; moving stretches less than `gap` apart are one span. The noise σ is the robust
/// spread of the frame-to-frame differences where nothing moves; `tolerance`, max(1 px, 4σ), is how
/// closely a model must explain a frame.
struct MovingSpans {
    /// Device pixels the offset must change by across the window: 1.5.
    static let threshold = 1.5
    /// Half the window, seconds: 0.1.
    static let window = 0.1
    /// Moving stretches closer than this are one span, seconds: 0.1.
    static let gap = 0.1
    /// Noise multiples a model may miss a frame by: 4 (at least 1 device pixel).
    static let noiseMultiple = 4.0

    let spans: [ClosedRange<Int>]
    /// Frames in `window` seconds (at least 1).
    let halfWindow: Int
    /// σ of the offsets at rest, points.
    let noise: Double
    /// How far a model may miss a frame, points.
    let tolerance: Double

    init(times: [Double], offsets: [Double], pixel: Double) {
        let n = times.count
        let interval = MovingSpans.medianInterval(times)
        halfWindow = max(1, Int((MovingSpans.window / interval).rounded()))
        var moving = [Bool](repeating: false, count: n)
        for k in 0..<n {
            let low = max(0, k - halfWindow), high = min(n - 1, k + halfWindow)
            moving[k] = abs(offsets[high] - offsets[low]) > MovingSpans.threshold * pixel
        }
        var spans: [ClosedRange<Int>] = []
        var k = 0
        while k < n {
            guard moving[k] else { k += 1; continue }
            let start = k
            while k < n, moving[k] { k += 1 }
            if let last = spans.last, times[start] - times[last.upperBound] < MovingSpans.gap {
                spans[spans.count - 1] = last.lowerBound...(k - 1)
            } else {
                spans.append(start...(k - 1))
            }
        }
        self.spans = spans
        var differences: [Double] = []
        for k in 1..<max(1, n) where !moving[k] && !moving[k - 1] { differences.append(offsets[k] - offsets[k - 1]) }
        noise = differences.count > 5 ? Statistics.robustDeviation(differences) / 2.0.squareRoot() : 0.1 * pixel
        tolerance = max(pixel, MovingSpans.noiseMultiple * noise)
    }

    /// The median time between frames, seconds.
    static func medianInterval(_ times: [Double]) -> Double {
        guard times.count > 1 else { return 1.0 / 60 }
        return max(1e-4, Statistics.median((1..<times.count).map { times[$0] - times[$0 - 1] }))
    }
}
