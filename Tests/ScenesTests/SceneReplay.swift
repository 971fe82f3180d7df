import Devices
import Foundation
import Graphics
import Playback
@testable import Scenes
import ScrollUI
import TestKit
import LabTraces

/// Builds input events in code and replays them headless on a scene, returning the parsed states.
struct SceneReplay {
    /// A drag's samples: every 8 ms (a 125 Hz mouse).
    static let sampler = StrokeSampler(interval: 0.008)

    var events: [Input] = []
    var time = 0.0

    mutating func add(_ kind: Input.Kind) {
        events.append(Input(time: time, kind: kind))
    }

    mutating func wait(_ seconds: Double) {
        time += seconds
        add(.wait)
    }

    mutating func key(_ name: String) { add(.key(name)) }

    mutating func tap(x: Double = 195, y: Double) {
        add(.down(Point(x: x, y: y)))
        time += 0.05
        add(.up(Point(x: x, y: y)))
    }

    /// A vertical drag at `speed` pt/s with a sample every 8 ms, held still `hold` s before the lift
    /// (no fling when `hold` ≥ 0.05).
    mutating func drag(x: Double = 195, from: Double, to: Double, speed: Double = 600, hold: Double = 0.1, lift: Bool = true) {
        add(.down(Point(x: x, y: from)))
        let start = time
        for (sample, fraction) in Self.sampler.evenSamples(duration: abs(to - from) / speed, rule: .toNearestOrAwayFromZero) {
            time = start + sample
            add(.move(Point(x: x, y: from + (to - from) * fraction)))
        }
        if hold > 0 {
            time += hold
            add(.move(Point(x: x, y: to)))
        }
        if lift { add(.up(Point(x: x, y: to))) }
    }

    /// One wheel notch (`direction` +1 toward the end of the content, −1 toward its top).
    mutating func notch(_ direction: Double, x: Double = 195, y: Double = 500) {
        add(.wheel(Point(x: x, y: y), delta: Point(x: 0, y: direction), precise: false))
    }

    /// `count` touchpad deltas of `dy` points, 10 ms apart.
    mutating func touchpad(dy: Double, count: Int, x: Double = 195, y: Double = 500) {
        let start = time
        for sample in StrokeSampler(interval: 0.01).repeatTimes(count: count) {
            time = start + sample
            add(.wheel(Point(x: x, y: y), delta: Point(x: 0, y: dy), precise: true))
        }
    }

    mutating func resize(width: Double, height: Double) { add(.resize(Size(width: width, height: height))) }

    /// Runs the events on `scene` (laid out for `device`, in its viewport unless `viewport` says
    /// otherwise) and returns one parsed state per frame.
    func run(scene: any Scene.Type, assignments: [String] = [], fps: Double = 60, viewport: Size? = nil,
             device: DeviceProfile = DeviceCatalog.standard, assets: any AssetStore,
             observe: ((SceneSession) -> Void)? = nil) throws -> [ParsedState] {
        var configuration = ReplayRunner.Configuration(sceneType: scene)
        configuration.assignments = assignments
        configuration.fps = fps
        configuration.device = device
        configuration.viewport = viewport ?? device.size
        let runner = try ReplayRunner(events: events, configuration: configuration, assets: assets)
        var lines: [String] = []
        try runner.run(observe: { _, _, session in observe?(session) }, emit: { lines.append($0) })
        return try lines.map { try ParsedState($0) }
    }
}
