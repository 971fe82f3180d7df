import XCTest
@testable import ScrollPhysics

final class BouncingSimulationTests: XCTestCase {
    /// PHYSICS.md §4: a fling that reaches the edge with V hands over to the bounce spring there; it
    /// overshoots by about 0.016 s·V 0.048 s later (16 pt for 1000 pt/s, 32 for 2000), and never crosses back.
    func testEdgeOvershoot() {
        let range = 0.0...1000.0
        let cases: [(line: UInt, edgeVelocity: Double, start: Double, rate: DecelerationRate, peak: Double)] = [
            (#line, 1000, 500, .normal, 16), (#line, 2000, 500, .normal, 32), (#line, 2000, 900, .fast, 32),
            (#line, -1000, 400, .normal, -16), (#line, -2000, 100, .fast, -32),
        ]
        // The overdamped spring from the edge at V: u(t) = V·(e^(r1·t) − e^(r2·t))/(r1 − r2), at its peak
        // when t = ln(r2/r1)/(r1 − r2).
        let spring = SpringParameters.bounce
        let root = spring.naturalFrequency * (spring.dampingRatio * spring.dampingRatio - 1).squareRoot()
        let r1 = -spring.dampingRatio * spring.naturalFrequency + root, r2 = r1 - 2 * root
        let theoryTime = log(r2 / r1) / (r1 - r2)
        for c in cases {
            let lambda = c.rate.lambda
            let edge = c.edgeVelocity > 0 ? range.upperBound : range.lowerBound
            // Velocity is linear in distance: v(edge) = v0 + λ(edge − x0), so pick v0 for an exact V at the edge.
            let v0 = c.edgeVelocity - lambda * (edge - c.start)
            let decay = DecaySimulation(position: c.start, velocity: v0, rate: c.rate)
            guard let crossing = decay.time(toReach: edge) else { XCTFail("never reaches", line: c.line); continue }
            XCTAssertEqual(decay.velocity(at: crossing), c.edgeVelocity, accuracy: 1e-6, line: c.line)

            let sim = BouncingSimulation(position: c.start, velocity: v0, range: range, rate: c.rate)
            XCTAssertEqual(sim.restingPosition, edge, line: c.line)
            XCTAssertFalse(sim.isBouncing(at: crossing - 1e-3), line: c.line)
            XCTAssertTrue(sim.isBouncing(at: crossing + 1e-3), line: c.line)
            XCTAssertEqual(sim.position(at: crossing - 1e-3), decay.position(at: crossing - 1e-3), line: c.line)
            XCTAssertEqual(sim.velocity(at: crossing + 1e-9), c.edgeVelocity, accuracy: 0.01, line: c.line)

            // Find the peak by dense sampling, and check that it never comes back over the edge.
            var peak = 0.0, peakTime = crossing
            var t = crossing
            while t < sim.duration + 0.1 {
                let overshoot = sim.position(at: t) - edge
                XCTAssertGreaterThanOrEqual(overshoot * c.edgeVelocity.sign.rawFactor, 0, line: c.line)
                if abs(overshoot) > abs(peak) { peak = overshoot; peakTime = t }
                t += 0.0001
            }
            let theory = c.edgeVelocity * (exp(r1 * theoryTime) - exp(r2 * theoryTime)) / (r1 - r2)
            XCTAssertEqual(peak, theory, accuracy: 0.01, line: c.line)
            XCTAssertEqual(peak, c.peak, accuracy: 0.5, line: c.line)  // PHYSICS.md's rounded numbers
            XCTAssertEqual(peakTime - crossing, 0.048, accuracy: 0.001, line: c.line)
            XCTAssertEqual(sim.position(at: sim.duration), edge, line: c.line)  // lands exactly
            XCTAssertTrue(sim.isDone(at: sim.duration), line: c.line)
            XCTAssertFalse(sim.isBouncing(at: sim.duration), line: c.line)
        }
    }

    /// Released while overscrolled: a spring back to the nearest edge from the start, never crossing it.
    func testStartOutsideSpringsBack() {
        let range = 0.0...1000.0
        let cases: [(line: UInt, position: Double, velocity: Double, edge: Double)] = [
            (#line, -100, 0, 0), (#line, 1100, 0, 1000), (#line, -60, -800, 0), (#line, 1050, -300, 1000),
        ]
        for c in cases {
            let sim = BouncingSimulation(position: c.position, velocity: c.velocity, range: range, rate: .normal)
            let spring = SpringSimulation(parameters: .bounce, position: c.position, velocity: c.velocity,
                                          target: c.edge)
            XCTAssertEqual(sim.restingPosition, c.edge, line: c.line)
            XCTAssertTrue(sim.isBouncing(at: 0), line: c.line)
            let side = (c.position - c.edge).sign.rawFactor
            var t = 0.0
            while t < 2 {
                XCTAssertEqual(sim.position(at: t), spring.position(at: t), accuracy: 1e-12, line: c.line)
                XCTAssertGreaterThanOrEqual((sim.position(at: t) - c.edge) * side, 0, line: c.line)
                t += 0.001
            }
            XCTAssertEqual(sim.position(at: sim.duration), c.edge, line: c.line)
        }
    }

    /// A strong release into the content from an overscroll: the spring reaches the edge, then momentum takes
    /// over inside the range without a jump.
    func testStrongReleaseIntoContentHandsOverToDeceleration() {
        let range = 0.0...5000.0
        let sim = BouncingSimulation(position: -50, velocity: 3000, range: range, rate: .normal)
        let spring = SpringSimulation(parameters: .bounce, position: -50, velocity: 3000, target: 0)
        guard let crossing = spring.crossingTime else { return XCTFail("expected the spring to cross") }
        XCTAssertTrue(sim.isBouncing(at: crossing / 2))
        XCTAssertFalse(sim.isBouncing(at: crossing + 1e-3))
        XCTAssertEqual(sim.position(at: crossing - 1e-7), sim.position(at: crossing + 1e-7), accuracy: 1e-3)
        XCTAssertEqual(sim.velocity(at: crossing - 1e-7), sim.velocity(at: crossing + 1e-7), accuracy: 1)
        let edgeVelocity = spring.velocity(at: crossing)
        XCTAssertGreaterThan(edgeVelocity, 0)
        XCTAssertEqual(sim.restingPosition, MomentumProjection.restingPosition(position: 0, velocity: edgeVelocity, rate: .normal),
                       accuracy: 1e-9)
        XCTAssertGreaterThan(sim.restingPosition, 0)
    }

    /// A fling that stays inside the range is the plain decay.
    func testInsideRangeIsPlainDecay() {
        let sim = BouncingSimulation(position: 2000, velocity: -1500, range: 0...5000, rate: .normal)
        let decay = DecaySimulation(position: 2000, velocity: -1500, rate: .normal)
        XCTAssertEqual(sim.restingPosition, decay.restingPosition)
        XCTAssertEqual(sim.duration, decay.duration)
        for k in 0...400 {
            let t = Double(k) * 0.01
            XCTAssertEqual(sim.position(at: t), decay.position(at: t))
            XCTAssertFalse(sim.isBouncing(at: t))
        }
    }

    /// PHYSICS.md §1: the same gesture gives the same offsets at 30, 60, 120 and 144 fps.
    func testFrameRateInvariance() {
        let cases: [(line: UInt, position: Double, velocity: Double)] = [
            (#line, 300, 4000), (#line, 4000, 6000), (#line, -80, 200), (#line, 200, -2500),
        ]
        let range = 0.0...5000.0
        for c in cases {
            let sim = BouncingSimulation(position: c.position, velocity: c.velocity, range: range, rate: .normal)
            var finals: [Double] = []
            var atCommonTimes: [[Double]] = []
            for fps in [30, 60, 120, 144] {
                var frame = 0
                var common: [Double] = []
                var position = c.position
                while true {
                    let t = Double(frame) / Double(fps)
                    position = sim.position(at: t)
                    if frame % (fps / 6) == 0 { common.append(position) }  // every 1/6 s, shared by all rates
                    if sim.isDone(at: t) { break }
                    frame += 1
                }
                finals.append(position)
                atCommonTimes.append(common)
            }
            for final in finals {
                XCTAssertEqual(final, sim.restingPosition, accuracy: 0.5, line: c.line)
            }
            for series in atCommonTimes {
                let n = min(series.count, atCommonTimes[0].count)
                for i in 0..<n { XCTAssertEqual(series[i], atCommonTimes[0][i], accuracy: 1e-9, line: c.line) }
            }
        }
    }
}
