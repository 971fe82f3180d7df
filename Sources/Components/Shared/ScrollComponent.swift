import ScrollUI

/// The shape the four components share: a typed state, one way to attach to a scroll view (which
/// installs the component as the view's `ScrollBehavior`), and one change callback.
public protocol ScrollComponent: ScrollBehavior {
    associatedtype State: Equatable
    /// Where the component stands.
    var state: State { get }
    /// The scroll view it rides on.
    var scrollView: ScrollView? { get }
    /// Called after every change the views may follow (offset, state, phase).
    var onChange: (() -> Void)? { get set }
    /// Rides on `scrollView` from now on; the previous one is released.
    func attach(to scrollView: ScrollView)
}

/// A change of a component's state machine as it happens, typed by the component; the soak checks
/// `isAllowed` and the HUD shows `description`.
public protocol ComponentTransition: CustomStringConvertible {
    /// True when the component's rules allow this change.
    var isAllowed: Bool { get }
}
