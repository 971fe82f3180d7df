import ArgumentParser
import Foundation
import LabBasics
import Measure
import Scenes

/// `scroll-lab measure RECORDING`: the scrolling content's offset in every frame of a screen recording,
/// split into segments and fitted, beside what UIScrollView does with the same releases (README
/// "Measure a recording").
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure the scrolling in a screen recording and compare it with UIScrollView.")

    @Argument(help: "The recording: .mov, .mp4 (H.264, HEVC, ...) or an animated .gif, read through ffmpeg.")
    var recording: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scrolling region in pixels of the displayed frame, instead of finding it.", valueName: "x,y,w,h"))
    var region: String?

    @Option(parsing: .unconditional, help: "Pixels per point of the recording (default: from the frame's size).")
    var scale: Double?

    @Option(help: ArgumentHelp("The device the recording shows (`scroll-lab devices`): its screen gives the pixels per point at "
                               + "any size of the frame, and the trace and the side-by-side replay lay out for it."))
    var device: String?

    @Option(parsing: .unconditional, help: "Measure from this time in seconds (from the first frame).")
    var from: Double?

    @Option(parsing: .unconditional, help: "Measure until this time in seconds.")
    var until: Double?

    @Option(parsing: .unconditional, help: "The deceleration UIScrollView is compared with: normal, fast or a factor per millisecond.")
    var rate: String = "normal"

    @Option(help: ArgumentHelp("Write the state lines (one per frame, with \"tracked\") to this file; '-': to standard output "
                               + "instead of the segment table.", valueName: "file"))
    var states: String?

    @Option(help: "Write the segments, fits and comparison as JSON into this file.")
    var json: String?

    @Option(help: "Plot the measured offset and velocity over UIScrollView's into this PNG.")
    var plot: String?

    @Option(help: "Write a trace that reproduces the recording's releases, for replay --scene list.")
    var trace: String?

    @Option(help: "Write the recording and ScrollLab's replay of the trace side by side into this MP4.")
    var video: String?

    /// Seconds at most for --from and --until: an hour, as for traces.
    static let timeLimit = Limits.traceSeconds

    func validate() throws {
        if let region, MeasureCommand.parseRegion(region) == nil {
            throw ValidationError("--region must be X,Y,W,H: four whole numbers of pixels, X and Y from 0")
        }
        if let parsed = region.flatMap(MeasureCommand.parseRegion),
           parsed.width < MeasureRunner.minimumRegion.width || parsed.height < MeasureRunner.minimumRegion.height {
            throw ValidationError("--region must be at least \(MeasureRunner.minimumRegion.width) pixels wide and "
                                  + "\(MeasureRunner.minimumRegion.height) high")
        }
        if let scale, !(scale.isFinite && scale >= 0.5 && scale <= 4) {
            throw ValidationError("--scale must be a number of pixels per point from 0.5 to 4")
        }
        for (name, value) in [("--from", from), ("--until", until)] {
            if let value, !(value.isFinite && value >= 0 && value <= MeasureCommand.timeLimit) {
                throw ValidationError("\(name) must be a number of seconds from 0 to \(Int(MeasureCommand.timeLimit))")
            }
        }
        if device != nil, scale != nil {
            throw ValidationError("--device and --scale: give one (the device's screen gives the pixels per point)")
        }
        if let from, let until, from > until { throw ValidationError("--from must not be after --until") }
        guard PhysicsOptions.decelerationRate(rate) != nil else {
            throw ValidationError("--rate must be \(PhysicsOptions.decelerationValues)")
        }
        if let video, (video as NSString).pathExtension.lowercased() != "mp4" {
            throw ValidationError("--video '\(video)': the file must end in .mp4")
        }
    }

    func run() throws {
        try OutputPaths.checkDistinct(input: (recording, "the recording"),
                                      outputs: [(states, "--states"), (json, "--json"), (plot, "--plot"), (trace, "--trace"),
                                                (video, "--video")])
        let profile = try device.map { try SceneCatalog.device(named: $0) }
        var options = MeasureRunner.Options(path: recording)
        options.device = profile
        options.region = region.flatMap(MeasureCommand.parseRegion)
        options.scale = scale
        options.from = from
        options.until = until
        options.rate = PhysicsOptions.decelerationRate(rate) ?? .normal
        options.rateName = rate
        let report = try MeasureRunner(options: options).run()
        var outputs = MeasureOutputs(report: report, png: { PNGFile(encoder: SDLPNGEncoder()) }, assets: { try SDLAssetStore() })
        outputs.device = profile
        outputs.states = states
        outputs.json = json
        outputs.plot = plot
        outputs.trace = trace
        outputs.video = video
        try outputs.write()
    }

    /// `X,Y,W,H` as whole numbers, X and Y at least 0, W and H above 0.
    static func parseRegion(_ text: String) -> (x: Int, y: Int, width: Int, height: Int)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              x >= 0, y >= 0, width > 0, height > 0, x <= MeasureRunner.regionLimit, y <= MeasureRunner.regionLimit,
              width <= MeasureRunner.regionLimit, height <= MeasureRunner.regionLimit else { return nil }
        return (x, y, width, height)
    }
}
