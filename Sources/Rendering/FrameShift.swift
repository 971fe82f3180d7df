import Graphics

/// What a frame keeps of the previous frame's pixels when content moved by whole pixels (a scroll
/// view's content, and views laid out from its offset, in translation groups whose offsets changed
/// by the same `move`): the pixels of `area` (the clip the moved groups are drawn in) are moved by
/// `move`, except the `keptRows` (rows where something still, opaque and across the area lies over
/// the moved content: they keep their pixels), and `addDamage` lists every pixel the move cannot
/// give (rows exposed by it, the still commands over or under the moved ones, what changed).
///
///     old frame            new frame (move = 0, −3 px)
///     ┌─ area ───────┐     ┌─ area ───────┐
///     │ bar (still)  │     │ bar          │ ← damage: the bar's rows and where its old pixels land
///     │ row 4        │ ──► │ row 4 (moved)│ ← copied from 3 px below
///     │ row 5        │     │ row 5        │
///     │ ...          │     │ exposed      │ ← damage: rows the move brought in
///     └──────────────┘     └──────────────┘
///
/// A pixel is copied only when every command over it in the new frame is its old command moved by
/// `move` (equal in the group's own coordinates, which the rasterizer draws bit for bit the same
/// wherever the group is), or a still command that adds the same to every pixel of the area (a
/// solid fill across it), or a still command hidden under moved opaque content (a map under a
/// moving sheet); everything else is drawn again. Storage is reused: planning allocates nothing.
struct FrameShift {
    /// The pixels that move (buffer pixels); empty when nothing moves.
    private(set) var area = PixelRect.empty
    /// How far they move.
    private(set) var move = PixelOffset.zero
    /// Rows (sorted, disjoint) whose pixels stay where they are: still opaque commands over the
    /// moved content cover the area's width there.
    private(set) var keptRows: [Range<Int>] = []

    /// The moves of the candidate groups: their move, the intersection of their clips, false when
    /// one is inside a rounded clip (whose anti-aliased edge does not move) or its clip changed, and
    /// the pixels of the commands that moved by as much.
    private var candidates: [(move: PixelOffset, clip: PixelRect, isValid: Bool, pixels: Int)] = []
    /// Scratch: rows hidden from the command being looked at.
    private var hiddenRows: [Range<Int>] = []
    /// Per command of the new content list: true when it lies in a group that moves with `move` and
    /// sits inside still groups (a command of a moved group nested differently is not moved).
    private var isInMovedGroup: [Bool] = []

    init() {
        candidates.reserveCapacity(8)
        keptRows.reserveCapacity(16)
        hiddenRows.reserveCapacity(32)
    }

    /// True when a part of the frame is copied from the previous one.
    var isMoving: Bool { move != .zero && !destination.isEmpty }

    /// The pixels copied: the area where the area moved by `move` still lies.
    var destination: PixelRect { area.intersection(area.offsetBy(move)) }

    /// The previous frame's lists (`old`) and this frame's (`new`), prepared (their cullers hold the
    /// bounds, interiors and contexts), and how their commands pair up.
    struct Lists {
        let old: [DrawCommand]
        let oldCuller: OcclusionCuller
        let new: [DrawCommand]
        let newCuller: OcclusionCuller
        let matcher: CommandMatcher
    }

    /// Chooses the move: among the translation groups whose offset changed while the groups around
    /// them stayed, the move whose commands cover the most pixels (the scrolled content, not a group
    /// that moved out of sight); its area is the intersection of the clips those groups are in.
    mutating func plan(_ content: Lists, overlay: Lists) {
        area = .empty
        move = .zero
        keptRows.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        let old = content.old, new = content.new
        let oldContexts = content.oldCuller.contexts, newContexts = content.newCuller.contexts
        for j in new.indices {
            guard case let .pushTranslation(newOffset) = new[j] else { continue }
            let i = content.matcher.newToOld[j]
            guard i >= 0, case let .pushTranslation(oldOffset) = old[i], newContexts[j].offset == oldContexts[i].offset else { continue }
            let moved = newOffset - oldOffset
            guard moved != .zero else { continue }
            let isValid = !newContexts[j].isInRoundedClip && newContexts[j].clip == oldContexts[i].clip
            if let index = candidates.firstIndex(where: { $0.move == moved }) {
                candidates[index].clip = candidates[index].clip.intersection(newContexts[j].clip)
                candidates[index].isValid = candidates[index].isValid && isValid
            } else {
                candidates.append((moved, newContexts[j].clip, isValid, 0))
            }
        }
        guard !candidates.isEmpty else { return }
        // The pixels each move carries (commands nested in groups that moved otherwise count too:
        // a rough weight, only to choose).
        for j in new.indices {
            guard let moved = Self.displacement(of: j, content), moved != .zero,
                  let index = candidates.firstIndex(where: { $0.move == moved }) else { continue }
            candidates[index].pixels += content.newCuller.bounds[j].area
        }
        var best = 0
        for candidate in candidates where candidate.isValid && candidate.pixels > best
            && !candidate.clip.intersection(candidate.clip.offsetBy(candidate.move)).isEmpty {
            best = candidate.pixels
            area = candidate.clip
            move = candidate.move
        }
        guard isMoving else {
            area = .empty
            move = .zero
            return
        }
        markMovedGroups(content)
        findKeptRows(overlay, isOverlay: true)
        findKeptRows(content, isOverlay: false)
    }

