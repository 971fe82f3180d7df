import ArgumentParser
import Foundation
import Graphics
import Rendering

/// `scroll-lab bench`: per scene, the time to advance, lay out, build the display list and rasterize
/// each frame of a fixed script headless at 780 x 1688 pixels; and the memory floor (one buffer fill).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench",
                                                    abstract: "Measure frame times headless at scale 2 (use a release build).")

    @Option(help: "Only this scene.")
    var scene: String?

    @Option(help: "Frames per scene (the script repeats).")
    var frames: Int = 600

    @Option(name: .customLong("set"), help: "A scene option, NAME=VALUE (repeatable).")
    var assignments: [String] = []

    @Flag(help: "End with one JSON object on the last line.")
    var json = false

    /// Frames rendered before timing starts (caches warm), per scene.
    static let warmupFrames = 30
    static let scale = 2.0
    static let viewport = Size(width: 390, height: 844)

    func validate() throws {
        guard frames >= 1, frames <= 100_000 else { throw ValidationError("--frames must be from 1 to 100000") }
    }

    func run() throws {
        let scenes = try scene.map { [try SceneCatalog.scene(named: $0)] } ?? SceneCatalog.all
        let assets = try AssetStore()
        let width = Int(Self.viewport.width * Self.scale), height = Int(Self.viewport.height * Self.scale)
        let floor = Self.measureFloor(width: width, height: height)
        var results: [(String, FrameStatistics)] = []
        for sceneType in scenes {
            let statistics = try Self.measure(sceneType, assignments: assignments, frames: frames, assets: assets)
            results.append((sceneType.name, statistics))
        }
        print("ScrollLab bench: \(width) x \(height) px, floor (one buffer fill) \(Self.ms(floor)) ms")
        print("scene             p50 ms   p99 ms   p50/floor   frames")
        for (name, s) in results {
            print(name.padding(toLength: 16, withPad: " ", startingAt: 0),
                  Self.ms(s.p50).leftPadded(8), Self.ms(s.p99).leftPadded(8),
                  String(format: "%.1f", s.p50 / floor).leftPadded(11), String(s.count).leftPadded(8))
        }
        if json {
            let scenesJSON = results.map { name, s in
                "\"\(name)\":{\"p50_ms\":\(Self.ms(s.p50)),\"p99_ms\":\(Self.ms(s.p99)),\"frames\":\(s.count)}"
            }.joined(separator: ",")
            print("{\"width\":\(width),\"height\":\(height),\"floor_ms\":\(Self.ms(floor)),\"scenes\":{\(scenesJSON)}}")
        }
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }

    /// Median time to fill the whole buffer once: the memory-bandwidth floor of a frame.
    static func measureFloor(width: Int, height: Int) -> Double {
        let buffer = PixelBuffer(width: width, height: height)
        var samples: [Double] = []
        for k in 0..<200 {
            let start = DispatchTime.now().uptimeNanoseconds
            buffer.fill(Color(red: UInt8(k & 0xFF), green: 0, blue: 0))
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return FrameStatistics(samples).p50
    }

    /// Plays the script on the scene (repeating it) and times every frame after the warm-up.
    static func measure(_ sceneType: any Scene.Type, assignments: [String], frames: Int,
                        assets: AssetStore) throws -> FrameStatistics {
        let script = BenchScript.events()
        let period = (script.last?.time ?? 1) + 0.5
        let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: viewport, assets: assets)
        let renderer = FrameRenderer(fonts: assets.fonts)
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        var next = 0, round = 0.0
        for frame in 0..<(frames + warmupFrames) {
            let time = Double(frame) / 60
            if time >= round + period { round += period; next = 0 }
            let start = DispatchTime.now().uptimeNanoseconds
            while next < script.count, round + script[next].time <= time {
                ReplayRunner.apply(script[next], shiftedBy: round, to: session.window)
                next += 1
            }
            session.window.advance(to: time)
            renderer.render(session.window, scale: scale)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if frame >= warmupFrames { samples.append(elapsed) }
        }
        return FrameStatistics(samples)
    }
}

/// Percentiles of frame times, seconds.
struct FrameStatistics {
    let p50: Double
    let p99: Double
    let count: Int

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        func percentile(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        p50 = percentile(0.5)
        p99 = percentile(0.99)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
