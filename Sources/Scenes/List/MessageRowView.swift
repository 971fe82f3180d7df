import Graphics
import ScrollUI

/// One row of the list scene, laid out like an iOS Mail/Messages row:
///
///     ┌────────┐  Title (17 semibold)             time
///     │ thumb  │  Subtitle (15, secondary) ........
///     └────────┘
final class MessageRowView: View {
    /// Row height, points.
    static let height = 76.0
    /// Thumbnail size, points.
    static let thumbnailSize = 48.0
    /// Left margin of the thumbnail and gap to the text, points (the separator starts at the text).
    static let margin = 16.0
    static let textLeft = margin + thumbnailSize + 12

    let thumbnail = ThumbnailView()
    let titleLabel = Label(font: Font(size: 17, weight: .semibold), color: Palette.label)
    let subtitleLabel = Label(font: .subheadline, color: Palette.secondaryLabel)
    let timeLabel = Label(font: .subheadline, color: Palette.secondaryLabel, alignment: .right)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        thumbnail.cornerRadius = 12
        for view in [thumbnail, titleLabel, subtitleLabel, timeLabel] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    func configure(with message: Message) {
        thumbnail.accent = message.accent
        thumbnail.initials = message.initials
        titleLabel.text = message.title
        subtitleLabel.text = message.subtitle
        timeLabel.text = message.time
    }

    override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        let size = MessageRowView.thumbnailSize, margin = MessageRowView.margin
        thumbnail.frame = Rect(x: margin, y: (height - size) / 2, width: size, height: size)
        let left = MessageRowView.textLeft
        timeLabel.frame = Rect(x: width - margin - 80, y: 13, width: 80, height: 24)
        titleLabel.frame = Rect(x: left, y: 13, width: width - left - margin - 84, height: 24)
        subtitleLabel.frame = Rect(x: left, y: 38, width: width - left - margin, height: 22)
    }
}
