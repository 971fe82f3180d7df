import Graphics

/// The blurred content under the backdrops of a list, by the backdrop's place among the list's
/// backdrops (its ordinal), kept from draw to draw: a backdrop whose command is the same and whose
/// input (what the commands before it draw in its area) has not changed keeps the image it had
/// instead of making it anew, and its area need not be drawn again. Images are reused storage.
///
/// An image stays valid while every draw either makes it, keeps it, or is told its input did not
/// change; any other draw forgets it.
final class BackdropSet {
    private var images: [BackdropImage] = []
    /// By ordinal: the command the image was made for, while it is valid.
    private var madeFor: [DrawCommand?] = []
    /// Per command of the list being drawn: the ordinal of its image for this draw, or −1.
    private var slots: [Int] = []
    /// By ordinal: made or kept in the draw under way.
    private var used: [Bool] = []

    /// Starts a draw of a list of `count` commands.
    func reset(count: Int) {
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(-1, count: count))
        for ordinal in used.indices { used[ordinal] = false }
    }

    /// True when the image of backdrop `ordinal` is valid for `command` (the same rect and material:
    /// its corners and opacity are the drawing's, not the image's).
    func canKeep(ordinal: Int, command: DrawCommand) -> Bool {
        ordinal < madeFor.count && madeFor[ordinal].map { $0.hasSameBackdropImage(as: command) } == true
    }

    /// The buffer rows whose sums a make of backdrop `ordinal` for `geometry` may move or keep, when
    /// its image is valid for `command` (the last draw's backdrop of that place): the rows of its
    /// last area, when that area has `geometry`'s columns and top (`BackdropRowSums.heldRows`).
    func heldRows(ordinal: Int, command: DrawCommand, geometry: BackdropGeometry) -> Range<Int>? {
        canKeep(ordinal: ordinal, command: command) ? images[ordinal].heldRows(for: geometry) : nil
    }

    /// The image of backdrop `ordinal` (command `index`), to be made anew for `command`.
    func image(for index: Int, ordinal: Int, command: DrawCommand) -> BackdropImage {
        while images.count <= ordinal {
            images.append(BackdropImage())
            madeFor.append(nil)
            used.append(false)
        }
        madeFor[ordinal] = command
        used[ordinal] = true
        slots[index] = ordinal
        return images[ordinal]
    }

    /// Command `index` draws the image backdrop `ordinal` already holds.
    func keep(_ index: Int, ordinal: Int) {
        used[ordinal] = true
        slots[index] = ordinal
    }

    /// Ends a draw of a list with `count` backdrops: an image neither made nor kept stays valid only
    /// when `plan` says its input did not change.
    func finish(count: Int, plan: BackdropPlan?) {
        for ordinal in madeFor.indices where !used[ordinal] {
            let isUnchanged = ordinal < count && plan?.reuse(ordinal) == .image
            if !isUnchanged { madeFor[ordinal] = nil }
        }
    }

    /// The image made or kept for command `index` in this draw, if any.
    subscript(index: Int) -> BackdropImage? {
        index < slots.count && slots[index] >= 0 ? images[slots[index]] : nil
    }
}
