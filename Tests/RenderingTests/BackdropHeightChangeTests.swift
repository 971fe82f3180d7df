import Graphics
import XCTest
@testable import Rendering

/// A bar's material that grows and shrinks from the top of the screen (a collapsing bar) over
/// content that scrolls or stays: its row sums depend only on the area's columns, top and block
/// size, so the rows its last area held keep or move their sums (`BackdropRowSums.heldRows`) and
/// only the rows new to the area are read, while every frame stays, byte for byte, the frame drawn
/// whole.
final class BackdropHeightChangeTests: XCTestCase {
    func testABarThatOnlyGrewOrShrankKeepsTheSumsOfTheRowsItHeld() {
        var rng = SplitMix(state: 0xC011A)
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8($0 * 4) }))
        var resized = 0, resizedWithSums = 0
        for trial in 0..<6 {
            let scale = [1.0, 2, 3][trial % 3], threads = 1 + trial % 3
            let material = [Material.thin, .chrome][trial / 3]
            let (width, height) = (90.0, 200.0)
            let (incremental, reference, buffer, whole) = BackdropRowMoveTests.renderers(glyphs: glyphs, threads: threads,
                                                                                      width: width * scale, height: height * scale)
            var offset = -Int(100 * scale), bar = 60.0
            for step in 0..<24 {
                // The bar collapses and expands by a few points while the content scrolls (or not).
                let change = [0.0, -2, -5, 3, -1.5, 7][Int.random(in: 0..<6, using: &rng)]
                bar = min(max(bar + change, 30), 70)
                offset += [0, -3, 4, -11][Int.random(in: 0..<4, using: &rng)]
                let list = BackdropRowMoveTests.screen(offset: offset, width: width, height: height, material: material, bar: bar,
                                                       pinned: false, clipTop: trial % 2 == 1 ? 16 : 0)
                incremental.render(list, overlay: DisplayList(), into: buffer, scale: scale, background: BackdropRowMoveTests.background)
                reference.render(list, into: whole, scale: scale, background: BackdropRowMoveTests.background)
                let same = buffer.hasSamePixels(as: whole)
                XCTAssertTrue(same, "trial \(trial) (scale \(scale), \(threads) threads), step \(step), bar \(bar)")
                guard same else { return }
                guard step > 0, change != 0, !incremental.drewWholeFrame else { continue }
                resized += 1
                if incremental.movedBackdropRowCount > 0 { resizedWithSums += 1 }
            }
        }
        XCTAssertGreaterThan(resized, 40)
        XCTAssertGreaterThan(resizedWithSums, resized * 3 / 4, "resized bars that kept row sums (\(resizedWithSums) of \(resized))")
    }
}
