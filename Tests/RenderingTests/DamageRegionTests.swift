import XCTest
@testable import Rendering

/// The rects a frame draws again (`DamageRegion`): merged while that costs no pixels, at most
/// `maximumCount`, and cut into disjoint pieces for the threads.
final class DamageRegionTests: XCTestCase {
    private static func rect(_ minX: Int, _ minY: Int, _ maxX: Int, _ maxY: Int) -> PixelRect {
        PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// (rects inserted in order, the rects kept after `flush`).
    func testInsertMergesWhatCostsNothing() {
        let cases: [(line: UInt, inserted: [PixelRect], kept: [PixelRect])] = [
            (#line, [Self.rect(0, 0, 10, 10), Self.rect(2, 2, 5, 5)], [Self.rect(0, 0, 10, 10)]),
            (#line, [Self.rect(2, 2, 5, 5), Self.rect(0, 0, 10, 10)], [Self.rect(0, 0, 10, 10)]),
            // Touching with the same columns: one rect.
            (#line, [Self.rect(0, 0, 10, 4), Self.rect(0, 4, 10, 8)], [Self.rect(0, 0, 10, 8)]),
            // Apart: both.
            (#line, [Self.rect(0, 0, 4, 4), Self.rect(200, 200, 204, 204)], [Self.rect(0, 0, 4, 4), Self.rect(200, 200, 204, 204)]),
            // Apart but close, one after the other (a curve's columns at its cursor): their box.
            (#line, [Self.rect(0, 0, 4, 4), Self.rect(20, 20, 24, 24)], [Self.rect(0, 0, 24, 24)]),
            (#line, [Self.rect(0, 0, 1, 3), Self.rect(1, 4, 2, 7), Self.rect(2, 8, 3, 11)], [Self.rect(0, 0, 3, 11)]),
            (#line, [Self.rect(0, 0, 4, 4), .empty], [Self.rect(0, 0, 4, 4)]),
            // A run of bars side by side (a graph): one rect, a little larger than the bars.
            (#line, [Self.rect(0, 2, 1, 10), Self.rect(1, 0, 2, 10), Self.rect(2, 3, 3, 10)], [Self.rect(0, 0, 3, 10)]),
        ]
        for c in cases {
            var region = DamageRegion()
            for rect in c.inserted { region.insert(rect) }
            region.flush()
            XCTAssertEqual(region.rects, c.kept, line: c.line)
        }
    }

    /// Twenty small changes far apart (a sheet's edge, the strips of its rows, a material's rows)
    /// stay twenty rects: none is merged into a box over pixels nothing changed in.
    func testTwentyFarApartRectsStayApart() {
        var region = DamageRegion()
        let rects = (0..<20).map { Self.rect($0 * 100, $0 * 100, $0 * 100 + 4, $0 * 100 + 4) }
        for rect in rects { region.insert(rect) }
        region.flush()
        XCTAssertEqual(region.rects, rects)
    }

    /// Random rects: at most `maximumCount` kept, every inserted pixel kept, and the pieces disjoint
    /// with exactly the pixels of the kept rects.
    func testRandomRectsKeepEveryPixelAndCutIntoDisjointPieces() {
        var rng = SplitMix(state: 77)
        var pieces: [PixelRect] = [], cuts: [Int] = [], spans: [Range<Int>] = []
        for _ in 0..<200 {
            var region = DamageRegion()
            var inserted: [PixelRect] = []
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                let x = Int.random(in: 0..<60, using: &rng), y = Int.random(in: 0..<60, using: &rng)
                let rect = Self.rect(x, y, x + Int.random(in: 1...12, using: &rng), y + Int.random(in: 1...12, using: &rng))
                inserted.append(rect)
                region.insert(rect)
            }
            region.flush()
            XCTAssertLessThanOrEqual(region.rects.count, DamageRegion.maximumCount)
            var covered = Array(repeating: 0, count: 80 * 80), kept = Array(repeating: false, count: 80 * 80)
            for rect in region.rects {
                for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { kept[y * 80 + x] = true } }
            }
            for rect in inserted {
                for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { XCTAssertTrue(kept[y * 80 + x]) } }
            }
            region.disjointPieces(into: &pieces, cuts: &cuts, spans: &spans)
            for piece in pieces {
                for y in piece.minY..<piece.maxY { for x in piece.minX..<piece.maxX { covered[y * 80 + x] += 1 } }
            }
            XCTAssertEqual(covered, kept.map { $0 ? 1 : 0 }, "each kept pixel in exactly one piece")
        }
    }
}
