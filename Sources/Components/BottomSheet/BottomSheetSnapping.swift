import ScrollPhysics

/// The pure choice made when a drag on the sheet ends (`scrollViewWillEndDragging`): let the list's
/// momentum run, or spring to a detent (PHYSICS.md §7, the seed's redirection, FloatingPanel's
/// `targetState(from:with:)`). Offsets and velocities are the list's: positive moves the sheet up.
public enum BottomSheetSnapping {
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
    public static func decide(layout: BottomSheetLayout, offset: Double, velocity: Double,
                              naturalTarget: Double, rule: BottomSheetSnap = .projected) -> Release {
        let full = layout.offset(of: .full)
        let tolerance = BottomSheetLayout.detentTolerance
        if offset > full + tolerance {
            return naturalTarget >= full - tolerance ? .keepMomentum : .stopAtFull
        }
        if velocity > 0 && naturalTarget > full + tolerance { return .keepMomentum }
        return .snap(target(layout: layout, offset: offset, velocity: velocity, rule: rule))
    }

    /// The detent for a release inside the detent range (see `decide` and `BottomSheetSnap`).
    public static func target(layout: BottomSheetLayout, offset: Double, velocity: Double,
                              rule: BottomSheetSnap = .projected) -> BottomSheetDetent {
        switch rule {
        case .projected: return projectedTarget(layout: layout, offset: offset, velocity: velocity)
        case .nearest: return layout.nearestDetent(toOffset: offset)
        case .seed:
            let half = layout.offset(of: .half), full = layout.offset(of: .full)
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
    private static func projectedTarget(layout: BottomSheetLayout, offset: Double, velocity: Double) -> BottomSheetDetent {
        let detents = BottomSheetDetent.allCases
        let offsets = layout.detentOffsets
        let chosen = DetentSelector.target(detents: offsets, position: offset, velocity: velocity, rate: .normal)
        guard abs(velocity) >= VelocityTracker.minimumFlingVelocity else { return detents[chosen] }
        let projection = MomentumProjection.restingPosition(position: offset, velocity: velocity, rate: .normal)
        let half = layout.offset(of: .half), full = layout.offset(of: .full)
        guard projection >= half && projection <= full else { return detents[chosen] }
        // The seed's rule inside the half–full range, still at most one detent past the current one.
        let redirected = index(of: velocity > 0 ? .full : .half)
        let current = DetentSelector.target(detents: offsets, position: offset, velocity: 0)
        if abs(velocity) >= DetentSelector.strongFlingVelocity { return detents[redirected] }
        return detents[min(max(redirected, current - 1), current + 1)]
    }

    private static func index(of detent: BottomSheetDetent) -> Int {
        BottomSheetDetent.allCases.firstIndex(of: detent) ?? 0
    }
}
