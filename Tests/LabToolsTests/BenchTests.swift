import Devices
import Foundation
import Graphics
@testable import Playback
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// `scroll-lab bench`: its scripts, its player and its report formats (its command line:
/// `BenchCommandTests` in ScrollLabTests). No timing is checked here (timings belong to the
/// release-only bench, never to `make test`).
final class BenchTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    // MARK: Scripts

    func testEverySceneHasATimeOrderedScriptAndUnknownScenesGetTheGenericOne() {
        for sceneType in SceneCatalog.all {
            let events = BenchScript.events(for: sceneType.name)
            XCTAssertGreaterThan(events.count, 10, sceneType.name)
            XCTAssertEqual(events.map(\.time), events.map(\.time).sorted(), "\(sceneType.name): events in time order")
            XCTAssertEqual(events.last?.kind, .wait, sceneType.name)
        }
        XCTAssertEqual(BenchScript.events(for: "no-such-scene"), BenchScript.generic())
        XCTAssertNotEqual(BenchScript.events(for: "pull-promotion"), BenchScript.generic())
    }

    func testDragsEndWithAnUpWhereTheyStop() {
        var builder = BenchScript.Builder()
        builder.drag(at: 1, from: 700, to: 300, duration: 0.08)
        let events = builder.events
        XCTAssertEqual(events.first, Input(time: 1, kind: .down(Point(x: 195, y: 700))))
        XCTAssertEqual(events.count, 12, "down, 10 moves 8 ms apart, up")
        XCTAssertEqual(events.last, Input(time: 1.08, kind: .up(Point(x: 195, y: 300))))
    }

    /// Plays the scene's bench script headless (no rendering) and returns the main scroll view's
    /// offset and content height per frame.
    private func playOffsets(scene: any Scene.Type, assignments: [String], frames: Int) throws -> [(offset: Double, end: Double)] {
        let session = try SceneSession(sceneType: scene, assignments: assignments, viewport: SceneBenchmark.viewport,
                                       assets: assets)
        let player = ScriptPlayer(session: session)
        var result: [(Double, Double)] = []
        for frame in 0..<frames {
            player.play(frame: frame)
            session.window.layoutIfNeeded()
            let scrollView = session.scene.mainScrollView
            let end = scrollView.contentSize.height + scrollView.contentInset.bottom - scrollView.bounds.height
            result.append((scrollView.contentOffset.y, end))
        }
        return result
    }

    /// The 1M-row check compares 100 and 1,000,000 rows: the list's script must stay inside 100 rows'
    /// content, so both play exactly the same offsets.
    func testListScriptStaysInsideHundredRowsSoTheMillionRowComparisonIsFair() throws {
        let frames = Int(ScriptPlayer.period(of: BenchScript.list()) * 60) + SceneBenchmark.warmupFrames
        let hundred = try playOffsets(scene: ListScene.self, assignments: ["rows=100"], frames: frames)
        let million = try playOffsets(scene: ListScene.self, assignments: ["rows=1000000"], frames: frames)
        let deepest = hundred.map(\.offset).max() ?? 0
        XCTAssertGreaterThan(deepest, 1_000, "the script scrolls well into the content")
        for (index, frame) in hundred.enumerated() {
            XCTAssertLessThan(frame.offset, frame.end - 100, "frame \(index): 100 rows must not reach their end")
            XCTAssertEqual(frame.offset, million[index].offset, accuracy: 1e-9, "frame \(index): same offset")
        }
    }

    func testPlayerRepeatsTheScriptAfterAPause() throws {
        var builder = BenchScript.Builder()
        builder.wait(until: 1)
        XCTAssertEqual(ScriptPlayer.period(of: builder.events), 1 + BenchScript.pause)
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: SceneBenchmark.viewport, assets: assets)
        let player = ScriptPlayer(script: builder.events, session: session)
        XCTAssertEqual(player.time(ofFrame: 90), 1.5)
        XCTAssertEqual(player.play(frame: 60), 1, "the wait at 1 s")
        XCTAssertEqual(player.play(frame: 89), 0)
        XCTAssertEqual(player.play(frame: 150), 1, "a round later, the wait again")
    }

    // MARK: Report

    private func sampleReport(sdl: Bool = true) -> BenchReport {
        let frame = FrameStatistics(p50: 0.0012, p99: 0.0034, count: 600)
        let raster = FrameStatistics(p50: 0.0011, p99: 0.003, count: 600)
        let other = FrameStatistics(p50: 0.0031, p99: 0.0079, count: 600)
        return BenchReport(size: BenchSize(viewport: Size(width: 390, height: 844), scale: 2), floor: 0.000054, scenes: [
            SceneBenchmark.Result(name: "list", frame: frame, raster: raster,
                                  sdl: sdl ? FrameStatistics(p50: 0.0024, p99: 0.003, count: 600) : nil),
            SceneBenchmark.Result(name: "hover-banner", frame: other, raster: other,
                                  sdl: sdl ? FrameStatistics(p50: 0.0031, p99: 0.004, count: 600) : nil),
        ])
    }

    func testJSONHasTheAgreedShape() throws {
        let json = sampleReport().json
        XCTAssertEqual(json, #"{"width":780,"height":1688,"scale":2,"floor_ms":0.054,"scenes":{"#
            + #""list":{"p50_ms":1.200,"p99_ms":3.400,"sdl_p50_ms":2.400,"frames":600},"#
            + #""hover-banner":{"p50_ms":3.100,"p99_ms":7.900,"sdl_p50_ms":3.100,"frames":600}}}"#)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["width"] as? Int, 780)
        XCTAssertFalse(json.contains("\n"))
        XCTAssertFalse(sampleReport(sdl: false).json.contains("sdl_p50_ms"))
    }

    /// The table says whether the frames were drawn whole (`--full-redraw`) or only their changed rows.
    func testTableNamesHowFramesWereDrawn() {
        let report = sampleReport()
        let whole = BenchReport(size: report.size, floor: report.floor, scenes: report.scenes, fullRedraw: true)
        XCTAssertTrue(report.table.contains("raster draws the rows that changed since the frame before, as the window does"))
        XCTAssertTrue(whole.table.contains("raster draws every row of every frame (--full-redraw)"))
        XCTAssertEqual(whole.table.count, report.table.count)
    }

    func testTableShowsRatiosToTheFloorAndToSDL() {
        let table = sampleReport().table
        XCTAssertTrue(table[0].contains("780 x 1688"))
        XCTAssertTrue(table[0].contains("0.054 ms"))
        let list = try? XCTUnwrap(table.first { $0.hasPrefix("list ") })
        let columns = list?.split(separator: " ").map(String.init) ?? []
        XCTAssertEqual(columns, ["list", "1.200", "3.400", "1.100", "2.400", "22.2", "0.50", "600"])
        XCTAssertTrue(table.contains { $0.hasPrefix("hover-banner ") && $0.contains(" 1.00 ") })
    }

    func testPercentilesAreNearestRank() {
        let samples = (1...200).map(Double.init).shuffled()
        let statistics = FrameStatistics(samples)
        XCTAssertEqual(statistics.p50, 101)
        XCTAssertEqual(statistics.p99, 198)
        XCTAssertEqual(statistics.count, 200)
        XCTAssertEqual(FrameStatistics([]), FrameStatistics(p50: 0, p99: 0, count: 0))
    }

}

