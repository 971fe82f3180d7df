/// The tunable physics of one scroll view: how momentum decays, how stiff the rubber band is, and the
/// springs for the bounce and for snapping (PHYSICS.md §1, §3, §4, §7). The defaults are UIKit's, as
/// recorded.
public struct ScrollConfiguration: Hashable, Sendable {
    /// Momentum decay per millisecond (UIKit's `decelerationRate`).
    public var decelerationRate: DecelerationRate
    /// The rubber band's coefficient c (unitless).
    public var rubberBandCoefficient: Double
    /// The spring that pulls an overscrolled view back to its edge.
    public var bounceSpring: SpringParameters
    /// The spring of resting motions that snap to a target (detents, bar states, banner ends).
    public var snapSpring: SpringParameters

    public init(decelerationRate: DecelerationRate = .normal, rubberBandCoefficient: Double = RubberBand.coefficient,
                bounceSpring: SpringParameters = .bounce, snapSpring: SpringParameters = .snap) {
        self.decelerationRate = decelerationRate
        self.rubberBandCoefficient = rubberBandCoefficient
        self.bounceSpring = bounceSpring
        self.snapSpring = snapSpring
    }

    /// UIKit's scroll view: `.normal` deceleration, c = 0.55, the bounce fitted to its recording, the
    /// critically damped snap.
    public static let standard = ScrollConfiguration()
}
