import Graphics
import ScrollUI

/// One listing card of the feed, laid out like Airbnb's:
///
///     ┌──────────────────────────────┐
///     │ [Guest favorite]      photo  │  16 pt margins, 14 pt corners
///     └──────────────────────────────┘
///     Title                     ★ 4.92
///     Subtitle (secondary)
///     Dates (secondary)
///     €142 night (semibold)
final class ListingRowView: View {
    /// Row height, points.
    static let height = 372.0
    /// Photo height, points.
    static let photoHeight = 262.0
    static let margin = 20.0

    let photo = LandscapeView()
    let badge = Label(font: Font(size: 13, weight: .semibold), color: Palette.label, alignment: .center)
    let titleLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label)
    let ratingLabel = Label(font: Font(size: 15), color: Palette.label, alignment: .right)
    let subtitleLabel = Label(font: Font(size: 15), color: Palette.secondaryLabel)
    let datesLabel = Label(font: Font(size: 15), color: Palette.secondaryLabel)
    let priceLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        photo.cornerRadius = 14
        badge.backgroundColor = Color(hex: 0xFFFFFF, opacity: 0.95)
        badge.cornerRadius = 14
        badge.shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.12), blur: 4, offset: Point(x: 0, y: 1))
        for view in [photo, badge, titleLabel, ratingLabel, subtitleLabel, datesLabel, priceLabel] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    func configure(with listing: Listing, index: Int) {
        photo.palette = listing.photo
        photo.variation = Double((index * 37) % 100) / 100
        badge.text = listing.badge ?? ""
        badge.isHidden = listing.badge == nil
        titleLabel.text = listing.title
        ratingLabel.text = listing.rating
        subtitleLabel.text = listing.subtitle
        datesLabel.text = listing.dates
        priceLabel.text = listing.price
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let m = ListingRowView.margin, width = bounds.width - 2 * m
        photo.frame = Rect(x: m, y: 8, width: width, height: ListingRowView.photoHeight)
        badge.frame = Rect(x: m + 12, y: 20, width: badge.text.count > 8 ? 118 : 76, height: 28)
        let top = 8 + ListingRowView.photoHeight + 10
        titleLabel.frame = Rect(x: m, y: top, width: width - 70, height: 21)
        ratingLabel.frame = Rect(x: m + width - 66, y: top, width: 66, height: 21)
        subtitleLabel.frame = Rect(x: m, y: top + 21, width: width, height: 20)
        datesLabel.frame = Rect(x: m, y: top + 41, width: width, height: 20)
        priceLabel.frame = Rect(x: m, y: top + 63, width: width, height: 21)
    }
}
