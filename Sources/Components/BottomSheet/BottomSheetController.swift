import Graphics
import ScrollPhysics
import ScrollUI

/// Drives the sheet as the seed does: the sheet is `listView` (a transparent, full-height list with a
/// large top inset, `.fast` deceleration), `backgroundView` follows its offset, and as the list's
/// behaviour it replaces the target of every release with a detent (`BottomSheetRules`, the seed's
/// will-end-dragging hook) and sends notches and keys one detent at a time. Keeps the insets, a
/// minimum content height so a short list still reaches full, and the detents across resizes.
public final class BottomSheetController: ScrollBehavior {
    /// Extra background below the viewport, so a sheet pulled up past its content never shows a gap, points.
    public static let backgroundOverhang = 200.0
    /// A release faster than this springs with `BottomSheetConfiguration.flingDampingRatio`, points per
    /// second (FloatingPanel's `NumericSpringAnimator`: critical damping at 300 pt/s or less).
    public static let flingSpringVelocity = 300.0
    /// List scroll over which the header's hairline fades in, points (iOS's scroll-edge appearance).
    public static let separatorFadeDistance = 8.0

    public let listView = BottomSheetListView()
    public let backgroundView = BottomSheetBackgroundView()
    public var configuration: BottomSheetConfiguration {
        didSet { listView.bottomMargin = configuration.safeAreaBottom; updateBouncing() }
    }
    /// Whether the list rubber-bands and bounces at its edges (the scene's `bounces`). Without the
    /// configuration's `allowsRubberBanding` a drag of the sheet itself still stops dead at tip.
    public var bounces = true { didSet { updateBouncing() } }
    /// The geometry for the current viewport.
    public private(set) var geometry: BottomSheetGeometry
    /// Where the sheet starts.
    public var initialDetent: BottomSheetDetent
    /// Called after every change of the sheet's position or phase.
    public var onChange: (() -> Void)?

    /// The sheet as a floating card (a wide window): its four corners rounded by this radius, its
    /// background ending at the card's bottom and the list clipped to it; nil: the sheet runs off the
    /// viewport's bottom with its top corners rounded.
    public var cardCornerRadius: Double? {
        didSet {
            guard cardCornerRadius != oldValue else { return }
            backgroundView.cornerRadii = cardCornerRadius.map { CornerRadii($0) } ?? .top(BottomSheetBackgroundView.cornerRadiusDefault)
            listView.cornerRadii = cardCornerRadius.map { CornerRadii(topLeft: 0, topRight: 0, bottomRight: $0, bottomLeft: $0) } ?? .zero
            update()
        }
    }

    /// Which detent a release picks.
    public var snap: BottomSheetSnap = .projected
    private var hasLaidOut = false
    /// The detent the sheet was last sent to or rested on: kept while a layout makes several detents
    /// coincide (a tiny window), so a collapsed sheet comes back collapsed.
    private var intendedDetent: BottomSheetDetent

    public init(configuration: BottomSheetConfiguration = .init(), initialDetent: BottomSheetDetent = .half) {
        self.configuration = configuration
        self.initialDetent = initialDetent
        intendedDetent = initialDetent
        geometry = BottomSheetGeometry(configuration: configuration, viewportHeight: 0)
        listView.bottomMargin = configuration.safeAreaBottom
        listView.behavior = self
    }

    // MARK: State

    /// The sheet's top edge, viewport points.
    public var sheetTop: Double { geometry.sheetTop(forOffset: listView.contentOffset.y) }

    /// The detent the sheet rests on, or nil while it moves or is held between detents.
    public var state: BottomSheetDetent? {
        guard listView.phase == .idle else { return nil }
        return geometry.detent(atOffset: listView.contentOffset.y)
    }

    /// The detent the sheet is on or heading for (nil while dragged or coasting between detents).
    public var targetDetent: BottomSheetDetent? {
        guard !listView.isTracking else { return nil }
        return geometry.detent(atOffset: listView.isMoving ? listView.targetContentOffset.y : listView.contentOffset.y)
    }

    /// 0 at half or below … 1 at full: how far the sheet has risen from half to full.
    public var fullProgress: Double {
        let span = geometry.halfTop - geometry.fullTop
        guard span > 0 else { return sheetTop <= geometry.fullTop ? 1 : 0 }
        return min(max((geometry.halfTop - sheetTop) / span, 0), 1)
    }

    // MARK: Layout

