import XCTest
@testable import Rendering

/// The four-pixel arithmetic against `Blend`'s scalar functions, for every input (not only valid
/// premultiplied pixels), and the spans that use it against loops of `blendPixel` at every length.
final class PixelVectorTests: XCTestCase {
    private func lanes(_ pixels: PixelVector.Pixels) -> [UInt32] { [pixels[0], pixels[1], pixels[2], pixels[3]] }

    func testOverEqualsTheScalarOverForEveryAlphaAndChannel() {
        // Every source alpha against every destination channel value, in all four channels at once,
        // with arbitrary source channels (also above the alpha: invalid premultiplied pixels).
        var rng = SplitMix(state: 101)
        for alpha in UInt32(0)...255 {
            for channel in stride(from: UInt32(0), through: 255, by: 4) {
                let destinations = (0..<4).map { k in (channel + UInt32(k)) * 0x0101_0101 }
                let sources = (0..<4).map { _ in alpha << 24 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
                let vector = PixelVector.over(PixelVector.Pixels(sources[0], sources[1], sources[2], sources[3]),
                                              PixelVector.Pixels(destinations[0], destinations[1], destinations[2], destinations[3]))
                let scalar = (0..<4).map { Blend.over(sources[$0], destinations[$0]) }
                if lanes(vector) != scalar {
                    XCTFail("alpha \(alpha), channel \(channel): \(lanes(vector)) vs \(scalar)")
                    return
                }
            }
        }
    }

    func testOverAndScaleEqualTheScalarFunctionsForRandomWords() {
        var rng = SplitMix(state: 102)
        for _ in 0..<20_000 {
            let s = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            let d = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            let weight = UInt32.random(in: 0...256, using: &rng)
            let sv = PixelVector.Pixels(s[0], s[1], s[2], s[3]), dv = PixelVector.Pixels(d[0], d[1], d[2], d[3])
            XCTAssertEqual(lanes(PixelVector.over(sv, dv)), (0..<4).map { Blend.over(s[$0], d[$0]) })
            XCTAssertEqual(lanes(PixelVector.scale(sv, by: PixelVector.channels(weight))), s.map { Blend.scale($0, by: weight) })
        }
    }

    func testScaleEqualsTheScalarScaleForEveryWeightAndChannel() {
        for weight in UInt32(0)...256 {
            for channel in stride(from: UInt32(0), through: 255, by: 4) {
                let pixels = (0..<4).map { k in (channel + UInt32(k)) * 0x0101_0101 }
                let vector = PixelVector.scale(PixelVector.Pixels(pixels[0], pixels[1], pixels[2], pixels[3]),
                                               by: PixelVector.channels(weight))
                XCTAssertEqual(lanes(vector), pixels.map { Blend.scale($0, by: weight) }, "weight \(weight)")
            }
        }
    }

    func testBackdropRowPairsBlendLikeLerpForEveryWeightAndChannel() {
        // A backdrop's row pairs blended at every weight give `Blend.lerp` of the two rows: rows of
        // every channel value against reversed and random ones (any words, not only opaque pixels),
        // from every column offset, the pairs' widths not a multiple of four.
        var rng = SplitMix(state: 103)
        let width = 259
        let ramp = (0..<width).map { UInt32($0 % 256) * 0x0101_0101 }
        let rows = ramp + ramp.reversed() + (0..<width).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) } + ramp
        let pairs = BackdropRowPairs()
        rows.withUnsafeBufferPointer { rows in
            pairs.make(from: rows.baseAddress!, count: 4, width: width)
            var out = [UInt32](repeating: 0, count: width)
            for pair in 0..<3 {
                for weight in UInt32(0)...256 {
                    let offset = Int(weight) % 7, count = width - offset
                    let written = out.withUnsafeMutableBufferPointer {
                        BackdropRowPairs.blend(pairs.pointer + pair * 4 * width + offset, width: width, weight: weight,
                                               count: count, into: $0.baseAddress!)
                    }
                    XCTAssertEqual(written, count - count % PixelVector.width)
                    let top = pair * width + offset
                    let expected = (0..<written).map { Blend.lerp(rows[top + $0], rows[top + width + $0], weight) }
                    if Array(out[0..<written]) != expected {
                        XCTFail("pair \(pair), weight \(weight)")
                        return
                    }
                }
            }
        }
    }

    func testOverOfAClearOrOpaqueSourceKeepsOrReplaces() {
        var rng = SplitMix(state: 103)
        for _ in 0..<2_000 {
            let d = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            let opaque = UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000
            let dv = PixelVector.Pixels(d[0], d[1], d[2], d[3])
            XCTAssertEqual(lanes(PixelVector.over(.zero, dv)), d)
            XCTAssertEqual(lanes(PixelVector.over(PixelVector.Pixels(repeating: opaque), dv)), [opaque, opaque, opaque, opaque])
        }
    }

    func testSpansOfEveryLengthAndOffsetEqualBlendPixel() {
        var rng = SplitMix(state: 104)
        for count in 0...19 {
            for offset in 0..<3 {
                let color = randomPremultiplied(&rng)
                let weight: UInt32 = [256, 255, 128, 1][count % 4]
                let source = (0..<(count + offset)).map { _ in randomPremultiplied(&rng) }
                var fast = (0..<(count + offset + 2)).map { _ in randomPremultiplied(&rng) }, plain = fast
                fast.withUnsafeMutableBufferPointer { Blend.blendSpan($0.baseAddress! + offset, count: count, color: color) }
                plain.withUnsafeMutableBufferPointer { p in
                    for i in offset..<(offset + count) { Blend.blendPixel(p.baseAddress! + i, color) }
                }
                XCTAssertEqual(fast, plain, "colour span of \(count) at \(offset)")
                source.withUnsafeBufferPointer { s in
                    fast.withUnsafeMutableBufferPointer {
                        Blend.blendSpan($0.baseAddress! + offset, from: s.baseAddress! + offset, count: count, weight: weight)
                    }
                    plain.withUnsafeMutableBufferPointer { p in
                        for i in 0..<count { Blend.blendPixel(p.baseAddress! + offset + i, Blend.scale(s[offset + i], by: weight)) }
                    }
                }
                XCTAssertEqual(fast, plain, "source span of \(count) at \(offset), weight \(weight)")
            }
        }
    }
}