    /// The displacement of new command `j` since the previous frame (nil when it is not paired).
    private static func displacement(of j: Int, _ lists: Lists) -> PixelOffset? {
        let i = lists.matcher.newToOld[j]
        guard i >= 0 else { return nil }
        return lists.newCuller.contexts[j].offset - lists.oldCuller.contexts[i].offset
    }

    /// Marks the commands of the groups that moved by `move` inside still groups, and what they hold.
    private mutating func markMovedGroups(_ content: Lists) {
        let contexts = content.newCuller.contexts
        isInMovedGroup.removeAll(keepingCapacity: true)
        for j in content.new.indices {
            let parent = contexts[j].parent
            var inMoved = parent >= 0 && isInMovedGroup[parent]
            let i = content.matcher.newToOld[j]
            if !inMoved, i >= 0, case let .pushTranslation(newOffset) = content.new[j], case let .pushTranslation(oldOffset) = content.old[i],
               contexts[j].offset == content.oldCuller.contexts[i].offset {
                inMoved = newOffset - oldOffset == move
            }
            isInMovedGroup.append(inMoved)
        }
    }

    /// True when new command `j` draws something and moved with the move (never in the overlay).
    private func isMoved(_ j: Int, _ lists: Lists, isOverlay: Bool) -> Bool {
        isMoving && !isOverlay && j < isInMovedGroup.count && isInMovedGroup[j] && !lists.newCuller.bounds[j].isEmpty
            && Self.displacement(of: j, lists) == move
    }

    /// Rows where a still opaque command after every moved one spans the area.
    private mutating func findKeptRows(_ lists: Lists, isOverlay: Bool) {
        let last = isOverlay ? -1 : (lists.new.indices.last { isMoved($0, lists, isOverlay: false) } ?? lists.new.count)
        for j in lists.new.indices where j > last && Self.displacement(of: j, lists) == .zero {
            let interior = lists.newCuller.interiors[j]
            if !interior.isEmpty && interior.minX <= area.minX && interior.maxX >= area.maxX {
                Self.add(interior.minY..<interior.maxY, to: &keptRows)
            }
        }
    }

    /// Adds every pixel this frame must draw to `damage`: with a move, the rows it exposes and what
    /// the move cannot give; without, the old and new bounds of every command that changed.
    mutating func addDamage(_ content: Lists, overlay: Lists, to damage: inout DamageRegion) {
        if isMoving { addExposed(to: &damage) }
        addDamage(overlay, isOverlay: true, to: &damage)
        addDamage(content, isOverlay: false, to: &damage)
    }

    /// Adds to `damage` every pixel where what the content's commands before new command `newEnd`
    /// (old command `oldEnd`, its pair) draw may differ from what the old ones drew there moved by
    /// `move`: the input of a backdrop at `newEnd` (`BackdropPlanner`). Meaningful inside the
    /// backdrop's area, where no later command covers the ones before it (`OcclusionCuller`); the
    /// kept rows, which do not move, are not included.
    mutating func addDamage(_ content: Lists, before newEnd: Int, oldEnd: Int, to damage: inout DamageRegion) {
        if isMoving { addExposed(to: &damage) }
        addDamage(content, isOverlay: false, newEnd: newEnd, oldEnd: oldEnd, to: &damage)
    }

    /// The area's pixels that have no source inside it (outside the kept rows).
    private func addExposed(to damage: inout DamageRegion) {
        let copied = destination
        if move.y != 0 {
            let rows = move.y > 0 ? area.minY..<copied.minY : copied.maxY..<area.maxY
            insert(PixelRect(minX: area.minX, minY: rows.lowerBound, maxX: area.maxX, maxY: rows.upperBound), minus: keptRows, into: &damage)
        }
        if move.x != 0 {
            let columns = move.x > 0 ? area.minX..<copied.minX : copied.maxX..<area.maxX
            insert(PixelRect(minX: columns.lowerBound, minY: copied.minY, maxX: columns.upperBound, maxY: copied.maxY), minus: keptRows,
                   into: &damage)
        }
    }

