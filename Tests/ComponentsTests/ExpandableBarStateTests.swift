import XCTest
@testable import Components

final class ExpandableBarStateTests: XCTestCase {
    private let configuration = ExpandableBarConfiguration()

    func testHeightAndProgressAtAndBetweenStates() {
        let cases: [(line: UInt, offset: Double, height: Double, progress: Double)] = [
            (#line, -64, 64, 0), (#line, -96, 96, 0.5), (#line, -128, 128, 1),
            (#line, -206, 206, 1.5), (#line, -284, 284, 2), (#line, -80, 80, 0.25),
        ]
        for c in cases {
            let state = ExpandableBarState(offset: c.offset, isExpandedStateAvailable: true, configuration: configuration)
            XCTAssertEqual(state.height(), c.height, line: c.line)
            XCTAssertEqual(state.transitionProgress(), c.progress, accuracy: 1e-12, line: c.line)
        }
    }

    func testValueMapsTheProgressIntoEachTransitionsRange() {
        let cases: [(line: UInt, offset: Double, compactNormal: ValueRange, normalExpanded: ValueRange, expected: Double)] = [
            // The demo's background alpha: .range(0, 1) then .value(1).
            (#line, -64, .range(0, 1), .value(1), 0),
            (#line, -96, .range(0, 1), .value(1), 0.5),
            (#line, -128, .range(0, 1), .value(1), 1),
            (#line, -206, .range(0, 1), .value(1), 1),
            (#line, -284, .range(0, 1), .value(1), 1),
            // Mismatched ranges: reversed, and different spans on each side.
            (#line, -96, .range(1, 0), .range(10, 20), 0.5),
            (#line, -64, .range(1, 0), .range(10, 20), 1),
            (#line, -128, .range(1, 0), .range(10, 20), 10),
            (#line, -206, .range(1, 0), .range(10, 20), 15),
            (#line, -284, .value(3), .range(-4, 4), 4),
            (#line, -80, .value(3), .range(-4, 4), 3),
        ]
        for c in cases {
            let state = ExpandableBarState(offset: c.offset, isExpandedStateAvailable: true, configuration: configuration)
            XCTAssertEqual(state.value(compactNormalRange: c.compactNormal, normalExpandedRange: c.normalExpanded),
                           c.expected, accuracy: 1e-12, line: c.line)
        }
    }

    func testTheNormalHeightBelongsToTheNormalExpandedTransition() {
        let state = ExpandableBarState.normal(configuration)
        XCTAssertEqual(state.transition, .normalExpanded)
        XCTAssertEqual(state.adding(offset: 1).transition, .compactNormal)
        XCTAssertFalse(state.isExpandedStateAvailable)
        XCTAssertEqual(state.maximumHeight, 128)
        XCTAssertEqual(state.setting(isExpandedStateAvailable: true).maximumHeight, 284)
    }
}
