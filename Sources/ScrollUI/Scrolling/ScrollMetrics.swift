import Graphics
import ScrollPhysics

/// The scroll view as its behaviour and its activities see it: an immutable snapshot of the offset,
/// the range and the physics (Flutter's `ScrollMetrics`). Taken when a question is asked; nothing in
/// it changes the view.
///
///          minimum offset = -contentInset.top (resting top)
///     ┌───────────────┐
///     │  size         │ ◄─ what the view shows of the content
///     └───────────────┘
///          maximum offset = contentSize.height + contentInset.bottom - size.height
public struct ScrollMetrics: Equatable, Sendable {
    /// The displayed offset, points.
    public var contentOffset: Point
    public var contentSize: Size
    public var contentInset: EdgeInsets
    /// The view's size, points.
    public var size: Size
    /// The content's velocity, points per second (after an activity: the velocity it leaves with).
    public var velocity: Point
    public var phase: ScrollPhase
    public var configuration: ScrollConfiguration
    /// When false, the offset is clamped to the range instead of rubber-banding.
    public var bounces: Bool
    /// Whether a drag moves the content on each axis.
    public var scrollsHorizontally: Bool
    public var scrollsVertically: Bool

    /// The smallest resting offset: `-contentInset` on both axes.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest resting offset: the end of the content plus the insets, minus the view's size.
    public var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(x: max(minimum.x, contentSize.width + contentInset.right - size.width),
                     y: max(minimum.y, contentSize.height + contentInset.bottom - size.height))
    }

    public var horizontalRange: ClosedRange<Double> { minimumContentOffset.x...maximumContentOffset.x }
    public var verticalRange: ClosedRange<Double> { minimumContentOffset.y...maximumContentOffset.y }

    /// True when the offset lies outside the resting range on either axis.
    public var isOverscrolled: Bool {
        !verticalRange.contains(contentOffset.y) || !horizontalRange.contains(contentOffset.x)
    }

    public var isTracking: Bool { phase == .tracking || phase == .dragging }
    public var isDragging: Bool { phase == .dragging }

    /// `point` clamped into the resting range.
    public func clamped(_ point: Point) -> Point {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return Point(x: min(max(point.x, minimum.x), maximum.x), y: min(max(point.y, minimum.y), maximum.y))
    }

    /// Where momentum from `offset` with `velocity` and the view's deceleration rate comes to rest,
    /// inside the range (`PHYSICS.md` §1).
    public func naturalTarget(from offset: Point, velocity: Point) -> Point {
        func axis(_ position: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> Double {
            let projected = MomentumProjection.restingPosition(position: position, velocity: velocity,
                                                               rate: configuration.decelerationRate)
            return min(max(projected, range.lowerBound), range.upperBound)
        }
        return Point(x: axis(offset.x, velocity.x, horizontalRange), y: axis(offset.y, velocity.y, verticalRange))
    }

    /// Momentum with the edge bounce along one axis (`PHYSICS.md` §1, §4): the one place it is built.
    func momentum(from position: Double, velocity: Double, vertical: Bool) -> BouncingSimulation {
        BouncingSimulation(position: position, velocity: velocity, range: vertical ? verticalRange : horizontalRange,
                           rate: configuration.decelerationRate, spring: configuration.bounceSpring)
    }

    /// Where the content is drawn once the view has these metrics' range, from `offset` drawn under
    /// another (new insets, a new size): a drag goes on following its input (the rubber band of the
    /// same unbanded offset, clamped when the view does not bounce); anything else keeps at most what the
    /// band can show.
    public func rebased(_ offset: Point) -> Point {
        isDragging ? displayedOffset(forLogical: logicalOffset(forDisplayed: offset)) : withinBandLimit(offset)
    }

    // MARK: Rubber band

    /// `point` with the overscroll no larger than the view's size (the rubber band's limit); this only
    /// binds for views a few points tall.
    func withinBandLimit(_ point: Point) -> Point {
        let limitX = max(size.width, 1) * RubberBand.maximumOffsetFraction
        let limitY = max(size.height, 1) * RubberBand.maximumOffsetFraction
        return Point(x: min(max(point.x, horizontalRange.lowerBound - limitX), horizontalRange.upperBound + limitX),
                     y: min(max(point.y, verticalRange.lowerBound - limitY), verticalRange.upperBound + limitY))
    }

    /// The displayed offset for an unbanded one: rubber-banded past the edges (`PHYSICS.md` §3), or
    /// clamped when `bounces` is false.
    func displayedOffset(forLogical logical: Point) -> Point {
        func axis(_ logical: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            guard bounces else { return min(max(logical, range.lowerBound), range.upperBound) }
            return RubberBand.displayed(logical: logical, range: range, dimension: max(dimension, 1),
                                        coefficient: configuration.rubberBandCoefficient)
        }
        return Point(x: axis(logical.x, horizontalRange, size.width), y: axis(logical.y, verticalRange, size.height))
    }

    /// The unbanded offset that shows as `displayed`: catching an overscrolled view continues from where
    /// it is drawn.
    func logicalOffset(forDisplayed displayed: Point) -> Point {
        let c = configuration.rubberBandCoefficient
        return Point(x: RubberBand.logical(displayed: displayed.x, range: horizontalRange, dimension: max(size.width, 1), coefficient: c),
                     y: RubberBand.logical(displayed: displayed.y, range: verticalRange, dimension: max(size.height, 1), coefficient: c))
    }

    /// The content's velocity for a pointer's at the unbanded offset `logical`: the same inside the
    /// range, the rubber band's speed past an edge (slower than the finger).
    func contentVelocity(forPointer pointer: Point, logical: Point) -> Point {
        func axis(_ finger: Double, _ scrolls: Bool, _ logical: Double, _ range: ClosedRange<Double>, _ size: Double) -> Double {
            guard scrolls else { return 0 }
            guard bounces || range.contains(logical) else { return 0 }
            return -finger * RubberBand.slope(logical: logical, range: range, dimension: max(size, 1),
                                                coefficient: configuration.rubberBandCoefficient)
        }
        return Point(x: axis(pointer.x, scrollsHorizontally, logical.x, horizontalRange, size.width),
                     y: axis(pointer.y, scrollsVertically, logical.y, verticalRange, size.height))
    }
}
