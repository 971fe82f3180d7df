import Devices
import Foundation
import Graphics
import LabBasics
import LabDrawing
import Scenes
import ScrollUI
import LabTraces

/// `scroll-lab soak`: random, reproducible input on every scene in virtual time, as fast as the
/// machine allows, with invariants checked on every frame and after every pause.
public final class SoakRunner {
    public struct Report {
        public var frames = 0
        public var gestures = 0
        public var scenes = 0
        /// The broken invariant and the trace that reproduces it.
        public var violation: Violation?
    }

    public struct Violation {
        /// The invariant that broke, with the scene and time.
        public var message: String
        /// The trace that reproduces it (nil when there is none, as for memory growth).
        public var tracePath: String?
        /// Why the trace could not be written, when it could not.
        public var traceProblem: String?
    }

    /// Frames per second of the virtual clock.
    public static let fps = 60.0
    /// Gestures on one scene before switching to another.
    static let gesturesPerScene = 1...40
    /// The share of scene sessions that run with random choices for their word and boolean options
    /// (`snap`, `stretch`, `deceleration`, `bounces`...) instead of the defaults.
    static let optionChance = 0.5
    /// Frames are rasterized now and then (every this many frames) when the viewport is not huge.
    static let renderInterval = 15
    static let renderAreaLimit = 1500.0 * 1500.0

    public let scenes: [any Scene.Type]
    public let seconds: Double
    public let seed: UInt64
    public let outputFolder: String
    /// Gestures played even when `seconds` are over (a test's fixed floor, whatever the machine's load).
    var minimumGestures = 0
    /// An extra per-frame invariant (tests use it to provoke a failure).
    var extraInvariant: ((SceneSession) -> String?)?  // set before `run()`
    /// Called after every frame (tests keep a buffer per frame through it, a leak, or move `clock`).
    var everyFrame: (() -> Void)?
    /// The wall clock, seconds (tests give a virtual one, so that a run's thirds are frames, not load).
    public var clock: () -> Double = { Date().timeIntervalSinceReferenceDate }
    private let assets: any AssetStore
    private let renderer: FrameRenderer

    public init(scenes: [any Scene.Type], seconds: Double, seed: UInt64, outputFolder: String, assets: any AssetStore) {
        self.scenes = scenes
        self.seconds = seconds
        self.seed = seed
        self.outputFolder = outputFolder
        self.assets = assets
        renderer = FrameRenderer(fonts: assets.fonts)
    }

