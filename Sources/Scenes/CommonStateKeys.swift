/// The keys every state line has (QA-INTERFACE.md, "State dumps"), declared once: the frame's
/// bookkeeping, then the main scroll view and the window. A scene's own follow (`Scene.stateKeys`).
public enum CommonStateKeys {
    public static let time = StateKey.number("t"), frame = StateKey.integer("frame"), scene = StateKey.text("scene")
    /// The variant's letter, in `replay --compare`'s lines only.
    public static let variant = StateKey.text("variant")
    /// The keys that say which frame a line is, not what it shows (the HUD leaves them out).
    public static let bookkeeping = [time, frame, scene, variant]

    public static let offsetX = StateKey.number("offsetX"), offsetY = StateKey.number("offsetY")
    public static let velocityY = StateKey.number("velocityY")
    public static let phase = StateKey.text("phase")
    public static let insetTop = StateKey.number("insetTop"), insetBottom = StateKey.number("insetBottom")
    public static let contentHeight = StateKey.number("contentHeight")
    public static let viewportWidth = StateKey.number("viewportWidth"), viewportHeight = StateKey.number("viewportHeight")
    public static let pointerDown = StateKey.boolean("pointerDown")
    /// What every scene shows, in the order of the lines.
    public static let shown = [offsetX, offsetY, velocityY, phase, insetTop, insetBottom, contentHeight, viewportWidth,
                               viewportHeight, pointerDown]
}
