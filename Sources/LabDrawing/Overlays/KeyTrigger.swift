import ScrollUI

/// A key and the modifiers it needs, as SDL names them (`KeyEvent`); nil `key` for what is not a key
/// (the wheel, a click).
public struct KeyTrigger: Equatable, Sendable {
    public var key: String?
    public var modifiers: KeyEvent.Modifiers
    /// Modifiers that may be held besides `modifiers`: Shift for most keys (the window takes it as a
    /// variant: Shift+S, Shift+← →), none for the scene numbers, any for quitting.
    public var alsoAllowed: KeyEvent.Modifiers

    public init(_ key: String?, _ modifiers: KeyEvent.Modifiers = [], alsoAllowed: KeyEvent.Modifiers = .shift) {
        self.key = key
        self.modifiers = modifiers
        self.alsoAllowed = alsoAllowed
    }

    /// Every modifier.
    static let anyModifier: KeyEvent.Modifiers = [.shift, .control, .option, .command]

    /// True when `event` presses this key with these modifiers and no others than `alsoAllowed`.
    func matches(_ event: KeyEvent) -> Bool {
        key == event.key && event.modifiers.isSuperset(of: modifiers)
            && alsoAllowed.isSuperset(of: event.modifiers.subtracting(modifiers))
    }
}
