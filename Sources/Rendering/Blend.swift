/// Premultiplied ARGB8888 arithmetic (`0xAARRGGBB`), two channels per multiply: red and blue travel
/// together in `p & 0x00FF00FF`, alpha and green in `(p >> 8) & 0x00FF00FF`.
///
/// Weights are 0...256 (256 = keep everything), alphas 0...255. The span functions are the fast paths
/// of the rasterizer; each is tested against a loop of `blendPixel`.
enum Blend {
    /// The red/blue (or alpha/green) lanes of a packed pixel.
    static let laneMask: UInt32 = 0x00FF_00FF
    /// Half of 256 in each lane, added before a `>> 8` to round to nearest.
    static let laneRounding: UInt32 = 0x0080_0080

    /// `pixel` with every channel multiplied by `weight / 256` (0...256), rounded to nearest.
    @inline(__always)
    static func scale(_ pixel: UInt32, by weight: UInt32) -> UInt32 {
        let rb = ((pixel & laneMask) &* weight &+ laneRounding) >> 8 & laneMask
        let ag = (((pixel >> 8) & laneMask) &* weight &+ laneRounding) & ~laneMask
        return ag | rb
    }

    /// Source-over of premultiplied pixels: `source + destination × (255 − source alpha) / 255`.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (source >> 24)
        var rb = (destination & laneMask) &* inverseAlpha &+ laneRounding
        rb = ((rb &+ ((rb >> 8) & laneMask)) >> 8) & laneMask
        var ag = ((destination >> 8) & laneMask) &* inverseAlpha &+ laneRounding
        ag = (ag &+ ((ag >> 8) & laneMask)) & ~laneMask
        return source &+ (rb | ag)
    }

    /// Linear interpolation of premultiplied pixels, `weight` (0...256) of `b`.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        let keep = 256 &- weight
        let rb = ((a & laneMask) &* keep &+ (b & laneMask) &* weight &+ laneRounding) >> 8 & laneMask
        let ag = (((a >> 8) & laneMask) &* keep &+ ((b >> 8) & laneMask) &* weight &+ laneRounding) & ~laneMask
        return ag | rb
    }

    /// The plain path: blends one premultiplied `source` over the pixel at `pointer`.
    @inline(__always)
    static func blendPixel(_ pointer: UnsafeMutablePointer<UInt32>, _ source: UInt32) {
        pointer.pointee = over(source, pointer.pointee)
    }

    /// Stores an opaque colour into `count` pixels (a memset-like loop).
    @inline(__always)
    static func fillSpanOpaque(_ start: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        guard count > 0 else { return }
        start.update(repeating: color, count: count)
    }

    /// Blends one constant premultiplied colour over `count` pixels.
    static func blendSpan(_ start: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        guard count > 0, color != 0 else { return }
        if color >> 24 == 255 {
            fillSpanOpaque(start, count: count, color: color)
            return
        }
        let inverseAlpha = 255 &- (color >> 24)
        let source = PixelVector.Pixels(repeating: color), inverse = PixelVector.channels(inverseAlpha)
        var first = 0
        while first + PixelVector.width <= count {
            let pixels = start + first
            PixelVector.store(PixelVector.over(source, inverseAlpha: inverse, PixelVector.load(pixels)), pixels)
            first += PixelVector.width
        }
        for i in first..<count {
            let d = start[i]
            var rb = (d & laneMask) &* inverseAlpha &+ laneRounding
            rb = ((rb &+ ((rb >> 8) & laneMask)) >> 8) & laneMask
            var ag = ((d >> 8) & laneMask) &* inverseAlpha &+ laneRounding
            ag = (ag &+ ((ag >> 8) & laneMask)) & ~laneMask
            start[i] = color &+ (rb | ag)
        }
    }

    /// Copies `count` opaque source pixels.
    @inline(__always)
    static func copySpan(_ destination: UnsafeMutablePointer<UInt32>, from source: UnsafePointer<UInt32>,
                         count: Int) {
        guard count > 0 else { return }
        destination.update(from: source, count: count)
    }

    /// Blends `count` source pixels, each scaled by `weight` (0...256), over the destination.
    /// Opaque source pixels at full weight are stored, transparent ones skipped (`over` gives the
    /// same, so groups of `PixelVector.width` blend every pixel).
    static func blendSpan(_ destination: UnsafeMutablePointer<UInt32>, from source: UnsafePointer<UInt32>,
                          count: Int, weight: UInt32) {
        guard count > 0, weight > 0 else { return }
        var first = 0
        if weight >= 256 {
            while first + PixelVector.width <= count {
                let pixels = destination + first
                PixelVector.store(PixelVector.over(PixelVector.load(source + first), PixelVector.load(pixels)), pixels)
                first += PixelVector.width
            }
        } else {
            let weights = PixelVector.channels(weight)
            while first + PixelVector.width <= count {
                let pixels = destination + first
                let scaled = PixelVector.scale(PixelVector.load(source + first), by: weights)
                PixelVector.store(PixelVector.over(scaled, PixelVector.load(pixels)), pixels)
                first += PixelVector.width
            }
        }
        if weight >= 256 {
            for i in first..<count {
                let s = source[i]
                if s >> 24 == 255 {
                    destination[i] = s
                } else if s != 0 {
                    destination[i] = over(s, destination[i])
                }
            }
        } else {
            for i in first..<count {
                let s = scale(source[i], by: weight)
                if s != 0 { destination[i] = over(s, destination[i]) }
            }
        }
    }

    /// Converts a premultiplied pixel back to straight-alpha channels (for tests and inspection).
    static func unpremultiply(_ pixel: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = pixel >> 24
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ value: UInt32) -> UInt8 { UInt8(min(255, (value * 255 + a / 2) / a)) }
        return (channel((pixel >> 16) & 0xFF), channel((pixel >> 8) & 0xFF), channel(pixel & 0xFF), UInt8(a))
    }
}
