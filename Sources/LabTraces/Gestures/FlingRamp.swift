/// How a fling's finger speed rises to its release velocity before the constant-speed tail that the
/// velocity tracker measures. `u` is the fraction of the ramp done (0…1), speeds are fractions of the
/// release speed.
///
/// ```
///  speed ▲           constant ─────────── tail at the release speed (last 108 ms)
///    1   ┤ ease-out  ╭───────────────────┤
///        │  ╭──╯  ╭─╯ linear             │
///        │╭╯  ╭─╯                        │
///    0   ┼╯╭─╯───────────────────────────┴──► time
/// ```
public enum FlingRamp: String, CaseIterable, Sendable {
    /// The release speed from the first sample (Flutter's `WidgetTester.fling`).
    case constant
    /// The speed grows evenly from 0.
    case linear
    /// The speed rises fast and levels off: 1 − (1 − u)².
    case easeOut = "ease-out"

    /// The mean speed over the ramp as a fraction of the release speed (the integral of the profile).
    public var meanSpeed: Double {
        switch self {
        case .constant: return 1
        case .linear: return 1.0 / 2
        case .easeOut: return 2.0 / 3
        }
    }

    /// The finger's whole travel in a fling with this ramp of `rampDuration` s ending at `speed` pt/s:
    /// the ramp, then the constant-speed tail (`GestureDefaults.flingTail`), points.
    public func travel(rampDuration: Double, speed: Double) -> Double {
        distance(at: 1, duration: rampDuration, speed: speed) + speed * GestureDefaults.flingTail
    }

    /// The distance covered by the ramp's fraction `u` of a ramp of `duration` seconds at `speed` pt/s.
    public func distance(at u: Double, duration: Double, speed: Double) -> Double {
        switch self {
        case .constant: return speed * duration * u
        case .linear: return speed * duration * u * u / 2
        case .easeOut: return speed * duration * (u * u - u * u * u / 3)
        }
    }
}
