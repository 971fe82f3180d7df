/// One drawing instruction, in viewport points. Colours carry straight alpha; opacity inherited
/// from views is already multiplied in. Equal commands draw the same pixels (images compare by
/// identity), which is what lets a frame redraw only the rows where its commands differ.
public enum DrawCommand: Equatable {
    /// An axis-aligned rectangle; fractional edges are anti-aliased.
    case fill(Rect, Color)
    /// A rectangle with rounded corners, anti-aliased.
    case roundedRect(Rect, CornerRadii, Color)
    /// The outline of a rounded rectangle, `width` points wide, drawn inside `rect`.
    case border(Rect, CornerRadii, width: Double, Color)
    /// A rounded rectangle filled with a linear gradient from `start` (colour `from`) to `end` (colour `to`).
    case linearGradient(Rect, CornerRadii, start: Point, end: Point, from: Color, to: Color)
    /// A soft shadow of a rounded rectangle: its shape blurred by `blur` points (already offset).
    case shadow(Rect, CornerRadii, blur: Double, Color)
    /// The `source` part of `image` (in image pixels) scaled into `rect`, with an opacity and rounded corners.
    case image(Image, source: Rect, rect: Rect, opacity: Double, CornerRadii)
    /// A line of text whose line box's top-left corner is at `origin`.
    case text(TextRun, origin: Point, Color)
    /// A straight segment with round caps, `width` points thick.
    case line(from: Point, to: Point, width: Double, Color)
    /// A system material over `rect` (with rounded corners): what the commands before it drew around
    /// `rect` (its blur reaches past it) blurred and tinted as `Material` says, laid over `rect` at
    /// `opacity`. It reads the pixels under it, so it is never an occluder and nothing under it is
    /// skipped (`Rendering`'s backdrops).
    case backdrop(Rect, CornerRadii, Material, opacity: Double)
    /// Restricts drawing to `rect` (with rounded corners) intersected with the current clip.
    case pushClip(Rect, CornerRadii)
    /// Restores the clip that was current before the matching `pushClip`.
    case popClip
    /// Draws every command up to the matching `popTranslation` moved by whole device pixels (added to
    /// the moves in force): their points are relative to that offset. A scroll view's content is
    /// such a group, and so is every view with subviews, so that the content of a view that only
    /// moved is equal command for command to the frame before's.
    case pushTranslation(PixelOffset)
    /// Ends the group of the matching `pushTranslation`.
    case popTranslation
}
