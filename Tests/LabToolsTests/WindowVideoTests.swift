import Foundation
import Graphics
@testable import Studio
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Key V: an MP4 of the last 30 s made by the real ffmpeg from the window's log; without ffmpeg one
/// line on standard error and a note, and nothing written.
final class WindowVideoTests: XCTestCase {
    private var fixture: QAFixture!
    private var driver: WindowDriver!

    override func setUpWithError() throws {
        fixture = try QAFixture()
        driver = try fixture.load(ListScene.self, viewport: Size(width: 200, height: 300), at: 7)
        try driver.play(Traces.touchpad(), from: 7.1, until: 8)
    }

    override func tearDown() { fixture?.folder.remove() }

    func testTheVideoIsTheReplayOfTheLog() throws {
        let style = CaptureStyle(scale: 3)
        XCTAssertEqual(driver.press("v"), .videoRequested(style), "the iPhone 14's 3 pixels per point, no overlays")
        fixture.qa.exportVideo(session: driver.session, style: style, assets: fixture.assets)
        XCTAssertEqual(fixture.qa.notices.notice?.text, "Exporting a video", "made beside the window")
        XCTAssertTrue(fixture.qa.overlay(over: driver.session).marks.contains { if case .export = $0 { true } else { false } },
                      "its progress in the badge row")
        fixture.qa.captures.exports.finishAll(now: { [driver] in driver!.session.window.now })
        XCTAssertFalse(fixture.qa.overlay(over: driver.session).marks.contains { if case .export = $0 { true } else { false } })
        XCTAssertEqual(fixture.failures, [])
        XCTAssertTrue(fixture.reports.last?.hasPrefix("scroll-lab: video ") == true)
        let path = try XCTUnwrap(fixture.lastPath)
        XCTAssertTrue(path.hasPrefix(fixture.folder.path("captures") + "/list-") && path.hasSuffix(".mp4"), path)
        XCTAssertEqual(fixture.qa.notices.notice?.text, "Saved \((path as NSString).lastPathComponent)")
        XCTAssertEqual(try probeVideoStream(path), "h264,600,900,61",
                       "H.264 at the device's pixel scale, one frame per 1/60 s from the load to the key (1 s)")
    }

    func testWithoutFFmpegTheWindowGoesOn() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", fixture.folder.path("empty"), 1)
        defer { setenv("PATH", path, 1) }
        fixture.qa.exportVideo(session: driver.session, style: CaptureStyle(scale: 1), assets: fixture.assets)
        let failures = fixture.failures
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].hasPrefix("cannot export a video: ffmpeg is not on the PATH: install it"), failures[0])
        XCTAssertFalse(failures[0].contains("\n"))
        XCTAssertEqual(fixture.qa.notices.notice?.text, "No video")
        XCTAssertEqual(fixture.qa.notices.reason, failures[0], "the window shows the reason")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path("captures")), [], "nothing written")
    }

    /// V during an export waits its turn; Esc cancels the running one and the waiting one, and neither
    /// leaves a file.
    func testASecondVWaitsAndEscCancelsBothLeavingNothing() throws {
        let style = CaptureStyle(scale: 3)
        fixture.qa.exportVideo(session: driver.session, style: style, assets: fixture.assets)
        try driver.play("", from: 8.1, until: 9.2)
        fixture.qa.exportVideo(session: driver.session, style: style, assets: fixture.assets)
        XCTAssertEqual(fixture.qa.notices.notice?.text, "Video waits its turn")
        XCTAssertEqual(fixture.qa.captures.exports.waitingCount, 1)
        XCTAssertTrue(fixture.qa.captures.exports.badge?.hasSuffix("% +1") == true, "\(String(describing: fixture.qa.captures.exports.badge))")
        XCTAssertEqual(driver.press("escape"), .handled)
        fixture.qa.captures.exports.finishAll(now: { [driver] in driver!.session.window.now })
        XCTAssertEqual(fixture.reports.filter { $0.hasPrefix("scroll-lab: video cancelled") }.count, 2)
        XCTAssertEqual(fixture.qa.notices.notice?.text, "Video cancelled")
        let written = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path("captures"))
        XCTAssertEqual(written.filter { $0.hasSuffix(".mp4") }, [], "nothing half written")
    }
}
