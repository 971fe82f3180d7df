import Graphics

/// The content moves by itself: a simulation per axis (`ScrollMotion`), evaluated at `now − start` on
/// the animation clock, so a motion is a function of time and not of frames. When it is done, the
/// view asks its behaviour again (`ScrollView.finishMotion`).
class MotionActivity: ScrollActivity {
    var motion: ScrollMotion?
    var velocity: Point

    init(_ motion: ScrollMotion, velocity: Point) {
        self.motion = motion
        self.velocity = velocity
    }

    var phase: ScrollPhase { .animating }
    var stepsFromTarget: Bool { false }
    var takesHeldKeyMotion: Bool { false }
    var coastVelocity: Point { .zero }

    /// Where the content is at `time`; a ballistic motion that may not bounce stops at the edge.
    func advance(_ view: ScrollView, to time: Double, inputTime: Double) {
        guard var running = motion else { return }
        let t = max(0, time - running.start)
        let offset = view.contentOffset
        var position = Point(x: running.x?.position(at: t) ?? offset.x, y: running.y?.position(at: t) ?? offset.y)
        var v = Point(x: running.x?.velocity(at: t) ?? 0, y: running.y?.velocity(at: t) ?? 0)
        if stopsAtEdges && !view.bounces {
            let clamped = view.metrics.clamped(position)
            if clamped.x != position.x { position.x = clamped.x; v.x = 0; running.x = nil }
            if clamped.y != position.y { position.y = clamped.y; v.y = 0; running.y = nil }
            motion = running
        }
        view.moveContent(to: view.metrics.withinBandLimit(position))
        guard view.activity === self else { return }  // an observer started something else
        if running.isDone(at: t) {
            view.finishMotion(at: time)
        } else {
            velocity = v
            didAdvance(view, running, at: t)
        }
    }

    /// True for a motion that carries a release velocity and must not pass an edge of a view that does
    /// not bounce.
    var stopsAtEdges: Bool { false }

    /// After a frame that did not end the motion.
    func didAdvance(_ view: ScrollView, _ motion: ScrollMotion, at t: Double) {}

    func rangeDidChange(_ view: ScrollView) { view.limitOverscroll() }

    func contentWasMoved(_ view: ScrollView) {}
}
