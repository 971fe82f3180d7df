import Devices
import Graphics
import ScrollUI

/// What the device itself draws over every scene: the screen's rounded corners (black outside them),
/// the notch or the Dynamic Island, and the home indicator, dark over light content and light over
/// dark. Takes no touches.
final class DeviceChromeView: View {
    /// The home indicator over light and over dark content: solid black and white (Apple's design kits
    /// draw it so; iOS also tints it by what is under it, which ScrollLab leaves out: CHOSEN).
    static let indicatorOnLight = Color(hex: 0x000000)
    static let indicatorOnDark = Color(hex: 0xFFFFFF)

    let device: DeviceProfile
    /// Asked at every frame: is what shows under the home indicator dark?
    private let isDarkUnderIndicator: () -> Bool

    init(device: DeviceProfile, isDarkUnderIndicator: @escaping () -> Bool) {
        self.device = device
        self.isDarkUnderIndicator = isDarkUnderIndicator
        super.init()
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        if let housing = device.sensorHousing.frame(screenWidth: box.width) {
            context.fillRoundedRect(housing, radii: device.sensorHousing.cornerRadii, .black)
        }
        if let indicator = device.homeIndicator {
            let pill = indicator.frame(in: box.size)
            context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2),
                                    isDarkUnderIndicator() ? Self.indicatorOnDark : Self.indicatorOnLight)
        }
        drawCorners(in: &context)
    }

    /// Black outside the screen's rounded corners: the outline of a rectangle one radius larger on
    /// every side, whose inner edge is the screen's shape, clipped at each corner to a box as tall as
    /// the radius and as wide as the arc plus a device pixel, to whole device pixels (past it the
    /// outline draws nothing on screen), so that what scrolls under the top and bottom bands is drawn
    /// again only at the corners. A window too narrow for two boxes side by side takes the band whole.
    ///
    ///     ┌────────────┐ ← the outline's outer edge (off screen)
    ///     │ ╭────────╮ │ ← its inner edge: the screen, radius r
    private func drawCorners(in context: inout DrawingContext) {
        let radius = device.screenCornerRadius, box = bounds, scale = context.scale
        guard radius > 0, box.width > 2 * radius, box.height > 2 * radius else { return }
        let outline = box.insetBy(dx: -radius, dy: -radius)
        let side = (radius * scale + 1).rounded(.up) / scale
        let right = ((box.width - radius) * scale - 1).rounded(.down) / scale
        let columns: [(x: Double, width: Double)] = right >= side ? [(0, side), (right, box.width - right)] : [(0, box.width)]
        for y in [0, box.height - radius] {
            for (x, width) in columns {
                context.pushClip(Rect(x: x, y: y, width: width, height: radius))
                context.strokeRoundedRect(outline, radii: CornerRadii(2 * radius), width: radius, .black)
                context.popClip()
            }
        }
    }
}
