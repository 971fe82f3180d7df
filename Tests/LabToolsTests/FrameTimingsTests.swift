import Graphics
@testable import LabDrawing
import ScrollUI
import XCTest

/// The HUD's frame record: which frames count as dropped, the ring of the last frames, and the graph
/// drawn from it.
final class FrameTimingsTests: XCTestCase {
    private func timings(refresh: Double = 1.0 / 60, known: Bool = true) -> FrameTimings {
        var timings = FrameTimings()
        timings.refreshInterval = refresh
        timings.isRefreshRateKnown = known
        return timings
    }

    func testAFrameIsDroppedOnlyWhenARefreshWentByWhileMoving() {
        // (interval since the frame before, seconds; the scene was moving; the refresh is known; dropped)
        let cases: [(line: UInt, interval: Double, moving: Bool, known: Bool, dropped: Bool)] = [
            (#line, 1.0 / 60, true, true, false),          // on time
            (#line, 1.2 / 60, true, true, false),          // a little late, still the next refresh
            (#line, 1.6 / 60, true, true, true),           // past halfway to the second refresh
            (#line, 2.0 / 60, true, true, true),           // a whole refresh missed
            (#line, 0.5, false, true, false),              // idle or paused: nothing was due
            (#line, 2.0 / 60, true, false, false),         // refresh unknown: no refresh to miss
            (#line, 0.5, true, false, false),
        ]
        for c in cases {
            var t = timings(known: c.known)
            t.record(frameTime: 1, work: 0.001, upload: 0.0005, display: 0.01, wasMoving: true)
            t.record(frameTime: 1 + c.interval, work: 0.001, upload: 0.0005, display: 0.01, wasMoving: c.moving)
            XCTAssertEqual(t.frame(1).isDropped, c.dropped, line: c.line)
            XCTAssertEqual(t.droppedCount, c.dropped ? 1 : 0, line: c.line)
        }
    }

    func testTheRingKeepsTheLastFramesOldestFirstInMilliseconds() {
        var t = timings()
        let total = FrameTimings.historyLength + 17
        for k in 0..<total {
            t.record(frameTime: Double(k) / 60, work: Double(k) / 1000, upload: 0, display: 0.002, wasMoving: true)
        }
        XCTAssertEqual(t.frameCount, FrameTimings.historyLength)
        XCTAssertEqual(t.frame(0).work, 17, accuracy: 1e-9)
        XCTAssertEqual(t.frame(FrameTimings.historyLength - 1).work, Double(total - 1), accuracy: 1e-9)
        XCTAssertEqual(t.frame(5).display, 2, accuracy: 1e-9)
    }

    /// A frame of 4 ms work, 1 ms upload and 11 ms present at 60 Hz: its bar stacks 4 + 1 + 11 ms on
    /// a scale where the graph's height is two refreshes (33.3 ms); a dropped frame gets a red mark.
    func testTheGraphStacksEachFrameAgainstTheRefresh() {
        var t = timings()
        t.isVSynced = true
        t.record(frameTime: 0, work: 0.004, upload: 0.001, display: 0.011, wasMoving: true)
        t.record(frameTime: 2.0 / 60, work: 0.004, upload: 0.001, display: 0.011, wasMoving: true)
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: 400, height: 400), textMeasurer: HUDRendererTests.HalfEm())
        _ = FrameTimingGraph().draw(t, left: 0, top: 0, width: 240, context: &context)
        let pointsPerMillisecond = FrameTimingGraph.graphHeight / (2000.0 / 60)
        var heights: [Color: [Double]] = [:]
        var droppedMarks = 0
        for command in context.list.commands {
            guard case let .fill(rect, color) = command else { continue }
            if rect.width < 2, rect.height > 0 { heights[color, default: []].append(rect.height) }
            if color == FrameTimingGraph.droppedColor { droppedMarks += 1 }
        }
        XCTAssertEqual(heights[FrameTimingGraph.workColor]?.count, 2)
        XCTAssertEqual(heights[FrameTimingGraph.workColor]?.first ?? 0, 4 * pointsPerMillisecond, accuracy: 1e-9)
        XCTAssertEqual(heights[FrameTimingGraph.uploadColor]?.first ?? 0, 1 * pointsPerMillisecond, accuracy: 1e-9)
        XCTAssertEqual(heights[FrameTimingGraph.waitColor]?.first ?? 0, 11 * pointsPerMillisecond, accuracy: 1e-9)
        XCTAssertEqual(droppedMarks, 1)
    }

    /// The HUD's latency is the median and 99th percentile (nearest rank) of the kept inputs.
    func testLatencyPercentilesAreShownUnderTheGraph() {
        var t = timings(known: false)
        XCTAssertNil(t.latencyPercentile(0.5))
        for milliseconds in [12.0, 40, 14, 13, 15] { t.recordLatency(milliseconds / 1000) }
        XCTAssertEqual(t.latencyPercentile(0.5) ?? 0, 14, accuracy: 1e-9)
        XCTAssertEqual(t.latencyPercentile(0.99) ?? 0, 40, accuracy: 1e-9)
        for _ in 0..<FrameTimings.latencyHistoryLength { t.recordLatency(0.016) }
        XCTAssertEqual(t.latencyPercentile(0.99) ?? 0, 16, accuracy: 1e-9, "only the newest are kept")
        t.recordLatency(0.030)
        XCTAssertEqual(t.latencyPercentile(0.99) ?? 0, 16, accuracy: 1e-9, "one in 120 is above the 99th percentile")
        t.recordLatency(0.030)
        XCTAssertEqual(t.latencyPercentile(0.99) ?? 0, 30, accuracy: 1e-9)
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: 400, height: 400),
                                     textMeasurer: HUDRendererTests.HalfEm())
        _ = FrameTimingGraph().draw(t, left: 0, top: 0, width: 320, context: &context)
        let texts = context.list.commands.compactMap { if case let .text(run, _, _) = $0 { return run.string } else { return nil } }
        XCTAssertTrue(texts.contains("refresh unknown"), "\(texts)")
        XCTAssertTrue(texts.contains("input → present p50 16.0 · p99 30.0 ms"), "\(texts)")
    }

    /// Paced frames on a display that tells no refresh measure it: the HUD says so, and frames count
    /// as dropped against it from then on; a display that tells its refresh is not measured.
    func testARefreshMeasuredFromPacedFramesCountsDrops() {
        var t = timings(refresh: 1.0 / 120, known: false)
        var time = 0.0
        for _ in 0...RefreshEstimator.minimumSamples {
            t.record(frameTime: time, work: 0.002, upload: 0.0005, display: 0.001, wasMoving: true, wasPaced: true)
            XCTAssertEqual(t.droppedCount, 0)
            time += 0.017
        }
        XCTAssertTrue(t.isRefreshMeasured)
        XCTAssertEqual(FrameTimingGraph.refreshText(t), "display 60 Hz (measured)")
        t.record(frameTime: time + 0.017, work: 0.002, upload: 0.0005, display: 0.001, wasMoving: true, wasPaced: true)
        XCTAssertEqual(t.droppedCount, 1, "34 ms at 60 Hz missed a refresh")
        t.restart()
        XCTAssertEqual(FrameTimingGraph.refreshText(t), "display 60 Hz (measured)", "a new scene, the same display")

        var told = timings(refresh: 1.0 / 144, known: true)
        for k in 0...RefreshEstimator.minimumSamples {
            told.record(frameTime: Double(k) * 0.017, work: 0.002, upload: 0, display: 0, wasMoving: false, wasPaced: true)
        }
        XCTAssertEqual(FrameTimingGraph.refreshText(told), "display 144 Hz")
        // Frames not paced (each drawn for an input, or after a wait) measure nothing.
        var unpaced = timings(known: false)
        for k in 0...RefreshEstimator.minimumSamples {
            unpaced.record(frameTime: Double(k) * 0.017, work: 0.002, upload: 0, display: 0, wasMoving: true)
        }
        XCTAssertEqual(FrameTimingGraph.refreshText(unpaced), "refresh unknown")
    }

    /// The display's refresh as SDL tells it, or "refresh unknown"; the simulated phone's apart.
    func testTheDisplaysAndThePhonesRefreshAreShownApart() {
        let cases: [(line: UInt, known: Bool, display: Double, phone: Double?, expected: String)] = [
            (#line, true, 1.0 / 60, 1.0 / 120, "display 60 Hz · phone 120 Hz"),
            (#line, false, 1.0 / 120, 1.0 / 120, "refresh unknown · phone 120 Hz"),
            (#line, true, 1.0 / 144, nil, "display 144 Hz"),
            (#line, false, 1.0 / 60, nil, "refresh unknown"),
        ]
        for c in cases {
            var t = timings(refresh: c.display, known: c.known)
            t.deviceRefreshInterval = c.phone
            XCTAssertEqual(FrameTimingGraph.refreshText(t), c.expected, line: c.line)
        }
    }
}

extension FrameTimingsTests {
    /// Apple's hitch ratio per scene and per gesture: a gesture of 60 frames at 60 Hz with one frame two
    /// refreshes late (one refresh late in 1 s: 16.7 ms/s), a rest, then a press and a gesture on time.
    func testTheHitchRatioIsTheScenesAndTheLastGesturesFramesInMotion() {
        var t = timings()
        let r = 1.0 / 60
        var time = 1.0
        t.record(frameTime: time, work: 0.001, upload: 0, display: 0, wasMoving: false)
        for index in 1...59 {
            time += index == 30 ? 2 * r : r
            t.record(frameTime: time, work: 0.001, upload: 0, display: 0, wasMoving: true)
        }
        XCTAssertEqual(t.gestureHitches.millisecondsPerSecond ?? -1, 1000 / 60.0, accuracy: 1e-6, "running")
        time += 0.5
        t.record(frameTime: time, work: 0.001, upload: 0, display: 0, wasMoving: false)   // at rest
        XCTAssertEqual(t.gestureHitches.millisecondsPerSecond ?? -1, 1000 / 60.0, accuracy: 1e-6, "the last gesture")
        t.beginGesture()
        for _ in 1...60 {
            time += r
            t.record(frameTime: time, work: 0.001, upload: 0, display: 0, wasMoving: true)
        }
        XCTAssertEqual(t.gestureHitches.millisecondsPerSecond ?? -1, 0, accuracy: 1e-9, "the new gesture")
        XCTAssertEqual(t.gestureHitches.band, .good)
        // The scene: 2 s of motion, one refresh late.
        XCTAssertEqual(t.sceneHitches.millisecondsPerSecond ?? -1, (1000 / 60.0) / 2, accuracy: 1e-6)
        XCTAssertEqual(t.sceneHitches.band, .warning)
        XCTAssertEqual(HUDReadout(timings: t).hitches, "hitches: scene 8.3 ms/s warning · gesture 0.0 ms/s good")
    }
}
