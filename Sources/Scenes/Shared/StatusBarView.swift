import Devices
import Foundation
import Graphics
import ScrollUI

/// The phone's status bar as the device lays it out (`StatusBarStyle`): the time and the signal,
/// Wi-Fi and battery icons, drawn with our primitives. On the notched and Dynamic Island phones the
/// time sits in the left ear beside the sensor housing and the icons in the right one; a Home-button
/// phone centres the time; an iPad puts the time and date at the left.
final class StatusBarView: View {
    /// The time every Apple screenshot shows, when the scene starts.
    static let startTime = (hour: 9, minute: 41)
    /// The date an iPad's status bar shows beside the time (Apple's screenshots: Tuesday 9 January).
    static let iPadDate = "Tue Jan 9"
    /// The time's font in the ears of a notched or island phone, and in a classic status bar
    /// (Apple's design kits: SF Pro Text Semibold 17 and 12).
    static let splitFont = Font(size: 17, weight: .semibold)
    static let classicFont = Font(size: 12, weight: .semibold)
    /// The icons' size in a classic (Home-button phone or iPad) status bar, against a split one's.
    static let classicIconScale = 0.75
    /// The middle of the items in a notched phone's 47 pt bar, points (the notch is 34 pt deep).
    static let notchItemsMidY = 27.0
    /// Margin of the items from the screen's sides in a classic status bar, points.
    static let classicMargin = 6.0
    /// An iPad's margin, points.
    static let iPadMargin = 20.0

    let device: DeviceProfile
    var tint: Color = Palette.label { didSet { setNeedsDisplay() } }
    /// When the clock showed `startTime` (the window's clock, set when the bar joins a window).
    private var origin: Double?

    init(device: DeviceProfile) {
        self.device = device
        super.init()
        isUserInteractionEnabled = false
    }

    /// The status bar's height on its device, points.
    var height: Double { device.statusBarHeight }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if origin == nil, let window { origin = window.now }
    }

    /// The phone's time at `time` on the window's clock: 9:41 when the scene started, running since.
    /// Everything a scene shows as a clock time uses it, so the clocks agree.
    func clock(at time: Double) -> (hour: Int, minute: Int) {
        let elapsed = Int(saturating: ((time - (origin ?? time)) / 60).rounded(.down))
        let minutes = StatusBarView.startTime.hour * 60 + StatusBarView.startTime.minute + max(0, elapsed)
        return (minutes / 60 % 24, minutes % 60)
    }

    override func draw(in context: inout DrawingContext) {
        let now = clock(at: window?.now ?? 0)
        let time = "\(now.hour):" + String(format: "%02d", now.minute)
        let icons = StatusBarIcons(tint: tint)
        let width = bounds.width
        switch device.statusBarStyle {
        case .split:
            // The ears beside the housing: the time centred in the left one, the icons in the right one,
            // both a little toward the middle (the screen's corners are round).
            let housing = device.sensorHousing.frame(screenWidth: width) ?? Rect(x: width / 2, y: 0, width: 0, height: 0)
            let midY = housing.minY > 0 ? housing.midY : StatusBarView.notchItemsMidY
            drawText(time, font: StatusBarView.splitFont, centredAt: Point(x: housing.minX / 2 - 3.5, y: midY), in: &context)
            let rightEar = (housing.maxX + width) / 2
            var x = rightEar - 4.25 - StatusBarIcons.clusterWidth(scale: 1) / 2
            x = icons.drawSignal(left: x, midY: midY, scale: 1, in: &context) + 6.2
            x = icons.drawWiFi(left: x, midY: midY, scale: 1, in: &context) + 4
            icons.drawBattery(left: x, midY: midY, scale: 1, in: &context)
        case .centredTime:
            let midY = bounds.height / 2, scale = StatusBarView.classicIconScale
            drawText(time, font: StatusBarView.classicFont, centredAt: Point(x: width / 2, y: midY), in: &context)
            let x = icons.drawSignal(left: StatusBarView.classicMargin, midY: midY, scale: scale, in: &context) + 3
            icons.drawWiFi(left: x, midY: midY, scale: scale, in: &context)
            icons.drawBattery(left: width - StatusBarView.classicMargin - StatusBarIcons.batteryWidth(scale: scale),
                              midY: midY, scale: scale, in: &context)
        case .leading:
            let midY = bounds.height / 2, scale = StatusBarView.classicIconScale, margin = StatusBarView.iPadMargin
            let run = TextRun("\(time)  \(StatusBarView.iPadDate)", font: StatusBarView.classicFont)
            let size = context.textMeasurer.size(of: run)
            context.drawText(run, at: Point(x: margin, y: midY - size.height / 2), tint)
            let battery = width - margin - StatusBarIcons.batteryWidth(scale: scale)
            icons.drawBattery(left: battery, midY: midY, scale: scale, in: &context)
            icons.drawWiFi(left: battery - 4 - StatusBarIcons.wifiWidth(scale: scale), midY: midY, scale: scale, in: &context)
        }
    }

    private func drawText(_ text: String, font: Font, centredAt centre: Point, in context: inout DrawingContext) {
        let run = TextRun(text, font: font)
        let size = context.textMeasurer.size(of: run)
        context.drawText(run, at: Point(x: centre.x - size.width / 2, y: centre.y - size.height / 2), tint)
    }
}
