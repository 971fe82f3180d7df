import Graphics
import ScrollUI

/// The refresh header that sits just above the content (MJRefresh's state header): the indicator on
/// the left of two centred lines, the hint and the "last updated" time.
///
///            ┌──────────────────────────────┐
///            │   ↓   Pull to refresh         │  hint (14 pt medium)
///            │       Last updated: Today 9:41│  subtitle (11 pt)
///            └──────────────────────────────┘
public final class PullRefreshHeaderView: View {
    /// Font of the hint: 14 pt medium (MJRefresh's 14 pt bold, lighter here like the apps today).
    public static let hintFont = Font(size: 14, weight: .medium)
    /// Font of the time line: 11 pt (MJRefresh's 14 pt reads too loud under a promotion).
    public static let subtitleFont = Font(size: 11)
    /// Size of the indicator and its gap to the text, points.
    public static let indicatorSize = 24.0
    public static let indicatorGap = 10.0
    /// Heights of the two lines, points.
    public static let hintHeight = 20.0
    public static let subtitleHeight = 15.0
    /// Space above and below the two lines when refreshing, points (MJRefresh's 54 pt header holds
    /// its two lines with about this much room).
    public static let verticalPadding = 8.0
    /// The least height that shows the spinner and both lines whole: 51 pt.
    public static var minimumHeight: Double { hintHeight + subtitleHeight + 2 * verticalPadding }

    public let indicator = PullRefreshIndicatorView()
    public let hintLabel = Label(font: PullRefreshHeaderView.hintFont, color: .white, alignment: .center)
    public let subtitleLabel = Label(font: PullRefreshHeaderView.subtitleFont, color: .white, alignment: .center)

    public var tint: Color = .white {
        didSet {
            indicator.tint = tint
            hintLabel.textColor = tint
            subtitleLabel.textColor = tint.multipliedAlpha(0.8)
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        subtitleLabel.textColor = tint.multipliedAlpha(0.8)
        addSubview(indicator)
        addSubview(hintLabel)
        addSubview(subtitleLabel)
    }

    /// Sets both lines; the layout follows their widths.
    public func setTexts(hint: String, subtitle: String) {
        guard hint != hintLabel.text || subtitle != subtitleLabel.text else { return }
        hintLabel.text = hint
        subtitleLabel.text = subtitle
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let measurer = window?.textMeasurer
        let hintWidth = measurer.map { hintLabel.intrinsicSize(using: $0).width } ?? 0
        let subtitleWidth = subtitleLabel.text.isEmpty ? 0 : (measurer.map { subtitleLabel.intrinsicSize(using: $0).width } ?? 0)
        let textWidth = min(max(hintWidth, subtitleWidth).rounded(.up) + 2, bounds.width - 80)
        let textHeight = PullRefreshHeaderView.hintHeight + (subtitleWidth > 0 ? PullRefreshHeaderView.subtitleHeight : 0)
        let textLeft = ((bounds.width - textWidth) / 2).rounded()
        let top = ((bounds.height - textHeight) / 2).rounded()
        hintLabel.frame = Rect(x: textLeft, y: top, width: textWidth, height: PullRefreshHeaderView.hintHeight)
        subtitleLabel.frame = Rect(x: textLeft, y: top + PullRefreshHeaderView.hintHeight, width: textWidth,
                                   height: PullRefreshHeaderView.subtitleHeight)
        let size = PullRefreshHeaderView.indicatorSize
        indicator.frame = Rect(x: textLeft - PullRefreshHeaderView.indicatorGap - size, y: (bounds.height - size) / 2,
                               width: size, height: size)
    }
}
