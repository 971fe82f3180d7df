/// Samples a backdrop (`BackdropImage`) into device rows: each row of the material blends the two
/// grid rows it falls between, already sampled up across the material's width, with one weight for
/// the whole row (four pixels at a time through the rows' pairs, `BackdropRowPairs`, bit for bit
/// `Blend.lerp`). Below full opacity the blended pixels go over the destination in the same pass.
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
        source(y: y, start: start).samples(count: end - start, into: scratch + start)
    }

    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>) {
        source(y: y, start: start).write(count: end - start, to: destination)
    }

    /// The rows' blend, scaled and blended over `destination` in one pass (`RowPair.blend`).
    func blend(y: Int, start: Int, end: Int, weight: UInt32, over destination: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>) {
        guard end > start, weight > 0 else { return }
        source(y: y, start: start).blend(count: end - start, opacity: weight, over: destination)
    }

    /// The sampled-up grid rows device row `y` falls between (counted from `firstRow`), from the
    /// column of `start`, with the weight (0...256) of the row below (0 past the last).
    private func source(y: Int, start: Int) -> RowPair {
        let (j, weight) = BackdropImage.position(y, origin: geometry.area.minY, factor: geometry.factor,
                                                 last: geometry.gridHeight - 1)
        let row = j - firstRow, column = start - originX
        return RowPair(top: rows + row * width + column, planes: pairs + row * 4 * width + column, width: width,
                       weight: j + 1 < geometry.gridHeight ? weight : 0)
    }

    /// Two sampled-up grid rows from one column (the second `width` pixels after the first) and the
    /// weight (0...256) of the second: at 0 the first row alone (which may be the last), otherwise
    /// their pair's planes (`BackdropRowPairs`), four pixels at a time, the last `count % 4` by
    /// `Blend.lerp`.
    struct RowPair {
        let top: UnsafePointer<UInt32>
        /// The pair's planes at the column (not read at weight 0).
        let planes: UnsafePointer<UInt32>
        let width: Int
        let weight: UInt32

        /// `count` pixels of the row: `top` at weight 0, otherwise blended into `out` (returned).
        @inline(__always)
        func samples(count: Int, into out: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32> {
            guard weight > 0 else { return top }
            write(count: count, to: out)
            return UnsafePointer(out)
        }

        /// `count` pixels of the row written to `destination`.
        @inline(__always)
        func write(count: Int, to destination: UnsafeMutablePointer<UInt32>) {
            guard weight > 0 else {
                Blend.copySpan(destination, from: top, count: count)
                return
            }
            var x = BackdropRowPairs.blend(planes, width: width, weight: weight, count: count, into: destination)
            while x < count {
                destination[x] = Blend.lerp(top[x], top[width + x], weight)
                x += 1
            }
        }

        /// `count` pixels of the row, each scaled by `opacity` (0...256) and blended over
        /// `destination`, with no store and load of the pixels in between: bit for bit `samples`
        /// through `Blend.blendSpan`, for opaque rows (`BackdropImage`'s are).
        @inline(__always)
        func blend(count: Int, opacity: UInt32, over destination: UnsafeMutablePointer<UInt32>) {
            guard count > 0, opacity > 0 else { return }
            // Opaque pixels at full opacity replace what is under them.
            guard opacity < 256 else { return write(count: count, to: destination) }
            let top = top, planes = planes, width = width, weight = weight
            assert((0..<count).allSatisfy { top[$0] >> 24 == 255 && (weight == 0 || top[width + $0] >> 24 == 255) },
                   "rows not opaque")
            var x: Int
            if weight > 0 {
                let take = PixelVector.channels(weight), alphaGreen = PixelVector.Pixels(repeating: 0xFF00_FF00)
                x = Self.blendOpaque(count: count, opacity: opacity, over: destination) {
                    BackdropRowPairs.pixels(planes + $0, width: width, take: take, alphaGreen: alphaGreen)
                }
            } else {
                x = Self.blendOpaque(count: count, opacity: opacity, over: destination) { PixelVector.load(top + $0) }
            }
            while x < count {
                let pixel = weight > 0 ? Blend.lerp(top[x], top[width + x], weight) : top[x]
                destination[x] = Blend.over(Blend.scale(pixel, by: opacity), destination[x])
                x += 1
            }
        }

        /// Four opaque pixels at a time, `source(x)` from column `x`, scaled by `opacity` (1...255)
        /// and laid over `destination`. Scaled, they all have one alpha (white's scaled), so one
        /// inverse alpha serves the row. The last `count % 4` are left to the caller; returns how
        /// many it blended.
        @inline(__always)
        private static func blendOpaque(count: Int, opacity: UInt32, over destination: UnsafeMutablePointer<UInt32>,
                                        _ source: (Int) -> PixelVector.Pixels) -> Int {
            let opacities = PixelVector.channels(opacity)
            let inverseAlpha = PixelVector.channels(255 - Blend.scale(0xFF00_0000, by: opacity) >> 24)
            // The last group's start, counted without overflow checks (as `BackdropRowPairs.blend`).
            let last = count &- PixelVector.width
            var x = 0
            while x <= last {
                let pixels = PixelVector.scale(source(x), by: opacities)
                PixelVector.store(PixelVector.over(pixels, inverseAlpha: inverseAlpha, PixelVector.load(destination + x)),
                                  destination + x)
                x &+= PixelVector.width
            }
            return x
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
