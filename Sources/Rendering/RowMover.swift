import Foundation

/// Gets the pixels a `FrameShift` moves where they go in the buffer that holds the previous frame:
/// by rotating the buffer's rows when the move spans the frame's width and that leaves few rows to
/// draw again (`PixelBuffer.rotateRows`), else by copying the rows that are not drawn again anyway.
/// Storage is reused.
struct RowMover {
    /// Drawing a row costs about this many copies of a row: a move by whole rows across the frame
    /// rotates the buffer's rows (drawing again the rows it leaves wrong) when that draws fewer than
    /// 1 / `rotationRowCost` of the rows it saves copying. From the bench at 390 × 844 @2: rotating
    /// gained where it redraws 0 rows for 1,688 (list) or 130 for 1,550 (the hovering banner), and
    /// lost where it redraws 270 for 1,418 (pull-promotion's bar) or 270 for 1,338 (the
    /// expandable bar): a ratio between 5 and 12.
    static let rotationRowCost = 8

    /// False: moves are always copies (tests turn rotations off to see the copies).
    var mayRotateRows = true
    /// True when this frame's move rotates the buffer's rows instead of copying them.
    private var rotates = false
    /// Rows the move leaves alone (kept, or drawn again anyway), reused.
    private var skippedRows: [Range<Int>] = []
    /// The kept rows a rotation copies back (sorted, disjoint), reused.
    private var restoredRows: [Range<Int>] = []

    /// Decides how the pixels `shift` moves get where they go in `buffer`: when they are whole rows
    /// across the frame, by rotating the buffer's rows (no pixel copied; every row outside the moved
    /// ones is then drawn again, and the kept rows are copied back from where the rotation took
    /// them) if that draws fewer rows than `rotationRowCost` times the rows it saves copying; else by
    /// copying them. Adds the rows a rotation makes wrong to `damage`.
    ///
    ///     before     rotated by −2         then
    ///     map 1      map 3                 map 3
    ///     map 2      map 4                 map 4
    ///     map 3      sheet 1               sheet 1   (drawn again: the sheet's old pixels
    ///     map 4      sheet 2               sheet 2    moved with the map)
    ///     sheet 1    map 1 (wrapped)       sheet 1   kept rows: copied from 2 rows above,
    ///     sheet 2    map 2 (wrapped)       sheet 2   the bottom one first
    mutating func choose(_ shift: FrameShift, buffer: PixelBuffer, damage: inout DamageRegion) {
        rotates = false
        restoredRows.removeAll(keepingCapacity: true)
        let destination = shift.destination
        guard mayRotateRows, shift.move.x == 0, destination.minX == 0, destination.maxX == buffer.width else { return }
        let area = shift.area, dy = shift.move.y
        var kept = 0, restored = 0, lost = 0
        for rows in shift.keptRows {
            kept += rows.clamped(to: destination.minY..<destination.maxY).count
            let inArea = rows.clamped(to: area.minY..<area.maxY)
            // After the rotation row y holds what row y − dy held: the kept rows' pixels are dy rows
            // away, unless that is past the frame's edge (then they wrapped around and are drawn again).
            if inArea.lowerBound + dy >= 0 && inArea.upperBound + dy <= buffer.height {
                restored += inArea.count
            } else {
                lost += inArea.count
            }
        }
        let redrawn = buffer.height - area.height + lost, copied = destination.height - kept
        guard redrawn * Self.rotationRowCost + restored < copied else { return }
        rotates = true
        damage.insert(rows: 0..<area.minY, width: buffer.width)
        damage.insert(rows: area.maxY..<buffer.height, width: buffer.width)
        for rows in shift.keptRows {
            let inArea = rows.clamped(to: area.minY..<area.maxY)
            if inArea.lowerBound + dy >= 0 && inArea.upperBound + dy <= buffer.height {
                if !inArea.isEmpty { restoredRows.append(inArea) }
            } else {
                damage.insert(rows: rows, width: buffer.width)
            }
        }
    }

    /// Moves the pixels of the shift's destination from where they were: a rotation of the rows
    /// (`choose`), or copies row by row in the order that reads every source row before it is
    /// written (kept rows stay, rows `damage` draws again across the destination's width are not copied).
    mutating func move(_ buffer: PixelBuffer, by shift: FrameShift, damage: DamageRegion) {
        let destination = shift.destination, offset = shift.move
        if rotates {
            buffer.rotateRows(by: offset.y)
            restoreKeptRows(buffer, dy: offset.y)
            return
        }
        skippedRows.removeAll(keepingCapacity: true)
        skippedRows.append(contentsOf: shift.keptRows)
        damage.forEachRect { rect in
            if rect.minX <= destination.minX && rect.maxX >= destination.maxX { FrameShift.add(rect.minY..<rect.maxY, to: &skippedRows) }
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

    /// Copies the kept rows back after a rotation by `dy` rows: row y from row y + dy, in the order
    /// that reads every row before it is written (from the bottom up when `dy` is negative).
    private func restoreKeptRows(_ buffer: PixelBuffer, dy: Int) {
        let bytes = buffer.width * MemoryLayout<UInt32>.stride
        if dy < 0 {
            for rows in restoredRows.reversed() {
                for y in rows.reversed() { memcpy(buffer.row(y), buffer.row(y + dy), bytes) }
            }
        } else {
            for rows in restoredRows {
                for y in rows { memcpy(buffer.row(y), buffer.row(y + dy), bytes) }
            }
        }
    }
}
