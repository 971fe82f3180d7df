/// How long the last frames took, for the HUD: smoothed so the numbers can be read.
public struct FrameTimings {
    /// Weight of the newest frame in the running averages.
    static let smoothing = 0.1

    /// Frames per second over recent presented frames.
    private(set) var framesPerSecond = 0.0
    /// Advance, layout, display list and rasterization, milliseconds.
    private(set) var updateMilliseconds = 0.0
    /// Texture upload and present, milliseconds.
    private(set) var presentMilliseconds = 0.0
    private var lastFrameTime: Double?

    public mutating func record(frameTime: Double, update: Double, present: Double) {
        let a = FrameTimings.smoothing
        if let last = lastFrameTime, frameTime > last {
            let fps = 1 / (frameTime - last)
            framesPerSecond = framesPerSecond == 0 ? fps : framesPerSecond + (fps - framesPerSecond) * a
        }
        lastFrameTime = frameTime
        updateMilliseconds += (update * 1000 - updateMilliseconds) * a
        presentMilliseconds += (present * 1000 - presentMilliseconds) * a
    }
}
