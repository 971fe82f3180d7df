import Graphics
import XCTest
@testable import Rendering

/// The backdrop's kernels against the simple versions they replace, bit for bit: tables of block
/// sizes, areas clipped at the buffer's edges or not, rows stored rotated, random pixels.
final class BackdropKernelTests: XCTestCase {
    /// A material whose blur averages the content in blocks of `factor` pixels at scale 1: the
    /// first radius from σ = `lowSigma` · factor up, in steps of 0.05, for which `BackdropGeometry`
    /// takes that factor.
    static func material(factor: Int) -> Material {
        let radius = (0..<400).lazy.map { BackdropGeometry.lowSigma * Double(factor) + Double($0) / 20 }
            .first { BackdropGeometry.grid(sigma: $0).factor == factor } ?? 0
        return Material(blurRadius: radius, saturation: 1, brightness: 0, luminanceAmount: 0,
                        luminanceValues: SIMD4(0, 0, 0, 0))
    }

    /// Buffers (width × height) and material rects in them: inside, cut at the left, at the right,
    /// wider than the buffer, narrower than one block.
    static let cases: [(width: Int, height: Int, rect: Rect)] = [
        (203, 40, Rect(x: 61, y: 9, width: 80, height: 12)),
        (203, 40, Rect(x: 0, y: 0, width: 37, height: 40)),
        (203, 40, Rect(x: 150, y: 20, width: 53, height: 20)),
        (97, 30, Rect(x: -10, y: 3, width: 130, height: 8)),
        (64, 24, Rect(x: 30, y: 10, width: 3, height: 3)),
        (21, 17, Rect(x: 2, y: 2, width: 17, height: 13)),
    ]

