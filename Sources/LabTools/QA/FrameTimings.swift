/// How long the last frames took, for the HUD: smoothed so the numbers can be read. A replay records
/// only its virtual frame times (`recordVirtual`): its frames are not timed, so they stay the same on
/// every run.
public struct FrameTimings {
    /// Weight of the newest frame in the running averages.
    static let smoothing = 0.1

    /// Frames per second over recent presented frames.
    private(set) var framesPerSecond = 0.0
    /// Advance, layout, display list and rasterization, milliseconds.
    private(set) var updateMilliseconds = 0.0
    /// Texture upload and present, milliseconds.
    private(set) var presentMilliseconds = 0.0
    /// The frames come from a virtual clock and their work is not timed (a replay).
    private(set) var isVirtual = false
    private var lastFrameTime: Double?

    public mutating func record(frameTime: Double, update: Double, present: Double) {
        recordFrame(at: frameTime)
        let a = FrameTimings.smoothing
        updateMilliseconds += (update * 1000 - updateMilliseconds) * a
        presentMilliseconds += (present * 1000 - presentMilliseconds) * a
    }

    /// Records a frame of a virtual clock: the frame rate follows it, and the HUD shows no work times.
    public mutating func recordVirtual(frameTime: Double) {
        isVirtual = true
        recordFrame(at: frameTime)
    }

    private mutating func recordFrame(at frameTime: Double) {
        if let last = lastFrameTime, frameTime > last {
            let fps = 1 / (frameTime - last)
            framesPerSecond = framesPerSecond == 0 ? fps : framesPerSecond + (fps - framesPerSecond) * FrameTimings.smoothing
        }
        lastFrameTime = frameTime
    }
}
