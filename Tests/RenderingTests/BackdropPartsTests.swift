import Graphics
import XCTest
@testable import Rendering

/// A backdrop made in parts (`BackdropImage.Step`, as the band threads share it) against the same
/// backdrop made in one part, bit for bit: every buffer and rect of the kernel tables, block sizes
/// from one pixel to the largest, parts from two to more than the grid has rows, the parts of each
/// step run in a scrambled order; whole makes and makes from moved row sums with patches.
final class BackdropPartsTests: XCTestCase {
    static let factors = [1, 2, 3, 5, 8, 11, 16]
    static let partCounts = [2, 3, 4, 7, 40]

    /// The image's sampled-up rows and their pairs, as words.
    private func words(of image: BackdropImage) -> [UInt32] {
        guard let geometry = image.geometry else { return [] }
        let width = geometry.written.width
        let rows = Array(UnsafeBufferPointer(start: image.rows, count: image.rowCount * width))
        let pairs = Array(UnsafeBufferPointer(start: image.pairs, count: max(image.rowCount - 1, 0) * 4 * width))
        return rows + pairs
    }

    /// Runs every step of the make `begin` started in `parts` parts, the parts of a step in an order
    /// that changes with the step.
    private func runSteps(_ image: BackdropImage, parts: Int, target: BandRasterizer.Target) {
        for (index, step) in BackdropImage.Step.inOrder.enumerated() {
            let order = (0..<parts).map { ($0 + index) % parts }
            for part in index % 2 == 0 ? order : order.reversed() { image.run(step, part: part, of: parts, from: target) }
        }
    }

