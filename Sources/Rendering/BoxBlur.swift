/// Passes of a box filter along the rows, then down the columns, of a plane of colours: boxes whose
/// variances add up to a Gaussian's make a Gaussian-like blur (`BackdropGeometry.boxWidths`), with
/// the edges clamped (the outermost value repeats). Every channel is summed as a scalar would be, in
/// order, so the result is the same on every run.
enum BoxBlur {
    typealias Colour = BackdropImage.Colour

    /// Blurs `plane` (`width` × `height`, rows one after the other) in place with one pass of each of
    /// `boxWidths` (odd) each way; `line` is scratch of at least `max(width, height)` values.
    static func blur(_ plane: UnsafeMutablePointer<Colour>, width: Int, height: Int, boxWidths: SIMD3<Int>,
                     line: UnsafeMutablePointer<Colour>) {
        guard width > 0, height > 0 else { return }
        for index in 0..<3 where boxWidths[index] > 1 {
            for y in 0..<height { pass(plane + y * width, count: width, stride: 1, boxWidth: boxWidths[index], line: line) }
        }
        for index in 0..<3 where boxWidths[index] > 1 {
            for x in 0..<width { pass(plane + x, count: height, stride: width, boxWidth: boxWidths[index], line: line) }
        }
    }

    /// One box pass over `count` values `stride` apart.
    private static func pass(_ values: UnsafeMutablePointer<Colour>, count: Int, stride: Int, boxWidth: Int,
                             line: UnsafeMutablePointer<Colour>) {
        for i in 0..<count { line[i] = values[i * stride] }
        let radius = boxWidth / 2, last = count - 1, scale = 1 / Float(boxWidth)
        var sum = Colour()
        for k in -radius...radius { sum += line[min(max(k, 0), last)] }
        for i in 0..<count {
            values[i * stride] = sum * scale
            sum += line[min(i + radius + 1, last)] - line[max(i - radius, 0)]
        }
    }
}
