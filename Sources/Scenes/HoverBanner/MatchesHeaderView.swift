import Graphics
import ScrollUI

/// The grey section header above the matches, as a grouped table draws its first section's header:
/// the grouped background, 35 pt tall (UITableView's grouped first header, as BannerHoverView's demo
/// shows it: 35 pt under its 280 pt banner), a small secondary caption at its bottom left and a
/// hairline under it.
final class MatchesHeaderView: View {
    /// Height, points.
    static let height = 35.0
    /// The caption's baseline room above the bottom edge and its left margin, points (UIKit's grouped
    /// header: 13 pt text 7 pt above the bottom, 16 pt in from the left).
    static let captionBottom = 7.0
    static let captionLeft = 16.0
    static let captionHeight = 16.0
    static let caption = "RECENT MATCHES"

    let captionLabel = Label(text: MatchesHeaderView.caption, font: Font(size: 13), color: Palette.secondaryLabel)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Palette.groupedBackground
        isUserInteractionEnabled = false
        addSubview(captionLabel)
    }

    override func layoutSubviews() {
        captionLabel.frame = Rect(x: Self.captionLeft, y: bounds.height - Self.captionBottom - Self.captionHeight,
                                  width: max(bounds.width - 2 * Self.captionLeft, 0), height: Self.captionHeight)
    }

    override func drawOverlay(in context: inout DrawingContext) {
        context.fill(Rect(x: 0, y: bounds.height - 1.0 / 3, width: bounds.width, height: 1.0 / 3), Palette.separator)
    }
}
