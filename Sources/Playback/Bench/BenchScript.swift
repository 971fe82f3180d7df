import Graphics
import ScrollUI
import LabTraces

/// The fixed input the benchmark plays on a scene (viewport 390 x 844 points), keyed by scene name:
/// drags, flings, catches, bounces and the scene's own transitions. A scene without its own script
/// gets the generic one, so scenes added to the catalog are measured without touching the bench.
public enum BenchScript {
    /// Scripts by scene name; `generic` for every other scene.
    public static let scripts: [String: @Sendable () -> [Input]] = [
        "list": list,
        "expandable-bar": expandableBar,
        "pull-promotion": pullPromotion,
        "hover-banner": hoverBanner,
        "bottom-sheet": bottomSheet,
    ]

    /// The events for `sceneName`, sorted by time.
    public static func events(for sceneName: String) -> [Input] {
        (scripts[sceneName] ?? generic)()
    }

    /// Seconds from the end of one play of a script to the start of the next.
    static let pause = 0.5

    /// A fling toward the end, a catch, a fling back into the top edge (overshoot and bounce), a pull
    /// past the top and release, a touchpad burst.
    static func generic() -> [Input] {
        var script = genericMoves()
        script.wait(until: 9)
        return script.events
    }

    /// The moves of `generic`, ending with the touchpad burst at 6 s.
    private static func genericMoves() -> Builder {
        var script = Builder()
        script.drag(at: 0.1, from: 700, to: 250, duration: 0.15)      // fling toward the end
        script.drag(at: 1.2, from: 400, to: 400, duration: 0.05)       // catch
        script.drag(at: 1.5, from: 250, to: 750, duration: 0.2)        // fling back into the top: bounce
        script.drag(at: 3.5, from: 200, to: 600, duration: 0.8)        // pull past the top, release
        script.touchpad(at: 6, steps: 30, delta: 12)
        return script
    }

    /// The generic moves, kept inside the first 2,000 points of content so that 100 rows (7,600 pt)
    /// and 1,000,000 rows play exactly the same frames (the 1M-row check compares them), plus wheel
    /// notches.
    public static func list() -> [Input] {
        var script = genericMoves()
        for k in 0..<4 { script.add(8 + Double(k) * 0.12, .wheel(.init(x: 195, y: 400), delta: .init(x: 0, y: -40), precise: false)) }
        script.wait(until: 9.5)
        return script.events
    }

    /// Collapse by scrolling, a fling and one back to the top (the bar returns to normal), a pull at
    /// the top into the expanded state, expand and collapse by key, a switch of tabs, a touchpad burst.
    static func expandableBar() -> [Input] {
        var script = Builder()
        script.drag(at: 0.1, from: 600, to: 350, duration: 0.6)       // slow: collapse point for point
        script.drag(at: 1.2, from: 700, to: 250, duration: 0.15)      // fling toward the end
        script.drag(at: 2.5, from: 250, to: 750, duration: 0.2)       // fling back: normal, bounce
        script.drag(at: 4.3, from: 300, to: 520, duration: 0.5)       // pull at the top: expanded
        script.key(at: 5.6, "escape")                                  // collapse to normal
        script.key(at: 6.3, "return")                                  // expand
        script.key(at: 7.0, "escape")
        script.key(at: 7.6, "tab")                                     // the other feed
        script.touchpad(at: 8.0, steps: 30, delta: 12)
        script.key(at: 9.6, "tab")
        script.wait(until: 10)
        return script.events
    }

    /// A fling and a bounce, a pull past the refresh threshold (a load, then new shops), a pull past
    /// the promotion threshold (the full-screen promotion opens), a flick up that closes it, Escape.
    static func pullPromotion() -> [Input] {
        var script = Builder()
        script.drag(at: 0.1, from: 700, to: 250, duration: 0.15)      // fling toward the end
        script.drag(at: 1.0, from: 250, to: 750, duration: 0.2)       // fling back into the top: bounce
        script.drag(at: 2.8, from: 200, to: 380, duration: 0.5)       // pull ~80 pt: refresh
        script.drag(at: 6.0, from: 150, to: 700, duration: 0.8)       // pull past 100 pt: promotion
        script.drag(at: 8.0, from: 600, to: 380, duration: 0.12)      // flick up: close
        script.key(at: 9.2, "escape")                                  // closes it if still open
        script.wait(until: 9.6)
        return script.events
    }

    /// The banner collapses into the hover bar and comes back, bounces, stretches on a pull, and a
    /// slow drag leaves it half collapsed.
    static func hoverBanner() -> [Input] {
        var script = Builder()
        script.drag(at: 0.1, from: 700, to: 250, duration: 0.15)      // fling: banner hovers
        script.drag(at: 1.2, from: 400, to: 400, duration: 0.05)       // catch
        script.drag(at: 1.5, from: 250, to: 750, duration: 0.2)        // fling back: bounce
        script.drag(at: 3.5, from: 200, to: 600, duration: 0.8)        // pull past the top: stretch
        script.drag(at: 5.5, from: 600, to: 480, duration: 1.0)        // slow, half collapsed
        script.touchpad(at: 7.2, steps: 30, delta: 12)
        script.wait(until: 9.5)
        return script.events
    }

    /// Flings on the sheet between its detents (half, full, half, collapsed, half), its list scrolled
    /// at full, and a drag on the map beside it.
    static func bottomSheet() -> [Input] {
        var script = Builder()
        script.drag(at: 0.1, from: 420, to: 150, duration: 0.15)      // half -> full
        script.drag(at: 1.2, from: 700, to: 300, duration: 0.15)      // the sheet's list
        script.drag(at: 2.5, from: 300, to: 750, duration: 0.2)       // back to its top
        script.drag(at: 4.0, from: 80, to: 500, duration: 0.3)        // full -> half
        script.drag(at: 5.3, from: 420, to: 800, duration: 0.15)      // half -> collapsed
        script.drag(at: 6.6, from: 765, to: 380, duration: 0.5)       // collapsed -> half
        script.drag(at: 8.0, from: 200, to: 120, duration: 0.4, x: 120)  // the map
        script.wait(until: 9.5)
        return script.events
    }

    /// Builds a script in time order.
    struct Builder {
        /// Pointer samples while dragging every 8 ms (a 125 Hz mouse); touchpad deltas every 10 ms.
        static let sampler = StrokeSampler(interval: 0.008)
        static let touchpadSampler = StrokeSampler(interval: 0.01)

        public private(set) var events: [Input] = []

        public mutating func add(_ time: Double, _ kind: Input.Kind) {
            events.append(Input(time: time, kind: kind))
        }

        /// Finger down at `y0`, moved evenly to `y1` over `duration`, lifted there.
        public mutating func drag(at start: Double, from y0: Double, to y1: Double, duration: Double, x: Double = 195) {
            add(start, .down(Point(x: x, y: y0)))
            for (time, f) in Self.sampler.evenSamples(duration: duration) {
                add(start + time, .move(Point(x: x, y: y0 + (y1 - y0) * f)))
            }
            add(start + duration, .up(Point(x: x, y: y1)))
        }

        /// `steps` precise touchpad deltas of `delta` points, 10 ms apart.
        mutating func touchpad(at start: Double, steps: Int, delta: Double) {
            for time in Self.touchpadSampler.repeatTimes(count: steps) {
                add(start + time, .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: delta), precise: true))
            }
        }

        public mutating func key(at time: Double, _ key: String) {
            add(time, .key(key))
        }

        public mutating func wait(until time: Double) {
            add(time, .wait)
        }
    }
}
