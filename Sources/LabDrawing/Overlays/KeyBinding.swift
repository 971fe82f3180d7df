import ScrollUI

/// One line of the key table: what is pressed, what it does and what the help card and
/// `docs/reference/keys.md` say of it.
public struct KeyBinding: Equatable, Sendable {
    /// The help card's sections, in its order.
    public enum Section: String, CaseIterable, Sendable {
        case inspect = "Inspect", capture = "Capture", scroll = "Scroll", window = "Window", scenes = "Scenes"
    }

    /// How the key is written on the card: "Shift+S", "← →", "? or F1".
    public let label: String
    public let triggers: [KeyTrigger]
    public let action: KeyAction
    /// What it does, in a few words (the card keeps each whole).
    public let help: String
    public let section: Section
    /// False for a key that cannot serve every variant of a compare (the card and the window say so).
    public let servesComparison: Bool

    init(_ label: String, _ triggers: [KeyTrigger], _ action: KeyAction, _ help: String, _ section: Section,
         servesComparison: Bool = true) {
        self.label = label
        self.triggers = triggers
        self.action = action
        self.help = help
        self.section = section
        self.servesComparison = servesComparison
    }
}
