import Graphics

/// The glyph mask of every `.text` command of a frame, looked up on the calling thread before any
/// row is drawn: glyph sources cache their masks and need not be thread-safe, so the bands drawn in
/// parallel only read this table. Each visible run is asked for once per frame. Storage is reused
/// from frame to frame.
final class GlyphMaskPrepass {
    /// Per command: the mask of a `.text` command with a visible colour; nil for every other command.
    private(set) var masks: [AlphaMask?] = []

    /// Looks up the masks of `list` at `scale` in `glyphs` (nil: no text is drawn).
    func resolve(_ list: DisplayList, scale: Double, glyphs: GlyphRasterizing?) {
        masks.removeAll(keepingCapacity: true)
        guard let glyphs else {
            masks.append(contentsOf: repeatElement(nil, count: list.count))
            return
        }
        for command in list.commands {
            if case let .text(run, _, color) = command, !color.isInvisible {
                masks.append(glyphs.mask(for: run, scale: scale))
            } else {
                masks.append(nil)
            }
        }
    }
}
