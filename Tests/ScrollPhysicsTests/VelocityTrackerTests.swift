import XCTest
@testable import ScrollPhysics

final class VelocityTrackerTests: XCTestCase {
    /// Deterministic jitter in ±amplitude (a small linear congruential generator).
    private struct Jitter {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next(_ amplitude: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) * 2 - 1) * amplitude
        }
    }

    /// A constant-speed drag gives its speed within 2% (PHYSICS.md §2), whatever the sampling.
    func testConstantSpeedDrags() {
        let cases: [(line: UInt, speed: Double, interval: Double, jitter: Double)] = [
            (#line, 300, 0.008, 0), (#line, 1000, 0.008, 0), (#line, 3000, 0.008, 0),
            (#line, 300, 1 / 60, 0), (#line, -1000, 1 / 60, 0), (#line, 3000, 1 / 60, 0),
            (#line, 1000, 0.008, 0.003), (#line, -3000, 1 / 60, 0.006), (#line, 5000, 0.001, 0.0004),
        ]
        for c in cases {
            var tracker = VelocityTracker()
            var jitter = Jitter()
            var t = 10.0
            while t < 10.4 {
                tracker.addSample(time: t, x: 0.5 * c.speed * t, y: c.speed * t)
                t += c.interval + jitter.next(c.jitter)
            }
            let release = t - c.interval + 0.004
            let v = tracker.velocity(at: release)
            XCTAssertEqual(v.y, c.speed, accuracy: abs(c.speed) * 0.02, line: c.line)
            XCTAssertEqual(v.x, 0.5 * c.speed, accuracy: abs(c.speed) * 0.01, line: c.line)
        }
    }

    /// A pointer still for ≥ 50 ms before release has no velocity; a shorter pause keeps it.
    func testStillnessBeforeRelease() {
        let cases: [(line: UInt, pause: Double, repeatsSamples: Bool, isZero: Bool)] = [
            (#line, 0.06, true, true), (#line, 0.06, false, true), (#line, 0.0501, true, true),
            (#line, 0.02, false, false), (#line, 0.03, true, false),
        ]
        for c in cases {
            var tracker = VelocityTracker()
            var t = 0.0
            while t <= 0.2 { tracker.addSample(time: t, x: 0, y: 1000 * t); t += 0.008 }
            let stopTime = t - 0.008, stopY = 1000 * stopTime
            if c.repeatsSamples {
                var s = stopTime + 0.008
                while s <= stopTime + c.pause { tracker.addSample(time: s, x: 0, y: stopY); s += 0.008 }
            }
            let v = tracker.velocity(at: stopTime + c.pause)
            XCTAssertEqual(v.y == 0, c.isZero, "v = \(v.y)", line: c.line)
        }
    }

    func testTooFewSamples() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(at: 0).y, 0)
        tracker.addSample(time: 0, x: 0, y: 0)
        XCTAssertEqual(tracker.velocity(at: 0.01).y, 0)
        tracker.addSample(time: 0.008, x: 0, y: 8)
        XCTAssertEqual(tracker.velocity(at: 0.008).y, 1000, accuracy: 1e-6)
        // Long after the last sample: the pointer is still, no velocity.
        XCTAssertEqual(tracker.velocity(at: 0.2).y, 0)
        tracker.reset()
        XCTAssertEqual(tracker.velocity(at: 0.008).y, 0)
    }

    func testClamp() {
        let cases: [(line: UInt, speed: Double, expected: Double)] = [
            (#line, 20000, 8000), (#line, -20000, -8000), (#line, 7900, 7900),
        ]
        for c in cases {
            var tracker = VelocityTracker()
            for k in 0..<20 { tracker.addSample(time: Double(k) * 0.005, x: c.speed * Double(k) * 0.005, y: 0) }
            XCTAssertEqual(tracker.velocity(at: 0.095).x, c.expected, accuracy: abs(c.expected) * 1e-9,
                           line: c.line)
            XCTAssertEqual(VelocityTracker.maximumVelocity, 8000)
        }
    }

    /// Only the last 100 ms count: a slow start and a fast end give the fast speed; many samples (1 kHz)
    /// overflow the ring buffer without harm.
    func testOnlyTheHorizonCounts() {
        let cases: [(line: UInt, interval: Double)] = [(#line, 0.008), (#line, 0.001), (#line, 1 / 60)]
        for c in cases {
            var tracker = VelocityTracker()
            var t = 0.0, y = 0.0
            while t < 0.5 { tracker.addSample(time: t, x: 0, y: y); t += c.interval; y += 100 * c.interval }
            let fastStart = t
            while t < fastStart + 0.15 { tracker.addSample(time: t, x: 0, y: y); t += c.interval; y += 2000 * c.interval }
            let v = tracker.velocity(at: t - c.interval)
            XCTAssertEqual(v.y, 2000, accuracy: 40, line: c.line)
        }
    }
}

/// Two events queued together (microseconds apart) never read as a huge speed.
final class VelocityTrackerSpikeTests: XCTestCase {
    func testSamplesMicrosecondsApartDoNotSpike() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 1.0, x: 0, y: 700)
        tracker.addSample(time: 1.000_002, x: 0, y: 684)
        XCTAssertEqual(tracker.velocity(at: 1.000_002).y, 0, "one sample after merging: no speed yet")
        tracker.addSample(time: 1.008, x: 0, y: 676)
        XCTAssertEqual(tracker.velocity(at: 1.008).y, -1000, accuracy: 1, "8 pt in 8 ms, not 16 pt in 2 µs")
    }
}
