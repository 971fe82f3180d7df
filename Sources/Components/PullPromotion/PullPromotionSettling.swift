import Graphics
import ScrollUI

/// Where the pulled list rests in each state and the motion that brings it there (`B`: the list's
/// resting top inset, `H`: the viewport's height): refreshing, inset B + 70 and content at −(B + 70)
/// in `settleDuration`; the promotion, inset H and content at −H; the end of a refresh, back to B and
/// −B in `endDuration`; closing, back to B and −B.
struct PullPromotionSettling {
    let configuration: PullPromotionConfiguration
    /// The list's top inset at rest, points.
    let restingInsetTop: Double

    func geometry(viewportHeight: Double) -> PullPromotionGeometry {
        PullPromotionGeometry(configuration: configuration, restingInsetTop: restingInsetTop, viewportHeight: viewportHeight)
    }

    /// Where the list comes to rest from `offset` in `state` when no transition moves it: the open promotion
    /// springs back to filling the screen, a closing one goes back to the top; nil when it rests where it is.
    func restingMotion(in state: PullPromotionState, from offset: Point, in metrics: ScrollMetrics) -> ScrollRestingMotion? {
        let g = geometry(viewportHeight: metrics.size.height), x = offset.x
        switch state {
        case .promotionShowing where abs(offset.y - g.openOffset) > RestingPoints.tolerance:
            return .spring(to: Point(x: x, y: g.openOffset))
        case .promotionClosing where offset.y < g.restingOffset - RestingPoints.tolerance:
            return .curve(to: Point(x: x, y: g.restingOffset), duration: configuration.closeDuration, curve: .easeInOut)
        default:
            return nil
        }
    }

    /// The list rests anywhere in its range, except that the open promotion rests filling the screen
    /// and a closing or triggered pull never rests.
    func isLegalRest(_ offset: Point, in state: PullPromotionState, metrics: ScrollMetrics) -> Bool {
        switch state {
        case .stopped, .refreshing: return true
        case .promotionShowing: return abs(offset.y - geometry(viewportHeight: metrics.size.height).openOffset) <= RestingPoints.tolerance
        case .promotionClosing, .refreshTriggered, .promotionTriggered: return false
        }
    }

    /// The insets a transition needs and the motion that brings the list there (after a release,
    /// `released`: the close springs on from the release velocity).
    func answer(for transition: PullPromotionTransition, in metrics: ScrollMetrics, released: Bool) -> ScrollAnswer {
        let g = geometry(viewportHeight: metrics.size.height), x = metrics.contentOffset.x
        if transition.startsRefreshing {
            return ScrollAnswer(contentInset: inset(metrics, top: g.refreshingInsetTop),
                                motion: .curve(to: Point(x: x, y: g.refreshingOffset), duration: configuration.settleDuration, curve: .easeInOut))
        }
        if transition.opensPromotion {
            return ScrollAnswer(contentInset: inset(metrics, top: g.openInsetTop),
                                motion: .curve(to: Point(x: x, y: g.openOffset), duration: configuration.openDuration, curve: .easeInOut))
        }
        guard transition.restoresList else { return .none }
        var answer = ScrollAnswer(contentInset: inset(metrics, top: restingInsetTop))
        let target = Point(x: x, y: g.restingOffset)
        // Decided from where the content is drawn under the resting inset (a drag on a view that does
        // not bounce is then at the top already).
        var restored = metrics
        restored.contentInset = answer.contentInset ?? metrics.contentInset
        guard restored.rebased(metrics.contentOffset).y < g.restingOffset - RestingPoints.tolerance else { return answer }
        if transition.to == .promotionClosing && released {
            answer.motion = .spring(to: target)
        } else {
            let duration = transition.from == .refreshing ? configuration.endDuration : configuration.closeDuration
            answer.motion = .curve(to: target, duration: duration, curve: .easeInOut)
        }
        return answer
    }

    private func inset(_ metrics: ScrollMetrics, top: Double) -> EdgeInsets {
        var inset = metrics.contentInset
        inset.top = top
        return inset
    }
}
