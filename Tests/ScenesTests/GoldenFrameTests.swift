import Devices
import Foundation
import Graphics
import LabDrawing
import Playback
@testable import Scenes
import SDLHost
import XCTest
import TestKit

/// Key moments of every scene rendered headless at scale 1 and compared with the PNGs in `Goldens/`
/// (on the iPhone 14, and at rest and mid-motion on the iPhone SE and the iPhone 15 Pro Max):
/// at most `channelTolerance` per channel, at most `pixelFraction` of the pixels differing. On a
/// failure the actual frame and a diff image are written next to the build and named in the message.
/// `make goldens` (SCROLLLAB_UPDATE_GOLDENS=1) writes the PNGs anew after an intended change.
final class GoldenFrameTests: XCTestCase {
    static let channelTolerance = 2
    static let pixelFraction = 0.001

    struct Moment {
        let name: String
        let scene: any Scene.Type
        let assignments: [String]
        let replay: SceneReplay
        var device = DeviceCatalog.standard
    }

    static func moments() -> [Moment] {
        var moments: [Moment] = []
        func add(_ name: String, _ scene: any Scene.Type, _ assignments: [String] = [], _ build: (inout SceneReplay) -> Void) {
            var replay = SceneReplay()
            build(&replay)
            moments.append(Moment(name: name, scene: scene, assignments: assignments, replay: replay))
        }
        add("list-rest", ListScene.self) { $0.wait(0.1) }
        add("list-pulled", ListScene.self) { $0.drag(from: 300, to: 520, speed: 500, hold: 0, lift: false) }
        add("list-scrolled", ListScene.self) { $0.drag(from: 700, to: 200, speed: 800); $0.wait(1.5) }
        add("expandable-bar-normal", ExpandableBarScene.self) { $0.wait(0.1) }
        add("expandable-bar-mid-expand", ExpandableBarScene.self) { $0.drag(from: 300, to: 400, speed: 400, hold: 0, lift: false) }
        add("expandable-bar-expanded", ExpandableBarScene.self) { $0.drag(from: 200, to: 560, speed: 400); $0.wait(1) }
        add("expandable-bar-compact", ExpandableBarScene.self) { $0.drag(from: 600, to: 400, speed: 500); $0.wait(1) }
        add("hover-banner-rest", HoverBannerScene.self) { $0.wait(0.1) }
        add("hover-banner-half", HoverBannerScene.self) { $0.drag(from: 600, to: 480, speed: 300); $0.wait(1) }
        add("hover-banner-hovering", HoverBannerScene.self) { $0.drag(from: 700, to: 250, speed: 400); $0.wait(1) }
        add("hover-banner-stretched", HoverBannerScene.self) { $0.drag(from: 150, to: 400, speed: 400, hold: 0, lift: false) }
        add("pull-promotion-rest", PullPromotionScene.self) { $0.wait(0.1) }
        add("pull-promotion-release-to-refresh", PullPromotionScene.self) { $0.drag(from: 300, to: 480, speed: 400, hold: 0.1, lift: false) }
        add("pull-promotion-refreshing", PullPromotionScene.self) { $0.drag(from: 300, to: 480, speed: 400); $0.wait(0.6) }
        add("pull-promotion-opening", PullPromotionScene.self) { $0.drag(from: 250, to: 620, speed: 500, hold: 0.1, lift: false) }
        add("pull-promotion-open", PullPromotionScene.self) { $0.drag(from: 250, to: 620, speed: 500); $0.wait(1.5) }
        add("pull-promotion-en", PullPromotionScene.self, ["language=en"]) { $0.drag(from: 300, to: 420, speed: 400, hold: 0.1, lift: false) }
        add("bottom-sheet-half", BottomSheetScene.self) { $0.wait(0.1) }
        add("bottom-sheet-moving", BottomSheetScene.self) { $0.drag(from: 430, to: 250, speed: 400, hold: 0, lift: false) }
        add("bottom-sheet-full", BottomSheetScene.self) { $0.drag(from: 430, to: 300, speed: 2000, hold: 0); $0.wait(1.5) }
        add("bottom-sheet-collapsed", BottomSheetScene.self) { $0.drag(from: 430, to: 560, speed: 2000, hold: 0); $0.wait(1.5) }
        add("bottom-sheet-map-panned", BottomSheetScene.self) { $0.drag(x: 120, from: 150, to: 300, speed: 400); $0.wait(2) }
        // The smallest and the largest phone: every scene at rest and mid-motion (a finger down, or
        // the promotion's page sliding away).
        let motions: [(name: String, scene: any Scene.Type, build: (inout SceneReplay) -> Void)] = [
            ("list", ListScene.self, { $0.drag(from: 500, to: 300, speed: 500, hold: 0, lift: false) }),
            ("expandable-bar", ExpandableBarScene.self, { $0.drag(from: 300, to: 400, speed: 400, hold: 0, lift: false) }),
            ("pull-promotion", PullPromotionScene.self, { $0.drag(from: 250, to: 560, speed: 500, hold: 0); $0.wait(0.15) }),
            ("hover-banner", HoverBannerScene.self, { $0.drag(from: 600, to: 480, speed: 300, hold: 0, lift: false) }),
            ("bottom-sheet", BottomSheetScene.self, { $0.drag(from: 430, to: 250, speed: 400, hold: 0, lift: false) }),
        ]
        for device in [DeviceCatalog.iPhoneSE, DeviceCatalog.iPhone15ProMax] {
            for motion in motions {
                var rest = SceneReplay()
                rest.wait(0.1)
                moments.append(Moment(name: "\(device.identifier)-\(motion.name)-rest", scene: motion.scene, assignments: [],
                                      replay: rest, device: device))
                var moving = SceneReplay()
                motion.build(&moving)
                moments.append(Moment(name: "\(device.identifier)-\(motion.name)-moving", scene: motion.scene, assignments: [],
                                      replay: moving, device: device))
            }
        }
        return moments
    }