    func testAMakeInPartsGivesTheBitsOfOnePart() {
        var rng = SplitMix(state: 31)
        for (width, height, rect) in BackdropKernelTests.cases {
            var pixels = (0..<(width * height)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
            let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            for factor in Self.factors {
                let material = Material(blurRadius: Double(3 * factor + 1), saturation: 1.5, brightness: 0.1,
                                        luminanceAmount: 0.75, luminanceValues: SIMD4(0.2, 0.5, 0.7, 0.9))
                guard let geometry = BackdropGeometry(rect: rect, material: material, scale: 1, bounds: bounds) else { continue }
                pixels.withUnsafeMutableBufferPointer { buffer in
                    let target = BandRasterizer.Target(pixels: buffer.baseAddress!, width: width, height: height, rowOrigin: 0)
                    let whole = BackdropImage()
                    whole.make(from: target, geometry: geometry, material: material)
                    let expected = words(of: whole)
                    XCTAssertFalse(expected.isEmpty)
                    for parts in Self.partCounts {
                        let image = BackdropImage()
                        image.begin(geometry: geometry, material: material, moved: nil, parts: parts)
                        runSteps(image, parts: parts, target: target)
                        XCTAssertEqual(image.firstRow, whole.firstRow)
                        if words(of: image) != expected {
                            XCTFail("\(width)x\(height) \(rect) factor \(factor): \(parts) parts differ")
                            return
                        }
                    }
                }
            }
        }
    }

    func testAMakeFromMovedRowSumsInPartsGivesTheBitsOfOnePart() {
        var rng = SplitMix(state: 37)
        let width = 160, height = 120
        let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        let material = Material.regular
        let rect = Rect(x: 0, y: 0, width: 160, height: 30)
        // The content moves up by 9 rows: rows 0..<81 of the area come from 9..<90, the rest are read,
        // and a patch of changed blocks is read in moved rows.
        for factor in [4, 10] {
            let material = Material(blurRadius: Double(3 * factor + 1), saturation: material.saturation,
                                    brightness: material.brightness, luminanceAmount: material.luminanceAmount,
                                    luminanceValues: material.luminanceValues)
            guard let geometry = BackdropGeometry(rect: rect, material: material, scale: 1, bounds: bounds) else {
                return XCTFail("no geometry")
            }
            var pixels = (0..<(width * height)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
            let dy = -9, movedEnd = geometry.area.maxY + dy
            let move = BackdropRowMove(dy: dy, rows: [0..<movedEnd][...], keptRows: [][...],
                                       patches: [PixelRect(minX: 17, minY: 5, maxX: 70, maxY: 22)][...])
            pixels.withUnsafeMutableBufferPointer { buffer in
                let target = BandRasterizer.Target(pixels: buffer.baseAddress!, width: width, height: height, rowOrigin: 0)
                let whole = BackdropImage()
                whole.make(from: target, geometry: geometry, material: material)
                let images = Self.partCounts.map { _ in BackdropImage() }
                for image in images { image.make(from: target, geometry: geometry, material: material) }
                // The content scrolls: rows move up, new rows come in below, a patch changes.
                for y in 0..<(height + dy) {
                    for x in 0..<width { buffer[y * width + x] = buffer[(y - dy) * width + x] }
                }
                for y in (height + dy)..<height {
                    for x in 0..<width { buffer[y * width + x] = UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
                }
                for y in 5..<22 {
                    for x in 17..<70 { buffer[y * width + x] ^= 0x0030_5070 }
                }
                whole.make(from: target, geometry: geometry, material: material, moved: move)
                let fresh = BackdropImage()
                fresh.make(from: target, geometry: geometry, material: material)
                let expected = words(of: whole)
                XCTAssertTrue(expected == words(of: fresh), "factor \(factor): moved sums against read sums")
                for (parts, image) in zip(Self.partCounts, images) {
                    image.begin(geometry: geometry, material: material, moved: move, parts: parts)
                    runSteps(image, parts: parts, target: target)
                    XCTAssertTrue(words(of: image) == expected, "factor \(factor): \(parts) parts differ")
                }
            }
        }
    }

    /// The reading step's bands: every row of every run read by exactly one part, in bands of
    /// about equal block-rows.
    func testReadsAreCutIntoBandsOfAboutEqualWork() {
        let cases: [(rows: Range<Int>, runs: [(Range<Int>, Range<Int>)], parts: Int)] = [
            (0..<100, [(0..<100, 0..<10)], 4),
            (20..<220, [(120..<220, 0..<137), (20..<30, 5..<9)], 2),
            (0..<50, [(0..<10, 0..<4), (40..<50, 0..<4), (5..<45, 2..<3)], 3),
            (0..<8, [(0..<8, 0..<3)], 20),
            (0..<30, [], 2),
        ]
        for (rows, runs, parts) in cases {
            let reads = BackdropReads()
            reads.removeAll(rows: rows)
            for (r, b) in runs { reads.add(rows: r, blocks: b) }
            reads.split(into: parts)
            var count = [Int](repeating: 0, count: rows.count), work = [Int](repeating: 0, count: parts)
            var readRuns: [(Range<Int>, Range<Int>)] = []
            for part in 0..<parts {
                reads.forEach(part: part) { r, b in
                    readRuns.append((r, b))
                    work[part] += r.count * b.count
                    for y in r { count[y - rows.lowerBound] += 1 }
                }
            }
            var expected = [Int](repeating: 0, count: rows.count)
            for (r, _) in runs { for y in r { expected[y - rows.lowerBound] += 1 } }
            XCTAssertEqual(count, expected, "\(rows) \(parts) parts: each run row once")
            let total = runs.reduce(0) { $0 + $1.0.count * $1.1.count }
            let widest = runs.map { $0.1.count }.max() ?? 0
            let rowCost = runs.isEmpty ? 0 : (rows.lowerBound..<rows.upperBound).map { y in
                runs.reduce(0) { $0 + ($1.0.contains(y) ? $1.1.count : 0) }
            }.max()!
            for part in 0..<parts {
                XCTAssertLessThanOrEqual(work[part], total / parts + rowCost + widest, "\(rows) part \(part) of \(parts)")
            }
            XCTAssertEqual(work.reduce(0, +), total)
        }
    }
}
