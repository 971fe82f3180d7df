import Graphics

/// At rest. A range change is checked at the next layout: inside the range and on a legal rest.
final class IdleActivity: ScrollActivity {
    var phase: ScrollPhase { .idle }
    var takesHeldKeyMotion: Bool { true }

    func rangeDidChange(_ view: ScrollView) {
        view.limitOverscroll()
        view.requestRestCheck()
    }

    /// At rest after a change (resize, insets, a new behaviour, a stopped motion): inside the range, as
    /// UIKit adjusts a scroll view's offset when its bounds change, and on a legal rest.
    func checkRest(_ view: ScrollView) {
        let clamped = view.metrics.clamped(view.contentOffset)
        if clamped != view.contentOffset { view.moveContent(to: clamped) }
        guard let behavior = view.behavior, !behavior.isLegalRest(clamped, in: view.metrics) else { return }
        view.settle(.rangeChanged, velocity: .zero, time: view.window?.now ?? 0)
    }
}
