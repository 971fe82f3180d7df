/// A pointer is down on the content and has not moved past the touch slop; `caught` when the press
/// stopped a motion (`PHYSICS.md` §5), so that its release is not a tap. Its release asks the
/// behaviour how to rest (the spring back when overscrolled).
final class HoldActivity: ScrollActivity {
    let caught: Bool
    var phase: ScrollPhase { .tracking }

    init(caught: Bool) {
        self.caught = caught
    }
}
