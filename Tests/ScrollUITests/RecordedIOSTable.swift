import Foundation
import ScrollPhysics

/// PHYSICS.md's table "Against recorded iOS": each published figure beside what ScrollLab does with
/// the same input (`RecordedIOSReplay`), as Markdown.
enum RecordedIOSTable {
    /// The lines that open and close the table in PHYSICS.md.
    static let begin = "<!-- recorded-ios-table: written by `make physics-table`, checked by make test -->"
    static let end = "<!-- end of recorded-ios-table -->"

    private static func pt(_ value: Double) -> String { String(format: "%.2f pt", value) }
    private static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
    private static func speed(_ value: Double) -> String { String(format: "%.1f pt/s", value) }
    private static func yesNo(_ value: Bool) -> String { value ? "flings" : "no fling" }

    static func rateName(_ rate: Double) -> String { rate == DecelerationRate.normal.rawValue ? "`.normal`" : "`.fast`" }

    /// The table's rows: (figure, recorded iOS, ScrollLab).
    static func rows() -> [(String, String, String)] {
        var rows: [(String, String, String)] = []
        let fling = RecordedIOSReplay.fling()
        let flingSamples = RecordedIOS.Fling.samples
        for index in [5, 10] {
            rows.append(("fling 480.83 pt/s, `.normal`: offset \(String(format: "%.1f", flingSamples[index].time)) s after the release [C]",
                         pt(flingSamples[index].offset), pt(fling.offsets[index])))
        }
        let flingError = zip(flingSamples, fling.offsets).map { abs($0.offset - $1) }.max() ?? 0
        rows.append(("the same: largest difference over its 20 samples", "", pt(flingError)))
        rows.append(("the same: resting offset (`targetContentOffset`) [C]", pt(RecordedIOS.Fling.targetContentOffset), pt(fling.rest)))
        rows.append(("the same: at rest after (iOS: its last movement) [C]", seconds(RecordedIOS.Fling.lastMovement),
                     seconds(fling.duration - RecordedIOS.timestampOffset)))
        for target in RecordedIOS.targets {
            let rate = DecelerationRate(rawValue: target.rate)
            let ours = RecordedIOSReplay.rest(velocity: target.velocity, rate: rate)
            rows.append(("release at \(String(format: "%.1f", target.velocity)) pt/s, \(rateName(target.rate)): resting distance [C]",
                         pt(target.distance), pt(ours.distance)))
        }
        let device = RecordedIOSReplay.rest(velocity: RecordedIOS.deviceFling.velocity, rate: .normal)
        rows.append(("device fling at 4030.8 pt/s, `.normal`: distance [F]", pt(RecordedIOS.deviceFling.distance), pt(device.distance)))

        let band = RecordedIOSReplay.rubberBand()
        let bandSamples = RecordedIOS.RubberBand.samples
        for index in [9, 19, 28] {
            rows.append(("rubber band, d = 681.67: \(Int(bandSamples[index].translation)) pt past the top shows [C]",
                         pt(bandSamples[index].overscroll), pt(band[index])))
        }
        let bandError = zip(bandSamples, band).map { abs($0.overscroll - $1) }.max() ?? 0
        rows.append(("the same: largest difference over its 29 samples", "", pt(bandError)))

        let bounce = RecordedIOSReplay.bounce()
        let bounceSamples = RecordedIOS.Bounce.samples
        for index in [0, 5, 11, 17] {
            rows.append(("bounce back from 177 pt: left \(String(format: "%.3f", bounceSamples[index].time)) s after the release [C]",
                         pt(-bounceSamples[index].offset), pt(-bounce.offsets[index])))
        }
        let bounceError = zip(bounceSamples, bounce.offsets).map { abs($0.offset - $1) }.max() ?? 0
        rows.append(("the same: largest difference over its 36 samples (0.67 s)", "", pt(bounceError)))
        rows.append(("the same: within 1 pt of the edge after [C]", seconds(RecordedIOS.Bounce.withinOnePoint), seconds(bounce.withinOnePoint)))
        rows.append(("the same: at rest after (iOS: its last movement, in 1/3 pt steps) [C]",
                     seconds(RecordedIOS.Bounce.lastMovement), seconds(bounce.duration)))

        rows.append(("the slowest release that flings [C]", "≈ 260 pt/s (none below, 262.6 did)",
                     speed(RecordedIOSReplay.slowestFling())))
        for velocity in [250, RecordedIOS.slowestRecordedFling] {
            let iOS = velocity >= RecordedIOS.neverFlungBelow
            rows.append(("a release at \(String(format: "%.1f", velocity)) pt/s [C]", yesNo(iOS),
                         yesNo(RecordedIOSReplay.flings(velocity: velocity))))
        }
        rows.append(("touchpad: momentum after a 1000 pt/s swipe lasts (iOS app on a Mac: AppKit's) [M]",
                     seconds(RecordedIOS.macTrackpadCoast(velocity: 1000)), seconds(RecordedIOSReplay.touchpadCoast(velocity: 1000))))
        let carry = RecordedIOSReplay.carriedMomentum(after: 0.3)
        let fit = RecordedIOS.carriedMomentum
        rows.append(("a 3000 pt/s flick catching a \(String(format: "%.0f", carry.caught)) pt/s coast carries (a fit of iOS) [K]",
                     speed(fit.coefficient * pow(carry.caught, fit.exponent)), speed(carry.carried)))
        return rows
    }

    /// The whole table, with the lines that mark it.
    static func markdown() -> String {
        var lines = [begin, "", "| figure | recorded iOS | ScrollLab |", "|---|---|---|"]
        for (figure, iOS, ours) in rows() { lines.append("| \(figure) | \(iOS) | \(ours) |") }
        lines.append("")
        lines.append(end)
        return lines.joined(separator: "\n")
    }
}
