import Graphics
import ScrollUI

/// What the sheet looks like behind its transparent list (the seed's `BottomSheetBackgroundView`):
/// a white surface with rounded top corners and a soft shadow, the grabber, a slot for the header
/// (the search field) and a hairline under the header while the list scrolls under it. It follows the
/// list's offset and takes no touches itself (the list on top of it does).
public final class BottomSheetBackgroundView: View {
    /// Radius of the top corners, points (the 12 pt, iOS's sheet radius on non-rounded displays).
    public static let cornerRadiusDefault = 12.0
    /// The grabber's size, points (iOS's sheet grabber: 36 × 5).
    public static let grabberSize = Size(width: 36, height: 5)
    /// Gap between the sheet's top edge and the grabber, points (iOS: 5).
    public static let grabberTopMargin = 5.0
    /// The grabber's colour (iOS: tertiary label on the sheet).
    public static let grabberColor = Color(red: 60, green: 60, blue: 67, alpha: 77)
    /// The sheet's surface (iOS's light system background).
    public static let surfaceColor = Color.white
    /// The sheet's shadow: black 12 %, 16 pt blur, straight up (Apple Maps' floating card).
    public static let sheetShadow = Shadow(color: Color(hex: 0x000000, opacity: 0.12), blur: 16, offset: Point(x: 0, y: -1))
    /// Colour of the hairline under the header (iOS's separator).
    public static let separatorColor = Color(red: 60, green: 60, blue: 67, alpha: 74)

    /// The view shown in the header, laid out across its full width (the search field).
    public var headerView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let headerView { addSubview(headerView) }
            setNeedsLayout()
        }
    }
    /// Height of the header, points.
    public var headerHeight: Double = BottomSheetConfiguration.headerHeightDefault { didSet { setNeedsLayout() } }
    /// 0 … 1: the hairline under the header (shown once the list scrolls under it).
    public var separatorOpacity: Double = 0 { didSet { if separatorOpacity != oldValue { setNeedsDisplay() } } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.surfaceColor
        cornerRadii = .top(Self.cornerRadiusDefault)
        shadow = Self.sheetShadow
        isUserInteractionEnabled = false
    }

    public override func layoutSubviews() {
        headerView?.frame = Rect(x: 0, y: 0, width: bounds.width, height: headerHeight)
    }

    public override func draw(in context: inout DrawingContext) {
        let size = Self.grabberSize
        let grabber = Rect(x: (bounds.width - size.width) / 2, y: Self.grabberTopMargin, width: size.width, height: size.height)
        context.fillRoundedRect(grabber, radii: CornerRadii(size.height / 2), Self.grabberColor)
        if separatorOpacity > 0 {
            context.fill(Rect(x: 0, y: headerHeight - 0.5, width: bounds.width, height: 0.5),
                         Self.separatorColor.multipliedAlpha(min(separatorOpacity, 1)))
        }
    }
}
