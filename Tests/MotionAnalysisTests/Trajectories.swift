import ScrollPhysics

/// Offsets of known motions sampled at frame times, rounded to device pixels as a screen shows them
/// (the test recordings the fits and the segmenter must read).
struct Trajectory {
    var times: [Double] = []
    var offsets: [Double] = []
    /// Frames per second and device pixels per point.
    let fps: Double
    let scale: Double

    init(fps: Double, scale: Double) {
        self.fps = fps
        self.scale = scale
    }

    var now: Double { Double(times.count) / fps }
    var last: Double { offsets.last ?? 0 }

    /// The frames until `duration` seconds from now of `position` (seconds since now → points).
    mutating func add(for duration: Double, _ position: (Double) -> Double) {
        let start = now, count = Int((duration * fps).rounded())
        for _ in 0..<count {
            let t = now
            times.append(t)
            offsets.append((position(t - start) * scale).rounded() / scale)
        }
    }

    mutating func rest(_ duration: Double) {
        let value = last
        add(for: duration) { _ in value }
    }

    /// A finger at constant `speed` (pt/s) from where the content rests.
    mutating func drag(_ duration: Double, speed: Double) {
        let from = last, interval = 1 / fps
        add(for: duration) { from + speed * ($0 + interval) }
    }

    /// `simulation` from the current offset, released half a frame before the next frame.
    mutating func play(_ simulation: any Simulation, for duration: Double, releaseLead: Double) {
        add(for: duration) { simulation.position(at: $0 + releaseLead) }
    }

    /// The index of the first frame at or after `time`.
    func frame(at time: Double) -> Int { times.firstIndex { $0 >= time - 1e-9 } ?? times.count }
}
