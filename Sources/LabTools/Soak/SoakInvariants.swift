import Graphics
import Scenes
import ScrollUI

/// What the soak checks on every frame and after everything has settled (see README, "Soak").
struct SoakInvariants {
    /// Keys whose value may be null.
    static let nullableKeys: Set<String> = ["sheetDetent", "lastHit", "selectedPin", "selectedPinX", "selectedPinY", "highlightedRow"]
    /// How close a resting offset must be to the content range, points.
    static let restTolerance = 0.5

    private var previous: [String: String] = [:]

    /// Forgets the previous frame (a new scene).
    mutating func reset() { previous = [:] }

    /// Checks one frame; returns the broken invariant.
    mutating func checkFrame(_ session: SceneSession) -> String? {
        let scrollView = session.scene.mainScrollView
        let numbers = [scrollView.contentOffset.x, scrollView.contentOffset.y, scrollView.velocity.x, scrollView.velocity.y,
                       scrollView.contentInset.top, scrollView.contentInset.bottom, scrollView.contentSize.height,
                       scrollView.frame.width, scrollView.frame.height]
        if numbers.contains(where: { !$0.isFinite }) { return "a number of the main scroll view is not finite" }
        let pairs = session.statePairs()
        var values: [String: String] = [:]
        for pair in pairs {
            values[pair.key] = pair.value
            if pair.value == "—" && !SoakInvariants.nullableKeys.contains(pair.key) {
                return "\(pair.key) is not a finite number"
            }
        }
        let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
        let slackY = max(scrollView.frame.height, 1), slackX = max(scrollView.frame.width, 1)
        let offset = scrollView.contentOffset
        if offset.y < minimum.y - slackY || offset.y > maximum.y + slackY || offset.x < minimum.x - slackX
            || offset.x > maximum.x + slackX {
            return "offset (\(offset.x), \(offset.y)) is more than a viewport outside \(minimum.y)...\(maximum.y)"
        }
        for (key, value) in values where key.hasSuffix("Count") {
            if let old = previous[key].flatMap(Int.init), let new = Int(value), new < old {
                return "\(key) went down from \(old) to \(new)"
            }
        }
        for transition in session.scene.drainTransitions() where !transition.isAllowed {
            return "the state went \(transition), which its component does not allow"
        }
        if let progress = values["barProgress"].flatMap(Double.init), !(progress >= -1e-9 && progress <= 2 + 1e-9) {
            return "barProgress \(progress) is outside 0...2"
        }
        if let percent = values["bannerPercent"].flatMap(Double.init), !(percent >= 0 && percent <= 1) {
            return "bannerPercent \(percent) is outside 0...1"
        }
        previous = values
        return nil
    }

    /// Checks a scene after the pause that follows its last input: idle, inside its range, and at a
    /// legal rest of the component on its main scroll view (each component says what its rests are).
    func checkRest(_ session: SceneSession, after pause: SoakPause) -> String? {
        let scrollView = session.scene.mainScrollView
        if scrollView.phase != .idle { return pause.stillMoving(session) }
        let offset = scrollView.contentOffset, minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
        let t = SoakInvariants.restTolerance
        if offset.y < minimum.y - t || offset.y > maximum.y + t || offset.x < minimum.x - t || offset.x > maximum.x + t {
            return "rests at (\(offset.x), \(offset.y)) outside its range \(minimum.y)...\(maximum.y)"
        }
        if let behavior = scrollView.behavior, !behavior.isLegalRest(offset, in: scrollView.metrics) {
            return "rests at offset \(StateLine.format(offset.y)), which is not a resting point of its component"
        }
        return nil
    }
}
