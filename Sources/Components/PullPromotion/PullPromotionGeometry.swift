/// The offsets, insets and visual progress values of the pull, as pure functions of where the
/// content is. `B` is the list's resting top inset (the bars above it), `H` the viewport's height.
///
///     screen y
///     0   ┌──────────────┐ ◄─ promotion image top: −(openPull − pull) × parallaxRate
///         │ bars         │
///     B   ├──────────────┤ ◄─ resting top (offset −B); pull = −offset − B
///         │ revealed     │    promotion image (behind the list) and, at its bottom, the header
///     B+p ├──────────────┤ ◄─ content top
///         │ list         │
///     H   └──────────────┘    open: inset H, offset −H, pull = openPull = H − B
public struct PullPromotionGeometry: Hashable, Sendable {
    /// The image moves at this fraction of the content's speed while pulled, so it slides in a
    /// little behind the list and a small pull shows its bottom (Taobao's second floor; our tuning).
    public static let parallaxRate = 0.92
    /// The list and bars start fading at this fraction of the way to open and are gone at the
    /// second: a drag (rubber-banded to about 250 pt) leaves them opaque; they fade while the
    /// promotion opens (our tuning).
    public static let fadeFractions = (start: 0.3, end: 0.7)
    /// Darkening of the promotion behind a refresh-sized pull, 0...1; it lifts toward the promotion
    /// threshold to say "keep pulling" (our tuning).
    public static let maximumDim = 0.3
    /// The opening progress over which the promotion's content fades in (Taobao's second floor
    /// shows its content once it fills most of the screen).
    public static let contentFadeProgress = (start: 0.55, end: 0.9)

    public var configuration: PullPromotionConfiguration
    /// The list's top inset at rest, points.
    public var restingInsetTop: Double
    /// The viewport's height, points.
    public var viewportHeight: Double

    public init(configuration: PullPromotionConfiguration, restingInsetTop: Double, viewportHeight: Double) {
        self.configuration = configuration
        self.restingInsetTop = restingInsetTop
        self.viewportHeight = viewportHeight
    }

    // MARK: Offsets and insets

    /// How far the content sits below its resting top, points.
    public func pull(forOffset offsetY: Double) -> Double { -offsetY - restingInsetTop }

    /// The content offset at rest: `−B`.
    public var restingOffset: Double { -restingInsetTop }
    /// The top inset while refreshing: `B + 70` by default.
    public var refreshingInsetTop: Double { restingInsetTop + configuration.refreshingHeight }
    /// The content offset while refreshing: `−(B + 70)`.
    public var refreshingOffset: Double { -refreshingInsetTop }
    /// The top inset while the promotion shows: the viewport's height (the seed's `bounds.height`).
    public var openInsetTop: Double { viewportHeight }
    /// The content offset while the promotion shows: the whole viewport above the content.
    public var openOffset: Double { -viewportHeight }
    /// The pull at which the promotion fills the screen.
    public var openPull: Double { viewportHeight - restingInsetTop }

    // MARK: Visual progress

    /// The promotion image's top edge on screen: it fills the screen when open and lags the content
    /// (parallax) before that.
    public func promotionImageTop(pull: Double) -> Double {
        -max(0, openPull - pull) * PullPromotionGeometry.parallaxRate
    }

    /// Opacity of the list and the bars: 1 until well past the promotion threshold, 0 before open.
    public func contentAlpha(pull: Double) -> Double {
        let fractions = PullPromotionGeometry.fadeFractions
        let start = max(configuration.promotionThreshold, openPull * fractions.start)
        let end = max(start + 1, openPull * fractions.end)
        return 1 - clamp((pull - start) / (end - start))
    }

    /// How far the bars above the list move down with it, points: past the promotion threshold the
    /// whole first floor slides down to uncover the promotion (Taobao's home page does this).
    public func barOffset(pull: Double) -> Double { max(0, pull - configuration.promotionThreshold) }

    /// Opacity of the darkening over the promotion: full for a refresh-sized pull, none from the
    /// promotion threshold on.
    public func dimAlpha(pull: Double) -> Double {
        let c = configuration
        let progress = clamp((pull - c.refreshThreshold) / max(1, c.promotionThreshold - c.refreshThreshold))
        return PullPromotionGeometry.maximumDim * (1 - progress)
    }

    /// Opacity of the refresh header (arrow, hint, time): it fades in with the pull (MJRefresh's
    /// `automaticallyChangeAlpha`), shows while refreshing, hides with the promotion.
    public func hintAlpha(pull: Double, state: PullPromotionState) -> Double {
        switch state {
        case .promotionShowing, .promotionClosing: return 0
        case .refreshing: return pull > 0 ? 1 : 0   // scrolled into the feed, the header is off screen
        case .refreshTriggered, .promotionTriggered, .stopped:
            return clamp(pull / max(1, configuration.refreshThreshold)) * contentAlpha(pull: pull)
        }
    }

    /// Opacity of the promotion's titles, coupons and buttons: none while a pull reveals only its
    /// bottom strip (the refresh header's hints stay on its calm background), fading in over the
    /// last part of the opening.
    public func promotionContentAlpha(pull: Double) -> Double {
        let fade = PullPromotionGeometry.contentFadeProgress
        return clamp((openProgress(pull: pull) - fade.start) / (fade.end - fade.start))
    }

    /// How open the promotion is, 0 at rest ... 1 filling the screen.
    public func openProgress(pull: Double) -> Double { clamp(pull / max(1, openPull)) }

    private func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