    public func run() throws -> Report {
        var report = Report()
        var random = SeededRandom(seed: seed)
        let start = clock()
        var memory = SoakMemoryWatch(seconds: seconds)
        // Load what every scene loads once (images, fonts) and give the frame buffer its largest size
        // first, so the memory comparison sees growth, not first use.
        for sceneType in scenes {
            let warmup = try SceneSession(sceneType: sceneType, assignments: [], viewport: Size(width: 1500, height: 1500),
                                          assets: assets)
            renderer.render(warmup.window, scale: 1)
        }
        var sceneIndex = 0
        func elapsed() -> Double { clock() - start }
        func isOver() -> Bool { elapsed() >= seconds && report.gestures >= minimumGestures }
        while !isOver() {
            let sceneType = scenes[sceneIndex % scenes.count]
            sceneIndex += 1
            report.scenes += 1
            // Half the sessions on another device than the iPhone 14, most in that device's own viewport.
            let device = random.chance(0.5) ? DeviceCatalog.standard : random.pick(DeviceCatalog.all)
            let viewport = random.chance(0.8) ? device.size
                : Size(width: random.double(in: 320...900).rounded(), height: random.double(in: 480...1200).rounded())
            let assignments = random.chance(SoakRunner.optionChance) ? SoakRunner.randomChoices(for: sceneType, &random) : []
            let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: viewport, assets: assets,
                                           device: device)
            var gestures = SoakGestures(random: SeededRandom(seed: random.next()))
            gestures.proposeOption = { [session] in SoakRunner.randomOption(for: session, &$0) }
            var invariants = SoakInvariants()
            let driver = InputDriver(group: SessionGroup(session))
            // A rebuilt scene starts its counts and transitions again.
            driver.didApply = { if case .option = $0.kind { invariants.reset() } }
            var frame = 0, time = 0.0
            let count = random.int(in: SoakRunner.gesturesPerScene)
            for _ in 0..<count {
                let kind = random.chance(0.15) ? .settle : random.pick(SoakGestures.Kind.allCases)
                let gestureStart = time + random.double(in: 0...0.4)
                var gesture: [Input] = []
                let end = gestures.append(kind, to: &gesture, start: gestureStart, size: session.window.size)
                driver.append(gesture)
                report.gestures += 1
                // Play frames up to the gesture's end, applying events at their times; after a settle,
                // through the pause and the motions still in force when it is over.
                var pause = SoakPause(lastInput: end)
                var until = kind == .settle ? pause.end : end
                while true {
                    while Double(frame) / SoakRunner.fps <= until {
                        let t = Double(frame) / SoakRunner.fps
                        driver.advance(to: t)
                        session.window.layoutIfNeeded()
                        if frame % SoakRunner.renderInterval == 0,
                           session.window.size.width * session.window.size.height <= SoakRunner.renderAreaLimit {
                            renderer.render(session.window, scale: 1)
                        }
                        frame += 1
                        report.frames += 1
                        everyFrame?()
                        if let problem = invariants.checkFrame(session) ?? extraInvariant?(session) {
                            return fail(problem, at: t, session: session, viewport: viewport, assignments: assignments,
                                        events: Array(driver.playedEvents), report: report)
                        }
                    }
                    guard kind == .settle, pause.follow(session, frameInterval: 1 / SoakRunner.fps) else { break }
                    until = pause.end
                }
                time = until
                if kind == .settle, let problem = invariants.checkRest(session, after: pause) {
                    return fail(problem, at: time, session: session, viewport: viewport, assignments: assignments,
                                events: Array(driver.playedEvents), report: report)
                }
                memory.sample(SoakMemoryWatch.residentMemory(), at: elapsed())
                if isOver() { break }
            }
        }
        if let growth = memory.violation { report.violation = Violation(message: growth) }
        return report
    }

    /// Writes the input so far as a trace that `replay` runs on the same scene (the options it
    /// started with in the header; later changes are the trace's `set` events). The violation is
    /// reported even when the trace cannot be written.
    private func fail(_ problem: String, at time: Double, session: SceneSession, viewport: Size, assignments: [String],
                      events: [Input], report: Report) -> Report {
        var report = report
        let path = (outputFolder as NSString).appendingPathComponent("soak-failure-seed\(seed)-\(session.name).jsonl")
        var violation = Violation(message: "\(problem) (\(session.name), t = \(StateLine.format(time)) s)", tracePath: path)
        do {
            try OutputFolder.create(outputFolder)
            let header = TraceHeader(scene: session.name, viewport: viewport, device: session.device.identifier,
                                     assignments: assignments)
            let recorder = try TraceRecorder(path: path, header: header, startTime: 0)
            for event in events { try recorder.record(event) }
            try recorder.finish(at: time)
        } catch {
            violation.traceProblem = (error as? AppError)?.message ?? "cannot write '\(path)': \(error.localizedDescription)"
        }
        report.violation = violation
        return report
    }

    /// A random value for each option that is a choice of words (or may be one) or a boolean.
    static func randomChoices(for sceneType: any Scene.Type, _ random: inout SeededRandom) -> [String] {
        sceneType.options.compactMap { option in
            switch option.kind {
            case .choice(let words), .numberOrWord(_, let words): return OptionAssignment(name: option.name, value: random.pick(words)).text
            case .boolean: return OptionAssignment(name: option.name, value: String(random.chance(0.5))).text
            case .integer, .number: return nil
            }
        }
    }

    /// Most rows a soak's option change asks for (a longer list says nothing more, and takes longer to build).
    static let optionRowLimit = 2_000

    /// A random `NAME=VALUE` for one of the scene's options that the scene accepts now (nil when the
    /// one drawn breaks a rule between options). Point ranges are drawn within the viewport's height
    /// above their least value, so that most draws are accepted.
    static func randomOption(for session: SceneSession, _ random: inout SeededRandom) -> String? {
        let option = random.pick(session.sceneType.options)
        func number(_ range: ClosedRange<Double>) -> String {
            let top = range.upperBound > 100 ? min(range.upperBound, range.lowerBound + session.window.size.height) : range.upperBound
            return StateLine.format((random.double(in: range.lowerBound...top) * 100).rounded() / 100)
        }
        let value: String
        switch option.kind {
        case .integer(let range): value = String(random.int(in: range.lowerBound...min(range.upperBound, optionRowLimit)))
        case .number(let range): value = number(range)
        case .choice(let words): value = random.pick(words)
        case .boolean: value = String(random.chance(0.5))
        case .numberOrWord(let range, let words): value = random.chance(0.5) ? random.pick(words) : number(range)
        }
        let assignment = OptionAssignment(name: option.name, value: value).text
        return (try? session.check([assignment])) == nil ? nil : assignment
    }
}
