import XCTest
@testable import ScrollPhysics

final class DetentSelectorTests: XCTestCase {
    /// Detents 0, 300, 600, 900. Projection with .normal rests (|v| − 10)/2.002 further (PHYSICS.md §1);
    /// below 260 pt/s there is no fling (§2).
    func testTargets() {
        let detents: [Double] = [0, 300, 600, 900]
        let cases: [(line: UInt, position: Double, velocity: Double, rate: DecelerationRate, expected: Int)] = [
            // Slow releases: nearest to the position, whatever the direction.
            (#line, 140, 50, .normal, 0), (#line, 160, -50, .normal, 1), (#line, 880, 259, .normal, 3),
            (#line, 20, -259, .normal, 0), (#line, 420, 250, .normal, 1),
            // Projection inside: 300 + 145 = 445 stays at 300; 300 + 195 = 495 goes to 600.
            (#line, 300, 300, .normal, 1), (#line, 300, 400, .normal, 2), (#line, 420, 300, .normal, 2),
            // Moderate flings: the projection would skip, but only one detent past the current.
            (#line, 300, 1500, .normal, 2), (#line, 600, -1500, .normal, 1), (#line, 0, 2400, .normal, 1),
            // Strong flings may skip.
            (#line, 300, 3000, .normal, 3), (#line, 600, -3000, .normal, 0), (#line, 0, 2500, .normal, 3),
            // .fast projects (|v| − 10)/10.05: 300 + 148 stays at 300.
            (#line, 300, 1500, .fast, 1),
            // Projection beyond the last detent.
            (#line, 900, 5000, .normal, 3),
        ]
        for c in cases {
            let index = DetentSelector.target(detents: detents, position: c.position, velocity: c.velocity,
                                              rate: c.rate)
            XCTAssertEqual(index, c.expected, line: c.line)
        }
        XCTAssertEqual(DetentSelector.target(detents: [42], position: 1000, velocity: -8000), 0)
    }
}
