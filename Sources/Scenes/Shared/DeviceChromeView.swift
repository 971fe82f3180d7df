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
    /// every side, whose inner edge is the screen's shape, clipped to the top and bottom bands.
    ///
    ///     ┌────────────┐ ← the outline's outer edge (off screen)
    ///     │ ╭────────╮ │ ← its inner edge: the screen, radius r
    private func drawCorners(in context: inout DrawingContext) {
        let radius = device.screenCornerRadius, box = bounds
        guard radius > 0, box.width > 2 * radius, box.height > 2 * radius else { return }
        let outline = box.insetBy(dx: -radius, dy: -radius)
        for band in [Rect(x: 0, y: 0, width: box.width, height: radius),
                     Rect(x: 0, y: box.height - radius, width: box.width, height: radius)] {
            context.pushClip(band)
            context.strokeRoundedRect(outline, radii: CornerRadii(2 * radius), width: radius, .black)
            context.popClip()
        }
    }
}
