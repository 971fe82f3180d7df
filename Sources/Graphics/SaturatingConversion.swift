/// Integers that never trap: every integer that comes from a user, a file or a tool's output is
/// converted and combined through these before it is used (Swift's `Int(_: Double)`, `+`, `*` and
/// `abs` trap past `Int`'s range, and a trap is a crash with a backtrace).
extension Int {
    /// `value` rounded toward zero as an `Int` that never traps: NaN is 0 and values beyond
    /// `Int`'s range are its nearest bound (Swift's `Int(_: Double)` traps on both).
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int.max) {
            self = .max
        } else if value <= Double(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// `self + other`, or the nearest bound of `Int` when the sum is beyond it.
    public func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self × other`, or the nearest bound of `Int` when the product is beyond it.
    public func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }

    /// The groups of `size` (above 0) that `self` (0 or more) items fill, a last part-filled one
    /// included: ⌈self ÷ size⌉, which `(self + size - 1) / size` overflows for a size near `Int.max`.
    public func groups(of size: Int) -> Int {
        self / size + (self % size == 0 ? 0 : 1)
    }
}
