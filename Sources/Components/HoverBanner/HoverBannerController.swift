import Graphics
import ScrollPhysics
import ScrollUI

/// Drives a hover banner from a list's offset, as the seed's KVO observer does: the list's top inset
/// is the banner's height; every offset change gives the banner's position, height and percent, a
/// scroll callback, and the arrival callbacks at each end (once per arrival). With `snaps`, as the
/// list's behaviour, every rest is at an end: a release that would leave the banner half-collapsed
/// settles at an end with the release velocity, and a notch or key goes to the next end.
public final class HoverBannerController: ScrollBehavior {
    /// Duration of a snap from rest, seconds (UIKit's standard 0.25 s).
    public static let snapDuration = 0.25

    public let geometry: HoverBannerGeometry
    public var snaps: Bool
    /// The least bottom inset: the safe area's bottom, so the last row rests above the home indicator.
    public var safeAreaBottom: Double = 0 { didSet { layoutDidChange() } }
    public private(set) var arrivals: HoverBannerArrivals
    /// The content offset the banner follows (the list's, as its behaviour last heard it).
    private var offset: Double

    /// Called with the percent on every change (the seed's scroll block).
    public var onScroll: ((Double) -> Void)?
    /// Called once each time the banner arrives fully shown.
    public var onExpanded: (() -> Void)?
    /// Called once each time the banner arrives at the hover height.
    public var onCollapsed: (() -> Void)?
    /// Called after the banner's geometry changed, to lay its views out.
    public var onChange: (() -> Void)?

    public private(set) weak var scrollView: ScrollView?

    /// Where the banner stands.
    public var state: HoverBannerState { HoverBannerState(percent: percent) }
    /// 1 fully shown … 0 hovering.
    public var percent: Double { geometry.percent(offset: offset) }
    /// The banner's top edge in the viewport.
    public var bannerY: Double { geometry.bannerY(offset: offset) }
    /// The banner's drawn height (taller when stretched past the top).
    public var bannerHeight: Double { geometry.bannerHeight(offset: offset) }
    /// How far the background image is shifted down inside the banner (parallax).
    public var imageShift: Double { geometry.imageShift(offset: offset) }

    public init(geometry: HoverBannerGeometry = .init(), snaps: Bool = false) {
        self.geometry = geometry
        self.snaps = snaps
        self.offset = geometry.expandedOffset
        self.arrivals = HoverBannerArrivals(percent: 1)
    }

    /// Binds to `scrollView`: its top inset and indicator inset become the banner's height and it starts
    /// with the banner fully shown.
    public func attach(to scrollView: ScrollView) {
        self.scrollView = scrollView
        scrollView.contentInset.top = geometry.height
        scrollView.scrollIndicatorInsets.top = geometry.height
        scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: -geometry.height)
        arrivals = HoverBannerArrivals(percent: geometry.percent(offset: -geometry.height))
        update(offset: scrollView.contentOffset.y)
        scrollView.apply(fillEmptySpace(scrollView.metrics))
        scrollView.behavior = self
    }

    /// Call after the list's size changed (a window resize).
    public func layoutDidChange() {
        if let scrollView { scrollView.apply(fillEmptySpace(scrollView.metrics)) }
    }

    /// A bottom inset so that a short list can still scroll the banner up to its hover height (as the
    /// expandable bar does for short content), and at least the safe area's bottom.
    private func fillEmptySpace(_ metrics: ScrollMetrics) -> ScrollAnswer {
        let missing = metrics.size.height - geometry.hoverHeight - metrics.contentSize.height
        return .insets(of: metrics, bottom: max(safeAreaBottom, missing))
    }

    /// Follows a content offset: the views, the scroll callback and the arrivals.
    func update(offset: Double) {
        let previousPercent = percent
        self.offset = offset
        let newPercent = percent
        onChange?()
        if newPercent != previousPercent { onScroll?(newPercent) }
        switch arrivals.update(percent: newPercent) {
        case .expanded?: onExpanded?()
        case .collapsed?: onCollapsed?()
        case nil: break
        }
    }

    // MARK: Behaviour

    public func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer {
        guard snaps, let target = HoverBannerRules.target(geometry: geometry, offset: request.offset.y,
                                                         restingOffset: request.naturalTarget.y) else { return .none }
        let point = Point(x: request.offset.x, y: target)
        return ScrollAnswer(motion: request.velocity.y != 0 ? .spring(to: point)
            : .curve(to: point, duration: HoverBannerController.snapDuration, curve: .easeInOut))
    }

    public func discreteTarget(from offset: Point, proposed: Point, in metrics: ScrollMetrics) -> DiscreteScrollAnswer {
        guard snaps else { return .scroll(to: proposed) }
        return .scroll(to: Point(x: proposed.x, y: HoverBannerRules.discreteTarget(geometry: geometry, offset: offset.y, proposed: proposed.y)))
    }

    /// With `snaps` the banner rests fully shown or hovering; without, anywhere.
    public func isLegalRest(_ offset: Point, in metrics: ScrollMetrics) -> Bool {
        !snaps || !HoverBannerRules.isBetweenEnds(geometry: geometry, offset: offset.y)
    }

    /// The banner follows the offset; new content gets the bottom inset it needs.
    public func didChange(_ change: ScrollChange, in metrics: ScrollMetrics) -> ScrollAnswer {
        if change == .contentOffset { update(offset: metrics.contentOffset.y) }
        return change == .contentSize ? fillEmptySpace(metrics) : .none
    }
}
