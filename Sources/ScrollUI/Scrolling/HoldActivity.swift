/// A pointer is down on the content and has not moved past the touch slop; `caught` when the press
/// stopped a motion (`PHYSICS.md` §5), so that its release is not a tap. Its release asks the
/// behaviour how to rest (the spring back when overscrolled).
final class HoldActivity: ScrollActivity {
    let caught: Bool
    var phase: ScrollPhase { .tracking }
    var isHeldByPointer: Bool { true }
    var caughtMotion: Bool { caught }

    init(caught: Bool) {
        self.caught = caught
    }

    /// Released without a drag: the behaviour says how the view rests (the spring back when overscrolled).
    func pressEnded(_ view: ScrollView, time: Double) {
        view.settle(.release, velocity: .zero, time: time)
    }
}
