/// Passes of a box filter along the rows, then down the columns, of a plane of colours: boxes whose
/// variances add up to a Gaussian's make a Gaussian-like blur (`BackdropGeometry.boxWidths`), with
/// the edges clamped (the outermost value repeats). Every value is summed as a scalar would be, in
/// order (the window's first sum from its left or top end, then one value in and one out per
/// step), so the result is the same on every run. A pass down the columns runs across a whole row
/// at a time (every column's running sum side by side), reading a copy of the plane.
enum BoxBlur {
    typealias Colour = BackdropImage.Colour

    /// Blurs `plane` (`width` × `height`, rows one after the other) in place with one pass of each of
    /// `boxWidths` (odd) each way; `scratch` holds at least `width × (height + 1)` values (a copy
    /// of the plane and the running sums). Only the first `rows` rows (all when nil) are wanted:
    /// they come out as the whole blur gives them, the rows below are left half blurred.
    static func blur(_ plane: UnsafeMutablePointer<Colour>, width: Int, height: Int, boxWidths: SIMD3<Int>,
                     scratch: UnsafeMutablePointer<Colour>, rows: Int? = nil) {
        guard width > 0, height > 0 else { return }
        let (given, read) = passRows(for: rows ?? height, height: height, boxWidths: boxWidths)
        passAlongRows(plane, width: width, rows: 0..<read, boxWidths: boxWidths, line: scratch)
        passDownColumns(plane, width: width, height: height, columns: 0..<width, given: given, boxWidths: boxWidths,
                        scratch: scratch)
    }

    /// The passes along rows `rows` of the plane (each row on its own, so any split of the rows gives
    /// the same values); `line`: scratch for `width` values.
    static func passAlongRows(_ plane: UnsafeMutablePointer<Colour>, width: Int, rows: Range<Int>, boxWidths: SIMD3<Int>,
                              line: UnsafeMutablePointer<Colour>) {
        for index in 0..<3 where boxWidths[index] > 1 {
            for y in rows { passAlongRow(plane + y * width, count: width, boxWidth: boxWidths[index], line: line) }
        }
    }

    /// The passes down columns `columns` of the plane, pass `i` giving its first `given[i]` rows
    /// (`passRows`); each column on its own, so any split of the columns gives the same values.
    /// `scratch`: `width × (height + 1)` values, of which these columns' are used.
    static func passDownColumns(_ plane: UnsafeMutablePointer<Colour>, width: Int, height: Int, columns: Range<Int>,
                                given: SIMD3<Int>, boxWidths: SIMD3<Int>, scratch: UnsafeMutablePointer<Colour>) {
        guard !columns.isEmpty else { return }
        for index in 0..<3 where boxWidths[index] > 1 {
            passDownColumns(plane, width: width, height: height, columns: columns, rows: given[index],
                            boxWidth: boxWidths[index], scratch: scratch)
        }
    }

    /// For the first `rows` rows of a blur of a plane `height` rows high: the rows each pass down
    /// the columns gives (worked back from the last: a pass reads its radius of rows below the ones
    /// it gives, which the pass before must give), and the rows the first reads, which the passes
    /// along the rows (and what fills the plane) must give.
    static func passRows(for rows: Int, height: Int, boxWidths: SIMD3<Int>) -> (given: SIMD3<Int>, read: Int) {
        var given = SIMD3(repeating: height), wanted = min(max(rows, 0), height)
        for index in (0..<3).reversed() where boxWidths[index] > 1 {
            given[index] = wanted
            wanted = min(height, wanted + boxWidths[index] / 2)
        }
        return (given, wanted)
    }

    /// One box pass along `count` values in place (`line`: scratch for a copy of them).
    private static func passAlongRow(_ values: UnsafeMutablePointer<Colour>, count: Int, boxWidth: Int,
                                     line: UnsafeMutablePointer<Colour>) {
        line.update(from: values, count: count)
        let radius = boxWidth / 2, last = count - 1, scale = 1 / Float(boxWidth)
        var sum = Colour()
        for k in -radius...radius { sum += line[min(max(k, 0), last)] }
        for i in 0..<count {
            values[i] = sum * scale
            sum += line[min(i + radius + 1, last)] - line[max(i - radius, 0)]
        }
    }

    /// One box pass down columns `columns` of the plane at once, row by row, from a copy of the rows
    /// it reads (`scratch`: `width × height` values for the copy, then `width` running sums, each
    /// column in its own place); only its first `rows` rows are given (the rows from `rows` + its
    /// radius on are not read).
    private static func passDownColumns(_ plane: UnsafeMutablePointer<Colour>, width: Int, height: Int, columns: Range<Int>,
                                        rows: Int, boxWidth: Int, scratch: UnsafeMutablePointer<Colour>) {
        guard rows > 0 else { return }
        let first = columns.lowerBound, count = columns.count
        let copy = scratch + first, sums = scratch + width * height + first, plane = plane + first
        let radius = boxWidth / 2, last = height - 1, scale = 1 / Float(boxWidth)
        let copied = min(height, rows + radius)
        if count == width {
            copy.update(from: plane, count: width * copied)
        } else {
            for y in 0..<copied { (copy + y * width).update(from: plane + y * width, count: count) }
        }
        // The first row's sums, window row by window row in order, as down one column.
        sums.update(repeating: Colour(), count: count)
        for k in -radius...radius {
            let row = copy + min(max(k, 0), last) * width
            for x in 0..<count { sums[x] += row[x] }
        }
        // Each row: its sums scaled, then the next row's sums (one row in, one out).
        for i in 0..<(rows - 1) {
            let out = plane + i * width
            let incoming = copy + min(i + radius + 1, last) * width, outgoing = copy + max(i - radius, 0) * width
            for x in 0..<count {
                out[x] = sums[x] * scale
                sums[x] += incoming[x] - outgoing[x]
            }
        }
        let out = plane + (rows - 1) * width
        for x in 0..<count { out[x] = sums[x] * scale }
    }
}
