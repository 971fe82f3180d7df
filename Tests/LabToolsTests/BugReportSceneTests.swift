import Devices
import Foundation
import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Scenes
import XCTest
import TestKit

/// A bug report describes the scene it marks: its video is laid out for the window's device, as the
/// screenshot is, and it names a preset only for the scene the window was opened with.
final class BugReportSceneTests: XCTestCase {
    private var fixture: QAFixture!

    override func tearDown() { fixture?.folder.remove() }

    /// Marks the list 1.2 s after its load, while it decelerates, and writes the report at `scale`.
    private func writeReport(_ sceneType: any Scene.Type = ListScene.self, at origin: Double = 7, scale: Double = 1) throws -> String {
        let driver = try fixture.load(sceneType, at: origin)
        try driver.play(Traces.fling(end: 1), from: origin + 0.1, until: origin + 1.2)
        let reporter = fixture.qa.bugReports
        XCTAssertTrue(reporter.begin(shownSceneTime: nil, windowTime: driver.session.window.now, assets: fixture.assets))
        let fonts = fixture.assets.fonts
        let sources = BugReporter.Sources(version: "scroll-lab 0.1.0", display: "dummy", style: CaptureStyle(scale: scale),
                                          assets: fixture.assets) { session, path, style in
            let renderer = FrameRenderer(fonts: fonts)
            renderer.render(session.window, scale: style.scale)
            try renderer.writePNG(to: path, using: .sdl)
        }
        let now = driver.session.window.now
        let folder = try XCTUnwrap(reporter.write(note: nil, sources: sources, now: { now }))
        fixture.qa.captures.exports.finishAll(now: { now })   // the video is made beside the window
        return folder
    }

    /// The grey levels of an image's last frame (a PNG's only one), as ffmpeg decodes it.
    private func lastFrameGrey(_ path: String, width: Int, height: Int) throws -> [UInt8] {
        let decoder = Process(), output = Pipe()
        decoder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        decoder.arguments = ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "gray", "-"]
        decoder.standardOutput = output
        try decoder.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        decoder.waitUntilExit()
        XCTAssertEqual(decoder.terminationStatus, 0)
        XCTAssertGreaterThanOrEqual(bytes.count, width * height, path)
        return [UInt8](bytes.suffix(width * height))
    }

    /// On the iPhone 15 Pro Max and the iPad the video's last frame (the mark) is the screenshot,
    /// but for the H.264 encoding: laid out for the iPhone 14 (a shorter safe area, a notch) it differs
    /// by far more.
    func testTheVideoIsLaidOutForTheWindowsDevice() throws {
        for (line, device) in [(#line, DeviceCatalog.iPhone15ProMax), (#line, DeviceCatalog.iPadPro12_9)] {
            fixture?.folder.remove()
            fixture = try QAFixture(device: device)
            let folder = try writeReport()
            XCTAssertEqual(fixture.failures, [], line: UInt(line))
            let width = Int(device.size.width), height = Int(device.size.height)
            XCTAssertEqual(try probeVideoStream(folder + "/video.mp4").split(separator: ",").dropLast(),
                           ["h264", "\(width)", "\(height)"], line: UInt(line))
            let video = try lastFrameGrey(folder + "/video.mp4", width: width, height: height)
            let screenshot = try lastFrameGrey(folder + "/screenshot.png", width: width, height: height)
            let difference = zip(video, screenshot).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            XCTAssertLessThan(Double(difference) / Double(width * height), 2, "grey levels per pixel", line: UInt(line))
        }
    }

    /// The window's `--preset` is the list's: a report on another scene names none, and one on the
    /// list after switching back names it again.
    func testThePresetIsNamedOnlyForItsScene() throws {
        fixture = try QAFixture()
        fixture.qa.bugReports.presets[ListScene.name] = "seed"
        let cases: [(line: UInt, scene: any Scene.Type, preset: String?)] = [
            (#line, ListScene.self, "seed"),
            (#line, HoverBannerScene.self, nil),
            (#line, ListScene.self, "seed"),
        ]
        for (index, c) in cases.enumerated() {
            let folder = try writeReport(c.scene, at: 7 + 10 * Double(index), scale: 0.25)
            let report = try JSONDecoder().decode(BugReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/report.json")))
            XCTAssertEqual(report.scene, c.scene.name, line: c.line)
            XCTAssertEqual(report.preset, c.preset, line: c.line)
        }
        XCTAssertEqual(fixture.failures, [])
    }
}
