import Graphics
import ScrollUI
import LabTraces

/// Random but reproducible input for the soak: each call appends one gesture's events, starting at
/// `start` (seconds), inside a viewport of `size`, and returns when the gesture ends.
public struct SoakGestures {
    /// Keys the scenes use, plus keyboard scrolling.
    public static let keys = ["escape", "tab", "return", "up", "down", "pageup", "pagedown", "home", "end", "space"]
    /// Pointer samples every 8 ms (a 125 Hz mouse).
    static let sampler = StrokeSampler(interval: 0.008)

    public enum Kind: CaseIterable {
        case drag, fling, catchMidMotion, tap, touchpad, notches, key, resize, settle
        /// A key (Return, Escape, Tab, an arrow...) while a finger drags.
        case keyDuringDrag
        /// A fling, notch or key animation, interrupted while it moves by a tap, a key, a notch, a
        /// touchpad burst, a resize or an option change.
        case interruptMotion
        /// An option changed while the scene runs (the tuning panel's `set`): physics in place, the
        /// scene's own options by a rebuild that keeps its state.
        case optionChange
        /// An option changed while a finger drags (the touch is cancelled by a rebuild).
        case optionDuringDrag
    }

    public var random: SeededRandom
    /// A random option change the scene accepts now (`NAME=VALUE`), or nil; set by the runner.
    var proposeOption: (inout SeededRandom) -> String? = { _ in nil }

    private mutating func point(in size: Size) -> Point {
        Point(x: random.double(in: 0...max(size.width, 1)), y: random.double(in: 0...max(size.height, 1)))
    }

    /// A pointer stroke from `from` to `to` over `duration` seconds; lifted unless `lift` is false.
    private mutating func stroke(_ events: inout [Input], start: Double, from: Point, to: Point, duration: Double,
                                 lift: Bool = true) -> Double {
        events.append(Input(time: start, kind: .down(from)))
        var time = start
        for (sample, f) in SoakGestures.sampler.evenSamples(duration: duration) {
            time = start + sample
            events.append(Input(time: time, kind: .move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))))
        }
        if random.chance(0.3) {
            time += random.double(in: 0.02...0.2)        // a pause before the release: no fling
            events.append(Input(time: time, kind: .move(to)))
        }
        if lift { events.append(Input(time: time, kind: .up(to))) }
        return time
    }

    public mutating func append(_ kind: Kind, to events: inout [Input], start: Double, size: Size) -> Double {
        switch kind {
        case .drag:
            let from = point(in: size), to = point(in: size)
            return stroke(&events, start: start, from: from, to: to, duration: random.double(in: 0.05...1.2))
        case .fling:
            let from = point(in: size)
            let length = random.double(in: 40...600) * (random.chance(0.5) ? 1 : -1)
            let to = Point(x: from.x + random.double(in: -30...30), y: from.y + length)
            return stroke(&events, start: start, from: from, to: to, duration: random.double(in: 0.03...0.15))
        case .catchMidMotion:
            let from = point(in: size)
            let end = stroke(&events, start: start, from: from, to: Point(x: from.x, y: from.y - 400), duration: 0.08)
            let catchAt = end + random.double(in: 0.05...0.6)
            let where_ = point(in: size)
            events.append(Input(time: catchAt, kind: .down(where_)))
            events.append(Input(time: catchAt + random.double(in: 0.02...0.3), kind: .up(where_)))
            return catchAt + 0.3
        case .tap:
            let at = point(in: size)
            events.append(Input(time: start, kind: .down(at)))
            events.append(Input(time: start + random.double(in: 0.02...0.2), kind: .up(at)))
            return start + 0.2
        case .touchpad:
            var time = start
            let at = point(in: size)
            let delta = random.double(in: -40...40)
            for _ in 0..<random.int(in: 3...40) {
                events.append(Input(time: time, kind: .wheel(at, delta: Point(x: 0, y: delta * random.double(in: 0.5...1.5)),
                                                                  precise: true)))
                time += random.double(in: 0.005...0.03)
            }
            return time
        case .notches:
            var time = start
            let direction: Double = random.chance(0.5) ? 1 : -1
            for _ in 0..<random.int(in: 1...6) {
                events.append(Input(time: time, kind: .wheel(point(in: size), delta: Point(x: 0, y: direction), precise: false)))
                time += random.double(in: 0.02...0.3)
            }
            return time
        case .key:
            events.append(Input(time: start, kind: .key(random.pick(SoakGestures.keys))))
            return start
        case .resize:
            let extreme = random.chance(0.3)
            let size = extreme ? random.pick([Size(width: 1, height: 1), Size(width: 4096, height: 4096),
                                              Size(width: 1, height: 4096), Size(width: 4096, height: 1)])
                               : Size(width: random.double(in: 200...1200).rounded(), height: random.double(in: 300...1400).rounded())
            events.append(Input(time: start, kind: .resize(size)))
            return start
        case .settle:
            return start
        case .keyDuringDrag:
            return strokeInterrupted(by: .key(random.pick(SoakGestures.keys)), events: &events, start: start, size: size)
        case .interruptMotion:
            let motion = random.pick([Kind.fling, .notches, .key])
            let end = append(motion, to: &events, start: start, size: size)
            let at = end + random.double(in: 0.02...0.5)
            let interruption = random.pick([Kind.tap, .key, .notches, .touchpad, .resize, .fling, .optionChange])
            return append(interruption, to: &events, start: at, size: size)
        case .optionChange:
            if let assignment = proposeOption(&random) { events.append(Input(time: start, kind: .option(assignment))) }
            return start
        case .optionDuringDrag:
            guard let assignment = proposeOption(&random) else { return start }
            return strokeInterrupted(by: .option(assignment), events: &events, start: start, size: size)
        }
    }

    /// A drag whose finger stays down while `kind` happens halfway through, then lifts.
    private mutating func strokeInterrupted(by kind: Input.Kind, events: inout [Input], start: Double,
                                           size: Size) -> Double {
        let from = point(in: size), to = point(in: size)
        let first = events.count
        let end = stroke(&events, start: start, from: from, to: to, duration: random.double(in: 0.2...1.0), lift: false)
        let middle = first + max(1, (events.count - first) / 2)
        let time = events[min(middle, events.count - 1)].time
        events.insert(Input(time: time, kind: kind), at: min(middle, events.count))
        events.append(Input(time: end, kind: .up(to)))
        return end
    }
}
