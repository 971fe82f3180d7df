import Graphics

/// A simulation that carries the release velocity (Flutter's `BallisticScrollActivity`): momentum with
/// the edge bounce, a snap spring, the spring back. It is bouncing while an edge spring runs. A range
/// change ends it and the behaviour starts the next from where it is, with its velocity.
final class BallisticActivity: MotionActivity {
    private var isBouncing: Bool

    override init(_ motion: ScrollMotion, velocity: Point) {
        isBouncing = motion.isBouncing(at: 0)
        super.init(motion, velocity: velocity)
    }

    override var phase: ScrollPhase { isBouncing ? .bouncing : .decelerating }
    override var stopsAtEdges: Bool { true }
    override var coastVelocity: Point { velocity }

    override func didAdvance(_ view: ScrollView, _ motion: ScrollMotion, at t: Double) {
        isBouncing = motion.isBouncing(at: t)
        view.phase = phase
    }

    override func rangeDidChange(_ view: ScrollView) {
        view.limitOverscroll()
        view.settle(.rangeChanged, velocity: velocity, time: view.window?.now ?? 0)
    }
}
