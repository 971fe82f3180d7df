import Graphics
import ScrollPhysics
import ScrollUI

/// Drives a hover banner from a list's offset, as the seed's KVO observer does: the list's top inset
/// is the banner's height; every offset change gives the banner's position, height and percent, a
/// scroll callback, and the arrival callbacks at each end (once per arrival). With `snaps`, a release
/// that would leave the banner half-collapsed settles at an end with the release velocity.
public final class HoverBannerController {
    /// Duration of a snap from rest, seconds (UIKit's standard 0.25 s).
    public static let snapDuration = 0.25

    public let geometry: HoverBannerGeometry
    public var snaps: Bool
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
    public var onLayout: (() -> Void)?

    public private(set) weak var scrollView: ScrollView?
    private var observation: ScrollObservation?
    private var awaitsRelease = false

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
            switch change {
            case .contentOffset: self.update(offset: view.contentOffset.y)
            case .panState(.began): self.awaitsRelease = false
            case .panState(.ended), .panState(.cancelled): self.awaitsRelease = true
            case .phase: self.phaseChanged(view)
            default: break
            }
        }
    }

    /// Recomputes everything for a content offset.
    func update(offset: Double) {
        let newPercent = geometry.percent(offset: offset)
        bannerY = geometry.bannerY(offset: offset)
        bannerHeight = geometry.bannerHeight(offset: offset)
        imageShift = geometry.imageShift(offset: offset)
        let changed = newPercent != percent
        percent = newPercent
        onLayout?()
        if changed { onScroll?(newPercent) }
        switch arrivals.update(percent: newPercent) {
        case .expanded?: onExpanded?()
        case .collapsed?: onCollapsed?()
        case nil: break
        }
    }

    private func phaseChanged(_ scrollView: ScrollView) {
        let phase = scrollView.phase
        guard awaitsRelease, phase != .dragging, phase != .tracking else { return }
        awaitsRelease = false
        guard snaps else { return }
        let offset = scrollView.contentOffset.y
        let moving = phase == .decelerating || phase == .bouncing
        let resting = moving ? scrollView.targetContentOffset.y : offset
        guard let target = HoverBannerSnap.target(geometry: geometry, offset: offset, restingOffset: resting) else { return }
        let x = scrollView.contentOffset.x
        if moving {
            scrollView.animateContentOffset(to: Point(x: x, y: target), spring: .snap,
                                            initialVelocity: Point(x: 0, y: scrollView.velocity.y))
        } else {
            scrollView.animateContentOffset(to: Point(x: x, y: target), duration: HoverBannerController.snapDuration,
                                            curve: .easeInOut)
        }
    }
}
