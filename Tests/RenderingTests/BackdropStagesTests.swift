import Graphics
import XCTest
@testable import Rendering

/// The order `BackdropStages` hands out a frame's work in: a stop's making step by step, each step
/// in its parts, the next step only once every part of the one before has ended, and the band
/// segments after a stop only once it is made.
final class BackdropStagesTests: XCTestCase {
    private func stop(at index: Int) -> BackdropStages.Stop {
        let geometry = BackdropGeometry(rect: Rect(x: 0, y: 0, width: 40, height: 10), material: .thin, scale: 1,
                                        bounds: PixelRect(minX: 0, minY: 0, maxX: 40, maxY: 60))!
        return BackdropStages.Stop(index: index, image: BackdropImage(), geometry: geometry, material: .thin, moved: nil)
    }

    func testAStopIsMadeStepByStepInItsPartsBeforeTheBandsGoOnFromIt() {
        for parts in [1, 2, 3] {
            let stages = BackdropStages()
            var bands = FrameBands()
            // Two bands: rows 0..<30 meet the stop's area, rows 30..<60 do not.
            bands.cut([PixelRect(minX: 0, minY: 0, maxX: 40, maxY: 60)], drawnPixels: 2400, wanted: 2, starts: [],
                      seed: nil, isUsed: { _ in false })
            XCTAssertEqual(bands.count, 2)
            let stop = stop(at: 5)
            stages.plan(bands: bands, stops: [stop], commandCount: 9, parts: parts)
            var order: [String] = [], running: [BackdropStages.Task] = []
            // Take every task that may run, then end them one at a time, oldest first.
            while !stages.isFinished {
                while let task = stages.next() {
                    running.append(task)
                    switch task {
                    case let .draw(band, span, _, _): order.append("draw \(band) \(span.lowerBound)..<\(span.upperBound)")
                    case let .make(_, step, part, count):
                        XCTAssertEqual(count, parts)
                        order.append("\(step) \(part)")
                    }
                }
                guard !running.isEmpty else { return XCTFail("\(parts) parts: stuck after \(order)") }
                stages.finish(running.removeFirst())
            }
            // A step's parts all come before any part of the next, and the band's rest after the last step.
            let steps = order.compactMap { line in BackdropImage.Step.inOrder.firstIndex { line.hasPrefix("\($0) ") } }
            XCTAssertEqual(steps, steps.sorted(), "\(parts) parts: \(order)")
            XCTAssertEqual(steps.count, BackdropImage.Step.inOrder.count * parts, "\(parts) parts: \(order)")
            let lastPart = order.lastIndex { $0.hasPrefix("sampleColumns") }!
            XCTAssertLessThan(lastPart, order.firstIndex(of: "draw 0 5..<9") ?? -1, "\(parts) parts: \(order)")
            XCTAssertLessThan(order.firstIndex(of: "draw 0 0..<5") ?? .max, order.firstIndex { $0.hasPrefix("moveRows") }!,
                              "\(parts) parts: the band meeting the area draws up to the stop first: \(order)")
        }
    }

    func testTheNextStepWaitsForEveryPartOfTheOneBeforeToEnd() {
        let stages = BackdropStages()
        var bands = FrameBands()
        bands.cut([PixelRect(minX: 0, minY: 30, maxX: 40, maxY: 60)], drawnPixels: 1200, wanted: 1, starts: [],
                  seed: nil, isUsed: { _ in false })
        stages.plan(bands: bands, stops: [stop(at: 2)], commandCount: 4, parts: 3)
        // The band misses the stop's area: the making may start at once, three parts of the first step.
        var first: [BackdropStages.Task] = []
        while let task = stages.next() {
            if case .make = task { first.append(task) } else { stages.finish(task) }
        }
        XCTAssertEqual(first.count, 3)
        stages.finish(first[0])
        stages.finish(first[1])
        XCTAssertNil(stages.next(), "a part of the first step is still running")
        stages.finish(first[2])
        guard case let .make(_, step, part, _)? = stages.next() else { return XCTFail("no second step") }
        XCTAssertEqual(step, BackdropImage.Step.inOrder[1])
        XCTAssertEqual(part, 0)
    }
}
