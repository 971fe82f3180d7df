/// Samples a backdrop (`BackdropImage`) into device rows: each row of the material blends the two
/// grid rows it falls between, already sampled up across the material's width, with one weight for
/// the whole row (four pixels at a time through the rows' pairs, `BackdropRowPairs`, bit for bit
/// `Blend.lerp`).
struct BackdropSampler: RowSampler {
    /// The sampled-up grid rows, from grid row `firstRow`, `width` pixels each from device x `originX`.
    let rows: UnsafePointer<UInt32>
    /// The same rows as pairs (`BackdropRowPairs`): pair `j` blends rows `j` and `j + 1`.
    let pairs: UnsafePointer<UInt32>
    let firstRow: Int
    let width: Int
    let originX: Int
    let geometry: BackdropGeometry

    func samples(y: Int, start: Int, end: Int, scratch: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32> {
        let (row, column, weight) = source(y: y, start: start)
        let top = rows + row * width + column
        guard weight > 0 else { return top }
        let out = scratch + start
        blend(row, column, top, weight: weight, count: end - start, into: out)
        return UnsafePointer(out)
    }

    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>) {
        let (row, column, weight) = source(y: y, start: start)
        let top = rows + row * width + column
        if weight > 0 {
            blend(row, column, top, weight: weight, count: end - start, into: destination)
        } else {
            Blend.copySpan(destination, from: top, count: end - start)
        }
    }

    /// The sampled-up grid row above device row `y` (counted from `firstRow`), the column of `start`
    /// in it, and the weight (0...256) of the row below it (0 past the last).
    private func source(y: Int, start: Int) -> (row: Int, column: Int, weight: UInt32) {
        let (j, weight) = BackdropImage.position(y, origin: geometry.area.minY, factor: geometry.factor,
                                                 last: geometry.gridHeight - 1)
        return (j - firstRow, start - originX, j + 1 < geometry.gridHeight ? weight : 0)
    }

    /// `count` pixels of sampled-up rows `row` and `row + 1` from `column` (`top` is its first),
    /// blended with `weight` (0...256) of the second, into `out`.
    @inline(__always)
    private func blend(_ row: Int, _ column: Int, _ top: UnsafePointer<UInt32>, weight: UInt32, count: Int,
                       into out: UnsafeMutablePointer<UInt32>) {
        var x = BackdropRowPairs.blend(pairs + row * 4 * width + column, width: width, weight: weight, count: count, into: out)
        while x < count {
            out[x] = Blend.lerp(top[x], top[width + x], weight)
            x += 1
        }
    }

    /// `Blend.lerp` of four pixels, `take` (0...256, with `keep` = 256 − it) of `b`: every channel
    /// product with its rounding fits a 16-bit lane (255 × 256 + 128).
    @inline(__always)
    static func lerp(_ a: PixelVector.Pixels, _ b: PixelVector.Pixels, _ keep: PixelVector.Channels,
                             _ take: PixelVector.Channels) -> PixelVector.Pixels {
        let mask = PixelVector.Pixels(repeating: Blend.laneMask)
        let rb = (unsafeBitCast(a & mask, to: PixelVector.Channels.self) &* keep
                  &+ unsafeBitCast(b & mask, to: PixelVector.Channels.self) &* take &+ 128) &>> 8
        let ag = (unsafeBitCast((a &>> 8) & mask, to: PixelVector.Channels.self) &* keep
                  &+ unsafeBitCast((b &>> 8) & mask, to: PixelVector.Channels.self) &* take &+ 128) & 0xFF00
        return unsafeBitCast(rb | ag, to: PixelVector.Pixels.self)
    }
}
