import Foundation
import Graphics

/// Draws frames (a content list cleared to a background, then an overlay list over it) into a buffer
/// that keeps the previous frame, drawing again only what differs from it:
///
///  1. the commands are paired with the previous frame's (`CommandMatcher`);
///  2. when translation groups moved by whole pixels (scrolled content, views laid out from its
///     offset), the pixels of the clip they are drawn in are moved by as much (`FrameShift`), except
///     rows that still opaque commands cover;
///  3. every pixel the move cannot give, and the old and new pixels of every command that changed,
///     are drawn again (`DamageRegion`), exactly as a whole frame draws them (every band runs the
///     list, stepping over only the groups that draw nothing in it), so every frame is byte-identical to `Rasterizer.render` followed by
///     `Rasterizer.draw` of the overlay;
///  4. a backdrop whose input (what the commands before it draw in the area it blurs) is the last
///     frame's keeps its blur, and only its damaged pixels are drawn; the others are made again
///     (`BackdropPlanner`) from the sums of their rows, moved with the content where it only moved
///     and read from the buffer elsewhere (drawn up to the backdrop first where something is drawn
///     over them), and their material is drawn again; under an opaque material whose rows only
///     moved, the commands before it are not drawn (`FrameBands`).
///
/// The whole frame is drawn when there is no previous frame to keep (the first, another buffer, a
/// new size, scale or background, `forgetPreviousFrame()`) or when the damage covers all of it.
/// The previous lists are kept in reused storage, so steady frames allocate nothing.
public final class IncrementalRasterizer {
    /// Damage of at least this share of the frame's pixels in a frame that captures a scrim's underlay
    /// draws the whole frame, completing the capture (the rows a move gave are not drawn in parts):
    /// the frames after it copy the pixels under the scrim instead of drawing them. A choice, the
    /// share at which every frame used to be drawn whole.
    static let captureShare = 0.9

    /// Draws the pixels (its settings, such as `threadCount` and `glyphs`, apply).
    public let rasterizer: Rasterizer
    /// False: every frame is drawn whole.
    public var isDamageTrackingEnabled = true
    /// What the last frame drew (empty when nothing differed); meaningless when `drewWholeFrame`.
    @exclusivity(unchecked) public private(set) var damage = DamageRegion()
    /// True when the last frame was drawn whole.
    public private(set) var drewWholeFrame = true
    /// The content's backdrops in the last frame: rows whose sums moved from the frame before,
    /// block-rows read, and bands that started at a backdrop (`Rasterizer.movedBackdropRowCount`,
    /// `readBackdropBlockRowCount`, `bandsStartingAtBackdrops`); bands seeded from the scrim's
    /// underlay (`seededBandCount`).
    private(set) var movedBackdropRowCount = 0, readBackdropBlockRowCount = 0
    private(set) var bandsStartingAtBackdrops = 0, seededBandCount = 0
    /// The rows the last frame moved from the previous one (empty when none moved).
    public private(set) var movedRows = 0..<0
    /// The rows the last frame changed: the hull of what it moved and drew (every row when drawn whole).
    public var changedRows: Range<Int> {
        if drewWholeFrame { return 0..<lastHeight }
        let drawn = damage.rowHull
        if movedRows.isEmpty { return drawn }
        if drawn.isEmpty { return movedRows }
        return min(drawn.lowerBound, movedRows.lowerBound)..<max(drawn.upperBound, movedRows.upperBound)
    }

    /// This frame's lists, prepared, and the previous frame's (swapped every frame).
    @exclusivity(unchecked) private var content = PreparedList(), overlay = PreparedList()
    @exclusivity(unchecked) private var previousContentList = PreparedList(), previousOverlayList = PreparedList()
    @exclusivity(unchecked) private var previousContent: [DrawCommand] = []
    @exclusivity(unchecked) private var previousOverlay: [DrawCommand] = []
    @exclusivity(unchecked) private var contentMatcher = CommandMatcher(), overlayMatcher = CommandMatcher()
    @exclusivity(unchecked) private var shift = FrameShift()
    /// Gets the moved pixels where they go (rotating or copying rows).
    @exclusivity(unchecked) private var mover = RowMover()
    /// False: moves are always copies (tests turn rotations off to see the copies).
    var mayRotateRows: Bool {
        get { mover.mayRotateRows }
        set { mover.mayRotateRows = newValue }
    }
    /// The damage cut into disjoint pieces inside the frame, and the scratch for cutting, reused.
    @exclusivity(unchecked) private var pieces: [PixelRect] = []
    private var cuts: [Int] = [], spans: [Range<Int>] = []
    /// What the content's backdrops keep of the last frame's.
    @exclusivity(unchecked) private var backdrops = BackdropPlanner()
    /// What the content's scrim keeps of what lies under it.
    @exclusivity(unchecked) private var scrim = ScrimPlanner()
    /// What the buffer holds the previous frame of; nil when it holds nothing known.
    private var previousFrame: FrameKey?
    /// The glyph source of the previous frame (its masks are taken again for the same runs).
    private var previousGlyphs: ObjectIdentifier?
    private var lastHeight = 0

