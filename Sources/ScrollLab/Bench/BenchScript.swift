/// The fixed input the benchmark plays on a scene: a fling down the content, a catch, a fling back
/// into the top edge (overshoot and bounce), a pull past the top and release, a touchpad burst.
enum BenchScript {
    /// Builds the events (viewport 390 x 844 points).
    static func events() -> [TraceEvent] {
        var events: [TraceEvent] = []
        func add(_ time: Double, _ kind: TraceEvent.Kind) { events.append(TraceEvent(time: time, kind: kind, line: 0)) }
        func drag(at start: Double, from y0: Double, to y1: Double, duration: Double) {
            add(start, .down(.init(x: 195, y: y0)))
            let steps = max(1, Int(duration / 0.008))
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                add(start + duration * f, .move(.init(x: 195, y: y0 + (y1 - y0) * f)))
            }
            add(start + duration, .up(.init(x: 195, y: y1)))
        }
        drag(at: 0.1, from: 700, to: 250, duration: 0.15)      // fling toward the end
        drag(at: 1.2, from: 400, to: 400, duration: 0.05)       // catch
        drag(at: 1.5, from: 250, to: 750, duration: 0.2)        // fling back
        drag(at: 3.5, from: 200, to: 600, duration: 0.8)        // pull past the top, release
        for k in 0..<30 { add(6 + Double(k) * 0.01, .wheel(.init(x: 195, y: 400), delta: .init(x: 0, y: 12), precise: true)) }
        add(9, .wait)
        return events
    }
}
