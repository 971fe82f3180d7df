/// At rest. A range change is checked at the next layout: inside the range and on a legal rest.
final class IdleActivity: ScrollActivity {
    var phase: ScrollPhase { .idle }

    func rangeDidChange(_ view: ScrollView) {
        view.limitOverscroll()
        view.requestRestCheck()
    }
}
