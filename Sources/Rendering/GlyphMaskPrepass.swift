import Graphics

/// The glyph mask of every `.text` command of a frame, looked up on the calling thread before any
/// row is drawn: glyph sources cache their masks and need not be thread-safe, so the bands drawn in
/// parallel only read this table. Each visible run is asked for once per frame, unless the previous
/// frame had the same run at the same index (its mask is taken again: scrolled content keeps its
/// commands where they were). Storage is reused from frame to frame.
final class GlyphMaskPrepass {
    /// Per command: the mask of a `.text` command with a visible colour; nil for every other command.
    @exclusivity(unchecked) private(set) var masks: [AlphaMask?] = []

    /// Looks up the masks of `list` at `scale` in `glyphs` (nil: no text is drawn); `previous` is the
    /// previous frame's commands and masks at the same scale from the same glyphs, when known.
    func resolve(_ list: DisplayList, scale: Double, glyphs: GlyphRasterizing?,
                 previous: (commands: [DrawCommand], masks: [AlphaMask?])? = nil) {
        masks.removeAll(keepingCapacity: true)
        guard let glyphs else {
            masks.append(contentsOf: repeatElement(nil, count: list.count))
            return
        }
        let commands = list.commands
        for index in commands.indices {
            guard case let .text(run, _, color) = commands[index], !color.isInvisible else {
                masks.append(nil)
                continue
            }
            if let previous, index < previous.commands.count, let mask = previous.masks[index],
               case let .text(previousRun, _, _) = previous.commands[index], previousRun == run {
                masks.append(mask)
            } else {
                masks.append(glyphs.mask(for: run, scale: scale))
            }
        }
    }
}
