import XCTest
@testable import Rendering

/// The grid a blur is made on (`BackdropGeometry.grid`): as coarse as σ / `lowSigma` allows, unless
/// the whole box widths there miss σ by more than `sigmaTolerance`.
final class BackdropGeometryTests: XCTestCase {
    /// (σ in device pixels, the factor taken).
    func testTheCoarsestGridThatKeepsTheRadius() {
        let cases: [(line: UInt, sigma: Double, factor: Int)] = [
            (#line, 0, 1),
            // Blocks of 5, 4, 3 and 2 miss σ 8 by 3.5–6 %: the closest, no finer than σ / 3.
            (#line, 8, 2),
            (#line, 22.5, 15),     // the chrome at @1
            (#line, 45, 30),       // at @2 (σ / 1.5 exactly)
            (#line, 67.5, 31),     // at @3: blocks of 32 miss by 5 %
            (#line, 90, 31),       // the regular material at @3: 32 misses by 2.1 %
            (#line, 135, 32),      // the thick at @3: as large as blocks go
        ]
        for c in cases {
            XCTAssertEqual(BackdropGeometry.grid(sigma: c.sigma).factor, c.factor, "σ \(c.sigma)", line: c.line)
        }
    }

    /// Every radius from 1 to 200 px (a quarter pixel apart) takes blocks between σ / 3 and σ / 1.5
    /// (at most 32): never finer, and so never dearer, than the grid before (radii such as 9.25 px
    /// that no factor keeps within 2 % fell to blocks of 1 without the bound).
    func testTheGridIsNeverFinerThanAThirdOfTheRadius() {
        for quarter in 4...800 {
            let sigma = Double(quarter) / 4, factor = BackdropGeometry.grid(sigma: sigma).factor
            let coarsest = min(max(Int(sigma / BackdropGeometry.lowSigma), 1), BackdropGeometry.largestFactor)
            XCTAssertGreaterThanOrEqual(factor, min(max(Int(sigma / 3), 1), coarsest), "σ \(sigma)")
            XCTAssertLessThanOrEqual(factor, coarsest, "σ \(sigma)")
        }
    }
}
