import Graphics
import ScrollPhysics
import ScrollUI

/// Drives a hover banner from a list's offset, as the seed's KVO observer does: the list's top inset
/// is the banner's height; every offset change gives the banner's position, height and percent, a
/// scroll callback, and the arrival callbacks at each end (once per arrival). With `snaps`, as the
/// list's behaviour, every rest is at an end: a release that would leave the banner half-collapsed
/// settles at an end with the release velocity, and a notch or key goes to the next end.
public final class HoverBannerController: ScrollComponent {
    /// Duration of a snap from rest, seconds (UIKit's standard 0.25 s).
    public static let snapDuration = 0.25

    public let geometry: HoverBannerGeometry
    public var snaps: Bool
    /// The least bottom inset: the safe area's bottom, so the last row rests above the home indicator.
    public var safeAreaBottom: Double = 0 { didSet { if let scrollView { fillEmptySpace(of: scrollView) } } }
    public private(set) var arrivals: HoverBannerArrivals
    public private(set) var percent: Double = 1
    public private(set) var bannerY: Double = 0
    public private(set) var bannerHeight: Double
    public private(set) var imageShift: Double = 0

    /// Called with the percent on every change (the seed's scroll block).
    public var onScroll: ((Double) -> Void)?
    /// Called once each time the banner arrives fully shown.
    public var onExpanded: (() -> Void)?
    /// Called once each time the banner arrives at the hover height.
    public var onCollapsed: (() -> Void)?
    /// Called after the banner's geometry changed, to lay its views out.
    public var onChange: (() -> Void)?

    public private(set) weak var scrollView: ScrollView?
    private var observation: ScrollObservation?

    /// Where the banner stands.
    public enum State: Equatable, Sendable {
        case expanded
        case collapsing(percent: Double)
        case hovering
    }

    public var state: State {
        percent >= 1 ? .expanded : percent <= 0 ? .hovering : .collapsing(percent: percent)
    }

    public init(geometry: HoverBannerGeometry = .init(), snaps: Bool = false) {
        self.geometry = geometry
        self.snaps = snaps
        self.bannerHeight = geometry.height
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
        observation = scrollView.observe { [unowned self] view, change in
            if change == .contentOffset { self.update(offset: view.contentOffset.y) }
            if change == .contentSize { self.fillEmptySpace(of: view) }
        }
        fillEmptySpace(of: scrollView)
        scrollView.behavior = self
    }

    /// Call after the list's size changed (a window resize).
    public func layoutDidChange() {
        if let scrollView { fillEmptySpace(of: scrollView) }
    }

    /// A bottom inset so that a short list can still scroll the banner up to its hover height (as the
    /// expandable bar does for short content), and at least the safe area's bottom.
    private func fillEmptySpace(of scrollView: ScrollView) {
        let missing = scrollView.frame.height - geometry.hoverHeight - scrollView.contentSize.height
        let inset = max(safeAreaBottom, missing)
        if scrollView.contentInset.bottom != inset { scrollView.contentInset.bottom = inset }
    }

    /// Recomputes everything for a content offset.
    func update(offset: Double) {
        let newPercent = geometry.percent(offset: offset)
        bannerY = geometry.bannerY(offset: offset)
        bannerHeight = geometry.bannerHeight(offset: offset)
        imageShift = geometry.imageShift(offset: offset)
        let changed = newPercent != percent
        percent = newPercent
        onChange?()
        if changed { onScroll?(newPercent) }
        switch arrivals.update(percent: newPercent) {
        case .expanded?: onExpanded?()
        case .collapsed?: onCollapsed?()
        case nil: break
        }
    }

    // MARK: Behaviour

    public func restingMotion(for scrollView: ScrollView, _ request: ScrollRestRequest) -> ScrollRestingMotion {
        guard snaps, let target = HoverBannerSnap.target(geometry: geometry, offset: request.offset.y,
                                                         restingOffset: request.naturalTarget.y) else { return .natural }
        let point = Point(x: request.offset.x, y: target)
        return request.velocity.y != 0 ? .spring(to: point)
            : .curve(to: point, duration: HoverBannerController.snapDuration, curve: .easeInOut)
    }

    public func discreteTarget(for scrollView: ScrollView, from offset: Point, proposed: Point) -> Point? {
        guard snaps else { return proposed }
        return Point(x: proposed.x, y: HoverBannerSnap.discreteTarget(geometry: geometry, offset: offset.y, proposed: proposed.y))
    }

    /// With `snaps` the banner rests fully shown or hovering; without, anywhere.
    public func isLegalRest(_ scrollView: ScrollView, offset: Point) -> Bool {
        !snaps || !HoverBannerSnap.isBetweenEnds(geometry: geometry, offset: offset.y)
    }
}