    static var goldensFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    func testEverySceneMatchesItsGoldenFrames() throws {
        let assets = try TestAssets()
        let updating = ProcessInfo.processInfo.environment["SCROLLLAB_UPDATE_GOLDENS"] == "1"
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-lab-golden-failures")
        for moment in Self.moments() {
            let actual = try render(moment, assets: assets)
            let path = Self.goldensFolder.appendingPathComponent("\(moment.name).png").path
            if updating {
                try FileManager.default.createDirectory(at: Self.goldensFolder, withIntermediateDirectories: true)
                try Data(PNGWriter.encode(actual.pixels, width: actual.width, height: actual.height)).write(to: URL(fileURLWithPath: path))
                continue
            }
            let golden = try ImageLoader.load(path: path)
            XCTAssertEqual(golden.width, actual.width, moment.name)
            XCTAssertEqual(golden.height, actual.height, moment.name)
            guard golden.width == actual.width, golden.height == actual.height else { continue }
            let comparison = FrameComparison(expected: golden.pixels, actual: actual.pixels, tolerance: Self.channelTolerance)
            let fraction = Double(comparison.differing) / Double(actual.pixels.count)
            if fraction > Self.pixelFraction {
                try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                let actualPath = failures.appendingPathComponent("\(moment.name)-actual.png").path
                let diffPath = failures.appendingPathComponent("\(moment.name)-diff.png").path
                try Data(PNGWriter.encode(actual.pixels, width: actual.width, height: actual.height)).write(to: URL(fileURLWithPath: actualPath))
                try Data(PNGWriter.encode(comparison.diffImage, width: actual.width, height: actual.height)).write(to: URL(fileURLWithPath: diffPath))
                XCTFail("\(moment.name): \(comparison.differing) pixels differ (\(String(format: "%.3f", fraction * 100)) %); "
                        + "see \(diffPath); run `make goldens` if the change is intended")
            }
        }
    }

    private func render(_ moment: Moment, assets: any AssetStore) throws -> (pixels: [UInt32], width: Int, height: Int) {
        var configuration = ReplayRunner.Configuration(sceneType: moment.scene)
        configuration.assignments = moment.assignments
        configuration.device = moment.device
        configuration.viewport = moment.device.size
        let runner = try ReplayRunner(events: moment.replay.events, configuration: configuration, assets: assets)
        try runner.run { _ in }
        let renderer = FrameRenderer(fonts: assets.fonts)
        let buffer = renderer.render(runner.session.window, scale: 1)
        return (Array(UnsafeBufferPointer(buffer.pixels)), buffer.width, buffer.height)
    }

    func testTheComparisonCountsOnlyDifferencesAboveTheTolerance() {
        let expected: [UInt32] = [0xFF102030, 0xFF102030, 0xFF102030, 0xFFFFFFFF]
        let actual: [UInt32] = [0xFF102030, 0xFF122030, 0xFF132030, 0xFF000000]
        let comparison = FrameComparison(expected: expected, actual: actual, tolerance: 2)
        XCTAssertEqual(comparison.differing, 2)
        XCTAssertEqual(comparison.diffImage[0] & 0x00FF_FFFF, comparison.diffImage[1] & 0x00FF_FFFF, "within tolerance: dimmed")
        XCTAssertNotEqual(comparison.diffImage[2], comparison.diffImage[1], "beyond tolerance: marked")
    }
}

/// Per-pixel comparison of two opaque ARGB frames, with a diff image: matching pixels dimmed, differing
/// ones in magenta.
struct FrameComparison {
    let differing: Int
    let diffImage: [UInt32]

    init(expected: [UInt32], actual: [UInt32], tolerance: Int) {
        var differing = 0
        var diff = [UInt32](repeating: 0, count: actual.count)
        for index in actual.indices {
            let a = expected[index], b = actual[index]
            var worst = 0
            for shift in [0, 8, 16, 24] as [UInt32] {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
            if worst > tolerance {
                differing += 1
                diff[index] = 0xFFFF00FF
            } else {
                let gray = (((b >> 16) & 0xFF) + ((b >> 8) & 0xFF) + (b & 0xFF)) / 3 / 4 + 160
                diff[index] = 0xFF000000 | gray << 16 | gray << 8 | gray
            }
        }
        self.differing = differing
        self.diffImage = diff
    }
}
