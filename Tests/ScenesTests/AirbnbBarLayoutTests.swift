import Graphics
@testable import Scenes
import XCTest

/// The bar's elements over the whole transition, sampled finely: nothing cuts anything.
final class AirbnbBarLayoutTests: XCTestCase {
    /// The bar's height at progress p with the default heights (64, 128, 284).
    private func height(_ p: Double) -> Double { p <= 1 ? 64 + 64 * p : 128 + 156 * (p - 1) }

    private let widths = [320.0, 390.0, 430.0, 1024.0]
    private let samples = (0...2000).map { Double($0) / 1000 }

    func testNoTwoVisibleElementsOverlapAtAnyProgress() {
        for keeps in CompactBarContent.allCases {
          for w in widths {
            for p in samples {
                let visible = AirbnbBarLayout(width: w, height: height(p), progress: p, compactRow: keeps).visibleElements
                for (i, a) in visible.enumerated() {
                    for b in visible[(i + 1)...] {
                        let overlap = a.element.frame.intersection(b.element.frame)
                        XCTAssertTrue(overlap.isEmpty || overlap.width * overlap.height < 1e-9,
                                      "\(a.name) and \(b.name) overlap at p \(p), width \(w), \(keeps)")
                    }
                }
            }
          }
        }
    }

    func testTheBarsEdgeNeverCutsAVisibleElement() {
        for keeps in CompactBarContent.allCases {
            for w in widths {
                for p in samples {
                    let h = height(p)
                    for (name, element) in AirbnbBarLayout(width: w, height: h, progress: p, compactRow: keeps).visibleElements {
                        let f = element.frame
                        XCTAssertTrue(f.minX >= 0 && f.minY >= 0 && f.maxX <= w + 1e-9 && f.maxY <= h + 1e-9,
                                      "\(name) \(f) cut by the bar \(w) × \(h) at p \(p), \(keeps)")
                    }
                }
            }
        }
    }

    /// At rest every element is whole or gone; which ones are shown in each state.
    /// The compact bar keeps the search pill (today's Airbnb, the default) or the tab row (AirBar's demo,
    /// the `seed` preset); normal and expanded are the same either way.
    func testAtRestEveryElementIsWholeOrGone() {
        let cases: [(keeps: CompactBarContent, p: Double, shown: Set<String>, pillText: Double, cardText: Double)] = [
            (.search, 0, ["search"], 1, 0),
            (.search, 1, ["search", "tab 0", "tab 1"], 1, 0),
            (.search, 2, ["search", "tab 0", "tab 1", "close", "when", "who"], 0, 1),
            (.tabs, 0, ["tab 0", "tab 1"], 1, 0),
            (.tabs, 1, ["search", "tab 0", "tab 1"], 1, 0),
            (.tabs, 2, ["search", "tab 0", "tab 1", "close", "when", "who"], 0, 1),
        ]
        for c in cases {
            let layout = AirbnbBarLayout(width: 390, height: height(c.p), progress: c.p, compactRow: c.keeps)
            let all = [layout.search, layout.tabs[0], layout.tabs[1], layout.underline, layout.close, layout.when, layout.who]
            for element in all { XCTAssertTrue(element.alpha == 0 || element.alpha == 1, "p \(c.p): alpha \(element.alpha)") }
            XCTAssertEqual(Set(layout.visibleElements.map(\.name)), c.shown, "p \(c.p)")
            XCTAssertEqual(layout.pillTextAlpha, c.pillText, "p \(c.p)")
            XCTAssertEqual(layout.cardTextAlpha, c.cardText, "p \(c.p)")
        }
    }

    /// Mid-way the header is never blank: the search shape is always there and, past the pill's lines,
    /// the card's text comes in by 1.6 with the tab row and the × by 1.7 (it was nearly blank at 1.44).
    func testMidTransitionTheHeaderStaysReadable() {
        let layout = AirbnbBarLayout(width: 390, height: height(1.44), progress: 1.44)
        XCTAssertEqual(layout.search.alpha, 1)
        XCTAssertGreaterThan(layout.cardTextAlpha, 0.4)
        for p in [1.6, 1.7, 1.8, 1.9] {
            let held = AirbnbBarLayout(width: 390, height: height(p), progress: p)
            XCTAssertEqual(held.cardTextAlpha, 1, "p \(p)")
            if p >= 1.7 { XCTAssertEqual(held.close.alpha, 1, "p \(p)"); XCTAssertEqual(held.tabs[0].alpha, 1, "p \(p)") }
        }
    }

    /// Keeping the tabs (AirBar): the row rides on the bar's bottom edge all the way to compact (y = h − 56,
    /// 8 at 64 pt), and the pill above it fades out between normal and 0.8, rising with the row; the
    /// pill stays where it is for the default, and there the row is gone in compact.
    func testTheCompactBarKeepingTheTabs() {
        let cases: [(line: UInt, keeps: CompactBarContent, p: Double, tabsY: Double, tabsAlpha: Double,
                     pillY: Double, pillAlpha: Double)] = [
            (#line, .tabs, 0, 8, 1, 8 - 8 - 48, 0),
            (#line, .tabs, 0.5, 40, 1, 40 - 8 - 50, 0),
            (#line, .tabs, 0.9, 65.6, 1, 65.6 - 8 - 51.6, 0.5),
            (#line, .tabs, 1, 72, 1, 12, 1),
            (#line, .search, 0, 8, 0, 8, 1),
            (#line, .search, 0.9, 65.6, 0.104, 11.6, 1),
            (#line, .search, 1, 72, 1, 12, 1),
        ]
        for c in cases {
            let layout = AirbnbBarLayout(width: 390, height: height(c.p), progress: c.p, compactRow: c.keeps)
            XCTAssertEqual(layout.tabs[0].frame.minY, c.tabsY, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(layout.tabs[1].alpha, c.tabsAlpha, accuracy: 0.001, line: c.line)
            XCTAssertEqual(layout.search.frame.minY, c.pillY, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(layout.search.alpha, c.pillAlpha, accuracy: 0.001, line: c.line)
        }
    }
}
