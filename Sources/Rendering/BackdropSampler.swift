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
        let (top, weight) = source(y: y, start: start)
        guard weight > 0 else { return top }
        let out = scratch + start
        Self.lerp(top, top + width, weight: weight, count: end - start, into: out)
        return UnsafePointer(out)
    }

    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>) {
        let (top, weight) = source(y: y, start: start)
        if weight > 0 {
            Self.lerp(top, top + width, weight: weight, count: end - start, into: destination)
        } else {
            Blend.copySpan(destination, from: top, count: end - start)
        }
    }

    /// The sampled-up grid row above device row `y`, from column `start`, and the weight (0...256)
    /// of the row below it (0 past the last).
    private func source(y: Int, start: Int) -> (top: UnsafePointer<UInt32>, weight: UInt32) {
        let (j, weight) = BackdropImage.position(y, origin: geometry.area.minY, factor: geometry.factor,
                                                 last: geometry.gridHeight - 1)
        return (rows + (j - firstRow) * width + (start - originX), j + 1 < geometry.gridHeight ? weight : 0)
    }

    /// `count` pixels of `top` and `bottom` blended, `weight` (0...256) of `bottom`, into `out`.
    private static func lerp(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, weight: UInt32, count: Int,
                             into out: UnsafeMutablePointer<UInt32>) {
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
