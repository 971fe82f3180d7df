import Graphics

/// Draws frames (a content list cleared to a background, then an overlay list over it) into a buffer
/// that keeps the previous frame, redrawing only the rows where the lists differ from the previous
/// frame's (`DisplayListDiff`); the other rows already hold the same pixels. The damaged rows are
/// drawn exactly as a whole frame draws them (every band runs the whole list), so every frame is
/// byte-identical to `Rasterizer.render` followed by `Rasterizer.draw` of the overlay.
///
/// The whole frame is drawn when there is no previous frame to keep (the first, another buffer, a
/// new size, scale or background, `forgetPreviousFrame()`), when a clip command differs, or when
/// the damage covers most of the frame. A backdrop whose input changed (what the commands before it
/// draw in the area it blurs) draws that whole area and is made anew; one whose input is the same
/// keeps its blur from the last frame, and only its damaged rows are drawn (`BackdropDamage`). The previous lists are copied into reused storage, so
/// steady frames allocate nothing.
public final class IncrementalRasterizer {
    /// Damage of at least this share of the frame's rows draws the whole frame: the saving is small
    /// and the whole frame is the simplest path. A choice, not a measurement: drawing a share of the
    /// rows costs about that share of a frame either way.
    public static let fullRedrawShare = 0.9

    /// Draws the rows (its settings, such as `threadCount` and `glyphs`, apply).
    public let rasterizer: Rasterizer
    /// False: every frame is drawn whole.
    public var isDamageTrackingEnabled = true
    /// The rows the last frame drew (empty when nothing differed); meaningless when `drewWholeFrame`.
    public private(set) var damage = RowRanges()
    /// True when the last frame was drawn whole.
    public private(set) var drewWholeFrame = true

    private let content = PreparedList()
    private let overlay = PreparedList()
    private var previousContent: [DrawCommand] = []
    private var previousContentBounds: [PixelRect] = []
    private var previousOverlay: [DrawCommand] = []
    private var previousOverlayBounds: [PixelRect] = []
    /// What the buffer holds the previous frame of; nil when it holds nothing known.
    private var previousFrame: FrameKey?
    /// By ordinal: the content's backdrops whose input is as in the last frame; reused.
    private var unchangedBackdrops: [Bool] = []
    private var backdropDamage = RowRanges()

    /// What must stay the same for a buffer's rows to be kept.
    private struct FrameKey: Equatable {
        let buffer: ObjectIdentifier
        let width: Int
        let height: Int
        let scale: Double
        let background: Color
    }

    /// A rasterizer that asks `glyphs` for text masks (nil: text is not drawn).
    public init(glyphs: GlyphRasterizing?) {
        rasterizer = Rasterizer(glyphs: glyphs)
        previousContent.reserveCapacity(512)
        previousContentBounds.reserveCapacity(512)
    }

    /// Draws `list` over `background`, then `overlay`, into `buffer` at `scale` device pixels per
    /// point: only the rows that differ from the previous frame when `buffer` holds it.
    public func render(_ list: DisplayList, overlay overlayList: DisplayList, into buffer: PixelBuffer, scale: Double,
                       background: Color) {
        drewWholeFrame = true
        damage.removeAll()
        guard Rasterizer.canDraw(into: buffer, scale: scale) else {
            buffer.fill(background)
            previousFrame = nil
            return
        }
        let key = FrameKey(buffer: ObjectIdentifier(buffer), width: buffer.width, height: buffer.height, scale: scale,
                           background: background)
        let tracks = isDamageTrackingEnabled
        rasterizer.prepare(list, content, scale: scale, buffer: buffer, needsBounds: tracks)
        rasterizer.prepare(overlayList, overlay, scale: scale, buffer: buffer, needsBounds: tracks)
        if tracks, previousFrame == key,
           DisplayListDiff.addDamage(old: previousContent, oldBounds: previousContentBounds, new: list.commands,
                                     newBounds: content.culler.bounds, into: &damage),
           DisplayListDiff.addDamage(old: previousOverlay, oldBounds: previousOverlayBounds, new: overlayList.commands,
                                     newBounds: overlay.culler.bounds, into: &damage) {
            // A backdrop whose input changed is drawn whole, with all it reads; the others keep their blur.
            let bounds = PixelRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
            findUnchangedBackdrops(list.commands, scale: scale, bounds: bounds)
            BackdropDamage.expand(&damage, commands: list.commands, scale: scale, bounds: bounds, keeping: unchangedBackdrops)
            BackdropDamage.expand(&damage, commands: overlayList.commands, scale: scale, bounds: bounds, keeping: [])
            drewWholeFrame = Double(damage.rowCount) >= Self.fullRedrawShare * Double(buffer.height)
        }
        let rows = drewWholeFrame ? nil : damage
        if rows?.isEmpty != true {
            rasterizer.draw(list, content, into: buffer, scale: scale, background: background.premultipliedARGB, rows: rows,
                            unchangedBackdrops: drewWholeFrame ? nil : unchangedBackdrops)
            if !overlayList.isEmpty {
                rasterizer.draw(overlayList, overlay, into: buffer, scale: scale, background: nil, rows: rows, unchangedBackdrops: nil)
            }
        }
        guard tracks else {
            previousFrame = nil
            return
        }
        previousFrame = key
        remember(list.commands, content, in: &previousContent, &previousContentBounds)
        remember(overlayList.commands, overlay, in: &previousOverlay, &previousOverlayBounds)
    }

    /// Finds, by ordinal, the backdrops of `commands` whose input is the one the last frame drew: the
    /// same command at the same ordinal, its image kept (`Rasterizer.canKeepBackdrop`), and no
    /// command before it changed in the area it reads.
    private func findUnchangedBackdrops(_ commands: [DrawCommand], scale: Double, bounds: PixelRect) {
        unchangedBackdrops.removeAll(keepingCapacity: true)
        var oldIndex = 0
        for index in commands.indices {
            guard case let .backdrop(rect, _, material, _) = commands[index] else { continue }
            while oldIndex < previousContent.count, !previousContent[oldIndex].isBackdrop { oldIndex += 1 }
            var unchanged = oldIndex < previousContent.count && previousContent[oldIndex] == commands[index]
                && rasterizer.canKeepBackdrop(content, ordinal: unchangedBackdrops.count, command: commands[index])
            if unchanged, let geometry = BackdropGeometry(rect: rect.scaled(scale), material: material, scale: scale, bounds: bounds) {
                backdropDamage.removeAll()
                unchanged = DisplayListDiff.addDamage(old: previousContent, oldBounds: previousContentBounds, oldCount: oldIndex,
                                                      new: commands, newBounds: content.culler.bounds, newCount: index,
                                                      into: &backdropDamage)
                    && !backdropDamage.ranges.contains { $0.overlaps(geometry.area.minY..<geometry.area.maxY) }
            }
            unchangedBackdrops.append(unchanged)
            oldIndex += 1
        }
    }

    /// The next frame is drawn whole (the buffer was drawn into by something else).
    public func forgetPreviousFrame() {
        previousFrame = nil
    }

    private func remember(_ commands: [DrawCommand], _ prepared: PreparedList, in list: inout [DrawCommand],
                          _ bounds: inout [PixelRect]) {
        list.removeAll(keepingCapacity: true)
        list.append(contentsOf: commands)
        bounds.removeAll(keepingCapacity: true)
        bounds.append(contentsOf: prepared.culler.bounds)
    }
}
