import ArgumentParser
import Graphics
import LabBasics
import Scenes
import ScrollPhysics
import LabTraces

extension GestureCommand {
    /// The gesture the arguments describe; `header` gives the scene a pull is measured in.
    func makeGesture(header: TraceHeader?) throws -> Gesture {
        let size = header?.viewport ?? viewport?.size ?? SceneCatalog.defaultViewport
        let middle = Point(x: size.width / 2, y: size.height / 2)
        switch kind {
        case .drag:
            guard let from, let to else { throw AppError.usage("drag needs --from X,Y and --to X,Y") }
            return .drag(from: from, to: to, duration: duration ?? GestureDefaults.drag, hold: hold ?? 0)
        case .fling:
            return try makeFling(size: size)
        case .hold:
            return .hold(at: point ?? middle, duration: duration ?? GestureDefaults.hold)
        case .tap:
            return .tap(at: point ?? middle)
        case .pull:
            return try makePull(header: header, size: size)
        case .swipe:
            guard let velocity, velocity.isFinite, abs(velocity) <= VelocityTracker.maximumVelocity else {
                throw AppError.usage("swipe needs --velocity, the content's speed in pt/s (at most \(Int(VelocityTracker.maximumVelocity)))")
            }
            return .swipe(at: point ?? middle, velocity: velocity, duration: duration ?? GestureDefaults.swipe)
        case .notches:
            let limit = Limits.notches
            guard values.count == 1, let count = Int(values[0]), count != 0, (-limit...limit).contains(count) else {
                throw AppError.usage("notches needs a count from -\(limit) to \(limit) other than 0 (negative: toward the top)")
            }
            return .notches(at: point ?? middle, count: count, interval: interval ?? GestureDefaults.repeatInterval)
        case .key:
            let names = values.map { $0.lowercased() }
            if let unknown = names.first(where: { !TraceParser.isKeyName($0) }) {
                throw AppError.usage("unknown key '\(unknown)' (SDL key names in lower case: escape, tab, space, up, a ... z, 0 ... 9)")
            }
            return .keys(names, interval: interval ?? GestureDefaults.repeatInterval)
        }
    }

    /// A fling: the ramp's duration from `--distance` or `--duration` (the constant tail comes after it),
    /// pressed at `--from` or, without it, where its travel fits in a viewport of `size`
    /// (`GestureDefaults.flingPress`).
    private func makeFling(size: Size) throws -> Gesture {
        let limit = VelocityTracker.maximumVelocity
        guard let velocity, velocity.isFinite, velocity >= VelocityTracker.minimumFlingVelocity, velocity <= limit else {
            throw AppError.usage("fling needs --velocity, the release speed in pt/s from \(Int(VelocityTracker.minimumFlingVelocity)) "
                                 + "to \(Int(limit))")
        }
        if distance != nil && duration != nil { throw AppError.usage("fling takes --distance or --duration, not both") }
        let tail = GestureDefaults.flingTail
        var rampDuration = GestureDefaults.flingRamp
        if let distance {
            let least = velocity * tail
            guard distance >= least else {
                throw AppError.usage("a fling at \(ReadableNumber.text(velocity)) pt/s travels at least \(ReadableNumber.text(least.rounded(.up))) pt "
                                     + "(its last \(ReadableNumber.text(tail)) s at full speed): use a longer --distance")
            }
            rampDuration = (distance - least) / (velocity * ramp.meanSpeed)
        } else if let duration {
            guard duration >= tail else {
                throw AppError.usage("a fling lasts at least \(ReadableNumber.text(tail)) s (its constant-speed end): use a longer --duration")
            }
            rampDuration = duration - tail
        }
        let vector = Point(x: direction.vector.x, y: direction.vector.y)
        let press = from ?? GestureDefaults.flingPress(in: size, direction: vector,
                                                       travel: ramp.travel(rampDuration: rampDuration, speed: velocity))
        return .fling(from: press, direction: vector, speed: velocity, ramp: ramp, rampDuration: rampDuration)
    }

    /// A pull measured in the scene it will be replayed in: its main scroll view's height and rubber band.
    private func makePull(header: TraceHeader?, size: Size) throws -> Gesture {
        guard values.count == 1, let pull = Double(values[0]), pull.isFinite, pull > 0 else {
            throw AppError.usage("pull needs the points to pull past the top edge, a number above 0")
        }
        let pullSpeed = speed ?? GestureDefaults.pullSpeed
        guard pullSpeed.isFinite, pullSpeed > 0, pullSpeed <= VelocityTracker.maximumVelocity else {
            throw AppError.usage("--speed must be a number above 0 and at most \(Int(VelocityTracker.maximumVelocity)) pt/s")
        }
        let device = try selection.resolveDevice(header: header)
        let (sceneType, assignments, _) = try selection.resolve(header: header, fallback: SceneCatalog.all[0], viewport: size,
                                                                device: device)
        let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: size, assets: SDLAssetStore(),
                                       device: device)
        let scrollView = session.scene.mainScrollView
        let travel = PullTravel(dimension: scrollView.frame.height, coefficient: scrollView.configuration.rubberBandCoefficient)
        guard pull < travel.largestPull else {
            throw AppError.usage("pull \(values[0]) is more than the rubber band can show in \(sceneType.name) "
                                 + "(less than \(ReadableNumber.text(travel.largestPull.rounded(.down))) pt)")
        }
        let start = from ?? Point(x: size.width / 2, y: size.height * GestureDefaults.pullStartFraction)
        return .pull(from: start, travel: travel.fingerTravel(forPull: pull), speed: pullSpeed, hold: hold ?? GestureDefaults.pullHold)
    }
}
