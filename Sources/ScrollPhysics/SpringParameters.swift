#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mass, stiffness and damping of a damped spring (`m·x'' = −k·x − c·x'`).
public struct SpringParameters: Hashable, Sendable {
    /// Mass (unitless; 1 unless said otherwise).
    public var mass: Double
    /// Stiffness k, in 1/s² for mass 1.
    public var stiffness: Double
    /// Damping coefficient c, in 1/s for mass 1.
    public var damping: Double

    /// A spring from its physical coefficients; mass and stiffness must be positive.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "spring needs mass, stiffness > 0, damping ≥ 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from its damping ratio ζ and response T (s): stiffness (2π/T)², damping 4πζ/T, mass 1
    /// (PHYSICS.md §7).
    public init(dampingRatio: Double, response: Double) {
        precondition(response > 0, "response must be positive")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    /// The bounce spring's damping ratio: 1.32, overdamped (PHYSICS.md §4). Measured: the least-squares
    /// fit of a spring released at rest to UIKit's bounce back from 177 pt (36 samples, iOS 26.5
    /// Simulator, Cranpose's `ios_fling_measurement.rs`), with the recordings' one-frame timestamp
    /// offset; fitting the offset too gives 16.4 ms, the same frame. Largest difference 1.2 pt.
    public static let bounceDampingRatio = 1.32

    /// The bounce spring's response: 0.33 s (ω0 = 19.04 rad/s, stiffness 362.5), the same fit.
    public static let bounceResponse = 0.33

    /// The bounce spring: ζ = `bounceDampingRatio`, response `bounceResponse` (PHYSICS.md §4). From rest it
    /// pulls back at once and then decays almost exponentially (its slow mode, 8.7 per second); a fling
    /// that enters the band at V overshoots about 0.016 s·V.
    public static let bounce = SpringParameters(dampingRatio: bounceDampingRatio, response: bounceResponse)

    /// The snapping spring: ζ = 1, response 0.4 s (PHYSICS.md §7; FloatingPanel's Apple-Maps-tuned default).
    public static let snap = SpringParameters(dampingRatio: 1, response: 0.4)

    /// The scroll-to-top spring's response: 0.6 s (ω = 2π / 0.6 s = 10.47 rad/s). Apple's code: WebKit's
    /// `WKKeyboardScrollingAnimator.mm` scrolls a `WKWebView` to its end with a `CASpringAnimation` of mass 1,
    /// stiffness ω², damping 2ω for this ω.
    public static let scrollToTopResponse = 0.6

    /// The status bar's scroll to top: critically damped (damping 2ω), response `scrollToTopResponse`
    /// (PHYSICS.md §10). It covers 99.98 % of any distance in 0.95 s; native iOS took 1.035 s for 5,000 px
    /// (the recording behind flutter/flutter PR #96574, issue #95846).
    public static let scrollToTop = SpringParameters(dampingRatio: 1, response: scrollToTopResponse)

    /// Keyboard scrolling's spring: mass 1, stiffness 109, damping 20 (ζ = 0.958, slightly underdamped).
    /// Apple's code: WebKit's iOS values in `Source/WebCore/platform/KeyboardScroll.h` (macOS: 175 / 20).
    public static let keyboardScroll = SpringParameters(mass: 1, stiffness: 109, damping: 20)

    /// The damping ratio ζ = c / (2·√(k·m)): 1 is critical, below 1 oscillates.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω0 = √(k/m), in rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The response T = 2π/ω0, in seconds (the inverse of `init(dampingRatio:response:)` for mass 1).
    public var response: Double { 2 * Double.pi / naturalFrequency }
}
