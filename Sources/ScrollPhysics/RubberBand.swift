/// The rubber band past an edge (PHYSICS.md §3).
///
/// ```
/// b(x) = (1 − 1/(x·c/d + 1)) · d        x = b·d / (c·(d − b))
///
///   displayed overscroll b
///     d ┤- - - - - - - - - - - - - - -   (asymptote: never reaches the viewport size)
///       │            ....·········
///       │      ..·˙˙
///       │   .˙
///       │ ·˙
///     0 ┼──────────────────────────── finger travel past the edge x
/// ```
///
/// Both directions are odd-symmetric: negative travel gives negative overscroll. Apply it to the whole
/// travel past the edge, never step by step, so that dragging out and back in is reversible.
public enum RubberBand: Sendable {
    /// UIKit's rubber-band coefficient c: 0.55, unitless (PHYSICS.md §3).
    public static let coefficient: Double = 0.55

    /// Largest displayed overscroll the inverse accepts, as a fraction of the dimension: 0.999 (keeps the
    /// inverse finite; the same clamp as shared/tools/reference-list).
    public static let maximumOffsetFraction: Double = 0.999

    /// The displayed overscroll b (pt) for a travel `x` (pt) past the edge, with viewport size `d` (pt).
    public static func offset(forOverscroll x: Double, dimension d: Double, coefficient c: Double = coefficient)
        -> Double
    {
        guard d > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    /// The travel x (pt) past the edge that displays as overscroll `b` (pt): the inverse of
    /// `offset(forOverscroll:dimension:coefficient:)`, with |b| clamped below `d`.
    public static func overscroll(forOffset b: Double, dimension d: Double, coefficient c: Double = coefficient)
        -> Double
    {
        guard d > 0, c > 0 else { return 0 }
        let clamped = min(abs(b), d * maximumOffsetFraction)
        let magnitude = clamped * d / (c * (d - clamped))
        return b < 0 ? -magnitude : magnitude
    }

    /// The displayed position for an unbounded logical position: unchanged inside `range`, otherwise the edge
    /// plus the rubber-banded travel past it (`dimension` is the viewport size along the axis).
    public static func displayed(logical: Double, range: ClosedRange<Double>, dimension: Double,
                                 coefficient c: Double = coefficient) -> Double {
        if logical < range.lowerBound {
            return range.lowerBound + offset(forOverscroll: logical - range.lowerBound, dimension: dimension, coefficient: c)
        }
        if logical > range.upperBound {
            return range.upperBound + offset(forOverscroll: logical - range.upperBound, dimension: dimension, coefficient: c)
        }
        return logical
    }

    /// The logical position that displays at `displayed`: the inverse of `displayed(logical:range:dimension:)`.
    public static func logical(displayed: Double, range: ClosedRange<Double>, dimension: Double,
                               coefficient c: Double = coefficient) -> Double {
        if displayed < range.lowerBound {
            return range.lowerBound + overscroll(forOffset: displayed - range.lowerBound, dimension: dimension, coefficient: c)
        }
        if displayed > range.upperBound {
            return range.upperBound + overscroll(forOffset: displayed - range.upperBound, dimension: dimension, coefficient: c)
        }
        return displayed
    }

    /// How fast the displayed position moves per unit of logical movement at `logical` (the band's
    /// slope): 1 inside `range`, `c / (|x|·c/d + 1)²` past an edge. The content's velocity while a finger
    /// drags past an edge is the finger's times this.
    public static func slope(logical: Double, range: ClosedRange<Double>, dimension d: Double,
                             coefficient c: Double = coefficient) -> Double {
        let past = logical < range.lowerBound ? range.lowerBound - logical
            : logical > range.upperBound ? logical - range.upperBound : 0
        guard past > 0 else { return 1 }
        guard d > 0 else { return 0 }
        let base = past * c / d + 1
        return c / (base * base)
    }
}