    /// A command's pixels need drawing again only where it shows: rows where later opaque commands
    /// cover its whole width (`OcclusionCuller.coveredRows`) are explained by those commands (moved
    /// ones carry their pixels along, still or changed ones are drawn again for themselves), so
    /// they are left out; a command the culler hides draws nothing.
    /// Only commands before `newEnd` (new) and `oldEnd` (old) count when given.
    private mutating func addDamage(_ lists: Lists, isOverlay: Bool, newEnd: Int? = nil, oldEnd: Int? = nil,
                                    to damage: inout DamageRegion) {
        let newCuller = lists.newCuller, oldCuller = lists.oldCuller
        let newBounds = newCuller.bounds, oldBounds = oldCuller.bounds
        let copied = destination, moving = isMoving
        let newCount = newEnd ?? lists.new.count, oldCount = oldEnd ?? lists.old.count
        for j in 0..<newCount {
            let bound = newBounds[j], i = lists.matcher.newToOld[j]
            // Paired with an old command past `oldEnd`: not among the old ones counted, so added.
            guard i >= 0 && i < oldCount else {
                add(bound, newCuller, j, to: &damage)       // added or changed
                continue
            }
            guard !bound.isEmpty || !oldBounds[i].isEmpty else { continue }
            let moved = newCuller.contexts[j].offset - oldCuller.contexts[i].offset
            if moved == .zero && bound == oldBounds[i] {
                // Still: only its pixels in the copied part, or copied from it, need drawing again;
                // kept rows keep their pixels whatever is under them.
                guard moving, bound.intersects(copied) || bound.intersects(copied.offsetBy(PixelOffset.zero - move)) else { continue }
                if newCuller.solidRects[j].contains(area) { continue }   // the same colour over all of it
                add(bound.intersection(copied), newCuller, j, keepingKeptRows: true, to: &damage)
                add(bound.offsetBy(move).intersection(copied), oldCuller, i, movedBy: move.y, keepingKeptRows: true, to: &damage)
            } else if isMoved(j, lists, isOverlay: isOverlay) {
                // Moved: its pixels in the area are copied; outside it (a group that moves with the
                // content but is not clipped by its view), its old and new pixels are drawn.
                if !area.contains(bound) || !area.contains(oldBounds[i]) {
                    add(bound, newCuller, j, to: &damage)
                    add(oldBounds[i], oldCuller, i, to: &damage)
                }
            } else {
                add(bound, newCuller, j, to: &damage)
                add(oldBounds[i], oldCuller, i, to: &damage)
                if moving { add(oldBounds[i].offsetBy(move).intersection(copied), oldCuller, i, movedBy: move.y, to: &damage) }
            }
        }
        for i in 0..<oldCount where !oldBounds[i].isEmpty && !(0..<newCount).contains(lists.matcher.oldToNew[i]) {
            add(oldBounds[i], oldCuller, i, to: &damage)    // dropped or changed
            if moving { add(oldBounds[i].offsetBy(move).intersection(copied), oldCuller, i, movedBy: move.y, to: &damage) }
        }
    }

    /// Adds `rect`, a part of command `index`'s pixels in `culler`'s frame (moved by `dy` rows
    /// since), less the rows where that frame covered the command, and less the kept rows when asked.
    private mutating func add(_ rect: PixelRect, _ culler: OcclusionCuller, _ index: Int, movedBy dy: Int = 0,
                              keepingKeptRows: Bool = false, to damage: inout DamageRegion) {
        guard !rect.isEmpty, !culler.isHidden[index] else { return }
        let covered = culler.coveredRows.rows(of: index)
        if covered.isEmpty && !(keepingKeptRows && !keptRows.isEmpty) {
            damage.insert(rect)
            return
        }
        hiddenRows.removeAll(keepingCapacity: true)
        if keepingKeptRows { hiddenRows.append(contentsOf: keptRows) }
        for rows in covered { Self.add((rows.lowerBound + dy)..<(rows.upperBound + dy), to: &hiddenRows) }
        insert(rect, minus: hiddenRows, into: &damage)
    }

    /// Inserts the rows of `rect` outside `rows` (sorted, disjoint).
    private func insert(_ rect: PixelRect, minus rows: [Range<Int>], into damage: inout DamageRegion) {
        guard !rect.isEmpty else { return }
        var y = rect.minY
        for range in rows where range.upperBound > y {
            if range.lowerBound >= rect.maxY { break }
            if range.lowerBound > y { damage.insert(PixelRect(minX: rect.minX, minY: y, maxX: rect.maxX, maxY: range.lowerBound)) }
            y = range.upperBound
            if y >= rect.maxY { return }
        }
        damage.insert(PixelRect(minX: rect.minX, minY: y, maxX: rect.maxX, maxY: rect.maxY))
    }

    /// Adds `rows` to sorted, disjoint `ranges`, joining what overlaps or touches.
    static func add(_ rows: Range<Int>, to ranges: inout [Range<Int>]) {
        guard !rows.isEmpty else { return }
        var merged = rows
        var index = 0
        while index < ranges.count, ranges[index].upperBound < merged.lowerBound { index += 1 }
        while index < ranges.count, ranges[index].lowerBound <= merged.upperBound {
            merged = min(merged.lowerBound, ranges[index].lowerBound)..<max(merged.upperBound, ranges[index].upperBound)
            ranges.remove(at: index)
        }
        ranges.insert(merged, at: index)
    }
}

extension PixelRect {
    /// True when the two share a pixel.
    func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }
}
