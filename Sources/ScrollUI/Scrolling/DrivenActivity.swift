/// A timed animation (Flutter's `DrivenScrollActivity`): a notch, a key, a programmatic move, a
/// component's settle. It runs on through range changes and is checked when it ends.
final class DrivenActivity: MotionActivity {
    override var stepsFromTarget: Bool { true }
    override var takesHeldKeyMotion: Bool { true }
}
