import ScrollPhysics

/// The pure choice made when a drag on the sheet ends (`scrollViewWillEndDragging`): let the list's
/// momentum run, or spring to a detent (PHYSICS.md §7, the seed's redirection, FloatingPanel's
/// `targetState(from:with:)`). Offsets and velocities are the list's: positive moves the sheet up.
public enum BottomSheetRules {
    /// How far the projection may end from the detent the sheet was on before `BottomSheetSnap.pulley`
    /// moves it to the next one, points (Pulley: `PulleySnapMode.nearestPositionUnlessExceeded(threshold: 20)`).
    public static let pulleyThreshold = 20.0

    /// What happens after the release.
    public enum Release: Equatable, Sendable {
        /// The list's own momentum continues: the list is scrolled at full, or the fling carries the
        /// sheet past full into the list.
        case keepMomentum
        /// Spring to the detent with the release velocity.
        case snap(BottomSheetDetent)
        /// The list scrolled at full is flung toward its top: it decelerates and stops dead there (no
        /// bounce), so the sheet stays still at full.
        case stopAtFull
    }

    /// The decision for a release at `offset` with `velocity` (pt/s, already zero below the fling
    /// threshold) whose momentum would rest at `naturalTarget` (the scroll view's own projection with its
    /// deceleration rate, inside its range).
    ///
    /// - Above full (the list scrolled under a still sheet): momentum, unless it would pull the sheet
    ///   down: then the list stops at its top and the sheet stays still.
    /// - A fling up whose own momentum passes full: momentum, so it carries on into the list.
    /// - Otherwise the detent from `DetentSelector` (projection with `.normal`, nearest, at most one past the
    ///   current unless strong; nearest for a slow release), with the seed's rule: a projection between
    ///   half and full goes to half or full by the velocity's direction.
    /// `current` is the detent the sheet was on or sent to before the drag (Pulley's `drawerPosition`).
    public static func decide(geometry: BottomSheetGeometry, offset: Double, velocity: Double,
                              naturalTarget: Double, rule: BottomSheetSnap = .projected,
                              current: BottomSheetDetent = .half) -> Release {
        let full = geometry.offset(of: .full)
        let tolerance = BottomSheetGeometry.detentTolerance
        if offset > full + tolerance {
            return naturalTarget >= full - tolerance ? .keepMomentum : .stopAtFull
        }
        if velocity > 0 && naturalTarget > full + tolerance { return .keepMomentum }
        return .snap(target(geometry: geometry, offset: offset, velocity: velocity, naturalTarget: naturalTarget,
                            rule: rule, current: current))
    }

    /// The detent for a release inside the detent range (see `decide` and `BottomSheetSnap`).
    public static func target(geometry: BottomSheetGeometry, offset: Double, velocity: Double, naturalTarget: Double,
                              rule: BottomSheetSnap = .projected, current: BottomSheetDetent = .half) -> BottomSheetDetent {
        switch rule {
        case .projected: return projectedTarget(geometry: geometry, offset: offset, velocity: velocity)
        case .nearest: return geometry.nearestDetent(toOffset: naturalTarget)
        case .pulley: return pulleyTarget(geometry: geometry, naturalTarget: naturalTarget, current: current)
        case .ends: return segmentTarget(geometry: geometry, offset: offset, velocity: velocity)
        case .seed:
            let half = geometry.offset(of: .half), full = geometry.offset(of: .full)
            if abs(velocity) >= VelocityTracker.minimumFlingVelocity {
                let projection = MomentumProjection.restingPosition(position: offset, velocity: velocity, rate: .normal)
                if projection <= half { return .half }
                if projection >= full { return .full }
                return velocity > 0 ? .full : .half
            }
            return RestingPoints.nearest(to: offset, in: [half, full]) == full ? .full : .half
        }
    }

    /// `BottomSheetSnap.projected`.
    private static func projectedTarget(geometry: BottomSheetGeometry, offset: Double, velocity: Double) -> BottomSheetDetent {
        let detents = BottomSheetDetent.allCases
        let offsets = geometry.detentOffsets
        let chosen = DetentSelector.target(detents: offsets, position: offset, velocity: velocity, rate: .normal)
        guard abs(velocity) >= VelocityTracker.minimumFlingVelocity else { return detents[chosen] }
        let projection = MomentumProjection.restingPosition(position: offset, velocity: velocity, rate: .normal)
        let half = geometry.offset(of: .half), full = geometry.offset(of: .full)
        guard projection >= half && projection <= full else { return detents[chosen] }
        // The seed's rule inside the half–full range, still at most one detent past the current one.
        let redirected = index(of: velocity > 0 ? .full : .half)
        let current = DetentSelector.target(detents: offsets, position: offset, velocity: 0)
        if abs(velocity) >= DetentSelector.strongFlingVelocity { return detents[redirected] }
        return detents[min(max(redirected, current - 1), current + 1)]
    }

    /// FloatingPanel's `redirectionalProgress`: past this fraction of the segment the far end wins
    /// (`FloatingPanelDefaultBehavior`, 0.5).
    public static let redirectionalProgress = 0.5

    /// `BottomSheetSnap.ends`: never past the segment the sheet is in.
    private static func segmentTarget(geometry: BottomSheetGeometry, offset: Double, velocity: Double) -> BottomSheetDetent {
        let pairs = BottomSheetDetent.allCases.map { ($0, geometry.offset(of: $0)) }.sorted { $0.1 < $1.1 }
        guard let first = pairs.first, let last = pairs.last, pairs.count > 1 else { return .half }
        // The segment: the lowest pair whose upper end is above the offset (moving up) or at or above it.
        let tolerance = BottomSheetGeometry.detentTolerance
        var lower = 0
        for i in 0..<(pairs.count - 1) where offset > pairs[i].1 + (velocity > 0 ? -tolerance : tolerance) { lower = i }
        if offset <= first.1 { lower = 0 }
        if offset >= last.1 { lower = pairs.count - 2 }
        let (low, high) = (pairs[lower], pairs[lower + 1])
        let projection = MomentumProjection.restingPosition(position: offset, velocity: velocity, rate: .normal)
        let clamped = min(max(projection, low.1), high.1)
        let progress = (clamped - low.1) / (high.1 - low.1)   // 0 at the lower detent, 1 at the upper
        if velocity > 0 { return progress >= redirectionalProgress ? high.0 : low.0 }
        if velocity < 0 { return 1 - progress >= redirectionalProgress ? low.0 : high.0 }
        return progress >= redirectionalProgress ? high.0 : low.0
    }

    /// `BottomSheetSnap.pulley`.
    private static func pulleyTarget(geometry: BottomSheetGeometry, naturalTarget: Double,
                                     current: BottomSheetDetent) -> BottomSheetDetent {
        let nearest = geometry.nearestDetent(toOffset: naturalTarget)
        guard nearest == current else { return nearest }
        let distance = naturalTarget - geometry.offset(of: current)   // positive: the sheet went up
        guard abs(distance) > pulleyThreshold else { return current }
        return (distance > 0 ? current.higher : current.lower) ?? current
    }

    private static func index(of detent: BottomSheetDetent) -> Int {
        BottomSheetDetent.allCases.firstIndex(of: detent) ?? 0
    }
}
