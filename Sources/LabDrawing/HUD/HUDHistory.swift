import Scenes

/// What the HUD shows of the recent past, kept frame by frame (the motion even while the HUD is
/// hidden, so that it plots the last 3 s as soon as it shows): the frame timings, the last 3 s of
/// the main scroll view's motion and the component's value (of every variant while comparing), the
/// component's last transitions, and the numbers and texts as last read (`HUDReadout`, ten times a
/// second). The window and a replay's `--overlays hud` each keep one.
public struct HUDHistory {
    /// How many of the component's last transitions the HUD shows.
    static let recentTransitionCount = 3

    public var timings = FrameTimings()
    public private(set) var samples = SampleHistory()
    /// While comparing: each variant's samples, A first (the HUD overlays their curves).
    private(set) var variantSamples: [SampleHistory] = []
    /// The component's last state changes, newest last (✗ marks one it does not allow).
    public private(set) var recentTransitions: [String] = []
    /// The HUD's numbers and texts as shown, taken ten times a second of the window's clock; nil
    /// while the HUD is hidden.
    public private(set) var readout: HUDReadout?

    public init() {}

    /// The refresh rates as the HUD says them ("display 60 Hz (measured) · phone 60 Hz"), for a
    /// report that names the display.
    public var refreshText: String { FrameTimingGraph.refreshText(timings) }

    /// Takes the component's state changes since the last frame (`Scene.drainTransitions()`) and
    /// keeps the last few; returns their labels, oldest first.
    public mutating func noteTransitions(of session: SceneSession) -> [String] {
        let labels = session.scene.drainTransitions().map { ($0.isAllowed ? "" : "✗ ") + $0.description }
        recentTransitions += labels
        if recentTransitions.count > HUDHistory.recentTransitionCount {
            recentTransitions.removeFirst(recentTransitions.count - HUDHistory.recentTransitionCount)
        }
        return labels
    }

    /// Records the frame's sample of `session`, and of each of `variants` while comparing, at `time`
    /// (the scene's time in the window; the window's clock by default), and reads the numbers anew
    /// when `reads` and the last reading is due (`HUDReadout.isDue`).
    public mutating func record(_ session: SceneSession, at time: Double? = nil, variants: [SceneSession] = [], reads: Bool = true) {
        samples.append(SampleHistory.Sample(session, time: time))
        let now = session.window.now
        if reads, readout?.isDue(at: now) ?? true {
            readout = HUDReadout(timings: timings, state: session.statePairs(), transitions: recentTransitions, time: now)
        }
        guard !variants.isEmpty else { return }
        if variantSamples.count != variants.count { variantSamples = Array(repeating: SampleHistory(), count: variants.count) }
        for (index, variant) in variants.enumerated() { variantSamples[index].append(SampleHistory.Sample(variant, time: time)) }
    }

    /// This history reading `session` instead (the timeline's frame shown), with `transitions` as
    /// its last ones: the HUD's state is the frame's.
    public func reading(_ session: SceneSession, transitions: [String]) -> HUDHistory {
        var copy = self
        copy.readout = HUDReadout(timings: timings, state: session.statePairs(),
                                  transitions: Array(transitions.suffix(HUDHistory.recentTransitionCount)), time: session.window.now)
        return copy
    }

    /// Forgets the last reading (the HUD was hidden): the next shown frame reads the numbers anew.
    public mutating func forgetReadout() {
        readout = nil
    }

    /// Starts afresh for a new scene: its motion, transitions, reading and frame counters are its
    /// own (what the display is stays known); `variantCount` variants while comparing.
    public mutating func reset(variantCount: Int) {
        samples.removeAll()
        variantSamples = Array(repeating: SampleHistory(), count: variantCount)
        recentTransitions.removeAll()
        readout = nil
        timings.restart()
    }
}
