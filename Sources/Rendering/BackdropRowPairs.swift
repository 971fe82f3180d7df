/// A backdrop's sampled-up grid rows (`BackdropImage`) as consecutive pairs, ready to be blended
/// with one multiply per channel. A device row between grid rows `a` and `b` (weight `w` of `b`,
/// 0...256) is, per channel, `(a × (256 − w) + b × w + 128) >> 8`, which is
/// `(a × 256 + 128 + (b − a) × w) >> 8`; in 16-bit lanes the wrapping sum gives the same bits, as
/// the true value lies in 0…65,408. So each pair keeps, per pixel, `a × 256 + 128` and `b − a` for
/// red-blue and for alpha-green, and a row costs one multiply and one add per lane instead of two
/// of each: bit for bit `Blend.lerp`. Made once per blur, read by every band; storage is reused.
///
///     pair j: four planes of `width` words, two 16-bit lanes each (as `Blend` splits a pixel)
///     ┌ a × 256 + 128, red-blue ┬ b − a, red-blue ┬ a × 256 + 128, alpha-green ┬ b − a, alpha-green ┐
final class BackdropRowPairs {
    private let planes = ScratchBuffer<UInt32>(capacity: 4096)

    /// The planes, pair after pair (`4 × width` words each).
    var pointer: UnsafePointer<UInt32> { UnsafePointer(planes.pointer) }

    /// Makes room for the pairs of `count` rows of `width` pixels.
    func reserve(count: Int, width: Int) {
        planes.reserve(max(1, max(count - 1, 0) * 4 * width))
    }

    /// Makes the pairs of the `count` rows at `rows`, `width` pixels each: pair `j` is rows `j` and
    /// `j + 1`; only columns `columns` (all when nil; starting at a multiple of four) after `reserve`.
    func make(from rows: UnsafePointer<UInt32>, count: Int, width: Int, columns: Range<Int>? = nil) {
        let pairs = max(count - 1, 0)
        if columns == nil { reserve(count: count, width: width) }
        let columns = columns ?? 0..<width
        let mask = PixelVector.Pixels(repeating: Blend.laneMask), half = PixelVector.Pixels(repeating: 0x0080_0080)
        let lastGroup = columns.upperBound &- PixelVector.width
        for j in 0..<pairs {
            let a = rows + j * width, b = a + width, out = planes.pointer + j * 4 * width
            var x = columns.lowerBound
            while x <= lastGroup {
                let first = PixelVector.load(a + x), second = PixelVector.load(b + x)
                let firstRB = first & mask, secondRB = second & mask
                let firstAG = (first &>> 8) & mask, secondAG = (second &>> 8) & mask
                PixelVector.store((firstRB &<< 8) | half, out + x)
                PixelVector.store(Self.difference(secondRB, firstRB), out + width + x)
                PixelVector.store((firstAG &<< 8) | half, out + 2 * width + x)
                PixelVector.store(Self.difference(secondAG, firstAG), out + 3 * width + x)
                x &+= PixelVector.width
            }
            while x < columns.upperBound {
                let first = a[x], second = b[x]
                out[x] = (first & Blend.laneMask) << 8 | 0x0080_0080
                out[width + x] = Self.difference(second & Blend.laneMask, first & Blend.laneMask)
                out[2 * width + x] = (first >> 8 & Blend.laneMask) << 8 | 0x0080_0080
                out[3 * width + x] = Self.difference(second >> 8 & Blend.laneMask, first >> 8 & Blend.laneMask)
                x += 1
            }
        }
    }

    /// `count` pixels of pair `planes` (its first word: its column 0) blended at `weight` (0...256,
    /// of the pair's second row) into `out`, four at a time; the last `count % 4` are left to the caller.
    /// Returns how many it wrote.
    @inline(__always)
    static func blend(_ planes: UnsafePointer<UInt32>, width: Int, weight: UInt32, count: Int,
                      into out: UnsafeMutablePointer<UInt32>) -> Int {
        let take = PixelVector.channels(weight), alphaGreen = PixelVector.Pixels(repeating: 0xFF00_FF00)
        // The last group's start, counted without overflow checks (the loop's own bookkeeping was a
        // third of its instructions).
        let last = count &- PixelVector.width
        var x = 0
        while x <= last {
            PixelVector.store(pixels(planes + x, width: width, take: take, alphaGreen: alphaGreen), out + x)
            x &+= PixelVector.width
        }
        return x
    }

    /// The four pixels of a pair from `planes` (its first word: their first column) blended at
    /// `take` (the weight in every lane), `alphaGreen` 0xFF00_FF00 in every lane.
    @inline(__always)
    static func pixels(_ planes: UnsafePointer<UInt32>, width: Int, take: PixelVector.Channels,
                       alphaGreen: PixelVector.Pixels) -> PixelVector.Pixels {
        let rb = channels(planes) &+ channels(planes + width) &* take
        let ag = channels(planes + 2 * width) &+ channels(planes + 3 * width) &* take
        return unsafeBitCast(rb &>> 8, to: PixelVector.Pixels.self) | unsafeBitCast(ag, to: PixelVector.Pixels.self) & alphaGreen
    }

    @inline(__always)
    private static func channels(_ pointer: UnsafePointer<UInt32>) -> PixelVector.Channels {
        unsafeBitCast(PixelVector.load(pointer), to: PixelVector.Channels.self)
    }

    /// `b − a` in each 16-bit lane, wrapping.
    @inline(__always)
    private static func difference(_ b: PixelVector.Pixels, _ a: PixelVector.Pixels) -> PixelVector.Pixels {
        unsafeBitCast(unsafeBitCast(b, to: PixelVector.Channels.self) &- unsafeBitCast(a, to: PixelVector.Channels.self),
                      to: PixelVector.Pixels.self)
    }

    /// `b − a` in each of the two 16-bit lanes of a word, wrapping.
    @inline(__always)
    private static func difference(_ b: UInt32, _ a: UInt32) -> UInt32 {
        let low = UInt16(truncatingIfNeeded: b) &- UInt16(truncatingIfNeeded: a)
        let high = UInt16(truncatingIfNeeded: b >> 16) &- UInt16(truncatingIfNeeded: a >> 16)
        return UInt32(high) << 16 | UInt32(low)
    }
}
