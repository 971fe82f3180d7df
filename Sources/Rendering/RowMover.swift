import Foundation

/// Gets the pixels a `FrameShift` moves where they go in the buffer that holds the previous frame:
/// by rotating the buffer's rows when the move spans the frame's width and fewer rows stay than
/// move (`PixelBuffer.rotateRows`, then the staying rows copied back), else by copying the rows that
/// are not drawn again anyway. Either way no row is drawn again for the move's sake. Storage is reused.
struct RowMover {
    /// False: moves are always copies (tests turn rotations off to see the copies).
    var mayRotateRows = true
    /// True when this frame's move rotates the buffer's rows instead of copying them.
    private var rotates = false
    /// Rows a copying move leaves alone (kept, or drawn again anyway), reused.
    private var skippedRows: [Range<Int>] = []
    /// The rows a rotation copies back (sorted, disjoint), reused.
    private var restoredRows: [Range<Int>] = []
    /// The staying rows whose source a rotation wrapped around the frame's edge, saved before the
    /// others are copied back.
    private let wrapped = ScratchBuffer<UInt32>(capacity: 0)

    /// Decides how the pixels `shift` moves get where they go in `buffer`: when they are whole rows
    /// across the frame, by rotating the buffer's rows (no pixel copied) and then copying back the
    /// rows that stay (the kept rows, and the rows above and below the moved area) from where the
    /// rotation took them, if that copies fewer rows than the move would; else by copying the moved
    /// rows. A rotation leaves nothing to draw again: a row that stays and whose place the rotation
    /// wrapped around the frame's edge is copied back too (through `wrapped`, saved first).
    ///
    ///     before     rotated by −2         then
    ///     map 1      map 3                 map 3
    ///     map 2      map 4                 map 4
    ///     map 3      sheet 1               sheet 1   staying rows: copied from 2 rows above,
    ///     map 4      sheet 2               sheet 2   the bottom one first
    ///     sheet 1    map 1 (wrapped)       sheet 1
    ///     sheet 2    map 2 (wrapped)       sheet 2
    mutating func choose(_ shift: FrameShift, buffer: PixelBuffer) {
        rotates = false
        restoredRows.removeAll(keepingCapacity: true)
        let destination = shift.destination
        guard mayRotateRows, shift.move.x == 0, destination.minX == 0, destination.maxX == buffer.width else { return }
        let area = shift.area
        FrameShift.add(0..<min(area.minY, buffer.height), to: &restoredRows)
        FrameShift.add(max(area.maxY, 0)..<buffer.height, to: &restoredRows)
        for rows in shift.keptRows { FrameShift.add(rows.clamped(to: 0..<buffer.height), to: &restoredRows) }
        let restored = restoredRows.reduce(0) { $0 + $1.count }
        var kept = 0
        for rows in shift.keptRows { kept += rows.clamped(to: destination.minY..<destination.maxY).count }
        guard restored < destination.height - kept else {
            restoredRows.removeAll(keepingCapacity: true)
            return
        }
        rotates = true
    }

    /// Moves the pixels of the shift's destination from where they were: a rotation of the rows
    /// (`choose`), or copies row by row in the order that reads every source row before it is
    /// written (kept rows stay, rows `damage` draws again across the destination's width are not copied).
    mutating func move(_ buffer: PixelBuffer, by shift: FrameShift, damage: DamageRegion) {
        let destination = shift.destination, offset = shift.move
        if rotates {
            buffer.rotateRows(by: offset.y)
            restoreStayingRows(buffer, dy: offset.y)
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

    /// Copies the staying rows back after a rotation by `dy` rows: row y from row y + dy (wrapped
    /// around the frame), the rows whose source wrapped saved first, the others in the order that
    /// reads every row before it is written (from the bottom up when `dy` is negative).
    private mutating func restoreStayingRows(_ buffer: PixelBuffer, dy: Int) {
        let width = buffer.width, height = buffer.height, bytes = width * MemoryLayout<UInt32>.stride
        // Rows whose source lies across the frame's edge: their sources may be staying rows too.
        let wraps = dy < 0 ? 0..<min(-dy, height) : max(height - dy, 0)..<height
        var saved = 0
        wrapped.reserve(min(abs(dy), height) * width)
        for rows in restoredRows {
            for y in rows.clamped(to: wraps) {
                memcpy(wrapped.pointer + saved * width, buffer.row(((y + dy) % height + height) % height), bytes)
                saved += 1
            }
        }
        if dy < 0 {
            for rows in restoredRows.reversed() {
                for y in rows.reversed() where !wraps.contains(y) { memcpy(buffer.row(y), buffer.row(y + dy), bytes) }
            }
        } else {
            for rows in restoredRows {
                for y in rows where !wraps.contains(y) { memcpy(buffer.row(y), buffer.row(y + dy), bytes) }
            }
        }
        saved = 0
        for rows in restoredRows {
            for y in rows.clamped(to: wraps) {
                memcpy(buffer.row(y), wrapped.pointer + saved * width, bytes)
                saved += 1
            }
        }
    }
}
