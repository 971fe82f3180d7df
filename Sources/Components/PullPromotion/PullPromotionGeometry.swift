/// The offsets, insets and visual progress values of the pull, as pure functions of where the
/// content is. `B` is the list's resting top inset (the page's bars above it: status bar and
/// header), `H` the viewport's height, `T` the promotion threshold.
///
/// The page (bars and list) is the first floor; the promotion is the second floor above it. A pull
/// under `T` moves only the list, under still bars (pull to refresh); past `T` the bars go down with
/// it, the strip between them (the refresh header's room) closing as the finger pulls on. Once the
/// promotion opens, the bars catch up with the list and the whole page slides down off the screen,
/// one piece, while the floor coming down behind it fills the screen (Taobao's second floor); it
/// comes back up whole when the promotion closes.
///
///     screen y        pull < T                 opening                   open (pull = H)
///     0   ┌──────────────┐          ┌──────────────┐ floor         ┌──────────────┐
///         │ bars         │          │ (floor)      │ (promotion)   │              │
///     B   ├──────────────┤          ├──────────────┤ ◄─ page top   │   floor      │
///         │ revealed     │ header   │ bars         │               │              │
///     B+p ├──────────────┤          │ strip → 0    │               │              │
///         │ list         │          │ list         │               │              │
///     H   └──────────────┘          └──────────────┘               └──────────────┘ page top at H
public struct PullPromotionGeometry: Hashable, Sendable {
    /// The image moves at this fraction of the content's speed while pulled, so it slides in a
    /// little behind the page and a small pull shows its bottom (Taobao's second floor; our tuning).
    public static let parallaxRate = 0.92
    /// Darkening of the promotion behind a refresh-sized pull, 0...1; it lifts toward the promotion
    /// threshold to say "keep pulling" (our tuning).
    public static let maximumDim = 0.3
    /// The promotion's titles, coupons and buttons fade in over this much pull past the promotion
    /// threshold, points: a refresh-sized pull shows the calm bottom strip under the hints, a pull
    /// past the threshold shows the floor as it comes down (our tuning).
    public static let contentFadeDistance = 60.0
    /// Once the promotion has opened, the bars go down this many times as fast as the list until they
    /// rest on it: the strip a finger's pull left between them closes at the start of the page's
    /// slide, and the page leaves the screen in one piece (our tuning).
    public static let stripClosingSpeed = 2.0

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
    /// The top inset while the promotion shows: the page moved down by the viewport's height, so it is
    /// all below the screen, bars included (the seed's `bounds.height`, for a list that is the whole
    /// page): `H + B`.
    public var openInsetTop: Double { viewportHeight + restingInsetTop }
    /// The content offset while the promotion shows: `−(H + B)`.
    public var openOffset: Double { -openInsetTop }
    /// The pull at which the promotion fills the screen (and the page's top is at the screen's
    /// bottom): `H`.
    public var openPull: Double { viewportHeight }

    // MARK: Visual progress

    /// The promotion image's top edge on screen: it fills the screen when open and lags the content
    /// (parallax) before that.
    public func promotionImageTop(pull: Double) -> Double {
        -max(0, openPull - pull) * PullPromotionGeometry.parallaxRate
    }

    /// How far the page's bars (the status bar and the header) have moved down under a finger's pull,
    /// points: none under the promotion threshold; past it they follow the list with the strip
    /// between them (`T` at the threshold) closing as the pull goes on, so at `H` they have left the
    /// screen with the list.
    public func pageOffset(pull: Double) -> Double {
        let threshold = configuration.promotionThreshold
        let opened = clamp((pull - threshold) / max(1, openPull - threshold))
        return max(0, pull - threshold * (1 - opened))
    }

    /// How far the page's bars have moved down once the promotion opened at pull `openedAt`, the page
    /// having since gone down to `deepestPull` at most: the strip left between the bars and the list
    /// at the release closes at `stripClosingSpeed` as the page goes on down (by `H` at the latest),
    /// and never opens again, so the open promotion dragged up and the closing move the page whole.
    ///
    ///     at the release      the list goes d more     d ≥ strip: open, dragged up, closing
    ///     ├────────┤ bars      ├────────┤ bars +2d
    ///     │ strip  │           │strip−d │                ├────────┤ bars
    ///     ├────────┤ list      ├────────┤ list +d        ├────────┤ list
    public func pageOffset(pull: Double, openedAt: Double, deepestPull: Double) -> Double {
        let strip = max(0, openedAt - pageOffset(pull: openedAt))
        let closingTravel = min(strip / (PullPromotionGeometry.stripClosingSpeed - 1), openPull - openedAt)
        let left = closingTravel > 0 ? strip * clamp(1 - (deepestPull - openedAt) / closingTravel) : 0
        return max(0, pull - left)
    }

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
            return clamp(pull / max(1, configuration.refreshThreshold))
        }
    }

    /// Opacity of the promotion's titles, coupons and buttons: none while a refresh-sized pull reveals
    /// only its bottom strip (the refresh header's hints stay on its calm background), fading in
    /// past the promotion threshold as the page starts to slide away.
    public func promotionContentAlpha(pull: Double) -> Double {
        clamp((pull - configuration.promotionThreshold) / PullPromotionGeometry.contentFadeDistance)
    }

    /// How open the promotion is, 0 at rest ... 1 filling the screen.
    public func openProgress(pull: Double) -> Double { clamp(pull / max(1, openPull)) }

    private func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
