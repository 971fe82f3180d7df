import XCTest
@testable import ScrollPhysics

final class SpringSimulationTests: XCTestCase {
    /// PHYSICS.md §7: stiffness (2π/T)², damping 4πζ/T, mass 1.
    func testParametersFromDampingRatioAndResponse() {
        let cases: [(line: UInt, ratio: Double, response: Double)] = [
            (#line, 1, 0.4), (#line, 0.5, 0.3), (#line, 1.5, 1), (#line, 0.8, 0.55),
        ]
        for c in cases {
            let p = SpringParameters(dampingRatio: c.ratio, response: c.response)
            XCTAssertEqual(p.mass, 1, line: c.line)
            XCTAssertEqual(p.stiffness, (2 * .pi / c.response) * (2 * .pi / c.response), accuracy: 1e-9,
                           line: c.line)
            XCTAssertEqual(p.damping, 4 * .pi * c.ratio / c.response, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(p.dampingRatio, c.ratio, accuracy: 1e-12, line: c.line)
        }
        XCTAssertEqual(SpringParameters.bounce, SpringParameters(dampingRatio: 1.32, response: 0.33))
        XCTAssertEqual(SpringParameters.bounce.stiffness, 362.52, accuracy: 0.01)
        XCTAssertEqual(SpringParameters.bounce.dampingRatio, SpringParameters.bounceDampingRatio, accuracy: 1e-12)
        XCTAssertEqual(SpringParameters.bounce.response, SpringParameters.bounceResponse, accuracy: 1e-12)
        XCTAssertEqual(SpringParameters.snap, SpringParameters(dampingRatio: 1, response: 0.4))
    }

    /// Initial conditions, velocity = d(position)/dt, and m·x'' + c·x' + k·(x − target) = 0, checked by finite
    /// differences for under-, critically and over-damped springs.
    func testSatisfiesTheSpringEquation() {
        let cases: [(line: UInt, parameters: SpringParameters, x0: Double, v0: Double, target: Double)] = [
            (#line, .bounce, 100, 0, 0), (#line, .bounce, 0, 2000, 0), (#line, .snap, 300, -1500, 100),
            (#line, SpringParameters(dampingRatio: 0.3, response: 0.5), -40, 700, 10),
            (#line, SpringParameters(dampingRatio: 2.5, response: 0.5), 200, 100, -50),
            (#line, SpringParameters(mass: 2, stiffness: 300, damping: 10), 60, 0, 0),
        ]
        let h = 1e-4
        for c in cases {
            let s = SpringSimulation(parameters: c.parameters, position: c.x0, velocity: c.v0, target: c.target)
            XCTAssertEqual(s.target, c.target, line: c.line)
            XCTAssertEqual(s.position(at: 0), c.x0, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(s.velocity(at: 0), c.v0, accuracy: 1e-9, line: c.line)
            for t in stride(from: 0.05, to: min(1, s.duration - 2 * h), by: 0.05) {
                let x = s.position(at: t), v = s.velocity(at: t)
                let xPlus = s.position(at: t + h), xMinus = s.position(at: t - h)
                XCTAssertEqual(v, (xPlus - xMinus) / (2 * h), accuracy: 1e-3 * max(1, abs(v)), line: c.line)
                let acceleration = (xPlus - 2 * x + xMinus) / (h * h)
                let p = c.parameters
                let residual = p.mass * acceleration + p.damping * v + p.stiffness * (x - c.target)
                XCTAssertEqual(residual, 0, accuracy: 1e-2 * max(1, p.stiffness * abs(x - c.target)),
                               line: c.line)
            }
        }
    }

    /// PHYSICS.md §4: from 100 pt at rest it never crosses the edge and is within 0.5 pt after about 0.63 s.
    func testBounceFromOverscrollNeverCrosses() {
        let cases: [(line: UInt, overscroll: Double, velocity: Double)] = [
            (#line, 100, 0), (#line, -100, 0), (#line, 100, 400), (#line, 100, -500), (#line, 20, -150),
        ]
        for c in cases {
            let s = SpringSimulation(parameters: .bounce, position: c.overscroll, velocity: c.velocity, target: 0)
            XCTAssertNil(s.crossingTime, line: c.line)
            var t = 0.0
            while t < 3 {
                XCTAssertGreaterThanOrEqual(s.position(at: t) * c.overscroll.sign.rawFactor, 0, line: c.line)
                t += 0.0005
            }
        }
        let s = SpringSimulation(parameters: .bounce, position: 100, velocity: 0, target: 0)
        XCTAssertLessThan(abs(s.position(at: 0.64)), 0.5)
        XCTAssertGreaterThan(abs(s.position(at: 0.62)), 0.5)
        // Overdamped closed form from rest: 100·(r1·e^(r2·t) − r2·e^(r1·t))/(r1 − r2), r1 ≈ −8.73, r2 ≈ −41.54.
        let p = SpringParameters.bounce
        let root = p.naturalFrequency * (p.dampingRatio * p.dampingRatio - 1).squareRoot()
        let r1 = -p.dampingRatio * p.naturalFrequency + root, r2 = r1 - 2 * root
        XCTAssertEqual(r1, -8.73, accuracy: 0.01)
        XCTAssertEqual(r2, -41.54, accuracy: 0.01)
        for t in [0.05, 0.1, 0.3, 0.5] {
            XCTAssertEqual(s.position(at: t), 100 * (r1 * exp(r2 * t) - r2 * exp(r1 * t)) / (r1 - r2), accuracy: 1e-9)
        }
    }

    /// A strong push toward the target makes a spring pass through it once; crossingTime finds that moment.
    func testCrossingTime() {
        let cases: [(line: UInt, parameters: SpringParameters, x0: Double, v0: Double)] = [
            (#line, .bounce, 50, -3000), (#line, SpringParameters(dampingRatio: 0.4, response: 0.5), 80, 0),
            (#line, SpringParameters(dampingRatio: 0.4, response: 0.5), 0, 500),
            (#line, SpringParameters(dampingRatio: 3, response: 0.5), 50, -4000),
        ]
        for c in cases {
            let s = SpringSimulation(parameters: c.parameters, position: c.x0, velocity: c.v0, target: 0)
            guard let t = s.crossingTime else { XCTFail("expected a crossing", line: c.line); continue }
            XCTAssertEqual(s.position(at: t), 0, accuracy: 1e-6, line: c.line)
            // A sign change there, and none before it.
            XCTAssertLessThan(s.position(at: t - 1e-4) * s.position(at: t + 1e-4), 0, line: c.line)
            let initialSide = c.x0 != 0 ? c.x0 : c.v0
            for k in 1..<100 {
                XCTAssertGreaterThan(s.position(at: t * Double(k) / 100) * initialSide, 0, line: c.line)
            }
        }
    }

    /// Once done it sits exactly on the target with zero velocity, within tolerance when it stops, and
    /// never becomes un-done.
    func testSettles() {
        let cases: [(line: UInt, parameters: SpringParameters, x0: Double, v0: Double)] = [
            (#line, .bounce, 100, 0), (#line, .bounce, 0, 2000), (#line, .bounce, 0.2, 4),
            (#line, .snap, 400, 3000), (#line, SpringParameters(dampingRatio: 0.2, response: 0.4), 100, 0),
            (#line, SpringParameters(dampingRatio: 4, response: 0.3), -300, 0),
        ]
        for c in cases {
            let s = SpringSimulation(parameters: c.parameters, position: 500 + c.x0, velocity: c.v0, target: 500)
            XCTAssertEqual(s.position(at: s.duration), 500, line: c.line)
            XCTAssertEqual(s.velocity(at: s.duration), 0, line: c.line)
            let justBefore = s.duration - 1e-9
            if justBefore > 0 {
                XCTAssertLessThan(abs(s.position(at: justBefore) - 500), Tolerance.distance + 1e-6, line: c.line)
                XCTAssertLessThan(abs(s.velocity(at: justBefore)), Tolerance.velocity + 1e-6, line: c.line)
            }
            // Never un-done; and not much later than the last moment the motion is visibly off its tolerances.
            var wasDone = false
            var lastOutside = 0.0
            for k in 0...8000 {
                let t = Double(k) * 0.0005
                let done = s.isDone(at: t)
                XCTAssertFalse(wasDone && !done, line: c.line)
                wasDone = done
                if abs(s.position(at: t) - 500) >= Tolerance.distance || abs(s.velocity(at: t)) >= Tolerance.velocity {
                    lastOutside = t
                }
            }
            XCTAssertLessThan(s.duration - lastOutside, 0.25, line: c.line)
            XCTAssertTrue(s.isDone(at: 10), line: c.line)
        }
    }
}

extension FloatingPointSign {
    /// +1 for plus, −1 for minus.
    var rawFactor: Double { self == .plus ? 1 : -1 }
}