    /// Call from the container's layout: lays the sheet out in its list's container (list and
    /// background frames, insets and the minimum content height). The sheet stays on the detent it
    /// rests on or heads for.
    public func layoutDidChange() {
        let bounds = listView.superview?.bounds ?? .zero
        let keptDetent = !hasLaidOut ? initialDetent : listView.isTracking || listView.isMoving ? targetDetent
            : detent(restingAt: listView.contentOffset.y)
        let scrolledAtFull = hasLaidOut && listView.contentOffset.y > BottomSheetGeometry.detentTolerance
        geometry = BottomSheetGeometry(configuration: configuration, viewportHeight: bounds.height)
        listView.frame = geometry.listFrame(width: bounds.width)
        listView.sheetHeaderHeight = geometry.headerHeight
        backgroundView.headerHeight = geometry.headerHeight
        listView.contentInset.top = geometry.contentInsetTop
        fillShortContent()
        // A sheet between detents (a resize caught it moving) goes to the nearest one of the new geometry.
        // A list scrolled at full stays scrolled, unless the new size left nothing to scroll (then it is at full).
        let detent = keptDetent ?? geometry.nearestDetent(toOffset: listView.contentOffset.y)
        let staysScrolled = detent == .full && scrolledAtFull && listView.contentOffset.y > BottomSheetGeometry.detentTolerance
        if !listView.isTracking, !staysScrolled {
            let target = Point(x: 0, y: geometry.offset(of: detent))
            if listView.isMoving {
                // Moving (a spring, a key): aim at the detent of the new geometry from where it is, with
                // its velocity, instead of jumping there.
                listView.animateContentOffset(to: target, spring: listView.configuration.snapSpring, initialVelocity: listView.velocity)
            } else {
                listView.contentOffset = target
            }
        }
        hasLaidOut = true
        update()
    }

    /// The detent a sheet at rest at `offset` stands for: the intended one while the sheet is on it
    /// (several detents may coincide in a small window), else the one it is on.
    private func detent(restingAt offset: Double) -> BottomSheetDetent? {
        if abs(geometry.offset(of: intendedDetent) - offset) <= RestingPoints.tolerance { return intendedDetent }
        return geometry.detent(atOffset: offset)
    }

    /// The seed's fix for short lists: the content is at least as tall as the list, so full stays
    /// reachable; kept as the list's footer (a bottom margin otherwise).
    private func fillShortContent() {
        let rows = listView.contentSize.height - listView.footerHeight
        let footer = max(configuration.safeAreaBottom, listView.frame.height - rows)
        if listView.footerHeight != footer { listView.footerHeight = footer }
    }

    // MARK: Moving

    /// Springs the sheet to `detent` (`SpringParameters.snap`), or moves it at once.
    public func move(to detent: BottomSheetDetent, animated: Bool = true) {
        intendedDetent = detent
        scroll(to: geometry.offset(of: detent), animated: animated)
    }

    /// Brings the content between `minY` and `maxY` of the list (a row) into view, raising the sheet or
    /// scrolling the list as little as needed.
    public func reveal(minY: Double, maxY: Double, animated: Bool = true) {
        let offset = listView.isMoving ? listView.targetContentOffset.y : listView.contentOffset.y
        let target = geometry.offsetRevealing(minY: minY, maxY: maxY, from: offset,
                                              maximumOffset: listView.maximumContentOffset.y,
                                              bottomMargin: configuration.safeAreaBottom)
        if abs(target - listView.contentOffset.y) > BottomSheetGeometry.detentTolerance { scroll(to: target, animated: animated) }
    }

    private func scroll(to offset: Double, animated: Bool) {
        if animated {
            listView.animateContentOffset(to: Point(x: 0, y: offset), spring: listView.configuration.snapSpring)
        } else {
            listView.setContentOffset(Point(x: 0, y: offset), animated: false)
        }
    }

    // MARK: Behaviour

    /// A release snaps to a detent (or lets the list's momentum run at full); any other end of an
    /// activity between detents goes to the nearest one.
    public func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer {
        let offset = request.offset.y
        if request.cause == .release {
            let release = BottomSheetRules.decide(geometry: geometry, offset: offset, velocity: request.velocity.y,
                                                     naturalTarget: request.naturalTarget.y, rule: snap, current: intendedDetent)
            switch release {
            case .snap(let detent) where !configuration.allowsRubberBanding
                && abs(offset - geometry.offset(of: detent)) <= BottomSheetGeometry.detentTolerance:
                // Held on the detent it picks (FloatingPanel's `shouldAttract`): no spring, so no overshoot.
                intendedDetent = detent
                return ScrollAnswer(motion: .curve(to: Point(x: 0, y: geometry.offset(of: detent)), duration: 0, curve: .linear))
            case .snap(let detent):
                intendedDetent = detent
                return ScrollAnswer(motion: .spring(to: Point(x: 0, y: geometry.offset(of: detent)),
                                                    parameters: springAfterRelease(velocity: request.velocity.y, request.metrics)))
            case .stopAtFull:
                return ScrollAnswer(motion: .decelerate(stoppingAt: Point(x: 0, y: geometry.offset(of: .full))))
            case .keepMomentum:
                return .none
            }
        }
        guard !isLegalRest(request.naturalTarget, in: request.metrics) else { return .none }
        let detent = geometry.nearestDetent(toOffset: request.naturalTarget.y)
        return ScrollAnswer(motion: .spring(to: Point(x: 0, y: geometry.offset(of: detent))))
    }