    func testRowSumsReadEverySampledColumnOfEveryBlock() {
        var rng = SplitMix(state: 29)
        for (width, height, rect) in Self.cases {
            var pixels = (0..<(width * height)).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            for factor in 1...BackdropGeometry.largestFactor {
                guard let geometry = BackdropGeometry(rect: rect, material: Self.material(factor: factor), scale: 1,
                                                      bounds: bounds) else { continue }
                XCTAssertEqual(geometry.factor, factor)
                let area = geometry.area, step = BackdropRowSums.step(factor: factor), gridWidth = geometry.gridWidth
                let rowOrigin = (factor * 7) % height
                let sums = BackdropRowSums()
                sums.reset(for: geometry)
                pixels.withUnsafeMutableBufferPointer { buffer in
                    let target = BandRasterizer.Target(pixels: buffer.baseAddress!, width: width, height: height, rowOrigin: rowOrigin)
                    sums.read(area.minY..<area.maxY, from: target)
                    // A patch (some of the blocks) read again gives the same sums.
                    let patch = (gridWidth / 3)..<max(gridWidth / 3, gridWidth - 1)
                    sums.read(area.minY..<(area.minY + 1), blocks: patch, from: target)
                }
                for y in area.minY..<area.maxY {
                    let stored = (y + rowOrigin) % height
                    let row = sums.row(y)
                    for i in 0..<gridWidth {
                        let left = area.minX + i * factor, right = min(left + factor, area.maxX)
                        var rb: UInt32 = 0, ag: UInt32 = 0
                        for x in stride(from: left, to: right, by: step) {
                            let p = pixels[stored * width + x]
                            rb &+= p & 0x00FF_00FF
                            ag &+= (p >> 8) & 0x00FF_00FF
                        }
                        if row[i] != rb || row[gridWidth + i] != ag {
                            XCTFail("\(width)x\(height) \(rect) factor \(factor): row \(y), block \(i)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// The first rows of a blur asked for only them are bit for bit those of the whole blur, for
    /// every number of rows, planes narrower and shorter than the boxes, and passes left out.
    func testTheFirstRowsOfABlurAreThoseOfTheWholeBlur() {
        var rng = SplitMix(state: 31)
        let cases: [(width: Int, height: Int, boxWidths: SIMD3<Int>)] = [
            (137, 19, SIMD3(5, 5, 7)), (128, 15, SIMD3(7, 7, 9)), (81, 29, SIMD3(11, 11, 11)), (9, 4, SIMD3(11, 13, 13)),
            (17, 12, SIMD3(1, 1, 3)), (6, 1, SIMD3(3, 3, 5)), (33, 40, SIMD3(1, 1, 1)),
        ]
        for (width, height, boxWidths) in cases {
            let count = width * height
            let values = (0..<count).map { _ in
                BoxBlur.Colour(Float.random(in: 0...255, using: &rng), Float.random(in: 0...255, using: &rng),
                               Float.random(in: 0...255, using: &rng), 0)
            }
            var whole = values, scratch = [BoxBlur.Colour](repeating: .zero, count: width * (height + 1))
            whole.withUnsafeMutableBufferPointer { plane in
                scratch.withUnsafeMutableBufferPointer {
                    BoxBlur.blur(plane.baseAddress!, width: width, height: height, boxWidths: boxWidths, scratch: $0.baseAddress!)
                }
            }
            for rows in 0...height {
                var part = values
                part.withUnsafeMutableBufferPointer { plane in
                    scratch.withUnsafeMutableBufferPointer {
                        BoxBlur.blur(plane.baseAddress!, width: width, height: height, boxWidths: boxWidths,
                                     scratch: $0.baseAddress!, rows: rows)
                    }
                }
                let bits = { (colours: ArraySlice<BoxBlur.Colour>) in colours.map { [$0.x.bitPattern, $0.y.bitPattern, $0.z.bitPattern] } }
                if bits(part[0..<(rows * width)]) != bits(whole[0..<(rows * width)]) {
                    XCTFail("\(width)x\(height) \(boxWidths): the first \(rows) rows differ")
                    return
                }
            }
            // The rows the passes along the rows must give: each pass down the columns reads its radius below.
            let reach = (0..<3).reduce(0) { $0 + (boxWidths[$1] > 1 ? boxWidths[$1] / 2 : 0) }
            XCTAssertEqual(BoxBlur.passRows(for: 1, height: height, boxWidths: boxWidths).read, min(height, 1 + reach))
        }
    }

    /// A grid row sampled up is, pixel by pixel, `Blend.lerp` of the two grid columns its table
    /// names at its weight: columns that stay for runs of every length (blocks of 1 to 16 pixels and
    /// more), weights of every value, widths not a multiple of four.
    func testSamplingUpIsLerpOfTheTwoGridColumnsOfEveryPixel() {
        var rng = SplitMix(state: 37)
        for (gridWidth, width, run) in [(137, 2048, 15), (81, 1290, 16), (40, 203, 5), (9, 30, 1), (3, 7, 3), (2, 61, 40)] {
            let row = (0..<gridWidth).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
            let groups = (width + PixelVector.width - 1) / PixelVector.width, padded = groups * PixelVector.width
            var columns = [Int32](), column = 0
            for x in 0..<padded {
                // Mostly runs of `run` pixels, now and then one cut short.
                if x > 0 && (x % run == 0 || Int.random(in: 0..<50, using: &rng) == 0) { column = min(column + 1, gridWidth - 1) }
                columns.append(Int32(column))
            }
            let next = columns.map { min($0 + 1, Int32(gridWidth - 1)) }
            let weights = (0..<padded).map { _ in UInt16.random(in: 0...256, using: &rng) }
            let takes = (0..<groups).map { g in
                PixelVector.Channels((0..<8).map { weights[g * PixelVector.width + $0 / 2] })
            }
            let keeps = takes.map { PixelVector.channels(256) &- $0 }
            var out = [UInt32](repeating: 0, count: width)
            out.withUnsafeMutableBufferPointer { out in
                BackdropImage.sampleUp(row, count: width, columns: columns, nextColumns: next, keeps: keeps, takes: takes,
                                       into: out.baseAddress!)
            }
            let expected = (0..<width).map { Blend.lerp(row[Int(columns[$0])], row[Int(next[$0])], UInt32(weights[$0])) }
            XCTAssertEqual(out, expected, "grid \(gridWidth), width \(width)")
        }
    }
}
