import Devices
import Graphics
import ScrollUI

/// An iOS navigation bar from the top of the screen to 44 pt below the safe area's top: one band with
/// the status bar in it (UIKit draws a top-attached bar's background up behind the status bar), a
/// centred title, and, once content scrolls under it, the system chrome material that blurs that
/// content and a hairline (iOS 15's scroll-edge appearance: no background at the scroll edge).
final class NavigationBarView: View {
    /// The bar's background once content scrolls under it: UIKit's default bar appearance.
    static let material = Material.chrome
    /// The hairline under the bar: black at 30 %, one third of a point (one pixel at 3x).
    static let hairline = Color(red: 0, green: 0, blue: 0, alpha: 77)

    let statusBar: StatusBarView
    let titleLabel = Label(font: .headline, color: Palette.label, alignment: .center)
    /// 0 when the content rests under the bar (no background, as at the scroll edge), 1 once it scrolls.
    var backgroundProgress: Double = 1 { didSet { if backgroundProgress != oldValue { setNeedsDisplay() } } }

    init(title: String, device: DeviceProfile) {
        statusBar = StatusBarView(device: device)
        super.init()
        titleLabel.text = title
        addSubview(statusBar)
        addSubview(titleLabel)
    }

    /// The bar's height on its device, status bar included: the safe area's top + 44 (91 on an iPhone 14).
    var height: Double { statusBar.device.navigationBarBottom }

    override func layoutSubviews() {
        let device = statusBar.device
        statusBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: device.statusBarHeight)
        titleLabel.frame = Rect(x: 60, y: device.safeAreaInsets.top, width: bounds.width - 120, height: DeviceProfile.navigationBarHeight)
    }

    override func draw(in context: inout DrawingContext) {
        let progress = min(max(backgroundProgress, 0), 1)
        guard progress > 0 else { return }
        let saved = context.opacity
        context.opacity *= progress
        context.fillMaterial(bounds, NavigationBarView.material)
        context.fill(Rect(x: 0, y: bounds.height - 1.0 / 3, width: bounds.width, height: 1.0 / 3), NavigationBarView.hairline)
        context.opacity = saved
    }
}
