import Graphics

/// Decides what a frame drawn in part does with each backdrop of its content list (`BackdropPlan`)
/// and adds to the damage the pixels that needs drawn:
///
/// - when its input (what the commands before it draw in the area its blur reads) is the last
///   frame's, its image stays and only its damaged pixels are drawn;
/// - otherwise it is made again from its row sums (`BackdropRowSums`): a row whose input only moved
///   with the scrolled content (or did not change) keeps its sums, moved by as many rows; every
///   other row of the area is read from the buffer. The buffer holds a row's input where the frame
///   draws it up to the backdrop (the damage, which this adds to) and where nothing after the
///   backdrop draws (there a pixel kept or moved by the frame is the input), so only rows under
///   later commands are added; and the material's own pixels are drawn again.
///
///     area ┌──────────────┐
///          │ written      │  drawn; sums moved where the content under it only moved
///          ├──────────────┤
///          │ reach        │  sums moved; rows that came in or changed are read, drawn first
///          └──────────────┘  only where something is drawn over them after the backdrop
///
/// A row's input counts as moved where `FrameShift` copies its pixels and no command before the
/// backdrop changed there (`FrameShift.addDamage(_:before:oldEnd:to:)`), nor the material of an
/// earlier backdrop made again. Storage is reused from frame to frame.
struct BackdropPlanner {
    private(set) var plan = BackdropPlan()
    /// Where the input of the backdrop being planned may differ from the last frame's, moved.
    private var inputDamage = DamageRegion()
    /// Scratch: rows whose sums cannot move, rows they can, rows where they stay, rows under later
    /// commands, the rows not read (moved or kept).
    private var excluded: [Range<Int>] = [], moved: [Range<Int>] = [], kept: [Range<Int>] = [], blocked: [Range<Int>] = []
    private var unread: [Range<Int>] = []
    /// Scratch: the blocks read in moved rows.
    private var patches: [PixelRect] = []
    /// The material rects of the backdrops planned so far that are made again, and their areas.
    private var remade: [PixelRect] = [], made: [PixelRect] = []
    /// Scratch: a cover cut around the patches; the last frame's backdrops' command indices.
    private var pieces: [PixelRect] = [], oldIndices: [Int] = []

    /// Plans every backdrop of `content` (prepared and paired with the last frame's) in a buffer of
    /// `bounds` at `scale`, after the move `shift` (planned, its damage in `damage`); `backdrops`
    /// holds the images of the last frame's list and `overlayBounds` the overlay's commands' pixels.
    mutating func plan(_ content: FrameShift.Lists, overlayBounds: [PixelRect], shift: inout FrameShift,
                       backdrops: BackdropSet, scale: Double, bounds: PixelRect, damage: inout DamageRegion) {
        plan.removeAll()
        remade.removeAll(keepingCapacity: true)
        made.removeAll(keepingCapacity: true)
        oldIndices.removeAll(keepingCapacity: true)
        for (index, command) in content.old.enumerated() where command.isBackdrop { oldIndices.append(index) }
        let contexts = content.newCuller.contexts
        BackdropDamage.forEachBackdrop(of: content.new, contexts: contexts, scale: scale, bounds: bounds) { found in
            guard let geometry = found.geometry else {
                plan.append(.none)
                return
            }
            let j = found.index, area = geometry.area, command = content.new[j]
            // Its pair, or, when only its corners or opacity changed (a bar's background fading in),
            // the last frame's backdrop of its place among them.
            var i = content.matcher.newToOld[j]
            if i < 0, found.ordinal < oldIndices.count, content.matcher.oldToNew[oldIndices[found.ordinal]] < 0 {
                i = oldIndices[found.ordinal]
            }
            let isPaired = i >= 0 && content.old[i].isBackdrop && contexts[j].offset == content.oldCuller.contexts[i].offset
            let isSame = isPaired && content.old[i].hasSameBackdropImage(as: command)
            let isMoved = shift.isMoving && shift.area.intersects(area)
            inputDamage.removeAll()
            for rect in remade where rect.intersects(area) { inputDamage.insert(rect) }
            if isPaired { shift.addDamage(content, before: j, oldEnd: i, to: &inputDamage) }
            if isSame && !isMoved && !inputDamage.intersects(area) && backdrops.canKeep(ordinal: found.ordinal, command: command) {
                plan.append(.image)
                return
            }
            remade.append(geometry.written)
            moved.removeAll(keepingCapacity: true)
            kept.removeAll(keepingCapacity: true)
            patches.removeAll(keepingCapacity: true)
            var dy = 0
            // The last frame's backdrop of its place, the same or only grown or shrunk (a collapsing
            // bar's material): the rows its image holds keep or move their sums.
            let isItsPlace = isSame || (isPaired && found.ordinal < oldIndices.count && oldIndices[found.ordinal] == i)
            if isItsPlace, let held = backdrops.heldRows(ordinal: found.ordinal, command: content.old[i], geometry: geometry) {
                dy = isMoved ? shift.move.y : 0
                findMovedRows(of: geometry, held: held, shift: shift, isMoved: isMoved)
            }
            plan.append(.rows(dy: dy), movedRows: moved, keptRows: kept, patches: patches)
            unread.removeAll(keepingCapacity: true)
            for rows in moved { FrameShift.add(rows, to: &unread) }
            for rows in kept { FrameShift.add(rows, to: &unread) }
            addCovers(of: found.index, command: command, geometry: geometry, context: contexts[j], scale: scale)
            made.append(area)
            damage.insert(geometry.written)
            addBlockedReads(of: geometry, after: j, content, overlayBounds: overlayBounds, to: &damage)
        }
    }

