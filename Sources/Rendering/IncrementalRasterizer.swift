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
///     whole list), so every frame is byte-identical to `Rasterizer.render` followed by
///     `Rasterizer.draw` of the overlay;
///  4. a backdrop whose input may have changed (a command before it changed or moved in the area
///     it blurs, or the move copied pixels there) draws that whole area and is made anew; one whose
///     input is the same keeps its blur from the last frame, and only its damaged pixels are drawn
///     (`BackdropDamage`).
///
/// The whole frame is drawn when there is no previous frame to keep (the first, another buffer, a
/// new size, scale or background, `forgetPreviousFrame()`) or when the damage covers most of the
/// frame. The previous lists are kept in reused storage, so steady frames allocate nothing.
public final class IncrementalRasterizer {
    /// Damage of at least this share of the frame's pixels draws the whole frame: the saving is small
    /// and the whole frame is the simplest path. A choice, not a measurement: drawing a share of the
    /// pixels costs about that share of a frame either way.
    public static let fullRedrawShare = 0.9
    /// Drawing a row costs about this many copies of a row: a move by whole rows across the frame
    /// rotates the buffer's rows (drawing again the rows it leaves wrong) when that draws fewer than
    /// 1 / `rotationRowCost` of the rows it saves copying. From the bench at 390 × 844 @2: rotating
    /// gained where it redraws 0 rows for 1,688 (list) or 130 for 1,550 (the hovering banner), and
    /// lost where it redraws 270 for 1,418 (pull-promotion's bar) or 270 for 1,338 (the
    /// expandable bar): a ratio between 5 and 12.
    static let rotationRowCost = 8

