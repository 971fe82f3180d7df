import ScrollPhysics

/// Animates one value with a timing curve or a spring, UIKit's `UIViewPropertyAnimator` for a single
/// property: interruptible at any frame (`stop()` leaves the value where it is drawn) and redirectable
/// (`animate(to:)` again starts from the current value and velocity).
public final class PropertyAnimator: Animating {
    private enum Curve {
        case timed(TimedSimulation)
        case spring(SpringSimulation)
    }

    /// Receives every new value.
    private let apply: (Double) -> Void
    private var curve: Curve?
    private var start = 0.0
    private weak var window: Window?
    private var completion: ((Bool) -> Void)?
    /// The last value applied.
    public private(set) var value: Double
    /// The current velocity, units per second.
    public private(set) var velocity = 0.0

    /// `value` is the starting value; `apply` is called with each new value.
    public init(value: Double, apply: @escaping (Double) -> Void) {
        self.value = value
        self.apply = apply
    }

    public var isRunning: Bool { curve != nil }

    /// Where the running animation ends, or the current value.
    public var target: Double {
        switch curve {
        case .timed(let simulation): return simulation.target
        case .spring(let simulation): return simulation.target
        case nil: return value
        }
    }

    /// Animates from the current value to `target` along `timing` in `duration` seconds.
    /// `completion(true)` runs when it arrives, `completion(false)` when it is interrupted.
    public func animate(to target: Double, duration: Double, timing: TimingCurve = .easeInOut, in window: Window,
                        completion: ((Bool) -> Void)? = nil) {
        begin(.timed(TimedSimulation(from: value, to: target, duration: max(duration, 0.0001), curve: timing)),
              window: window, completion: completion)
    }

    /// Springs from the current value to `target`, starting at `velocity` (the current one by default).
    public func animate(to target: Double, spring: SpringParameters, velocity initial: Double? = nil, in window: Window,
                        completion: ((Bool) -> Void)? = nil) {
        begin(.spring(SpringSimulation(parameters: spring, position: value, velocity: initial ?? velocity, target: target)),
              window: window, completion: completion)
    }

    private func begin(_ newCurve: Curve, window: Window, completion: ((Bool) -> Void)?) {
        let previous = self.completion
        self.completion = nil
        previous?(false)
        self.curve = newCurve
        self.start = window.animationTime
        self.window = window
        self.completion = completion
        window.startAnimating(self)
    }

    /// Stops where it is; the completion runs with `false`.
    public func stop() {
        guard curve != nil else { return }
        curve = nil
        velocity = 0
        let done = completion
        completion = nil
        done?(false)
    }

    /// Sets the value at once, stopping any animation.
    public func set(_ newValue: Double) {
        stop()
        value = newValue
        apply(newValue)
    }

    public func advance(to time: Double) -> Bool {
        guard let curve else { return false }
        let t = max(0, time - start)
        let finished: Bool
        switch curve {
        case .timed(let simulation):
            value = simulation.position(at: t)
            velocity = simulation.velocity(at: t)
            finished = simulation.isDone(at: t)
        case .spring(let simulation):
            value = simulation.position(at: t)
            velocity = simulation.velocity(at: t)
            finished = simulation.isDone(at: t)
        }
        apply(value)
        window?.setNeedsDisplay()
        if finished {
            self.curve = nil
            velocity = 0
            let done = completion
            completion = nil
            done?(true)
        }
        return self.curve != nil
    }
}
