#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's `decelerationRate`: the factor the velocity keeps per millisecond.
///
/// ```
/// v(t) = v0 · r^(1000·t) = v0 · e^(λ·t),   λ = 1000 · ln r   (per second, negative)
/// ```
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor the velocity keeps per millisecond, in (0, 1).
    public let rawValue: Double

    /// A rate from its factor per millisecond; `rawValue` must lie in (0, 1).
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate is a factor in (0, 1)")
        self.rawValue = rawValue
    }

    /// UIKit's `.normal` deceleration: 0.998 per millisecond (PHYSICS.md §1).
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's `.fast` deceleration: 0.99 per millisecond (PHYSICS.md §1).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The decay constant λ = 1000 · ln(rawValue), per second (negative).
    public var lambda: Double { 1000 * log(rawValue) }
}
