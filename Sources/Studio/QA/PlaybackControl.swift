import ScrollUI

/// Slow motion (T), pause (P) and single steps of one of the device's frames (the period key while
/// paused: 1/60 or 1/120 s): the speed of the scenes' animation clock as the window's keys set it.
/// Each change is an input (`speed`, `step`) that the window's `InputDriver` applies and logs, so a
/// replay slows, pauses and steps where the window did.
public struct PlaybackControl: Equatable {
    /// Slow motion's animation speed (iOS Simulator's Slow Animations: 10 times slower).
    static let slowMotionScale = 0.1

    public private(set) var isSlowMotion = false
    public private(set) var isPaused = false

    /// The animation clock's speed for the current slow-motion and pause settings.
    public var timeScale: Double { isPaused ? 0 : isSlowMotion ? PlaybackControl.slowMotionScale : 1 }

    /// T: the input that turns slow motion on or off at `time`.
    mutating func toggleSlowMotion(at time: Double) -> Input {
        isSlowMotion.toggle()
        return speed(at: time)
    }

    /// P: the input that pauses or resumes the animations at `time`.
    mutating func togglePause(at time: Double) -> Input {
        isPaused.toggle()
        return speed(at: time)
    }

    /// The input that sets the animation clock to the current speed at `time`.
    func speed(at time: Double) -> Input {
        Input(time: time, kind: .speed(timeScale))
    }

    /// The period key: the input that moves a paused animation clock one frame of `frameInterval`
    /// seconds (the device's) on at `time`.
    func step(at time: Double, frameInterval: Double) -> Input {
        Input(time: time, kind: .step(frameInterval))
    }

    /// Follows a speed change that a played trace made (`run --replay`): pause or slow motion.
    public mutating func adopt(_ scale: Double) {
        isPaused = scale == 0
        isSlowMotion = scale > 0 && scale < 1
    }
}
