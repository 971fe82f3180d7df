import Foundation
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// Every quantity that sizes work or memory is checked against its limit before anything is
/// allocated or written, with one line naming the limit (`Limits`, `ReplayOutputs`).
final class LimitsTests: XCTestCase {
    private func configuration(fps: Double = 60, from: Double? = nil, until: Double? = nil, viewport: Size? = nil,
                               scale: Double = 1, hud: Bool = false) -> ReplayRunner.Configuration {
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.fps = fps
        configuration.from = from
        configuration.until = until
        configuration.viewport = viewport ?? SceneCatalog.defaultViewport
        configuration.scale = scale
        configuration.overlays = hud ? FrameOverlays(.hud) : nil
        return configuration
    }

    private func wait(_ time: Double) -> [Input] { [Input(time: time, kind: .wait)] }

    func testArgumentsUpToTheLimitAreRead() {
        XCTAssertNoThrow(try Limits.checkArguments(Limits.arguments))
        XCTAssertThrowsError(try Limits.checkArguments(Limits.arguments + 1)) { error in
            XCTAssertEqual((error as? AppError)?.exitCode, 2)
            XCTAssertEqual((error as? AppError)?.message, "4097 arguments: a command line takes at most 4096")
        }
    }

    /// A frame never lies before `from`, at any frame rate, however `from × fps` rounds; none at all is
    /// an empty range.
    func testNoFrameLiesBeforeFrom() {
        var random = SeededRandom(seed: 25)
        for _ in 0..<2_000 {
            let fps = random.chance(0.2) ? pow(10, random.double(in: -300...(-1))) : random.double(in: 0.5...1000)
            let from = random.chance(0.3) ? Double(random.int(in: 0...600)) / 60 : random.double(in: 0...10)
            let range = ReplayRunner.frameRange(events: wait(10), configuration: configuration(fps: fps, from: from))
            if let first = range.first {
                XCTAssertGreaterThanOrEqual(Double(first) / fps, from - FrameTime.tolerance, "fps \(fps) from \(from)")
                XCTAssertLessThan(Double(first - 1) / fps, from - FrameTime.tolerance, "the first one: fps \(fps) from \(from)")
                XCTAssertLessThanOrEqual(Double(range.last ?? first) / fps, 10 + FrameTime.tolerance)
            }
        }
        XCTAssertEqual(ReplayRunner.frameRange(events: wait(6.33), configuration: configuration(from: 6.32)).count, 0)
        XCTAssertEqual(ReplayRunner.frameRange(events: wait(6.33), configuration: configuration(fps: 1e-300, from: 0.5)).count, 0)
        XCTAssertEqual(ReplayRunner.frameRange(events: wait(6.33), configuration: configuration(fps: 1e-300)), 0..<1)
    }

    /// A replay's outputs: a `from` that leaves no frame (past the end, or between the last frame and
    /// the end) for every output alike; frames (the HUD's room and every resize counted), a video, a
    /// compare's side-by-side frames and a contact sheet within 64 Mpx; at most 216,000 frames written.
    func testAReplaysOutputsAreCheckedBeforeItRuns() {
        let resize = [Input(time: 0, kind: .resize(Size(width: 4096, height: 4096)))] + wait(0.01)
        func outputs(frames: Bool = false, video: Bool = false, sheet: Bool = false, every: Int? = nil, panes: Int = 1,
                     header: Bool = false) -> ReplayOutputs {
            var outputs = ReplayOutputs()
            (outputs.frames, outputs.video, outputs.contactSheet, outputs.contactEvery) = (frames, video, sheet, every)
            outputs.panes = panes
            outputs.fromIsHeader = header
            return outputs
        }
        let cases: [(line: UInt, outputs: ReplayOutputs, events: [Input], configuration: ReplayRunner.Configuration,
                     refusal: String?)] = [
            (#line, outputs(), wait(6.33), configuration(from: 6.32),
             "--from 6.32 gives no frame: the first at or after it (t = 6.3333 s) is after the replay's end (6.33 s)"),
            (#line, outputs(video: true), wait(6.33), configuration(from: 6.34), "--from 6.34 is after the replay's end (6.33 s)"),
            (#line, outputs(), wait(6.33), configuration(from: 7), "--from 7 is after the replay's end"),
            (#line, outputs(sheet: true), wait(6.33), configuration(from: 7), "--from 7 is after the replay's end"),
            (#line, outputs(header: true), wait(6.33), configuration(from: 7), "the trace header's from=7 is after the replay's end (6.33 s) (give --from)"),
            (#line, outputs(), wait(6.33), configuration(fps: 1e-300, from: 0.5), "--from 0.5 gives no frame: the first at or after it is after"),
            (#line, outputs(frames: true), wait(0.01), configuration(viewport: Size(width: 4096, height: 4096), scale: 2, hud: true),
             "the viewport of the recording: 4412x4096 points at scale 2 is 69 Mpx"),
            (#line, outputs(frames: true), wait(0.01), configuration(viewport: Size(width: 4096, height: 4096), scale: 2), nil),
            (#line, outputs(frames: true), resize, configuration(scale: 2, hud: true), "trace line 1: a resize to 4412x4096 points"),
            (#line, outputs(video: true), resize, configuration(scale: 2, hud: true), "--video: 4412x4096 points at scale 2 is 69 Mpx"),
            (#line, outputs(video: true, panes: 4), wait(0.01), configuration(viewport: Size(width: 4096, height: 4096), scale: 1),
             "the side-by-side frames of 4 variants: 16402x4126 points at scale 1 is 65 Mpx"),
            (#line, outputs(video: true, panes: 2), wait(0.01), configuration(viewport: Size(width: 4096, height: 4096), scale: 1), nil),
            (#line, outputs(sheet: true, every: 1), wait(6.33), configuration(fps: 1000),
             "--contact-sheet of 6331 frames every 1 would be 1282 x 498504 px (609 Mpx); images are limited to 64 Mpx"),
            (#line, outputs(sheet: true, every: 100), wait(6.33), configuration(fps: 1000), nil),
            (#line, outputs(sheet: true), wait(3600), configuration(fps: 1000), nil),   // about 24 thumbnails
            (#line, outputs(frames: true), wait(3600), configuration(fps: 60), nil),   // an hour at 60 fps: 216,001 frames
            (#line, outputs(video: true), wait(3600), configuration(fps: 120),
             "--video would be 432001 frames; at most 216001 are written (an hour at 60 fps)"),
        ]
        for c in cases {
            do {
                // The events as a trace file's, one a line.
                let range = try c.outputs.check(events: c.events, lines: Array(1...c.events.count), configuration: c.configuration)
                XCTAssertNil(c.refusal, "accepted with \(range.count) frames", line: c.line)
            } catch let error as AppError {
                XCTAssertEqual(error.exitCode, 2, line: c.line)
                XCTAssertTrue(error.message.hasPrefix(c.refusal ?? "(accepted)"), error.message, line: c.line)
            } catch {
                XCTFail("\(error)", line: c.line)
            }
        }
    }
}
