/// A key press. Keys are named as SDL names them, in lower case: `escape`, `tab`, `space`, `up`,
/// `down`, `left`, `right`, `pageup`, `pagedown`, `home`, `end`, `period`, `slash`, `f1`, `a`...`z`,
/// `0`...`9` (the names of the trace format).
public struct KeyEvent: Equatable, Sendable {
    public struct Modifiers: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        public static let option = Modifiers(rawValue: 1 << 2)
        /// Command on macOS, the Super/Windows key elsewhere.
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The key's lower-case SDL name.
    public var key: String
    public var modifiers: Modifiers
    /// Seconds on the window's clock.
    public var time: Double

    public init(key: String, modifiers: Modifiers = [], time: Double) {
        self.key = key
        self.modifiers = modifiers
        self.time = time
    }
}
