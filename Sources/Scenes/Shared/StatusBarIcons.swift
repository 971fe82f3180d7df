import Foundation
import Graphics
import ScrollUI

/// The status bar's icons at a scale (1: a notched phone's), each drawn from its left edge and
/// returning its right edge: four signal bars, the Wi-Fi fan, the battery with its cap.
struct StatusBarIcons {
    let tint: Color

    static func signalWidth(scale: Double) -> Double { (3 * 4.6 + 3) * scale }
    static func wifiWidth(scale: Double) -> Double { 22 * scale }
    static func batteryWidth(scale: Double) -> Double { 27.5 * scale }
    /// Signal, Wi-Fi and battery with the gaps between them.
    static func clusterWidth(scale: Double) -> Double {
        signalWidth(scale: scale) + 6.2 + wifiWidth(scale: scale) + 4 + batteryWidth(scale: scale)
    }

    /// Four bars of growing height, bottoms aligned.
    @discardableResult
    func drawSignal(left: Double, midY: Double, scale s: Double, in context: inout DrawingContext) -> Double {
        for bar in 0..<4 {
            let height = (4.0 + 2.6 * Double(bar)) * s
            context.fillRoundedRect(Rect(x: left + Double(bar) * 4.6 * s, y: midY + 5 * s - height, width: 3 * s, height: height),
                                    radii: CornerRadii(s), tint)
        }
        return left + StatusBarIcons.signalWidth(scale: s)
    }

    /// A dot and two arcs (short segments) fanning up from it.
    @discardableResult
    func drawWiFi(left: Double, midY: Double, scale s: Double, in context: inout DrawingContext) -> Double {
        let center = Point(x: left + 11 * s, y: midY + 5 * s)
        context.fillRoundedRect(Rect(x: center.x - 2 * s, y: center.y - 3 * s, width: 4 * s, height: 3 * s),
                                radii: CornerRadii(1.5 * s), tint)
        let steps = 6
        for radius in [7.0, 11.0] {
            for step in 0..<steps {
                let a0 = -2.36 + 1.57 * Double(step) / Double(steps)
                let a1 = -2.36 + 1.57 * Double(step + 1) / Double(steps)
                context.drawLine(from: Point(x: center.x + radius * s * cos(a0), y: center.y + radius * s * sin(a0)),
                                 to: Point(x: center.x + radius * s * cos(a1), y: center.y + radius * s * sin(a1)),
                                 width: 2.2 * s, tint)
            }
        }
        return left + StatusBarIcons.wifiWidth(scale: s)
    }

    /// The outline, the charge and the cap.
    @discardableResult
    func drawBattery(left: Double, midY: Double, scale s: Double, in context: inout DrawingContext) -> Double {
        let battery = Rect(x: left, y: midY - 6 * s, width: 25 * s, height: 12 * s)
        context.strokeRoundedRect(battery, radii: CornerRadii(3.5 * s), width: s, tint.multipliedAlpha(0.4))
        context.fillRoundedRect(battery.insetBy(dx: 2 * s, dy: 2 * s), radii: CornerRadii(2 * s), tint)
        context.fillRoundedRect(Rect(x: battery.maxX + s, y: midY - 2 * s, width: 1.5 * s, height: 4 * s),
                                radii: CornerRadii(0.75 * s), tint.multipliedAlpha(0.4))
        return left + StatusBarIcons.batteryWidth(scale: s)
    }
}
