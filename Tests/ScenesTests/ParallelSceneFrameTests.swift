import Graphics
import LabDrawing
import Playback
@testable import Rendering
@testable import Scenes
import XCTest
import TestKit

/// The scenes' real frames (the golden moments) drawn in bands, on one thread and on several, are
/// byte-identical to the same frames drawn as one band.
final class ParallelSceneFrameTests: XCTestCase {
    /// The frame of `list` at `scale` in `width × height` pixels drawn with at most `threads` threads
    /// (0: one thread, one band).
    private func render(_ list: DisplayList, width: Int, height: Int, scale: Double, threads: Int,
                        assets: any AssetStore) -> [UInt32] {
        let rasterizer = Rasterizer(glyphs: assets.fonts)
        rasterizer.threadCount = max(threads, 1)
        if threads == 0 { rasterizer.maximumBandBytes = .max }
        let buffer = PixelBuffer(width: width, height: height)
        rasterizer.render(list, into: buffer, scale: scale, background: FrameRenderer.background)
        return Array(buffer.pixels)
    }

    private func assertBandsMatch(_ moment: GoldenFrameTests.Moment, viewport: Size, scales: [Double], threads: [Int],
                                  assets: any AssetStore, file: StaticString = #filePath, line: UInt = #line) throws {
        var configuration = ReplayRunner.Configuration(sceneType: moment.scene)
        configuration.assignments = moment.assignments
        configuration.viewport = viewport
        let runner = try ReplayRunner(events: moment.replay.events, configuration: configuration, assets: assets)
        try runner.run { _ in }
        for scale in scales {
            let list = runner.session.window.makeDisplayList(scale: scale)
            let width = Int((viewport.width * scale).rounded()), height = Int((viewport.height * scale).rounded())
            XCTAssertGreaterThanOrEqual(width * height, Rasterizer.parallelPixelThreshold, "large enough to be drawn in bands")
            let single = render(list, width: width, height: height, scale: scale, threads: 0, assets: assets)
            for count in threads {
                let parallel = render(list, width: width, height: height, scale: scale, threads: count, assets: assets)
                let differing = zip(single, parallel).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "\(moment.name) at \(viewport.width) × \(viewport.height) @\(scale), \(count) threads",
                               file: file, line: line)
            }
        }
    }

    func testEveryGoldenMomentIsIdenticalInBands() throws {
        let assets = try TestAssets()
        for moment in GoldenFrameTests.moments() {
            try assertBandsMatch(moment, viewport: Size(width: 390, height: 844), scales: [1], threads: [1, 2, 3], assets: assets)
        }
    }

    /// One moment per scene at scale 2, on an iPad-sized viewport, and (one scene) at scale 3.
    func testOtherSizesAndScalesAreIdenticalInBands() throws {
        let assets = try TestAssets()
        var seen = Set<String>()
        for moment in GoldenFrameTests.moments() where seen.insert(moment.scene.name).inserted {
            try assertBandsMatch(moment, viewport: Size(width: 390, height: 844), scales: [2], threads: [2], assets: assets)
            try assertBandsMatch(moment, viewport: Size(width: 1024, height: 1366), scales: [1], threads: [1, 4], assets: assets)
            if seen.count == 1 {
                try assertBandsMatch(moment, viewport: Size(width: 430, height: 932), scales: [3], threads: [2], assets: assets)
            }
        }
    }
}
