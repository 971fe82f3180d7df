import Devices
import Graphics
import LabDrawing
import Playback
@testable import Scenes
import TestKit

/// The last frame of a replay, rendered as the window draws it, with the session it came from.
struct SceneFrame {
    let pixels: [UInt32]
    let width: Int
    let height: Int
    let scale: Double
    let session: SceneSession

    /// Plays `replay` on `scene` (laid out for `device`, in `viewport` or the device's size) and
    /// renders its last frame at `scale`.
    init(_ scene: any Scene.Type, _ replay: SceneReplay, assignments: [String] = [], viewport: Size? = nil,
         device: DeviceProfile = DeviceCatalog.standard, scale: Double = 1, assets: any AssetStore) throws {
        var configuration = ReplayRunner.Configuration(sceneType: scene)
        configuration.assignments = assignments
        configuration.device = device
        configuration.viewport = viewport ?? device.size
        let runner = try ReplayRunner(events: replay.events, configuration: configuration, assets: assets)
        try runner.run { _ in }
        self.init(runner.session, scale: scale, assets: assets)
    }

    /// What `session`'s window shows now (a frame of a replay still running), rendered at `scale`.
    init(_ session: SceneSession, scale: Double = 1, assets: any AssetStore) {
        let buffer = FrameRenderer(fonts: assets.fonts).render(session.window, scale: scale)
        pixels = Array(UnsafeBufferPointer(buffer.pixels))
        width = buffer.width
        height = buffer.height
        self.scale = scale
        self.session = session
    }

    /// The colour at viewport point (`x`, `y`): red, green, blue 0…255.
    func color(x: Double, y: Double) -> (r: Int, g: Int, b: Int) {
        let px = min(max(Int(x * scale), 0), width - 1), py = min(max(Int(y * scale), 0), height - 1)
        let value = pixels[py * width + px]
        return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }

    /// The points of the band `rows` (viewport points, every point of every row) whose colour passes `test`.
    func count(rows: ClosedRange<Double>, columns: ClosedRange<Double>? = nil,
               where test: ((r: Int, g: Int, b: Int)) -> Bool) -> Int {
        let xs = columns ?? 0...(Double(width) / scale - 1)
        var found = 0
        for y in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
            for x in stride(from: xs.lowerBound, through: xs.upperBound, by: 1) where test(color(x: x, y: y)) { found += 1 }
        }
        return found
    }
}
