import XCTest
@testable import Components

final class ExpandableBarReducerTests: XCTestCase {
    private let configuration = ExpandableBarConfiguration()

    /// (bar offset before, expanded available, content offset before → after, inset top, bottom, content height)
    /// → bar offset after; the viewport is 797 pt tall (844 minus the status bar).
    func testReducerTable() {
        let cases: [(line: UInt, bar: Double, expandable: Bool, from: Double, to: Double, top: Double, bottom: Double,
                     content: Double, expected: Double)] = [
            // Scrolling down from the top collapses the bar point for point.
            (#line, -128, false, -128, -100, 128, 0, 5000, -100),
            (#line, -128, false, -128, -64, 128, 0, 5000, -64),
            // ... and no further than compact.
            (#line, -100, false, -100, 300, 128, 0, 5000, -64),
            (#line, -64, false, 300, 400, 128, 0, 5000, -64),
            // Scrolling up anywhere brings it back, up to normal without the expanded state.
            (#line, -64, false, 900, 880, 128, 0, 5000, -84),
            (#line, -64, false, 900, 500, 128, 0, 5000, -128),
            // With the expanded state available it grows to expanded, no further.
            (#line, -128, true, -128, -200, 284, 0, 5000, -200),
            (#line, -200, true, -200, -284, 284, 0, 5000, -284),
            (#line, -284, true, -284, -300, 284, 0, 5000, -284),
            // The bounce past the top does not move the bar, in either direction.
            (#line, -128, false, -128, -180, 128, 0, 5000, -128),
            (#line, -128, false, -180, -128, 128, 0, 5000, -128),
            (#line, -128, false, -150, -110, 128, 0, 5000, -110),
            (#line, -284, true, -300, -260, 284, 0, 5000, -260),
            // The bounce past the bottom does not move the bar (end = 5000 − 797 = 4203).
            (#line, -64, false, 4203, 4260, 128, 0, 5000, -64),
            (#line, -64, false, 4260, 4203, 128, 0, 5000, -64),
            (#line, -64, false, 4250, 4150, 128, 0, 5000, -117),
            (#line, -128, false, 4150, 4250, 128, 0, 5000, -75),
            // A bar taller than a just-lowered maximum moves back gradually, never jumps.
            (#line, -200, false, 10, 30, 128, 0, 5000, -180),
            (#line, -200, false, 30, 10, 128, 0, 5000, -200),
        ]
        for c in cases {
            let state = ExpandableBarState(offset: c.bar, isExpandedStateAvailable: c.expandable, configuration: configuration)
            let context = ExpandableBarReducer.Context(previousOffset: c.from, offset: c.to, insetTop: c.top,
                                                       insetBottom: c.bottom, contentHeight: c.content, viewportHeight: 797)
            XCTAssertEqual(ExpandableBarReducer.reduce(state, context).offset, c.expected, accuracy: 1e-9, line: c.line)
        }
    }

    func testEachTransformerAlone() {
        let state = ExpandableBarState.normal(configuration)
        let context = ExpandableBarReducer.Context(previousOffset: -140, offset: -100, insetTop: 128, insetBottom: 0,
                                                   contentHeight: 5000, viewportHeight: 797)
        XCTAssertEqual(ExpandableBarReducer.ignoreTopBounce(40, state, context), 28, "12 of the 40 pt were past the top")
        XCTAssertEqual(ExpandableBarReducer.ignoreBottomBounce(40, state, context), 40)
        XCTAssertEqual(ExpandableBarReducer.cutOutStateRange(-40, state, context), 0, "normal is the maximum")
        XCTAssertEqual(ExpandableBarReducer.cutOutStateRange(100, state, context), 64, "compact is the minimum")
    }
}
