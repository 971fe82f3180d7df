import Graphics
import ScrollPhysics

/// Moves that code asks for (UIKit's `setContentOffset(_:animated:)`, keys, notches, the status bar's
/// scroll to top): they wait for a finger's release and run as driven or resting motions.
extension ScrollView {
    /// Duration of `setContentOffset(_:animated:)`, seconds (UIKit's is about 0.3 s).
    public static let programmaticAnimationDuration = 0.3

    /// Runs `move` now, or at the release when a pointer holds the content: a programmatic change
    /// never takes the content away from a finger.
    public func performWhenReleased(_ move: @escaping () -> Void) {
        if isTracking {
            pendingMoves.append(move)
        } else {
            move()
        }
    }

    /// Animates the offset along a timing curve (UIKit's `setContentOffset(_:animated:)`, a key, a
    /// notch). Interrupts any motion; while a pointer holds the content it waits for the release.
    public func animateContentOffset(to target: Point, duration: Double = ScrollView.programmaticAnimationDuration,
                                     curve: TimingCurve = .easeInOut) {
        performWhenReleased { [unowned self] in
            self.start(.curve(to: target, duration: duration, curve: curve), velocity: .zero, time: self.window?.now ?? 0)
        }
    }

    /// Animates the offset with a spring that starts at `initialVelocity` (points per second).
    public func animateContentOffset(to target: Point, spring: SpringParameters, initialVelocity: Point = .zero) {
        performWhenReleased { [unowned self] in
            let start = self.window?.animationTime(at: self.window?.now ?? 0) ?? 0
            self.setActivity(DrivenActivity(.spring(spring, from: self.contentOffset, velocity: initialVelocity, to: target, start: start),
                                            velocity: initialVelocity))
        }
    }

    /// A tap on the status bar (UIKit's `scrollsToTop`): the content springs to its top (or to what the
    /// behaviour says) with `PacedSpringSimulation.scrollToTop` from rest (PHYSICS.md §10); components
    /// follow as for any scroll. Interrupts any motion; returns false when there is nothing to do.
    @discardableResult
    public func scrollToTop() -> Bool {
        guard scrollsToTop, isScrollEnabled, !isTracking else { return false }
        let top = Point(x: contentOffset.x, y: minimumContentOffset.y)
        guard let target = behavior.map({ $0.scrollToTopTarget(in: metrics) }) ?? top,
              abs(target.y - contentOffset.y) > Tolerance.distance || isMoving else { return false }
        let start = window?.animationTime(at: window?.now ?? 0) ?? 0
        let offset = contentOffset
        setActivity(DrivenActivity(ScrollMotion(x: PacedSpringSimulation.scrollToTop(from: offset.x, to: target.x),
                                                y: PacedSpringSimulation.scrollToTop(from: offset.y, to: target.y),
                                                start: start), velocity: .zero))
        return true
    }

    /// Applies what a behaviour asked for outside a rest: its insets now, its motion from where the
    /// content is, at rest, once no finger holds it.
    public func apply(_ answer: ScrollAnswer) {
        if let inset = answer.contentInset { contentInset = inset }
        if let motion = answer.motion {
            performWhenReleased { [unowned self] in self.start(motion, velocity: .zero, time: self.window?.now ?? 0) }
        }
    }

    /// UIKit's `setContentOffset(_:animated:)`.
    public func setContentOffset(_ target: Point, animated: Bool) {
        if animated {
            animateContentOffset(to: target)
        } else {
            stopMotion()
            moveContent(to: target)
            requestRestCheck()
        }
    }
}