    /// Fills `moved` with the rows of the area whose sums move: where the shift copies the area's
    /// rows from `dy` rows away (or, when `isMoved` is false, the area is outside the shift's),
    /// minus the kept rows; `kept` with the rows the shift leaves alone (outside its area: a bar's
    /// rows above a scrolled list that starts below it); and `patches` with the blocks there that
    /// `inputDamage` touches in those rows or that reach past the columns the shift copies (a canvas
    /// wider than the scrolled view). A row moves or stays only from a row of `held` (the last area's rows).
    private mutating func findMovedRows(of geometry: BackdropGeometry, held: Range<Int>, shift: FrameShift, isMoved: Bool) {
        let area = geometry.area
        var rows = area.minY..<area.maxY
        rows = rows.clamped(to: held)
        excluded.removeAll(keepingCapacity: true)
        if isMoved {
            let destination = shift.destination, dy = shift.move.y
            let top = max(area.minY, destination.minY, held.lowerBound + dy)
            let bottom = min(area.maxY, destination.maxY, held.upperBound + dy)
            // No row of the area comes from a row the shift copies (a sheet's list scrolled below a
            // status bar's area): only the rows outside the shift's area keep their sums.
            rows = shift.move.x == 0 && top < bottom ? top..<bottom : area.minY..<area.minY
            if !rows.isEmpty {
                for kept in shift.keptRows { FrameShift.add(kept, to: &excluded) }
                if area.minX < destination.minX { addPatch(area.minX..<min(destination.minX, area.maxX), rows: rows, of: geometry) }
                if destination.maxX < area.maxX { addPatch(max(destination.maxX, area.minX)..<area.maxX, rows: rows, of: geometry) }
            }
            let above = (area.minY..<max(area.minY, min(shift.area.minY, area.maxY))).clamped(to: held)
            let below = (min(area.maxY, max(shift.area.maxY, area.minY))..<area.maxY).clamped(to: held)
            if !above.isEmpty { kept.append(above) }
            if !below.isEmpty { kept.append(below) }
        }
        CoveredRowList.forEachRun(of: rows, outside: excluded[...]) { moved.append($0) }
        guard !moved.isEmpty || !kept.isEmpty else {
            patches.removeAll(keepingCapacity: true)
            return
        }
        // Only in rows whose sums move or stay: the others (rows the move exposed) are read whole.
        inputDamage.forEachRect { rect in
            let inside = rect.intersection(area)
            guard !inside.isEmpty else { return }
            addPatch(inside, within: moved, of: geometry)
            addPatch(inside, within: kept, of: geometry)
        }
    }

