@testable import Studio
import XCTest

/// "input → present": from the earliest input not yet shown to the present that shows it; an input
/// that needed no frame is not timed.
final class InputLatencyTests: XCTestCase {
    private enum Step { case input(Double), nothingToShow, present(Double) }

    func testTheEarliestUnshownInputIsTimedToThePresentThatShowsIt() {
        let cases: [(line: UInt, steps: [Step], expected: [Double?])] = [
            (#line, [.input(1.000), .present(1.016)], [0.016]),
            (#line, [.input(1.000), .input(1.008), .present(1.020)], [0.020]),        // the earliest of two
            (#line, [.present(1.0), .input(1.1), .present(1.12), .present(1.14)], [nil, 0.02, nil]),
            // A key the scene ignores, then 3.4 s idle until the next frame: not 3,400 ms.
            (#line, [.input(2.0), .nothingToShow, .present(5.428)], [nil]),
            (#line, [.input(2.0), .nothingToShow, .input(5.4), .present(5.42)], [0.02]),
            (#line, [.input(3.0), .present(2.999)], [0]),                              // never negative
        ]
        for c in cases {
            var latency = InputLatency()
            var measured: [Double?] = []
            for step in c.steps {
                switch step {
                case .input(let time): latency.note(inputAt: time)
                case .nothingToShow: latency.nothingToShow()
                case .present(let time): measured.append(latency.presented(endingAt: time))
                }
            }
            XCTAssertEqual(measured.count, c.expected.count, line: c.line)
            for (value, expected) in zip(measured, c.expected) {
                if let expected { XCTAssertEqual(value ?? -1, expected, accuracy: 1e-9, line: c.line) } else { XCTAssertNil(value, line: c.line) }
            }
        }
    }
}
