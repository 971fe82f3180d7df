import Graphics
import ScrollUI

/// An iOS navigation bar under the status bar: a translucent bar with a centred title and a
/// hairline that appears once content scrolls under it (iOS 15's scroll-edge appearance).
final class NavigationBarView: View {
    /// Height of the bar below the status bar, points (UIKit's 44).
    static let barHeight = 44.0
    /// Status bar plus bar, points.
    static let totalHeight = StatusBarView.height + barHeight

    let statusBar = StatusBarView()
    let titleLabel = Label(font: .headline, color: Palette.label, alignment: .center)
    /// 0 when the content rests under the bar (no background, as at the scroll edge), 1 once it scrolls.
    var backgroundProgress: Double = 1 { didSet { if backgroundProgress != oldValue { setNeedsDisplay() } } }

    init(title: String) {
        super.init()
        titleLabel.text = title
        addSubview(statusBar)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        statusBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: StatusBarView.height)
        titleLabel.frame = Rect(x: 60, y: StatusBarView.height, width: bounds.width - 120, height: NavigationBarView.barHeight)
    }

    override func draw(in context: inout DrawingContext) {
        let progress = min(max(backgroundProgress, 0), 1)
        context.fill(bounds, Palette.barBackground.multipliedAlpha(progress))
        context.fill(Rect(x: 0, y: bounds.height - 0.33, width: bounds.width, height: 0.33),
                     Color(red: 0, green: 0, blue: 0, alpha: 77).multipliedAlpha(progress))
    }
}