    /// Adds the blocks of `geometry` that `rect`'s columns fall in, over its rows inside `runs`, to `patches`.
    private mutating func addPatch(_ rect: PixelRect, within runs: [Range<Int>], of geometry: BackdropGeometry) {
        let rows = rect.minY..<rect.maxY
        for run in runs where run.overlaps(rows) { addPatch(rect.minX..<rect.maxX, rows: run.clamped(to: rows), of: geometry) }
    }

    /// Adds the blocks of `geometry` that columns `columns` fall in, over `rows`, to `patches`.
    private mutating func addPatch(_ columns: Range<Int>, rows: Range<Int>, of geometry: BackdropGeometry) {
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let blocks = BackdropRowSums.columns(BackdropRowSums.blocks(columns, of: geometry), of: geometry)
        patches.append(PixelRect(minX: blocks.lowerBound, minY: rows.lowerBound, maxX: blocks.upperBound, maxY: rows.upperBound))
    }

    /// Adds to the plan the pixels of backdrop `index`'s material that it covers opaquely (its
    /// interior, at full opacity, outside rounded clips) in rows whose sums move, outside the
    /// patches it reads and the areas of the backdrops before it that are made (which read what is
    /// drawn there before them).
    private mutating func addCovers(of index: Int, command: DrawCommand, geometry: BackdropGeometry, context: CommandContext,
                                    scale: Double) {
        guard case let .backdrop(rect, radii, _, opacity) = command, PixelMath.weight(Float(min(opacity, 1))) == 256,
              !context.isInRoundedClip, !unread.isEmpty else { return }
        let device = rect.scaled(scale).offsetBy(dx: Double(context.offset.x), dy: Double(context.offset.y))
        let interior = OcclusionCuller.interior(device, radii.scaled(scale)).intersection(context.clip)
            .intersection(geometry.written)
        guard !interior.isEmpty, !made.contains(where: { $0.intersects(interior) }) else { return }
        for rows in unread {
            let band = PixelRect(minX: interior.minX, minY: max(interior.minY, rows.lowerBound), maxX: interior.maxX,
                                 maxY: min(interior.maxY, rows.upperBound))
            guard !band.isEmpty else { continue }
            pieces.removeAll(keepingCapacity: true)
            pieces.append(band)
            for patch in patches where patch.intersects(band) {
                var k = 0
                while k < pieces.count {
                    let piece = pieces[k]
                    guard piece.intersects(patch) else {
                        k += 1
                        continue
                    }
                    pieces.remove(at: k)
                    piece.forEachPart(outside: patch) { pieces.insert($0, at: k) }
                }
            }
            for piece in pieces { plan.addCover(BandStart(rect: piece, index: index, isSeeded: false)) }
        }
    }

    /// Adds to `damage` what the backdrop reads (the rows whose sums do not move, across the area's
    /// columns, and the patches) in rows that a command after backdrop `index` or in the overlay
    /// draws over: there the buffer holds more than the input unless the rows are drawn up to the
    /// backdrop.
    private mutating func addBlockedReads(of geometry: BackdropGeometry, after index: Int, _ content: FrameShift.Lists,
                                          overlayBounds: [PixelRect], to damage: inout DamageRegion) {
        let area = geometry.area, bounds = content.newCuller.bounds
        blocked.removeAll(keepingCapacity: true)
        for k in (index + 1)..<bounds.count where bounds[k].intersects(area) {
            FrameShift.add(max(bounds[k].minY, area.minY)..<min(bounds[k].maxY, area.maxY), to: &blocked)
        }
        for bound in overlayBounds where bound.intersects(area) {
            FrameShift.add(max(bound.minY, area.minY)..<min(bound.maxY, area.maxY), to: &blocked)
        }
        for rows in blocked {
            CoveredRowList.forEachRun(of: rows, outside: unread[...]) { run in
                damage.insert(PixelRect(minX: area.minX, minY: run.lowerBound, maxX: area.maxX, maxY: run.upperBound))
            }
            for patch in patches where patch.minY < rows.upperBound && patch.maxY > rows.lowerBound {
                damage.insert(PixelRect(minX: patch.minX, minY: max(patch.minY, rows.lowerBound), maxX: patch.maxX,
                                        maxY: min(patch.maxY, rows.upperBound)))
            }
        }
    }
}
