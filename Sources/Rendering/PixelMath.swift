/// Small numeric helpers for device-pixel geometry. They never trap: non-finite or huge
/// coordinates are clamped before they become integers, and nothing here needs libm.
enum PixelMath {
    /// Device-pixel coordinates are clamped to ±this before integer conversion (pixels).
    static let coordinateLimit: Double = 16_777_216

    /// The coordinate clamped to ±`coordinateLimit`; NaN becomes 0.
    @inline(__always)
    static func clamped(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return min(max(value, -coordinateLimit), coordinateLimit)
    }

    /// The largest integer ≤ `value` (after clamping).
    @inline(__always)
    static func floorInt(_ value: Double) -> Int {
        let v = clamped(value)
        let i = Int(v)
        return Double(i) > v ? i - 1 : i
    }

    /// The smallest integer ≥ `value` (after clamping).
    @inline(__always)
    static func ceilInt(_ value: Double) -> Int {
        let v = clamped(value)
        let i = Int(v)
        return Double(i) < v ? i + 1 : i
    }

    /// The nearest integer, halves away from zero (after clamping).
    @inline(__always)
    static func roundInt(_ value: Double) -> Int {
        let v = clamped(value)
        return v >= 0 ? Int(v + 0.5) : -Int(-v + 0.5)
    }

    /// True when `value` is within a millionth of a pixel of an integer.
    @inline(__always)
    static func isIntegral(_ value: Double) -> Bool {
        let v = clamped(value)
        return abs(v - Double(roundInt(v))) < 1e-6
    }

    /// `value` limited to `lower...upper`.
    @inline(__always)
    static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        min(max(value, lower), upper)
    }

    /// A coverage (0...1) as a blend weight in 0...256, where 256 means "fully covered".
    @inline(__always)
    static func weight(_ coverage: Float) -> UInt32 {
        if !(coverage > 0) { return 0 }
        if coverage >= 1 { return 256 }
        return UInt32(coverage * 256 + 0.5)
    }

    /// Two weights (0...256) combined: `a × b / 256`, so 256 × 256 stays 256.
    @inline(__always)
    static func product(_ a: UInt32, _ b: UInt32) -> UInt32 {
        (a &* b) >> 8
    }

    /// Hermite smoothstep: 0 below `edge0`, 1 above `edge1`, smooth in between.
    @inline(__always)
    static func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
        let t = clamp((x - edge0) / (edge1 - edge0), 0, 1)
        return t * t * (3 - 2 * t)
    }
}
