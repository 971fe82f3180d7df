/// Mouse-wheel notches and keys (`PHYSICS.md` §8): each scrolls by a step with a short animation,
/// from where a running one is heading, to the resting point the behaviour gives for it.
public enum DiscreteScroll {
    /// One mouse-wheel notch scrolls three rows: 3 × UIKit's standard 44 pt row, points (a list uses
    /// three of its own rows, see `ScrollView.wheelStep`).
    public static let notchStep = 132.0
    /// Rows one notch scrolls in a list (`PHYSICS.md` §8).
    public static let rowsPerNotch = 3.0
    /// Duration of a notch's ease-out animation, seconds.
    public static let notchDuration = 0.2
    /// An arrow key scrolls by this much, points (about a line of text, as desktop browsers do).
    public static let arrowKeyStep = 40.0
    /// A page key scrolls by this fraction of the visible height (a little overlap stays in view).
    public static let pageFraction = 0.9
    /// Duration of a keyboard scroll animation, seconds.
    public static let keyDuration = 0.25

    /// The vertical step of `key` (arrows, Page Up/Down, Space, Home/End) for a view whose page key
    /// scrolls `pageLength` before `pageFraction`; nil for other keys.
    static func step(forKey key: String, modifiers: KeyEvent.Modifiers, pageLength: Double) -> Double? {
        let page = pageLength * pageFraction
        switch key {
        case "up": return -arrowKeyStep
        case "down": return arrowKeyStep
        case "pageup": return -page
        case "pagedown": return page
        case "space": return modifiers.contains(.shift) ? -page : page
        case "home": return -.infinity
        case "end": return .infinity
        default: return nil
        }
    }
}
