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
///     `Rasterizer.draw` of the overlay.
///
/// The whole frame is drawn when there is no previous frame to keep (the first, another buffer, a
/// new size, scale or background, `forgetPreviousFrame()`) or when the damage covers most of the
/// frame. The previous lists are kept in reused storage, so steady frames allocate nothing.
public final class IncrementalRasterizer {
    /// Damage of at least this share of the frame's pixels draws the whole frame: the saving is small
    /// and the whole frame is the simplest path. A choice, not a measurement: drawing a share of the
    /// pixels costs about that share of a frame either way.
    public static let fullRedrawShare = 0.9

    /// Draws the pixels (its settings, such as `threadCount` and `glyphs`, apply).
    public let rasterizer: Rasterizer
    /// False: every frame is drawn whole.
    public var isDamageTrackingEnabled = true
    /// What the last frame drew (empty when nothing differed); meaningless when `drewWholeFrame`.
    public private(set) var damage = DamageRegion()
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
    private var content = PreparedList(), overlay = PreparedList()
    private var previousContentList = PreparedList(), previousOverlayList = PreparedList()
    private var previousContent: [DrawCommand] = []
    private var previousOverlay: [DrawCommand] = []
    private var contentMatcher = CommandMatcher(), overlayMatcher = CommandMatcher()
    private var shift = FrameShift()
    /// What the buffer holds the previous frame of; nil when it holds nothing known.
    private var previousFrame: FrameKey?
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
        rasterizer.prepare(list, content, scale: scale, buffer: buffer, needsBounds: tracks)
        rasterizer.prepare(overlayList, overlay, scale: scale, buffer: buffer, needsBounds: tracks)
        if tracks, previousFrame == key {
            planFrame(list.commands, overlayList.commands)
            let pixels = buffer.width * buffer.height
            if Double(damage.pixelCount) < Self.fullRedrawShare * Double(pixels) {
                drewWholeFrame = false
                if shift.isMoving { move(buffer) }
            }
        }
        let areas = drewWholeFrame ? nil : damage
        if areas?.isEmpty != true {
            rasterizer.draw(list, content, into: buffer, scale: scale, background: background.premultipliedARGB, areas: areas)
            if !overlayList.isEmpty {
                rasterizer.draw(overlayList, overlay, into: buffer, scale: scale, background: nil, areas: areas)
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
    }

    /// The next frame is drawn whole (the buffer was drawn into by something else).
    public func forgetPreviousFrame() {
        previousFrame = nil
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

    /// Moves the pixels of the shift's destination from where they were, row by row in the order
    /// that reads every source row before it is written; kept rows stay.
    private func move(_ buffer: PixelBuffer) {
        let destination = shift.destination, offset = shift.move, kept = shift.keptRows
        let width = buffer.width, base = buffer.pixels.baseAddress!
        let bytes = destination.width * MemoryLayout<UInt32>.stride
        func copy(_ y: Int) {
            let target = base + y * width + destination.minX
            memmove(target, target - offset.y * width - offset.x, bytes)
        }
        var keptIndex = offset.y > 0 ? kept.count - 1 : 0
        if offset.y > 0 {
            for y in stride(from: destination.maxY - 1, through: destination.minY, by: -1) {
                while keptIndex >= 0, kept[keptIndex].lowerBound > y { keptIndex -= 1 }
                if keptIndex >= 0, kept[keptIndex].contains(y) { continue }
                copy(y)
            }
        } else {
            for y in destination.minY..<destination.maxY {
                while keptIndex < kept.count, kept[keptIndex].upperBound <= y { keptIndex += 1 }
                if keptIndex < kept.count, kept[keptIndex].contains(y) { continue }
                copy(y)
            }
        }
        movedRows = destination.minY..<destination.maxY
    }

    private func remember(_ commands: [DrawCommand], in list: inout [DrawCommand]) {
        list.removeAll(keepingCapacity: true)
        list.append(contentsOf: commands)
    }
}
