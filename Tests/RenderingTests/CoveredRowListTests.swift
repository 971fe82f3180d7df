import Graphics
import XCTest
@testable import Rendering

/// The rows later opaque commands cover, as several ranges: the list against a brute-force count,
/// and frames that skip them against frames drawn in full.
final class CoveredRowListTests: XCTestCase {
    func testRangesAreTheSortedMergedRowsOfOccludersSpanningTheWidth() {
        var rng = SplitMix(state: 111)
        var list = CoveredRowList()
        for trial in 0..<500 {
            let bound = PixelRect(minX: Int.random(in: 0...20, using: &rng), minY: Int.random(in: 0...40, using: &rng),
                                  maxX: Int.random(in: 21...60, using: &rng), maxY: Int.random(in: 41...120, using: &rng))
            let occluders = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                let minY = Int.random(in: -10...130, using: &rng)
                return PixelRect(minX: Int.random(in: -5...25, using: &rng), minY: minY,
                                 maxX: Int.random(in: 15...70, using: &rng), maxY: minY + Int.random(in: 1...30, using: &rng))
            }
            list.reset(count: 3)
            list.set(1, covering: bound, by: occluders)
            let ranges = Array(list.rows(of: 1))
            let expected = Set((bound.minY..<bound.maxY).filter { y in
                occluders.contains { $0.minX <= bound.minX && $0.maxX >= bound.maxX && $0.minY <= y && y < $0.maxY }
            })
            XCTAssertEqual(Set(ranges.flatMap { Array($0) }), expected, "trial \(trial)")
            XCTAssertTrue(ranges.allSatisfy { !$0.isEmpty }, "trial \(trial)")
            XCTAssertTrue(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "sorted, apart: trial \(trial)")
            XCTAssertTrue(list.rows(of: 0).isEmpty && list.rows(of: 2).isEmpty)
            XCTAssertEqual(CoveredRowList.count(of: list.rows(of: 1), in: 50..<90), expected.filter { (50..<90).contains($0) }.count)
            var runs: [Int] = []
            CoveredRowList.forEachRun(of: 30..<100, outside: list.rows(of: 1)) { runs.append(contentsOf: $0) }
            XCTAssertEqual(runs, (30..<100).filter { !expected.contains($0) }, "runs outside: trial \(trial)")
        }
    }

    /// A list's background under rows with gaps between them (separators): each row's band is
    /// skipped, not only the widest, and the frame is the one drawn in full.
    func testABackgroundUnderSeparatedRowsIsDrawnOnlyInTheGaps() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 200), Color(hex: 0xF2F2F7)))  // the list's background
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 200), Color(hex: 0x000000, opacity: 0.2)))
        for row in 0..<5 {
            list.append(.fill(Rect(x: 0, y: 10 + Double(row) * 38, width: 100, height: 36), .white))  // 2 pt gaps
            list.append(.text(TextRun("Row", font: .body), origin: Point(x: 8, y: 20 + Double(row) * 38), .black))
        }
        var frames: [[UInt32]] = []
        for culling in [true, false] {
            let rasterizer = Rasterizer(glyphs: FixedGlyphs(mask: AlphaMask(width: 20, height: 10, coverage: Array(repeating: 200, count: 200))))
            rasterizer.isOcclusionCullingEnabled = culling
            let buffer = PixelBuffer(width: 100, height: 200)
            rasterizer.render(list, into: buffer, scale: 1, background: Color(hex: 0x336699))
            if culling {
                XCTAssertEqual(rasterizer.coveredRowCount, 2 * 5 * 36, "both layers skip the five rows")
                XCTAssertEqual(rasterizer.clearedRowCount, 200 - 200, "the background fill covers the frame")
            }
            frames.append(Array(buffer.pixels))
        }
        XCTAssertEqual(frames[0], frames[1])
    }
}
