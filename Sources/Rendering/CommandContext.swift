import Graphics

/// Where one command of a display list sits among the list's clip and translation groups, as
/// `OcclusionCuller` finds it walking the list: what the frame diff needs to tell a command that
/// only moved with its group from one that changed.
struct CommandContext: Equatable {
    /// The innermost open `pushClip` or `pushTranslation` before the command (its index), or -1.
    var parent: Int
    /// The translation in force at the command, buffer pixels (for a `pushTranslation`: before it).
    var offset: PixelOffset
    /// The clip rect in force at the command, buffer pixels (for a `pushClip`: before it).
    var clip: PixelRect
    /// True when a clip with rounded corners is in force at the command.
    var isInRoundedClip: Bool
}
