import LabBasics
import Scenes

/// The soak's pause after the last input: at least `minimum` seconds of nothing, then as long as the
/// motion in force on the main scroll view says it still runs (each motion tells its own end,
/// `ScrollView.motionEndTime`, from the simulations' own stop rule), for at most `motionLimit`
/// motions in a row. When it is over, the scene must be at rest (`SoakInvariants.checkRest`).
public struct SoakPause {
    /// Nothing happens for at least this long after the last input, seconds (README "Soak").
    static let minimum = 5.0
    /// The pause follows at most this many motions in a row after `minimum` (a coast, then the snap or
    /// spring it hands over to): a scene still moving after them does not come to rest.
    static let motionLimit = 16

    /// When the last input happened, seconds (the window's clock).
    let lastInput: Double
    /// When the pause is over, seconds (the window's clock).
    public private(set) var end: Double
    /// The motions followed past `minimum`.
    private(set) var motions = 0

    public init(lastInput: Double) {
        self.lastInput = lastInput
        end = lastInput + SoakPause.minimum
    }

    /// Lengthens the pause to the end of the motion in force on `session`'s main scroll view, and
    /// `frameInterval` more, so that the frame that finds it done is played; false when nothing moves,
    /// when the motion never ends (or the clock is paused), or after `motionLimit` motions.
    mutating func follow(_ session: SceneSession, frameInterval: Double) -> Bool {
        let window = session.window
        guard motions < SoakPause.motionLimit, window.timeScale > 0,
              let motionEnd = session.scene.mainScrollView.motionEndTime, motionEnd.isFinite else { return false }
        motions += 1
        end = max(end, window.now + max(0, motionEnd - window.animationTime) / window.timeScale + frameInterval)
        return true
    }

    /// Why a view still moving when the pause is over did not stop: how long after the last input,
    /// and what its motion says.
    func stillMoving(_ session: SceneSession) -> String {
        let view = session.scene.mainScrollView
        let elapsed = ReadableNumber.text(((end - lastInput) * 100).rounded() / 100)
        let reason = view.motionEndTime?.isFinite == false ? ": its motion never ends"
            : motions >= SoakPause.motionLimit ? " and \(motions) motions in a row" : ""
        return "still \(view.phase.rawValue) \(elapsed) s after the last input\(reason)"
    }
}
