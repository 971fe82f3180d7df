import ScrollPhysics

/// What UIScrollView (ScrollLab's recorded-iOS physics, PHYSICS.md) does from the same start as each
/// measured motion, and how far apart they are.
///
/// - deceleration: momentum (`DecaySimulation`) from the measured release, offset and velocity; when the
///   recording ran into an edge, `BouncingSimulation` with that edge, compared over the return too;
/// - return (after a pull): the bounce spring from the return's first frame, offset and velocity;
/// - settle: the snap spring from the settle's first frame to the same target.
public struct PhysicsComparison: Sendable {
    public struct Entry: Sendable {
        /// The segments compared (a deceleration and the return after it are one entry).
        public var segments: ClosedRange<Int>
        /// When UIScrollView's motion starts, seconds.
        public var start: Double
        /// UIScrollView's motion from `start`.
        public var simulation: any Simulation
        /// The measured resting offset and the time the measured motion ended; nil when the recording
        /// ends before.
        public var measuredRest: Double?
        public var measuredEnd: Double?
        /// UIScrollView's resting offset and end time.
        public var restingOffset: Double { simulation.restingPosition }
        public var endTime: Double { start + simulation.duration }
        /// The largest |measured − UIScrollView| over the frames compared, points, and its time.
        public var largestDifference: Double
        public var largestDifferenceTime: Double
        /// The spring UIScrollView uses for a return or settle.
        public var spring: SpringParameters?
        /// Until when the comparison holds: the next finger's first frame, or the recording's end.
        public var horizon: Double

        /// Measured minus UIScrollView: resting offset (points) and end (seconds).
        public var restDifference: Double? { measuredRest.map { $0 - restingOffset } }
        public var endDifference: Double? { measuredEnd.map { $0 - endTime } }
    }

    public let configuration: ScrollConfiguration
    public let entries: [Entry]

    public init(segments: [MotionSegment], times: [Double], offsets: [Double], configuration: ScrollConfiguration) {
        self.configuration = configuration
        var entries: [Entry] = []
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            var covered = index...index
            var made: (start: Double, simulation: any Simulation, rest: Double?, end: Double?, spring: SpringParameters?)?
            switch segment.kind {
            case .deceleration:
                guard let fit = segment.decay, let release = segment.release else { break }
                let position = fit.model.position(at: release.time)
                if let crossing = segment.crossing, index + 1 < segments.count, segments[index + 1].kind == .return,
                   let spring = segments[index + 1].spring {
                    let range = release.velocity < 0 ? crossing.edge...(crossing.edge + Self.farAway)
                        : (crossing.edge - Self.farAway)...crossing.edge
                    let simulation = BouncingSimulation(position: position, velocity: release.velocity, range: range,
                                                        rate: configuration.decelerationRate, spring: configuration.bounceSpring)
                    covered = index...(index + 1)
                    let ended = segments[index + 1].endTime.flatMap { $0 <= times.last! ? $0 : nil }
                    made = (release.time, simulation, ended.map { _ in spring.target }, ended, configuration.bounceSpring)
                } else {
                    let simulation = DecaySimulation(position: position, velocity: release.velocity, rate: configuration.decelerationRate)
                    let ended = segment.endTime.flatMap { $0 <= times.last! ? $0 : nil }
                    made = (release.time, simulation, ended.map { _ in fit.restingPosition }, ended, nil)
                }
            case .return, .settle:
                let start: (time: Double, position: Double, velocity: Double, target: Double)
                if let fit = segment.spring {
                    start = (fit.start, fit.position(at: fit.start), fit.velocity(at: fit.start), fit.target)
                } else if let fit = segment.curve {
                    let first = max(fit.start, times[segment.frames.lowerBound])
                    start = (first, fit.position(at: first), fit.velocity(at: first), fit.target)
                } else {
                    break
                }
                let parameters = segment.kind == .return ? configuration.bounceSpring : configuration.snapSpring
                let simulation = SpringSimulation(parameters: parameters, position: start.position, velocity: start.velocity,
                                                  target: start.target)
                let ended = segment.endTime.flatMap { $0 <= times.last! ? $0 : nil }
                made = (start.time, simulation, ended.map { _ in start.target }, ended, parameters)
            case .rest, .finger:
                break
            }
            if let made {
                let next = segments[(covered.upperBound + 1)...].first { $0.kind != .rest }
                let horizon = next.map { times[$0.frames.lowerBound] } ?? times.last!
                var largest = 0.0, when = made.start
                let frames = segments[covered.lowerBound].frames.lowerBound...segments[covered.upperBound].frames.upperBound
                for k in frames where times[k] >= made.start {
                    let difference = abs(offsets[k] - made.simulation.position(at: times[k] - made.start))
                    if difference > largest { largest = difference; when = times[k] }
                }
                entries.append(Entry(segments: covered, start: made.start, simulation: made.simulation, measuredRest: made.rest,
                                     measuredEnd: made.end, largestDifference: largest, largestDifferenceTime: when, spring: made.spring,
                                     horizon: horizon))
            }
            index = covered.upperBound + 1
        }
        self.entries = entries
    }

    /// A range bound no motion reaches: 10⁹ pt.
    static let farAway = 1e9

    /// UIScrollView's offset at `time` for the entry that covers it, if any (for plots and video).
    public func offset(at time: Double) -> Double? {
        guard let entry = entries.last(where: { $0.start <= time }) else { return nil }
        guard time <= min(entry.horizon, max(entry.endTime, entry.measuredEnd ?? entry.endTime)) else { return nil }
        return entry.simulation.position(at: time - entry.start)
    }
}
