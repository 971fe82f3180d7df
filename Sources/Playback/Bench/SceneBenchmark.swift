import Devices
import Dispatch
import Graphics
import LabDrawing
import Rendering
import Scenes

/// Measures one scene: the frame time of our pipeline and the time a reference renderer (SDL's
/// software renderer, supplied by the application) takes to draw the same display lists.
public struct SceneBenchmark {
    /// Makes the reference renderer for frames of `width` x `height` pixels.
    public typealias ReferenceFactory = (_ width: Int, _ height: Int) throws -> any ReferenceRendering

    /// The bench's viewport, points (iPhone 14), drawn at `scale`: 780 x 1688 pixels.
    public static let viewport = Size(width: 390, height: 844)
    /// Pixels per point of the measured frames (a Retina phone).
    public static let scale = 2.0
    /// Frames played before timing starts (caches warm), per scene and pass.
    public static let warmupFrames = 30

    /// The scene's result.
    public struct Result: Equatable {
        public let name: String
        /// Advance (input and motion), layout, display list and rasterization, per frame.
        public let frame: FrameStatistics
        /// Rasterization alone (part of `frame`): the rows that changed, or every row with `fullRedraw`.
        let raster: FrameStatistics
        /// SDL's software renderer drawing the same display lists (clear, draw, flush).
        let sdl: FrameStatistics?
    }

    public let sceneType: any Scene.Type
    public let assignments: [String]
    public let frames: Int
    public let assets: any AssetStore
    public let viewport: Size
    public let scale: Double
    public let device: DeviceProfile
    /// Frames played before timing starts (caches warm), not counted.
    public let warmupFrames: Int
    /// Every frame drawn whole, instead of only the rows that changed (as the window draws them).
    public let fullRedraw: Bool

    public var pixelWidth: Int { Int(saturating: (viewport.width * scale).rounded()) }
    public var pixelHeight: Int { Int(saturating: (viewport.height * scale).rounded()) }

    public init(sceneType: any Scene.Type, assignments: [String], frames: Int, assets: any AssetStore, viewport: Size,
                scale: Double, device: DeviceProfile = DeviceCatalog.standard, warmupFrames: Int, fullRedraw: Bool = false) {
        self.device = device
        self.sceneType = sceneType
        self.assignments = assignments
        self.frames = frames
        self.assets = assets
        self.viewport = viewport
        self.scale = scale
        self.warmupFrames = warmupFrames
        self.fullRedraw = fullRedraw
    }

    /// Pass 1 times our pipeline (`FrameRenderer`, which redraws only the rows that changed unless
    /// `fullRedraw`); pass 2 replays the same script in a fresh session (so the same
    /// display lists) and times only the reference's drawing, when there is one. The passes are apart
    /// so that neither evicts the other's frame from the caches.
    public func run(reference makeReference: ReferenceFactory?) throws -> Result {
        let (frame, raster) = try measureOurs()
        let sdl = try makeReference.map { try measureReference($0) }
        return Result(name: sceneType.name, frame: frame, raster: raster, sdl: sdl)
    }

    private func makeSession() throws -> SceneSession {
        try SceneSession(sceneType: sceneType, assignments: assignments, viewport: viewport, assets: assets, device: device)
    }

    private func measureOurs() throws -> (FrameStatistics, FrameStatistics) {
        let session = try makeSession()
        let player = ScriptPlayer(session: session)
        let renderer = FrameRenderer(fonts: assets.fonts)
        renderer.isDamageTrackingEnabled = !fullRedraw
        var frameSamples: [Double] = [], rasterSamples: [Double] = []
        frameSamples.reserveCapacity(frames)
        rasterSamples.reserveCapacity(frames)
        for index in 0..<(warmupFrames + frames) {
            let start = DispatchTime.now().uptimeNanoseconds
            player.play(frame: index)
            let list = session.window.makeDisplayList(scale: scale)
            let rasterStart = DispatchTime.now().uptimeNanoseconds
            renderer.render(list, size: viewport, scale: scale)
            let end = DispatchTime.now().uptimeNanoseconds
            if index >= warmupFrames {
                frameSamples.append(Double(end - start) / 1e9)
                rasterSamples.append(Double(end - rasterStart) / 1e9)
            }
        }
        return (FrameStatistics(frameSamples), FrameStatistics(rasterSamples))
    }

    private func measureReference(_ makeReference: ReferenceFactory) throws -> FrameStatistics {
        let session = try makeSession()
        let player = ScriptPlayer(session: session)
        let reference = try makeReference(pixelWidth, pixelHeight)
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for index in 0..<(warmupFrames + frames) {
            player.play(frame: index)
            let list = session.window.makeDisplayList(scale: scale)
            let start = DispatchTime.now().uptimeNanoseconds
            reference.render(list, scale: scale, background: FrameRenderer.background)
            let end = DispatchTime.now().uptimeNanoseconds
            if index >= warmupFrames { samples.append(Double(end - start) / 1e9) }
        }
        return FrameStatistics(samples)
    }

    /// Median time to fill a `width × height` buffer once: the memory-bandwidth floor of a frame.
    public static func measureFloor(width: Int, height: Int, samples count: Int = 200) -> Double {
        let buffer = PixelBuffer(width: width, height: height)
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for k in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            buffer.fill(Color(red: UInt8(k & 0xFF), green: 0, blue: 0))
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return FrameStatistics(samples).p50
    }
}
