import ScrollPhysics

/// How far a finger travels to pull content resting at its top edge down by `overscroll` points
/// (PHYSICS.md §3, §6): the touch slop, where the drag starts and the content has not moved yet, then
/// the rubber band's inverse, so the content ends exactly that far past the edge.
///
/// ```
///   finger:  down ──slop (10 pt)──► drag starts ──x = b·d / (c·(d − b))──► still
///   content: at the top edge ─────────────────── shows b = the pull asked for
/// ```
public struct PullTravel: Equatable, Sendable {
    /// The touch slop a drag passes before it moves anything, points.
    public static let slop = Tolerance.touchSlop

    /// The scroll view's size along the drag (the band's d), points.
    public var dimension: Double
    /// The rubber band's coefficient c of that scroll view.
    public var coefficient: Double

    public init(dimension: Double, coefficient: Double = RubberBand.coefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The largest pull the band can show: just under the scroll view's size.
    public var largestPull: Double { dimension * RubberBand.maximumOffsetFraction }

    /// The finger's travel from the press to show `overscroll` points past the edge.
    public func fingerTravel(forPull overscroll: Double) -> Double {
        Self.slop + RubberBand.overscroll(forOffset: overscroll, dimension: dimension, coefficient: coefficient)
    }
}
