import ArgumentParser
import BuildInfo
import Foundation
import Graphics
import LabBasics
import Studio
import Playback
import Scenes
import SDLHost
import LabTraces

/// `scroll-lab run`: the window (the default command).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Open the window on a scene (the default).")

    @OptionGroup var selection: SceneSelection

    @Option(help: "Append one state line per presented frame to this file.")
    var states: String?

    @Option(help: ArgumentHelp("Write the frame timings to this file as JSON lines: each present and each timed "
                               + "input as measured, and at the end what the HUD showed.", valueName: "file"))
    var timings: String?

    @Option(parsing: .unconditional, help: "Exit after presenting this many frames.")
    var exitAfterFrames: Int?

    @Option(help: "Record the input as a trace file (each line written as it happens).")
    var record: String?

    @Option(help: "Play this trace in real time, then stay interactive.")
    var replay: String?

    @Option(help: ArgumentHelp("A variant to show side by side, driven by the same input: options NAME=VALUE and "
                               + "preset=NAME, separated by commas or spaces (\"\" for the base options alone); 2 to 4 "
                               + "of them.", valueName: "sets"))
    var compare: [String] = []

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per point of screenshots (S) and videos (V), whatever the display's: "
                               + "the device's by default (3 for the iPhone 14).", valueName: "scale"))
    var captureScale: Double?

    func validate() throws {
        if let captureScale, !(captureScale.isFinite && captureScale > 0 && captureScale <= 4) {
            throw ValidationError("--capture-scale must be a number above 0 and at most 4")
        }
        if let exitAfterFrames, exitAfterFrames < 1 { throw ValidationError("--exit-after-frames must be at least 1") }
    }

    func run() throws {
        try OutputPaths.checkDistinct(input: replay.map { ($0, "the trace being replayed") },
                                      outputs: [(states, "--states"), (record, "--record"), (timings, "--timings")])
        let playback = try replay.map { try TraceFile.load(path: $0) }
        if let replay, let note = playback?.note(path: replay) { PendingWarning.text = note }
        let device = try selection.resolveDevice(header: playback?.header)
        let (sceneType, assignments, usesHeader) = try selection.resolve(header: playback?.header, fallback: SceneCatalog.all[0],
                                                                         viewport: device.size, device: device)
        // The header's from= and until= apply as in `replay`: unless --scene drops the header.
        let played = try playback.map { try WindowPlayback(events: $0.events, header: $0.header, headerApplies: usesHeader) }
        // A recording of `run --compare` plays as the compare it was, as `replay` plays it, unless the
        // options say otherwise (`--compare`, `--scene`, `--preset`).
        let headerApplies = selection.scene == nil && selection.preset == nil
        let compare = !self.compare.isEmpty ? self.compare : headerApplies ? playback?.header?.compare ?? [] : []
        if !compare.isEmpty {
            _ = try CompareVariant.parse(compare, base: assignments, sceneType: sceneType, viewport: device.size, device: device)
        }
        let assets = try SDLAssetStore()
        let statesWriter = try states.map { try LineWriter(path: $0, append: true) }
        let timingLog = try timings.map { try TimingLog(path: $0) }
        // The X server went away: complete the recording, keep the states, say so in one line.
        var runner: WindowRunner?
        HostWindow.whenDisplayIsLost { error in
            runner?.finishAbruptly()
            let failure = SDLFailure.appError(for: error)
            StandardError.report(failure.message)
            fflush(nil)
            _exit(failure.exitCode)
        }
        // The device's screen; comparing, a full one per variant, unless the display is smaller (they then
        // share its width).
        let size = compare.isEmpty ? device.size : CompareLayout.windowSize(viewport: device.size, count: compare.count)
        // A device larger than the display shows scaled to fit it, keeping its size in points.
        var zoom = WindowZoom(canvas: size)
        let host = try SDLFailure.converting {
            try HostWindow(title: WindowRunner.title(for: sceneType.name), size: size) { room in
                zoom = WindowZoom.opening(canvas: size, screen: room.map { WindowZoom.Screen(room: $0, pointsPerInch: nil) })
                return zoom.windowSize
            }
        }
        WindowRunner.fitBorders(&zoom, in: host)
        let window = try WindowRunner(host: host, assets: assets, sceneType: sceneType, assignments: assignments,
                                      compare: compare, device: device, zoom: zoom, states: statesWriter,
                                      exitAfterFrames: exitAfterFrames, lead: played?.lead ?? 0)
        runner = window
        window.qa.captureScale = captureScale
        window.timingLog = timingLog
        window.qa.buildLine = BuildInfo.versionLine
        window.qa.bugReports.presets[sceneType.name] = selection.preset ?? (headerApplies ? playback?.header?.preset : nil)
        if let record { try window.record(to: record) }
        if let playback, let played { try window.play(playback, played) }
        defer { window.finishStates(); window.finishTimings() }
        try window.run()
    }
}
