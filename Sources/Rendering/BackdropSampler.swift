/// Samples a backdrop (`BackdropImage`) into device rows: each row of the material blends the two
/// grid rows it falls between, already sampled up across the material's width, with one weight for
/// the whole row (four pixels at a time, bit for bit `Blend.lerp`).
struct BackdropSampler: RowSampler {
    /// The sampled-up grid rows, from grid row `firstRow`, `width` pixels each from device x `originX`.
    let rows: UnsafePointer<UInt32>
    let firstRow: Int
    let width: Int
    let originX: Int
    let geometry: BackdropGeometry

    func samples(y: Int, start: Int, end: Int, scratch: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32> {
        let (j, weight) = BackdropImage.position(y, origin: geometry.area.minY, factor: geometry.factor,
                                                 last: geometry.gridHeight - 1)
        let top = rows + (j - firstRow) * width + (start - originX)
        guard weight > 0, j + 1 < geometry.gridHeight else { return top }
        let bottom = top + width, count = end - start, out = scratch + start
        let keep = PixelVector.channels(256 - weight), take = PixelVector.channels(weight)
        var x = 0
        while x + PixelVector.width <= count {
            PixelVector.store(Self.lerp(PixelVector.load(top + x), PixelVector.load(bottom + x), keep, take), out + x)
            x += PixelVector.width
        }
        while x < count {
            out[x] = Blend.lerp(top[x], bottom[x], weight)
            x += 1
        }
        return UnsafePointer(out)
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
