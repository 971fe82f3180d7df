import Graphics
import ScrollPhysics

extension ScrollView {
    func configurePanGesture() {
        let pan = panGestureRecognizer
        (pan as? ScrollPanGestureRecognizer)?.scrollView = self
        pan.shouldBegin = { [unowned self] _, translation in
            guard self.isScrollEnabled else { return false }
            if self.scrollsVertically && self.scrollsHorizontally { return true }
            return abs(translation.y) >= abs(translation.x) ? self.scrollsVertically : self.scrollsHorizontally
        }
        pan.action = { [unowned self] recognizer in
            let time = self.window?.now ?? 0
            switch recognizer.state {
            case .began: self.beginDragging(at: recognizer.location)
            case .changed: self.drag(to: recognizer.location, time: time)
            case .ended: self.endDragging(pointerVelocity: recognizer.releaseVelocity, time: time)
            case .cancelled: self.endDragging(pointerVelocity: .zero, time: time)
            default: break
            }
        }
        pan.stateObservers.append { [unowned self] state in self.notify(.panState(state)) }
        addGestureRecognizer(pan)
    }

    /// Pointer down: a moving view stops where it is drawn (`PHYSICS.md` §5).
    func beginTracking(time: Double) {
        caughtMotion = phase == .decelerating || phase == .bouncing || phase == .animating || isWheelTracking
        isWheelTracking = false
        stopMotion()
        phase = .tracking
    }

    /// Pointer up without a drag: spring back if overscrolled, otherwise rest.
    func endTracking(time: Double) {
        guard phase == .tracking else { return }
        if isOverscrolled {
            startMomentum(velocity: .zero, time: time)
        } else {
            phase = .idle
        }
    }

    func beginDragging(at location: Point) {
        stopMotion()
        lastDragLocation = location
        dragLogical = logicalOffset(forDisplayed: contentOffset)
        phase = .dragging
        delegate?.scrollViewWillBeginDragging(self)
    }

    func drag(to location: Point, time: Double) {
        let delta = location - lastDragLocation
        lastDragLocation = location
        if scrollsHorizontally { dragLogical.x -= delta.x }
        if scrollsVertically { dragLogical.y -= delta.y }
        moveContent(to: displayedOffset(forLogical: dragLogical))
        let pointer = panGestureRecognizer.velocity(at: time)
        velocity = Point(x: scrollsHorizontally ? -pointer.x : 0, y: scrollsVertically ? -pointer.y : 0)
    }

    func endDragging(pointerVelocity: Point, time: Double) {
        guard phase == .dragging else { return }
        finishDragging(velocity: Point(x: scrollsHorizontally ? -pointerVelocity.x : 0,
                                       y: scrollsVertically ? -pointerVelocity.y : 0), time: time)
    }

    /// The end of a drag or touchpad gesture with the content's release velocity: asks the delegate for
    /// the target, then coasts (momentum and bounce) or springs to a changed target.
    func finishDragging(velocity release: Point, time: Double) {
        let minimum = VelocityTracker.minimumFlingVelocity
        let v = Point(x: abs(release.x) < minimum ? 0 : release.x, y: abs(release.y) < minimum ? 0 : release.y)
        let offset = contentOffset
        let natural = Point(x: naturalTarget(offset.x, v.x, horizontalRange),
                            y: naturalTarget(offset.y, v.y, verticalRange))
        var target = natural
        velocity = v
        delegate?.scrollViewWillEndDragging(self, velocity: v, targetContentOffset: &target)
        let willMove: Bool
        if target != natural {
            startSnap(to: target, velocity: v, time: time)
            willMove = true
        } else {
            willMove = startMomentum(velocity: v, time: time)
        }
        if !willMove { phase = .idle }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove)
    }

    /// Where momentum would come to rest on one axis, inside the range.
    private func naturalTarget(_ position: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> Double {
        let projected = MomentumProjection.restingPosition(position: position, velocity: velocity, rate: decelerationRate)
        return min(max(projected, range.lowerBound), range.upperBound)
    }

    /// The displayed offset for an unbanded one: rubber-banded past the edges (`PHYSICS.md` §3), or
    /// clamped when `bounces` is false.
    func displayedOffset(forLogical logical: Point) -> Point {
        Point(x: displayed(logical.x, horizontalRange, frame.width),
              y: displayed(logical.y, verticalRange, frame.height))
    }

    /// The unbanded offset that shows as `displayed`: catching an overscrolled view continues from where
    /// it is drawn.
    func logicalOffset(forDisplayed displayed: Point) -> Point {
        Point(x: RubberBand.logical(displayed: displayed.x, range: horizontalRange, dimension: max(frame.width, 1)),
              y: RubberBand.logical(displayed: displayed.y, range: verticalRange, dimension: max(frame.height, 1)))
    }

    private func displayed(_ logical: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        guard bounces else { return min(max(logical, range.lowerBound), range.upperBound) }
        return RubberBand.displayed(logical: logical, range: range, dimension: max(dimension, 1))
    }
}
