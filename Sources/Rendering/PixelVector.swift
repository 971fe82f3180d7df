/// Four premultiplied ARGB8888 pixels at a time: the same arithmetic as `Blend`, bit for bit and for
/// every input, in 16-bit lanes (one channel each) instead of two channels per 32-bit multiply.
///
/// Every channel product of `Blend` fits 16 bits (255 × 255 + 128 for `over`, 255 × 256 + 128 for
/// `scale`) and its rounding step `(t + t >> 8) >> 8` never carries out of a channel, so each lane
/// gives exactly the channel the packed scalar code gives. SSE2 does 16-bit multiplies in one
/// instruction (`pmullw`), where 32-bit ones take two and shuffles.
enum PixelVector {
    typealias Pixels = SIMD4<UInt32>
    typealias Channels = SIMD8<UInt16>

    /// Pixels per vector.
    static let width = 4
    /// The red/blue (or alpha/green) channels of each pixel, as in `Blend.laneMask` (computed, so
    /// that it folds into a constant instead of a lazily initialised global).
    @inline(__always)
    private static var laneMask: Pixels { Pixels(repeating: 0x00FF_00FF) }

    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt32>) -> Pixels {
        UnsafeRawPointer(pointer).loadUnaligned(as: Pixels.self)
    }

    @inline(__always)
    static func store(_ pixels: Pixels, _ pointer: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: pixels, as: Pixels.self)
    }

    /// Four table entries, `table[indices[k]]` in lane `k`.
    @inline(__always)
    static func gather(_ table: UnsafePointer<UInt32>, _ i0: UInt8, _ i1: UInt8, _ i2: UInt8, _ i3: UInt8) -> Pixels {
        Pixels(table[Int(i0)], table[Int(i1)], table[Int(i2)], table[Int(i3)])
    }

    /// A factor (0...256) in every channel lane.
    @inline(__always)
    static func channels(_ factor: UInt32) -> Channels {
        Channels(repeating: UInt16(truncatingIfNeeded: factor))
    }

    /// `Blend.over` of each pixel.
    @inline(__always)
    static func over(_ source: Pixels, _ destination: Pixels) -> Pixels {
        let inverse = Pixels(repeating: 255) &- (source &>> 24)
        return over(source, inverseAlpha: unsafeBitCast(inverse | (inverse &<< 16), to: Channels.self), destination)
    }

    /// `Blend.over` of each pixel, with `255 − source alpha` of each pixel in its channel lanes.
    @inline(__always)
    static func over(_ source: Pixels, inverseAlpha: Channels, _ destination: Pixels) -> Pixels {
        var rb = unsafeBitCast(destination & laneMask, to: Channels.self) &* inverseAlpha &+ 128
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((destination &>> 8) & laneMask, to: Channels.self) &* inverseAlpha &+ 128
        ag = (ag &+ (ag &>> 8)) & 0xFF00
        return source &+ unsafeBitCast(rb | ag, to: Pixels.self)
    }

    /// `Blend.scale` of each pixel by the weight (0...256) in `weight`'s lanes.
    @inline(__always)
    static func scale(_ pixels: Pixels, by weight: Channels) -> Pixels {
        let rb = (unsafeBitCast(pixels & laneMask, to: Channels.self) &* weight &+ 128) &>> 8
        let ag = (unsafeBitCast((pixels &>> 8) & laneMask, to: Channels.self) &* weight &+ 128) & 0xFF00
        return unsafeBitCast(rb | ag, to: Pixels.self)
    }
}
