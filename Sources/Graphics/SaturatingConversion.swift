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
}
