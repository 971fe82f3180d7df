/// Something that moves by itself and needs frames: scroll views in motion, property animators.
public protocol Animating: AnyObject {
    /// Evaluates the motion at `time` (seconds on the window's animation clock); returns true while it
    /// still needs frames.
    func advance(to time: Double) -> Bool
}
