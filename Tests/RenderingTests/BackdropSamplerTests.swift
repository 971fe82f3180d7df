import XCTest
@testable import Rendering

/// A material's row blended over the destination at an opacity in one pass (`BackdropSampler.RowPair.blend`)
/// against the two steps it replaces, its samples through `Blend.blendSpan`, bit for bit: runs of
/// every length up to four groups and a tail, from every column of a group, at the row weights and
/// opacities at the ends and middle of their ranges, over clear, opaque and translucent pixels.
final class BackdropSamplerTests: XCTestCase {
    /// Pixels per sampled-up row: room for the longest run from the last offset, not a multiple of four.
    static let width = 23
    static let counts = 0...17
    static let offsets = 0...3
    /// Weights (0...256) of the second row: 0 is the first row alone.
    static let rowWeights: [UInt32] = [0, 1, 128, 255, 256]
    static let opacities: [UInt32] = [1, 77, 204, 255, 256]

    func testFusedBlendEqualsSamplesThroughBlendSpan() {
        var rng = SplitMix(state: 2901)
        // Opaque rows, as a backdrop's are (the fused path counts on it).
        let rows = (0..<(2 * Self.width)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
        // Random premultiplied destinations with clear and opaque pixels among them, and translucent ones only.
        let mixed = (0..<(Self.width + 4)).map { i -> UInt32 in
            switch i % 5 {
            case 0: return 0
            case 1: return UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000
            default: return randomPremultiplied(&rng)
            }
        }
        let translucent = (0..<(Self.width + 4)).map { _ in
            let alpha = UInt32.random(in: 1...254, using: &rng)
            return alpha << 24 | UInt32.random(in: 0...alpha, using: &rng) << 16 | UInt32.random(in: 0...alpha, using: &rng) << 8 | alpha / 2
        }
        let compared = compare(rows: rows, destination: mixed) + compare(rows: rows, destination: translucent)
        XCTAssertEqual(compared, 2 * Self.counts.count * Self.offsets.count * Self.rowWeights.count * Self.opacities.count)
    }

    /// Compares both paths for every case over `rows` (two rows of `width`) and `destination`;
    /// returns how many cases matched.
    private func compare(rows: [UInt32], destination: [UInt32]) -> Int {
        let width = Self.width
        let pairs = BackdropRowPairs()
        var matched = 0
        rows.withUnsafeBufferPointer { rows in
            let top = rows.baseAddress!
            pairs.make(from: top, count: 2, width: width)
            var scratch = [UInt32](repeating: 0, count: width)
            for count in Self.counts {
                for offset in Self.offsets {
                    for weight in Self.rowWeights {
                        let pair = BackdropSampler.RowPair(top: top + offset, planes: pairs.pointer + offset, width: width,
                                                           weight: weight)
                        let lerped = (0..<count).map { Blend.lerp(rows[offset + $0], rows[width + offset + $0], weight) }
                        for opacity in Self.opacities {
                            var fused = destination, twoSteps = destination
                            fused.withUnsafeMutableBufferPointer {
                                pair.blend(count: count, opacity: opacity, over: $0.baseAddress! + offset)
                            }
                            scratch.withUnsafeMutableBufferPointer { scratch in
                                let samples = pair.samples(count: count, into: scratch.baseAddress!)
                                XCTAssertEqual(Array(UnsafeBufferPointer(start: samples, count: count)), lerped)
                                twoSteps.withUnsafeMutableBufferPointer {
                                    Blend.blendSpan($0.baseAddress! + offset, from: samples, count: count, weight: opacity)
                                }
                            }
                            if fused == twoSteps {
                                matched += 1
                            } else {
                                XCTFail("count \(count), offset \(offset), row weight \(weight), opacity \(opacity): "
                                        + "\(fused.map(hex)) vs \(twoSteps.map(hex))")
                            }
                        }
                    }
                }
            }
        }
        return matched
    }

    private func hex(_ pixel: UInt32) -> String { String(pixel, radix: 16) }
}
