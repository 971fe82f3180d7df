/// One piece of a recording's motion, as a motion designer names it, with what was fitted to it.
public struct MotionSegment: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Nothing moves.
        case rest
        /// The content follows a finger.
        case finger
        /// Momentum after a release, slowing exponentially.
        case deceleration
        /// The spring back from past an edge (rubber band).
        case `return`
        /// A spring to a resting point from inside the range (a detent, a bar state).
        case settle
    }

    /// How a deceleration began: the release a finger gave it.
    public struct Release: Sendable {
        /// Seconds from the first frame.
        public var time: Double
        /// The content's velocity at the release, pt/s (positive: contentOffset grows).
        public var velocity: Double
        /// The speeds the frames allow (pt/s): the decay's speed at the latest and the earliest possible release.
        public var speedBounds: ClosedRange<Double>
    }

    /// Where a deceleration met an edge and handed over to the return.
    public struct Crossing: Sendable {
        public var time: Double
        /// pt/s at the crossing.
        public var velocity: Double
        /// The edge's offset, points.
        public var edge: Double
    }

    public var kind: Kind
    /// First and last frame.
    public var frames: ClosedRange<Int>
    /// A deceleration's fit.
    public var decay: DecayFit?
    /// A deceleration's release.
    public var release: Release?
    /// A deceleration that ran into an edge.
    public var crossing: Crossing?
    /// A return's or settle's fit.
    public var spring: SpringFit?
    /// A settle that is a timed animation.
    public var curve: CurveFit?
    /// A finger segment that pulled the content past an inferred edge.
    public var overscrolled = false
    /// When the fitted motion came to rest (deceleration, return, settle), seconds.
    public var endTime: Double?

    public init(kind: Kind, frames: ClosedRange<Int>) {
        self.kind = kind
        self.frames = frames
    }
}
