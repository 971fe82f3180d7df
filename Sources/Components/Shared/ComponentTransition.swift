/// A change of a component's state machine as it happens, typed by the component; the soak checks
/// `isAllowed` and the HUD shows `description`.
public protocol ComponentTransition: CustomStringConvertible {
    /// True when the component's rules allow this change.
    var isAllowed: Bool { get }
}
