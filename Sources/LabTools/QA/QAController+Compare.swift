import Graphics
import Scenes
import ScrollUI

/// The QA tools while comparing (`run --compare`): what applies to every variant, the HUD with
/// every variant's curves, and the notice for what cannot serve them all.
extension QAController {
    /// The sessions a change of speed, a step or an option goes to: every variant while comparing.
    func sessions(with session: SceneSession) -> [SceneSession] {
        comparison?.sessions ?? [session]
    }

    /// The note for a key that cannot serve several variants at once: short enough for the status
    /// bar's middle of a phone-wide column (the sentence goes to standard output).
    static let unavailableNote = "Not while comparing"

    /// Shows that `feature` (a few words, capitalized) cannot serve several variants at once: a short
    /// note in the window, and the sentence with what to do instead on standard output.
    public func showUnavailable(_ feature: String, at time: Double) {
        let sentence = feature.prefix(1).lowercased() + feature.dropFirst()
        report("scroll-lab: \(sentence) is not available while comparing: record (R), then use replay --compare")
        show(note: QAController.unavailableNote, at: time)
    }

    /// Records each variant's sample for the HUD's curves.
    func sampleVariants() {
        guard let comparison else { return }
        if variantHistories.count != comparison.sessions.count {
            variantHistories = Array(repeating: SampleHistory(), count: comparison.sessions.count)
        }
        for (index, session) in comparison.sessions.enumerated() {
            variantHistories[index].append(SampleHistory.Sample(session))
        }
    }

    /// The HUD in `panel`: the numbers of `session` (variant A's while comparing) and the curves of
    /// every variant in its colour.
    public func drawHUD(session: SceneSession, panel: Rect, backdrop: Color? = nil, context: inout DrawingContext) {
        guard isHUDVisible else { return }
        let variants = zip(comparison?.variants ?? [], variantHistories).map {
            HUDRenderer.Variant(letter: $0.letter, label: $0.label, color: $0.color, history: $1)
        }
        let readout = hudReadout ?? HUDReadout(timings: timings, state: session.statePairs(), transitions: recentTransitions,
                                              time: session.window.now)
        HUDRenderer().draw(in: panel, backdrop: backdrop, sceneName: session.name, timings: timings, readout: readout, timeScale: timeScale,
                           isRecording: recorder != nil, history: history, variants: variants, metric: session.scene.metric,
                           context: &context)
    }
}
