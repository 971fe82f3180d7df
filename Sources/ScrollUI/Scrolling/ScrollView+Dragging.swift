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

    /// True while a pointer press stopped a motion: its release is not a tap.
    var caughtMotion: Bool {
        if case .hold(let caught) = activity { return caught }
        return false
    }

    /// True while a touchpad gesture moves the content.
    var isWheelTracking: Bool {
        if case .drag(.touchpad) = activity { return true }
        return false
    }

    /// Pointer down: a moving view stops where it is drawn (`PHYSICS.md` §5) and is held; a coast it
    /// caught may lend its momentum to the next flick (`CarriedMomentum`, `PHYSICS.md` §10).
    func beginTracking(time: Double) {
        let caught = isMoving || isWheelTracking
        var coasting = Point.zero
        if case .ballistic = activity { coasting = velocity }
        carriedVelocity = Point(x: CarriedMomentum.carried(from: coasting.x), y: CarriedMomentum.carried(from: coasting.y))
        lastDragMovementTime = time
        velocity = .zero
        setActivity(.hold(caught: caught))
    }

    /// Pointer up without a drag (a tap, or a catch let go): the behaviour says how to come to rest
    /// (the spring back when overscrolled).
    func endTracking(time: Double) {
        guard case .hold = activity else { return }
        settle(.release, velocity: .zero, time: time)
    }

    func beginDragging(at location: Point) {
        lastDragLocation = location
        dragLogical = logicalOffset(forDisplayed: contentOffset)
        setActivity(.drag(.pointer))
    }

    func drag(to location: Point, time: Double) {
        guard case .drag(.pointer) = activity else { return }
        let delta = location - lastDragLocation
        lastDragLocation = location
        if delta != .zero {
            lastDragMovementTime = time
        } else if time - lastDragMovementTime > CarriedMomentum.stationaryLimit {
            carriedVelocity = .zero
        }
        if scrollsHorizontally { dragLogical.x -= delta.x }
        if scrollsVertically { dragLogical.y -= delta.y }
        moveContent(to: displayedOffset(forLogical: dragLogical))
        velocity = contentVelocity(forPointer: panGestureRecognizer.velocity(at: time))
    }

    /// The content's velocity for the pointer's: the same inside the range, the rubber band's speed
    /// past an edge (slower than the finger).
    func contentVelocity(forPointer pointer: Point) -> Point {
        func axis(_ finger: Double, _ scrolls: Bool, _ logical: Double, _ range: ClosedRange<Double>, _ size: Double) -> Double {
            guard scrolls else { return 0 }
            guard bounces || range.contains(logical) else { return 0 }
            return -finger * RubberBand.slope(logical: logical, range: range, dimension: max(size, 1),
                                                coefficient: configuration.rubberBandCoefficient)
        }
        return Point(x: axis(pointer.x, scrollsHorizontally, dragLogical.x, horizontalRange, frame.width),
                     y: axis(pointer.y, scrollsVertically, dragLogical.y, verticalRange, frame.height))
    }

    func endDragging(pointerVelocity: Point, time: Double) {
        guard case .drag(.pointer) = activity else { return }
        if time - lastDragMovementTime > CarriedMomentum.stationaryLimit { carriedVelocity = .zero }
        let release = Point(x: scrollsHorizontally ? -pointerVelocity.x : 0, y: scrollsVertically ? -pointerVelocity.y : 0)
        finishDragging(velocity: Point(x: CarriedMomentum.release(release.x, carrying: carriedVelocity.x),
                                       y: CarriedMomentum.release(release.y, carrying: carriedVelocity.y)), time: time)
        carriedVelocity = .zero
    }

    /// The end of a drag with the content's release velocity: the behaviour says how to come to rest.
    func finishDragging(velocity release: Point, time: Double) {
        settle(.release, velocity: release, time: time)
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
        let c = configuration.rubberBandCoefficient
        return Point(x: RubberBand.logical(displayed: displayed.x, range: horizontalRange, dimension: max(frame.width, 1), coefficient: c),
                     y: RubberBand.logical(displayed: displayed.y, range: verticalRange, dimension: max(frame.height, 1), coefficient: c))
    }

    private func displayed(_ logical: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        guard bounces else { return min(max(logical, range.lowerBound), range.upperBound) }
        return RubberBand.displayed(logical: logical, range: range, dimension: max(dimension, 1),
                                    coefficient: configuration.rubberBandCoefficient)
    }
}
