import Graphics
@testable import LabDrawing
@testable import Studio
import ScrollUI
@testable import LabTraces
import XCTest

/// The timeline's loop range and the strip's zoom as pure logic: where points land, which frames a
/// range covers, which frame a loop shows, and the span a gesture zooms to.
final class LoopRangeTests: XCTestCase {
    private enum Mark { case inAt(Int), outAt(Int) }

    func testPointsAreClampedAndAPointPastTheOtherDropsIt() {
        let cases: [(line: UInt, marks: [Mark], last: Int, inFrame: Int?, outFrame: Int?, frames: ClosedRange<Int>?)] = [
            (#line, [], 100, nil, nil, nil),
            (#line, [.inAt(10)], 100, 10, nil, 10...100),          // open out: to the last frame
            (#line, [.outAt(40)], 100, nil, 40, 0...40),           // open in: from the first
            (#line, [.inAt(10), .outAt(40)], 100, 10, 40, 10...40),
            (#line, [.outAt(40), .inAt(10)], 100, 10, 40, 10...40),
            (#line, [.inAt(-5)], 100, 0, nil, 0...100),
            (#line, [.outAt(500)], 100, nil, 100, 0...100),
            (#line, [.inAt(10), .outAt(40), .inAt(60)], 100, 60, nil, 60...100),   // in past out drops out
            (#line, [.inAt(10), .outAt(40), .outAt(5)], 100, nil, 5, 0...5),       // out before in drops in
            (#line, [.inAt(30), .outAt(30)], 100, 30, 30, 30...30),                // one frame
            (#line, [.inAt(0)], 0, 0, nil, 0...0),
        ]
        for c in cases {
            var range = LoopRange()
            for mark in c.marks {
                switch mark {
                case .inAt(let frame): range.setIn(frame, last: c.last)
                case .outAt(let frame): range.setOut(frame, last: c.last)
                }
            }
            XCTAssertEqual(range.inFrame, c.inFrame, line: c.line)
            XCTAssertEqual(range.outFrame, c.outFrame, line: c.line)
            XCTAssertEqual(range.frames(last: c.last), c.frames, line: c.line)
            XCTAssertEqual(range.isEmpty, c.frames == nil, line: c.line)
        }
        var range = LoopRange()
        range.setIn(10, last: 100)
        range.setOut(40, last: 100)
        XCTAssertEqual(range.frames(last: 20), 10...20, "a shorter timeline cuts it")
        XCTAssertEqual(range.frames(last: 5), 5...5)
        range.clear()
        XCTAssertNil(range.frames(last: 100))
    }

    /// One frame per 1/60 s from the start, from the out point back to the in point.
    func testTheLoopWrapsFromOutBackToIn() {
        let cases: [(line: UInt, elapsed: Double, start: Int, frames: ClosedRange<Int>, expected: Int)] = [
            (#line, 0, 10, 10...19, 10),
            (#line, 1.0 / 60, 10, 10...19, 11),
            (#line, 9.0 / 60, 10, 10...19, 19),            // the out point is shown
            (#line, 10.0 / 60, 10, 10...19, 10),           // then the in point
            (#line, 0.5 / 60, 10, 10...19, 10),            // between frames: the one before
            (#line, 25.0 / 60, 15, 10...19, 10),           // from the frame shown: 15 + 25 = 40 → 10
            (#line, 4.0 / 60, 17, 10...19, 11),
            (#line, 3.0 / 60, 50, 10...19, 13),            // shown outside: from the in point
            (#line, 3.0 / 60, 2, 10...19, 13),
            (#line, 7, 30, 30...30, 30),                   // one frame stays
            (#line, -1, 12, 10...19, 12),                  // no time back
            (#line, 3600, 10, 10...19, 10),                // an hour: 216,000 frames, a whole number of loops
            (#line, 1e300, 10, 10...19, 10 + Int.max % 10), // saturates, never traps
        ]
        for c in cases {
            XCTAssertEqual(LoopRange.frame(after: c.elapsed, from: c.start, in: c.frames, fps: 60), c.expected, line: c.line)
        }
    }

    /// The last gesture: a press to its release, a touchpad scroll, the one that began last.
    func testTheLastGestureIsTheLastPressOrScroll() {
        func down(_ t: Double) -> Input { Input(time: t, kind: .down(Point(x: 1, y: 1))) }
        func move(_ t: Double) -> Input { Input(time: t, kind: .move(Point(x: 1, y: 2))) }
        func up(_ t: Double) -> Input { Input(time: t, kind: .up(Point(x: 1, y: 2))) }
        func wheel(_ t: Double) -> Input { Input(time: t, kind: .wheel(Point(x: 1, y: 1), delta: Point(x: 0, y: 3), precise: true)) }
        func fingers(_ t: Double, _ down: Bool) -> Input { Input(time: t, kind: .fingers(down: down)) }
        let key = Input(time: 9, kind: .key("p")), pause = Input(time: 9.5, kind: .speed(0))
        let cases: [(line: UInt, events: [Input], expected: ClosedRange<Double>?)] = [
            (#line, [], nil),
            (#line, [key, pause], nil),                                            // keys are no gesture
            (#line, [down(1), move(1.1), up(1.3)], 1...1.3),
            (#line, [down(1), up(1.3), down(4), move(4.2), up(4.5), key], 4...4.5),
            (#line, [down(1), move(1.2), move(2)], 1...2),                          // still held: to the last input
            (#line, [down(1), Input(time: 1.4, kind: .cancel(Point(x: 1, y: 1)))], 1...1.4),
            (#line, [wheel(2), wheel(2.01), wheel(2.2), wheel(3)], 3...3),          // a gap ends a scroll
            (#line, [wheel(2), wheel(2.01), wheel(2.2)], 2...2.2),
            (#line, [fingers(2, true), wheel(2.05), wheel(2.1), fingers(2.3, false)], 2...2.3),
            (#line, [down(1), up(1.5), fingers(2, true), wheel(2.05), fingers(2.3, false)], 2...2.3),
            (#line, [fingers(2, true), wheel(2.05), fingers(2.3, false), down(3), up(3.2), key], 3...3.2),
            // Fingers on the pad without a scroll (the pointer moved) are no gesture.
            (#line, [fingers(2, true), wheel(2.05), wheel(2.1), fingers(2.3, false), fingers(5, true), fingers(5.4, false)], 2...2.3),
            (#line, [fingers(5, true), fingers(5.4, false)], nil),
        ]
        for c in cases {
            XCTAssertEqual(GestureSpan.lastGesture(in: c.events), c.expected, line: c.line)
        }
    }

    /// Rest: the last frame that moved, not before the gesture's end.
    func testRestIsTheLastFrameThatMoved() {
        func samples(_ offsets: [Double], metric: Double? = nil) -> [SampleHistory.Sample] {
            offsets.enumerated().map { SampleHistory.Sample(time: Double($0.offset) / 60, offset: $0.element, velocity: 0, metric: metric) }
        }
        let cases: [(line: UInt, end: Double, samples: [SampleHistory.Sample], expected: Double)] = [
            (#line, 0.05, samples([0, 0, 5, 9, 12, 12, 12, 12]), 4.0 / 60),
            (#line, 0.05, samples([0, 0, 5, 9, 12, 12.005, 12, 12]), 4.0 / 60),   // under the tolerance
            (#line, 0.05, samples([0, 0, 0, 0]), 0.05),                            // nothing moved: the end
            (#line, 0.2, samples([0, 3, 3, 3]), 0.2),                              // rest before the end: the end
            (#line, 0, samples([0, 1, 2, 3]), 3.0 / 60),                           // still moving: the last frame
            (#line, 0, [], 0),
        ]
        for c in cases {
            XCTAssertEqual(GestureSpan.rest(after: c.end, samples: c.samples), c.expected, accuracy: 1e-12, line: c.line)
        }
    }

    func testTheZoomSpanHasAMarginWithinTheTimeline() {
        let cases: [(line: UInt, start: Double, rest: Double, duration: Double, expected: ClosedRange<Double>)] = [
            (#line, 5, 7, 20, 4.8...7.2),        // 10 % of 2 s either side
            (#line, 5, 5.5, 20, 4.9...5.6),      // at least 0.1 s
            (#line, 0.05, 3, 20, 0...3.295),     // not before 0
            (#line, 18, 20, 20, 17.8...20),      // not after the end
            (#line, 5, 4, 20, 4.9...5.1),        // a rest before the start counts as the start
            (#line, 0, 0, 0, 0...0),
        ]
        for c in cases {
            let span = GestureSpan.span(start: c.start, rest: c.rest, duration: c.duration)
            XCTAssertEqual(span.lowerBound, c.expected.lowerBound, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(span.upperBound, c.expected.upperBound, accuracy: 1e-9, line: c.line)
        }
    }

    /// Zoomed, the strip maps its span onto the whole track: times outside it lie at the ends.
    func testAZoomedStripMapsItsSpanOntoTheTrack() {
        let strip = TimelineStrip(viewport: Size(width: 390, height: 844), duration: 10, span: 4...6)
        XCTAssertTrue(strip.isZoomed)
        let cases: [(line: UInt, time: Double, x: Double, shows: Bool)] = [
            (#line, 4, 16, true), (#line, 5, 195, true), (#line, 6, 374, true), (#line, 3, 16, false), (#line, 7, 374, false),
        ]
        for c in cases {
            XCTAssertEqual(strip.x(for: c.time), c.x, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(strip.shows(c.time), c.shows, line: c.line)
            if c.shows { XCTAssertEqual(strip.time(atX: c.x), c.time, accuracy: 1e-9, line: c.line) }
        }
        XCTAssertEqual(TimelineStrip(viewport: Size(width: 390, height: 844), duration: 10, span: 8...30).span, 8...10,
                       "within the timeline")
        XCTAssertFalse(TimelineStrip(viewport: Size(width: 390, height: 844), duration: 10).isZoomed)
    }

    /// The loop's times at the caption's right: whole, shortened, or left out when a narrow window
    /// has no room beside the caption; never over it (text measured as half an em a character).
    func testTheLoopsTimesNeverCoverTheCaption() {
        let short = (cursor: 3.25, frame: 195, end: 3.58), long = (cursor: 1234.57, frame: 74074, end: 3599.99)
        let cases: [(line: UInt, width: Double, caption: (cursor: Double, frame: Int, end: Double), loop: ClosedRange<Double>,
                     expected: String?)] = [
            (#line, 320, short, 2.92...3.25, "loop 2.92–3.25 s"),
            (#line, 320, long, 1000...2000, "1000.00–2000.00"),
            (#line, 430, long, 1000...2000, "loop 1000.00–2000.00 s"),
            (#line, 300, long, 1000...2000, nil),
        ]
        for c in cases {
            let strip = TimelineStrip(viewport: Size(width: c.width, height: 700), duration: 3600, loop: c.loop)
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: c.width, height: 700),
                                         textMeasurer: HUDRendererTests.HalfEm())
            let stripTexts = TimelineStripTexts()
            stripTexts.update(cursor: c.caption.cursor, frame: c.caption.frame, end: c.caption.end, loop: c.loop, span: nil)
            strip.draw(events: [], clock: SceneClock(), transitions: [], cursor: 3, texts: stripTexts, context: &context)
            let caption = stripTexts.caption
            var texts: [(String, Point)] = []
            for case let .text(run, origin, _) in context.list.commands { texts.append((run.string, origin)) }
            XCTAssertEqual(texts.first?.0, caption, line: c.line)
            let loopText = texts.first { $0.0 != caption }
            XCTAssertEqual(loopText?.0, c.expected, line: c.line)
            if let loopText {
                let captionEnd = strip.frame.minX + 8 + Double(caption.count) * 11 / 2
                XCTAssertGreaterThanOrEqual(loopText.1.x, captionEnd + 8, "clear of the caption", line: c.line)
                XCTAssertLessThanOrEqual(loopText.1.x + Double(loopText.0.count) * 10 / 2, strip.frame.maxX - 8 + 1e-9, line: c.line)
            }
        }
    }
}
