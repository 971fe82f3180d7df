import Graphics
import ScrollPhysics
import ScrollUI

/// How a scroll view of a rebuilt scene takes over the one it replaces: the same offset, clamped
/// into its range (a view at or above its top stays at its top, with the same overscroll, so a new
/// top inset keeps the content under it), and a motion continues from there with its velocity.
enum ScrollCarry {
    /// Carries `old`'s offset to `new`, then its motion (unless `resumingMotion` is false: the caller
    /// puts the component at rest itself).
    static func carry(from old: ScrollView, to new: ScrollView, resumingMotion: Bool = true) {
        new.contentOffset = offset(from: old, to: new)
        if resumingMotion { resume(from: old, on: new) }
    }

    /// Where `new` shows what `old` shows.
    static func offset(from old: ScrollView, to new: ScrollView) -> Point {
        Point(x: axis(old.contentOffset.x, old: old.minimumContentOffset.x...old.maximumContentOffset.x,
                      new: new.minimumContentOffset.x...new.maximumContentOffset.x, moving: old.isMoving),
              y: axis(old.contentOffset.y, old: old.minimumContentOffset.y...old.maximumContentOffset.y,
                      new: new.minimumContentOffset.y...new.maximumContentOffset.y, moving: old.isMoving))
    }

    /// Continues `old`'s motion on `new` from where `new` is, with `old`'s velocity.
    static func resume(from old: ScrollView, on new: ScrollView) {
        if old.isMoving { new.resumeMotion(velocity: old.velocity) }
    }

    /// One axis: at or above the top the same distance from the new top; past the end (only while
    /// bouncing) the same distance past the new end; otherwise the same offset, clamped.
    private static func axis(_ value: Double, old: ClosedRange<Double>, new: ClosedRange<Double>, moving: Bool) -> Double {
        if value <= old.lowerBound + Tolerance.distance { return new.lowerBound + min(0, value - old.lowerBound) }
        if moving && value > old.upperBound { return new.upperBound + (value - old.upperBound) }
        return min(max(value, new.lowerBound), new.upperBound)
    }
}
