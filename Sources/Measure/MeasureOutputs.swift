import Devices
import Foundation
import LabBasics
import Scenes

/// Writes what `measure` was asked for: the segment table on standard output (unless the state lines
/// go there: `--states -`), the state lines (`--states`), the JSON, the plot, the trace and the video.
/// Everything is computed before the first output is opened, so a failure leaves the paths untouched.
public struct MeasureOutputs {
    public let report: MeasureReport
    public var states: String?
    public var json: String?
    public var plot: String?
    public var trace: String?
    public var video: String?
    /// The device the recording shows (`--device`): the trace's header names it and the replay lays out for it.
    public var device: DeviceProfile?
    /// The PNG encoder and the assets (fonts) the plot and video need, made only when asked for.
    let makePNG: () -> PNGFile
    let makeAssets: () throws -> any AssetStore

    public init(report: MeasureReport, png: @escaping () -> PNGFile, assets: @escaping () throws -> any AssetStore) {
        self.report = report
        makePNG = png
        makeAssets = assets
    }

    public func write() throws {
        let jsonData = try json.map { _ in try MeasureJSON.data(report) }
        let measuredTrace = MeasureTrace(report: report, device: device)
        let traceText = trace.map { _ in measuredTrace.text }
        let assets = plot != nil || video != nil ? try makeAssets() : nil
        let videoWriter = assets.map { MeasureVideo(report: report, trace: measuredTrace, assets: $0) }
        if video != nil { try videoWriter?.checkLimits() }
        if let plot, let assets { try MeasurePlot(report: report, fonts: assets.fonts).write(to: plot, png: makePNG()) }
        if let video, let videoWriter { try videoWriter.write(to: video) }
        if let trace, let traceText { try OutputFile.write(text: traceText, to: trace) }
        if let json, let jsonData { try OutputFile.write(data: jsonData, to: json) }
        if let states {
            let writer = try LineWriter(path: states, append: false)
            for line in report.stateLines() { try writer.write(line) }
            try writer.close()
        }
        if states != LineWriter.standardOutputPath {
            let output = LineWriter()
            for line in SegmentTable.lines(report) { try output.write(line) }
            try output.close()
        }
    }
}