    /// Draws the pixels (its settings, such as `threadCount` and `glyphs`, apply).
    public let rasterizer: Rasterizer
    /// False: every frame is drawn whole.
    public var isDamageTrackingEnabled = true
    /// What the last frame drew (empty when nothing differed); meaningless when `drewWholeFrame`.
    @exclusivity(unchecked) public private(set) var damage = DamageRegion()
    /// True when the last frame was drawn whole.
    public private(set) var drewWholeFrame = true
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
    /// False: moves are always copies (tests turn rotations off to see the copies).
    var mayRotateRows = true
    /// True when this frame's move rotates the buffer's rows instead of copying them.
    private var rotates = false
    /// The damage cut into disjoint pieces inside the frame, and the scratch for cutting, reused.
    @exclusivity(unchecked) private var pieces: [PixelRect] = []
    private var cuts: [Int] = [], spans: [Range<Int>] = []
    /// Rows the move leaves alone (kept, or drawn again anyway), reused.
    @exclusivity(unchecked) private var skippedRows: [Range<Int>] = []
    /// By ordinal: the content's backdrops whose input is as in the last frame; reused.
    @exclusivity(unchecked) private var unchangedBackdrops: [Bool] = []
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
        rasterizer.prepare(list, content, scale: scale, buffer: buffer, needsBounds: tracks,
                           previous: reuses ? (previousContent, previousContentList.prepass.masks) : nil)
        rasterizer.prepare(overlayList, overlay, scale: scale, buffer: buffer, needsBounds: tracks,
                           previous: reuses ? (previousOverlay, previousOverlayList.prepass.masks) : nil)
        previousGlyphs = glyphs
        if tracks, previousFrame == key {
            planFrame(list.commands, overlayList.commands)
            if shift.isMoving { chooseMove(buffer) }
            addBackdropDamage(list.commands, overlayList.commands, scale: scale, buffer: buffer)
            let drawn = cutPieces(width: buffer.width, height: buffer.height)
            if Double(drawn) < Self.fullRedrawShare * Double(buffer.width * buffer.height) {
                drewWholeFrame = false
                if shift.isMoving { move(buffer) }
            }
        }
        let areas = drewWholeFrame ? nil : pieces
        if areas?.isEmpty != true {
            rasterizer.draw(list, content, into: buffer, scale: scale, background: background.premultipliedARGB, pieces: areas,
                            unchangedBackdrops: drewWholeFrame ? nil : unchangedBackdrops)
            if !overlayList.isEmpty {
                rasterizer.draw(overlayList, overlay, into: buffer, scale: scale, background: nil, pieces: areas,
                                unchangedBackdrops: nil)
            }
        }
        guard tracks else {
            previousFrame = nil
            return
        }
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
        contentMatcher.match(old: previousContent, oldContexts: previousContentList.culler.contexts, new: commands,
                             newContexts: content.culler.contexts)
        overlayMatcher.match(old: previousOverlay, oldContexts: previousOverlayList.culler.contexts, new: overlayCommands,
                             newContexts: overlay.culler.contexts)
        let contentLists = FrameShift.Lists(old: previousContent, oldCuller: previousContentList.culler, new: commands,
                                            newCuller: content.culler, matcher: contentMatcher)
        let overlayLists = FrameShift.Lists(old: previousOverlay, oldCuller: previousOverlayList.culler, new: overlayCommands,
                                            newCuller: overlay.culler, matcher: overlayMatcher)
        shift.plan(contentLists, overlay: overlayLists)
        shift.addDamage(contentLists, overlay: overlayLists, to: &damage)
    }

    /// Finds the content's backdrops whose input is the last frame's (`findUnchangedBackdrops`) and
    /// adds the whole area of the others to the damage; an overlay's backdrop is drawn whole when
    /// the damage touches its area.
    private func addBackdropDamage(_ commands: [DrawCommand], _ overlayCommands: [DrawCommand], scale: Double,
                                   buffer: PixelBuffer) {
        let bounds = PixelRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
        findUnchangedBackdrops(commands, scale: scale, bounds: bounds)
        BackdropDamage.expand(&damage, commands: commands, contexts: content.culler.contexts, scale: scale, bounds: bounds,
                              keeping: unchangedBackdrops)
        BackdropDamage.expand(&damage, commands: overlayCommands, contexts: overlay.culler.contexts, scale: scale,
                              bounds: bounds, keeping: nil)
    }

    /// Finds, by ordinal, the backdrops of `commands` whose input is the one the last frame drew: the
    /// same command in the same place, paired with the last frame's, its image kept
    /// (`Rasterizer.canKeepBackdrop`), no move of pixels into the area it reads, and no command
    /// before it added, dropped, changed or moved there.
    private func findUnchangedBackdrops(_ commands: [DrawCommand], scale: Double, bounds: PixelRect) {
        unchangedBackdrops.removeAll(keepingCapacity: true)
        let matcher = contentMatcher, newCuller = content.culler, oldCuller = previousContentList.culler
        BackdropDamage.forEachBackdrop(of: commands, contexts: newCuller.contexts, scale: scale, bounds: bounds) { found in
            let j = found.index, i = matcher.newToOld[j]
            guard let area = found.geometry?.area, i >= 0, previousContent[i] == commands[j],
                  newCuller.contexts[j].offset == oldCuller.contexts[i].offset,
                  rasterizer.canKeepBackdrop(content, ordinal: found.ordinal, command: commands[j]),
                  !(shift.isMoving && shift.area.intersects(area))
            else {
                unchangedBackdrops.append(false)
                return
            }
            var unchanged = true
            for k in 0..<j {
                let old = matcher.newToOld[k], bound = newCuller.bounds[k]
                if old < 0 {
                    if bound.intersects(area) { unchanged = false; break }
                    continue
                }
                let moved = newCuller.contexts[k].offset != oldCuller.contexts[old].offset
                if (moved || bound != oldCuller.bounds[old]) && (bound.intersects(area) || oldCuller.bounds[old].intersects(area)) {
                    unchanged = false
                    break
                }
            }
            if unchanged {
                for k in 0..<i where matcher.oldToNew[k] < 0 && oldCuller.bounds[k].intersects(area) {
                    unchanged = false
                    break
                }
            }
            unchangedBackdrops.append(unchanged)
        }
    }

    /// Decides how the moved pixels get where they go: when they are whole rows across the frame,
    /// by rotating the buffer's rows (no pixel copied; every row outside the moved ones is then
    /// drawn again) if that draws fewer rows than `rotationRowCost` times the rows it saves copying;
    /// else by copying them. Adds the rows a rotation makes wrong to the damage.
    private func chooseMove(_ buffer: PixelBuffer) {
        rotates = false
        let destination = shift.destination
        guard mayRotateRows, shift.move.x == 0, destination.minX == 0, destination.maxX == buffer.width else { return }
        let area = shift.area
        var kept = 0
        for rows in shift.keptRows { kept += rows.clamped(to: destination.minY..<destination.maxY).count }
        let redrawn = buffer.height - area.height + kept, copied = destination.height - kept
        guard redrawn * Self.rotationRowCost < copied else { return }
        rotates = true
        damage.insert(rows: 0..<area.minY, width: buffer.width)
        damage.insert(rows: area.maxY..<buffer.height, width: buffer.width)
        for rows in shift.keptRows { damage.insert(rows: rows, width: buffer.width) }
    }

    /// Moves the pixels of the shift's destination from where they were: a rotation of the rows
    /// (`chooseMove`), or copies row by row in the order that reads every source row before it is
    /// written (kept rows stay, rows drawn again across the destination's width are not copied).
    private func move(_ buffer: PixelBuffer) {
        let destination = shift.destination, offset = shift.move
        movedRows = destination.minY..<destination.maxY
        if rotates {
            buffer.rotateRows(by: offset.y)
            return
        }
        skippedRows.removeAll(keepingCapacity: true)
        skippedRows.append(contentsOf: shift.keptRows)
        for rect in damage.rects where rect.minX <= destination.minX && rect.maxX >= destination.maxX {
            FrameShift.add(rect.minY..<rect.maxY, to: &skippedRows)
        }
        let skipped = skippedRows
        let width = buffer.width, height = buffer.height, wrap = buffer.height - buffer.rowOrigin
        let bytes = destination.width * MemoryLayout<UInt32>.stride
        func copy(_ rows: Range<Int>) {
            guard !rows.isEmpty else { return }
            let sources = (rows.lowerBound - offset.y)..<(rows.upperBound - offset.y)
            func isStoredInOrder(_ rows: Range<Int>) -> Bool { rows.upperBound <= wrap || rows.lowerBound >= wrap }
            if offset.x == 0 && destination.width == width && isStoredInOrder(rows) && isStoredInOrder(sources) && rows.upperBound <= height {
                // Whole rows stored in order: one move for the run (memmove copies overlapping runs).
                memmove(buffer.row(rows.lowerBound), buffer.row(sources.lowerBound), rows.count * width * MemoryLayout<UInt32>.stride)
                return
            }
            for index in 0..<rows.count {
                let y = offset.y > 0 ? rows.upperBound - 1 - index : rows.lowerBound + index
                memmove(buffer.row(y) + destination.minX, buffer.row(y - offset.y) + destination.minX - offset.x, bytes)
            }
        }
        // The runs of rows to move, sources read before they are overwritten: from the bottom up
        // when the content moves down, from the top down otherwise.
        if offset.y > 0 {
            var bottom = destination.maxY
            for rows in skipped.reversed() where rows.lowerBound < bottom {
                if rows.upperBound < bottom { copy(max(rows.upperBound, destination.minY)..<bottom) }
                bottom = max(rows.lowerBound, destination.minY)
                if bottom <= destination.minY { break }
            }
            if bottom > destination.minY { copy(destination.minY..<bottom) }
        } else {
            var top = destination.minY
            for rows in skipped where rows.upperBound > top {
                if rows.lowerBound > top { copy(top..<min(rows.lowerBound, destination.maxY)) }
                top = min(rows.upperBound, destination.maxY)
                if top >= destination.maxY { break }
            }
            if top < destination.maxY { copy(top..<destination.maxY) }
        }
    }

    private func remember(_ commands: [DrawCommand], in list: inout [DrawCommand]) {
        list.removeAll(keepingCapacity: true)
        list.append(contentsOf: commands)
    }
}