    /// The spring of a release's snap: after a fling faster than `flingSpringVelocity` the configuration's
    /// `flingDampingRatio` with the snap spring's response, else the view's snap spring (nil).
    private func springAfterRelease(velocity: Double, _ metrics: ScrollMetrics) -> SpringParameters? {
        guard let ratio = configuration.flingDampingRatio, abs(velocity) > Self.flingSpringVelocity else { return nil }
        return SpringParameters(dampingRatio: ratio, response: metrics.configuration.snapSpring.response)
    }

    /// Below full a notch or key moves the sheet one detent its way; at full it scrolls the list, which
    /// stops at its top before the sheet moves down.
    public func discreteTarget(from offset: Point, proposed: Point, in metrics: ScrollMetrics) -> DiscreteScrollAnswer {
        let full = geometry.offset(of: .full), tolerance = RestingPoints.tolerance
        if offset.y >= full - tolerance && proposed.y >= full - tolerance { return .scroll(to: proposed) }
        if offset.y > full + tolerance { return .scroll(to: Point(x: 0, y: full)) }
        let next = RestingPoints.next(from: offset.y, direction: proposed.y - offset.y, in: geometry.detentOffsets)
        return next.map { .scroll(to: Point(x: 0, y: $0)) } ?? .ignore
    }

    /// At rest on a detent: it becomes the intended one, unless the intended one is here too.
    public func didComeToRest(in metrics: ScrollMetrics) -> ScrollAnswer {
        if let detent = detent(restingAt: metrics.contentOffset.y) { intendedDetent = detent }
        return .none
    }

    /// The status bar scrolls a list scrolled at full back to its top; the sheet itself stays.
    public func scrollToTopTarget(in metrics: ScrollMetrics) -> Point? {
        let full = geometry.offset(of: .full)
        return metrics.contentOffset.y > full + RestingPoints.tolerance ? Point(x: 0, y: full) : nil
    }

    /// The sheet rests on a detent, or at full with its list scrolled.
    public func isLegalRest(_ offset: Point, in metrics: ScrollMetrics) -> Bool {
        offset.y > geometry.offset(of: .full) + RestingPoints.tolerance || geometry.detent(atOffset: offset.y) != nil
    }

    /// The background follows the offset and the phase; new rows keep the content at least as tall as
    /// the list.
    public func didChange(_ change: ScrollChange, in metrics: ScrollMetrics) -> ScrollAnswer {
        updateBouncing()
        switch change {
        case .contentSize: fillShortContent()
        case .contentOffset, .phase: update()
        default: break
        }
        return .none
    }

    /// Without rubber banding, while a finger moves the sheet itself (not the list scrolled at full) the
    /// list does not bounce, so the drag stops dead at tip; the list scrolled at full keeps its bounce,
    /// and so do the motions after a release (FloatingPanel's attraction spring keeps its overshoot).
    /// Only the bounce past an edge changes: inside the range the offset is the same either way.
    private func updateBouncing() {
        let holdsSheet = !configuration.allowsRubberBanding && listView.isTracking
            && listView.contentOffset.y <= geometry.offset(of: .full) + BottomSheetGeometry.detentTolerance
        let bounces = self.bounces && !holdsSheet
        if listView.bounces != bounces { listView.bounces = bounces }
    }

    /// The background follows the sheet's top; the hairline shows while the list scrolls under the header.
    private func update() {
        let width = listView.frame.width
        let top = sheetTop
        // A card ends at its bottom (never shorter than its header); a sheet runs on past the viewport.
        let height = cardCornerRadius == nil ? max(0, geometry.viewportHeight - top) + Self.backgroundOverhang
            : max(geometry.viewportHeight - top, geometry.headerHeight)
        backgroundView.frame = Rect(x: 0, y: top, width: width, height: height)
        backgroundView.separatorOpacity = min(max(listView.contentOffset.y / Self.separatorFadeDistance, 0), 1)
        onChange?()
    }
}