/// `--viewport` and `--scale` pair into the sizes measured, and the plot puts each result where its
/// pixels and time say.
final class BenchSizeTests: XCTestCase {
    func testViewportsAndScalesPairByPosition() throws {
        let phone = Size(width: 390, height: 844), max = Size(width: 430, height: 932), pad = Size(width: 1024, height: 1366)
        let cases: [(line: UInt, viewports: [Size], scales: [Double], expected: [BenchSize]?)] = [
            (#line, [], [], [BenchSize(viewport: phone, scale: 2)]),
            (#line, [max], [], [BenchSize(viewport: max, scale: 2)]),
            (#line, [], [3], [BenchSize(viewport: phone, scale: 3)]),
            (#line, [phone, max, pad], [2, 3, 2], [BenchSize(viewport: phone, scale: 2), BenchSize(viewport: max, scale: 3),
                                                   BenchSize(viewport: pad, scale: 2)]),
            (#line, [phone, pad], [2], [BenchSize(viewport: phone, scale: 2), BenchSize(viewport: pad, scale: 2)]),
            (#line, [pad], [1, 2], [BenchSize(viewport: pad, scale: 1), BenchSize(viewport: pad, scale: 2)]),
            (#line, [phone, max], [1, 2, 3], nil),
        ]
        for c in cases {
            let sizes = try? BenchSize.pairing(viewports: c.viewports, scales: c.scales)
            XCTAssertEqual(sizes, c.expected, line: c.line)
        }
        XCTAssertEqual(BenchSize.goals[1].pixelWidth, 1290)
        XCTAssertEqual(BenchSize.goals[2].megapixels, 2048 * 2732 / 1e6, accuracy: 1e-9)
        XCTAssertEqual(BenchSize.goals.map(\.device.identifier), ["iphone-14", "iphone-15-pro-max", "ipad-pro-12.9"])
    }

    /// `--device` measures a device at its own size, at its own scale unless `--scale` pairs with it.
    func testDevicesAndScalesPairByPosition() throws {
        let se = DeviceCatalog.iPhoneSE, pad = DeviceCatalog.iPadPro12_9
        let cases: [(line: UInt, devices: [DeviceProfile], scales: [Double], expected: [BenchSize]?)] = [
            (#line, [se], [], [BenchSize(viewport: Size(width: 375, height: 667), scale: 2, device: se)]),
            (#line, [se, pad], [], [BenchSize(device: se), BenchSize(device: pad)]),
            (#line, [se, pad], [1], [BenchSize(device: se, scale: 1), BenchSize(device: pad, scale: 1)]),
            (#line, [pad], [1, 3], [BenchSize(device: pad, scale: 1), BenchSize(device: pad, scale: 3)]),
            (#line, [se, pad], [1, 2, 3], nil),
        ]
        for c in cases {
            XCTAssertEqual(try? BenchSize.pairing(devices: c.devices, scales: c.scales), c.expected, line: c.line)
        }
    }

    func testThePlotPutsEachSceneAtItsPixelsAndTime() {
        let stats = { (p50: Double) in FrameStatistics(p50: p50, p99: p50 * 1.5, count: 10) }
        let reports = BenchSize.goals.enumerated().map { index, size in
            BenchReport(size: size, floor: 0.0001 * Double(index + 1), scenes: [
                SceneBenchmark.Result(name: "list", frame: stats(0.001 * Double(index + 1)), raster: stats(0.0005), sdl: nil),
                SceneBenchmark.Result(name: "bottom-sheet", frame: stats(0.002 * Double(index + 1)), raster: stats(0.001), sdl: nil),
            ])
        }
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: BenchPlot.size),
                                     textMeasurer: HUDRendererTests.HalfEm())
        BenchPlot(reports: reports).draw(title: "t", in: &context)
        var dots: [Color: [Point]] = [:]
        for case let .roundedRect(rect, _, color) in context.list.commands where rect.width == 8 {
            dots[color, default: []].append(rect.center)
        }
        let list = dots[BenchPlot.sceneColors[0]] ?? [], sheet = dots[BenchPlot.sceneColors[1]] ?? []
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(sheet.count, 3)
        // Same pixels, twice the time: the bottom sheet's dot is twice as high above the axis.
        let axis = 60 + BenchPlot.size.height - 120
        for (a, b) in zip(list, sheet) {
            XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
            XCTAssertEqual(axis - b.y, 2 * (axis - a.y), accuracy: 1e-6)
        }
        XCTAssertLessThan(list[0].x, list[1].x)
        XCTAssertLessThan(list[1].x, list[2].x)
    }
}
