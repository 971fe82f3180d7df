import Graphics
import Scenes
import ScrollUI

/// What the soak checks on every frame and after everything has settled (see README, "Soak"). The
/// state keys are checked as the scenes declare them (`StateKey`): no per-scene rules here.
public struct SoakInvariants {
    /// How close a resting offset must be to the content range, points.
    public static let restTolerance = 0.5
    /// How far a number may lie outside its declared range (the rounding of a computed progress).
    static let rangeTolerance = 1e-9

    /// The counters of the previous frame.
    private var previous: [String: Double] = [:]

    /// Forgets the previous frame (a new scene).
    public mutating func reset() { previous = [:] }

    /// Checks one frame; returns the broken invariant.
    public mutating func checkFrame(_ session: SceneSession) -> String? {
        let scrollView = session.scene.mainScrollView
        let numbers = [scrollView.contentOffset.x, scrollView.contentOffset.y, scrollView.velocity.x, scrollView.velocity.y,
                       scrollView.contentInset.top, scrollView.contentInset.bottom, scrollView.contentSize.height,
                       scrollView.frame.width, scrollView.frame.height]
        if numbers.contains(where: { !$0.isFinite }) { return "a number of the main scroll view is not finite" }
        if let problem = checkKeys(session) { return problem }
        let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
        let slackY = max(scrollView.frame.height, 1), slackX = max(scrollView.frame.width, 1)
        let offset = scrollView.contentOffset
        if offset.y < minimum.y - slackY || offset.y > maximum.y + slackY || offset.x < minimum.x - slackX
            || offset.x > maximum.x + slackX {
            return "offset (\(offset.x), \(offset.y)) is more than a viewport outside \(minimum.y)...\(maximum.y)"
        }
        for transition in session.scene.drainTransitions() where !transition.isAllowed {
            return "the state went \(transition), which its component does not allow"
        }
        return nil
    }

    /// Each state key as declared: null only where nullable, a number inside its range, a counter
    /// never below its previous frame's.
    private mutating func checkKeys(_ session: SceneSession) -> String? {
        let declared = Dictionary(session.stateKeys.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var counters: [String: Double] = [:]
        for (name, value) in session.stateValues() {
            guard let key = declared[name] else { return "\(name) is not a declared state key" }
            switch value {
            case .null where !key.isNullable:
                return "\(name) is not a finite number"
            case .number(let number):
                if let range = key.range, !(number >= range.lowerBound - Self.rangeTolerance && number <= range.upperBound + Self.rangeTolerance) {
                    return "\(name) \(number) is outside \(StateLine.format(range.lowerBound))...\(StateLine.format(range.upperBound))"
                }
                if key.isCounter {
                    if let old = previous[name], number < old { return "\(name) went down from \(Int(old)) to \(Int(number))" }
                    counters[name] = number
                }
            default: break
            }
        }
        previous = counters
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
