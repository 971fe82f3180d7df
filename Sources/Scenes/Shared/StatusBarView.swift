import Foundation
import Graphics
import ScrollUI

/// The phone's status bar: the time on the left, signal, Wi-Fi and battery on the right
/// (iPhone 14 proportions), drawn with our primitives.
final class StatusBarView: View {
    /// Height of the status bar on an iPhone 14, points.
    static let height = 47.0
    /// The time every Apple screenshot shows, when the scene starts.
    static let startTime = (hour: 9, minute: 41)

    var tint: Color = Palette.label { didSet { setNeedsDisplay() } }
    /// When the clock showed `startTime` (the window's clock, set when the bar joins a window).
    private var origin: Double?

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
        let font = Font(size: 17, weight: .semibold)
        let now = clock(at: window?.now ?? 0)
        let run = TextRun("\(now.hour):" + String(format: "%02d", now.minute), font: font)
        let size = context.textMeasurer.size(of: run)
        let midY = 27.0
        context.drawText(run, at: Point(x: 54 - size.width / 2, y: midY - size.height / 2), tint)
        // Battery: outline, level, cap.
        let right = bounds.width - 26
        let battery = Rect(x: right - 25, y: midY - 6, width: 25, height: 12)
        context.strokeRoundedRect(battery, radii: CornerRadii(3.5), width: 1, tint.multipliedAlpha(0.4))
        context.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), radii: CornerRadii(2), tint)
        context.fillRoundedRect(Rect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4),
                                radii: CornerRadii(0.75), tint.multipliedAlpha(0.4))
        // Wi-Fi: three arcs approximated by short segments.
        let wifiCenter = Point(x: battery.minX - 15, y: midY + 5)
        for (index, radius) in [3.0, 7.0, 11.0].enumerated() {
            let width = index == 0 ? 3.0 : 2.2
            if index == 0 {
                context.fillRoundedRect(Rect(x: wifiCenter.x - 2, y: wifiCenter.y - 3, width: 4, height: 3),
                                        radii: CornerRadii(1.5), tint)
                continue
            }
            let steps = 6
            for step in 0..<steps {
                let a0 = -2.36 + 1.57 * Double(step) / Double(steps)
                let a1 = -2.36 + 1.57 * Double(step + 1) / Double(steps)
                context.drawLine(from: Point(x: wifiCenter.x + radius * cos(a0), y: wifiCenter.y + radius * sin(a0)),
                                 to: Point(x: wifiCenter.x + radius * cos(a1), y: wifiCenter.y + radius * sin(a1)),
                                 width: width, tint)
            }
        }
        // Cellular signal: four bars of growing height.
        let barsRight = wifiCenter.x - 17
        for bar in 0..<4 {
            let height = 4.0 + 2.6 * Double(bar)
            context.fillRoundedRect(Rect(x: barsRight - 17 + Double(bar) * 4.6, y: midY + 5 - height, width: 3, height: height),
                                    radii: CornerRadii(1), tint)
        }
    }
}
