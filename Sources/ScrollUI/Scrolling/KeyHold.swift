/// A scroll key the lab takes to be held (`PHYSICS.md` §8). The lab sees presses, not releases: a press
/// of the same key within `repeatGap` of the previous one is the system's auto-repeat of a held key
/// (X11 repeats every 40 ms, GNOME and Windows every 33 ms), and the key counts as held until
/// `repeatGap` after its last repeat.
struct KeyHold {
    /// Longest time between two presses of a key that are one hold, seconds (chosen: under the 0.1 s of
    /// the lab's `keys` gesture, so its presses stay taps).
    static let repeatGap = 0.09

    /// The key's SDL name.
    let key: String
    /// When it was last pressed, on the window's clock.
    var lastPress: Double
    /// Where the content was when the key went down, points (the hold travels at least one step from it).
    let origin: Double

    /// Whether a press of `key` at `time` repeats this one.
    func isRepeated(by key: String, at time: Double) -> Bool {
        key == self.key && time - lastPress < Self.repeatGap
    }
}