    /// What must stay the same for a buffer's pixels to be kept.
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
    }

    /// Draws `list` over `background`, then `overlay`, into `buffer` at `scale` device pixels per
    /// point: only what differs from the previous frame when `buffer` holds it.
    public func render(_ list: DisplayList, overlay overlayList: DisplayList, into buffer: PixelBuffer, scale: Double,
                       background: Color) {
        drewWholeFrame = true
        movedBackdropRowCount = 0
        readBackdropBlockRowCount = 0
        bandsStartingAtBackdrops = 0
        seededBandCount = 0
        damage.removeAll()
        pieces.removeAll(keepingCapacity: true)
        movedRows = 0..<0
        lastHeight = buffer.height
        guard Rasterizer.canDraw(into: buffer, scale: scale) else {
            buffer.fill(background)
            previousFrame = nil
            return
        }
        let key = FrameKey(buffer: ObjectIdentifier(buffer), width: buffer.width, height: buffer.height, scale: scale,
                           background: background)
        let tracks = isDamageTrackingEnabled
        // The previous frame's masks serve the same runs again when it was drawn at this scale
        // with these glyphs.
        let glyphs = rasterizer.glyphs.map { ObjectIdentifier($0 as AnyObject) }
        let reuses = tracks && previousFrame?.scale == scale && previousGlyphs == glyphs
        let bounds = PixelRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
        let follows = tracks && previousFrame == key
        let keepingUnder = scrim.begin(list.commands, scale: scale, bounds: bounds, keeps: tracks, follows: follows)
        rasterizer.prepare(list, content, scale: scale, buffer: buffer, needsBounds: tracks,
                           previous: reuses ? (previousContent, previousContentList.prepass.masks) : nil, keepingUnder: keepingUnder)
        rasterizer.prepare(overlayList, overlay, scale: scale, buffer: buffer, needsBounds: tracks,
                           previous: reuses ? (previousOverlay, previousOverlayList.prepass.masks) : nil)
        previousGlyphs = glyphs
        if follows {
            planFrame(list.commands, overlayList.commands)
            if shift.isMoving { mover.choose(shift, buffer: buffer) }
            addBackdropDamage(list.commands, overlayList.commands, scale: scale, buffer: buffer)
            let drawn = cutPieces(width: buffer.width, height: buffer.height)
            // Drawn in parts whenever a pixel is kept: even at 99 % of the pixels the parts keep
            // what the whole path gives up (blurs kept or moved, bands started at opaque materials or
            // seeded from the scrim's underlay); but a frame that captures a scrim's underlay and
            // draws most of the frame anyway is drawn whole, so that the underlay is complete for the
            // frames after it.
            let total = buffer.width * buffer.height
            let completesCapture = keepingUnder != nil && Double(drawn) >= Self.captureShare * Double(total)
            if drawn < total && !completesCapture {
                drewWholeFrame = false
                if shift.isMoving {
                    mover.move(buffer, by: shift, damage: damage)
                    movedRows = shift.destination.minY..<shift.destination.maxY
                }
            }
        }
        let areas = drewWholeFrame ? nil : pieces
        let lists = follows ? FrameShift.Lists(old: previousContent, oldCuller: previousContentList.culler, new: list.commands,
                                               newCuller: content.culler, matcher: contentMatcher) : nil
        let scrimPass = tracks ? scrim.pass(lists, plan: backdrops.plan, scale: scale, bounds: bounds) : nil
        if areas?.isEmpty != true {
            rasterizer.draw(list, content, into: buffer, scale: scale, background: background.premultipliedARGB, pieces: areas,
                            backdropPlan: drewWholeFrame ? nil : backdrops.plan, scrim: scrimPass)
            movedBackdropRowCount = rasterizer.movedBackdropRowCount
            readBackdropBlockRowCount = rasterizer.readBackdropBlockRowCount
            bandsStartingAtBackdrops = rasterizer.bandsStartingAtBackdrops
            seededBandCount = rasterizer.seededBandCount
            if !overlayList.isEmpty {
                rasterizer.draw(overlayList, overlay, into: buffer, scale: scale, background: nil, pieces: areas,
                                backdropPlan: nil)
            }
        }
        guard tracks else {
            previousFrame = nil
            return
        }
        scrim.finish { rect in drewWholeFrame || damage.covers(rect) }
        previousFrame = key
        remember(list.commands, in: &previousContent)
        remember(overlayList.commands, in: &previousOverlay)
        swap(&content, &previousContentList)
        swap(&overlay, &previousOverlayList)
        // The blurs stay with the lists drawn next: they are this frame's.
        swap(&content.backdrops, &previousContentList.backdrops)
        swap(&overlay.backdrops, &previousOverlayList.backdrops)
    }

    /// The next frame is drawn whole (the buffer was drawn into by something else).
    public func forgetPreviousFrame() {
        previousFrame = nil
    }

    /// Cuts the damage into disjoint pieces inside the frame (`pieces`); returns their pixels.
    private func cutPieces(width: Int, height: Int) -> Int {
        damage.disjointPieces(into: &pieces, cuts: &cuts, spans: &spans)
        let frame = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        var kept = 0, pixels = 0
        for piece in pieces {
            let inside = piece.intersection(frame)
            guard !inside.isEmpty else { continue }
            pieces[kept] = inside
            kept += 1
            pixels += inside.area
        }
        pieces.removeLast(pieces.count - kept)
        return pixels
    }

    /// Pairs the commands with the previous frame's, chooses the move and lists the damage.
    private func planFrame(_ commands: [DrawCommand], _ overlayCommands: [DrawCommand]) {
        contentMatcher.match(old: previousContent, oldContexts: previousContentList.culler.contexts,
                             oldFingerprints: previousContentList.culler.fingerprints, new: commands,
                             newContexts: content.culler.contexts, newFingerprints: content.culler.fingerprints)
        overlayMatcher.match(old: previousOverlay, oldContexts: previousOverlayList.culler.contexts,
                             oldFingerprints: previousOverlayList.culler.fingerprints, new: overlayCommands,
                             newContexts: overlay.culler.contexts, newFingerprints: overlay.culler.fingerprints)
        let contentLists = FrameShift.Lists(old: previousContent, oldCuller: previousContentList.culler, new: commands,
                                            newCuller: content.culler, matcher: contentMatcher)
        let overlayLists = FrameShift.Lists(old: previousOverlay, oldCuller: previousOverlayList.culler, new: overlayCommands,
                                            newCuller: overlay.culler, matcher: overlayMatcher)
        shift.plan(contentLists, overlay: overlayLists)
        shift.addDamage(contentLists, overlay: overlayLists, to: &damage)
    }

    /// Plans the content's backdrops (`BackdropPlanner`: kept, or made again from row sums moved
    /// with the content and rows read, with what that draws added to the damage); an overlay's
    /// backdrop is drawn whole when the damage touches its area.
    private func addBackdropDamage(_ commands: [DrawCommand], _ overlayCommands: [DrawCommand], scale: Double,
                                   buffer: PixelBuffer) {
        let bounds = PixelRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
        let lists = FrameShift.Lists(old: previousContent, oldCuller: previousContentList.culler, new: commands,
                                     newCuller: content.culler, matcher: contentMatcher)
        backdrops.plan(lists, overlayBounds: overlay.culler.bounds, shift: &shift, backdrops: content.backdrops, scale: scale,
                       bounds: bounds, damage: &damage)
        BackdropDamage.expand(&damage, commands: overlayCommands, contexts: overlay.culler.contexts, scale: scale, bounds: bounds)
    }

    private func remember(_ commands: [DrawCommand], in list: inout [DrawCommand]) {
        list.removeAll(keepingCapacity: true)
        list.append(contentsOf: commands)
    }
}
