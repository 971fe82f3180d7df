import XCTest
@testable import ScrollPhysics

final class TimingCurveTests: XCTestCase {
    /// An independent evaluation: bisection on x(s) = progress, then y(s).
    private func reference(_ p1: (Double, Double), _ p2: (Double, Double), _ progress: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(mid, p1.0, p2.0) < progress { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, p1.1, p2.1)
    }

    private let curves: [(name: String, curve: TimingCurve, p1: (Double, Double), p2: (Double, Double))] = [
        ("linear", .linear, (0, 0), (1, 1)), ("easeIn", .easeIn, (0.42, 0), (1, 1)),
        ("easeOut", .easeOut, (0, 0), (0.58, 1)), ("easeInOut", .easeInOut, (0.42, 0), (0.58, 1)),
        ("custom", TimingCurve(controlPoint1: 0.2, 0.9, controlPoint2: 0.3, 1.3), (0.2, 0.9), (0.3, 1.3)),
    ]

    func testValuesMatchIndependentBisection() {
        for (name, curve, p1, p2) in curves {
            XCTAssertEqual(curve.value(at: 0), 0, name)
            XCTAssertEqual(curve.value(at: 1), 1, name)
            XCTAssertEqual(curve.value(at: -0.5), 0, name)
            XCTAssertEqual(curve.value(at: 1.5), 1, name)
            for k in 1..<100 {
                let p = Double(k) / 100
                XCTAssertEqual(curve.value(at: p), reference(p1, p2, p), accuracy: 1e-9, "\(name) at \(p)")
            }
        }
        let cases: [(line: UInt, progress: Double)] = [(#line, 0.25), (#line, 0.1), (#line, 0.9)]
        for c in cases {
            XCTAssertEqual(TimingCurve.easeInOut.value(at: c.progress),
                           reference((0.42, 0), (0.58, 1), c.progress), accuracy: 1e-9, line: c.line)
        }
        // easeInOut at 0.25 ≈ 0.1292 (the commonly quoted value), confirmed by the bisection above.
        XCTAssertEqual(reference((0.42, 0), (0.58, 1), 0.25), 0.1292, accuracy: 5e-4)
    }

    func testEaseInOutSymmetricAndCurvesMonotonic() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        for k in 0...100 {
            let p = Double(k) / 100
            XCTAssertEqual(TimingCurve.easeInOut.value(at: p) + TimingCurve.easeInOut.value(at: 1 - p), 1,
                           accuracy: 1e-9)
        }
        for (name, curve, _, _) in curves.prefix(4) {
            var previous = -Double.infinity
            for k in 0...1000 {
                let value = curve.value(at: Double(k) / 1000)
                XCTAssertGreaterThanOrEqual(value, previous, name)
                previous = value
            }
        }
    }

    func testSlopeMatchesFiniteDifferences() {
        for (name, curve, _, _) in curves {
            for k in 1..<50 {
                let p = Double(k) / 50, h = 1e-6
                let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                XCTAssertEqual(curve.slope(at: p), numeric, accuracy: 1e-4 * max(1, abs(numeric)), "\(name) \(p)")
            }
        }
        XCTAssertEqual(TimingCurve.linear.slope(at: 0), 1)
        XCTAssertEqual(TimingCurve.easeIn.slope(at: 0), 0, accuracy: 1e-9)  // y'(0) = 3·0, x'(0) = 3·0.42
        // easeOut near 0: x ≈ 3·0.58·s², y ≈ 3·s², so dy/dx → 1/0.58.
        XCTAssertEqual(TimingCurve.easeOut.slope(at: 0), 1 / 0.58, accuracy: 1e-3)
    }

    func testTimedSimulation() {
        XCTAssertEqual(TimedSimulation.defaultDuration, 0.25)
        let cases: [(line: UInt, from: Double, to: Double, duration: Double, curve: TimingCurve)] = [
            (#line, 0, 300, 0.25, .easeInOut), (#line, 500, 100, 0.15, .easeOut), (#line, -20, 20, 1, .linear),
        ]
        for c in cases {
            let s = TimedSimulation(from: c.from, to: c.to, duration: c.duration, curve: c.curve)
            XCTAssertEqual(s.target, c.to, line: c.line)
            XCTAssertEqual(s.position(at: 0), c.from, accuracy: 1e-12, line: c.line)
            XCTAssertEqual(s.position(at: c.duration), c.to, line: c.line)
            XCTAssertEqual(s.velocity(at: c.duration), 0, line: c.line)
            XCTAssertTrue(s.isDone(at: c.duration), line: c.line)
            XCTAssertFalse(s.isDone(at: c.duration * 0.99), line: c.line)
            let t = c.duration * 0.3
            XCTAssertEqual(s.position(at: t), c.from + (c.to - c.from) * c.curve.value(at: 0.3), accuracy: 1e-9,
                           line: c.line)
            let h = 1e-6
            let numeric = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
            XCTAssertEqual(s.velocity(at: t), numeric, accuracy: 1e-3 * max(1, abs(numeric)), line: c.line)
        }
        let instant = TimedSimulation(from: 1, to: 2, duration: 0, curve: .easeInOut)
        XCTAssertEqual(instant.position(at: 0), 2)
    }
}
