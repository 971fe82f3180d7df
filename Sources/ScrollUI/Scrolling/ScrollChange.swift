/// What changed on a scroll view, for observers (UIKit code observes these with KVO).
public enum ScrollChange: Equatable, Sendable {
    case contentOffset
    case contentSize
    case contentInset
    /// The pan gesture's state (touchpad scrolling reports began and ended too).
    case panState(GestureState)
    case phase
}
