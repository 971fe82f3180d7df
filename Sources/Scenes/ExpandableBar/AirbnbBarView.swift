import Graphics
import ScrollUI

/// The Airbnb-like bar over the feed. Its height is the bar state's; its contents move and fade with
/// the transition progress p (0 compact, 1 normal, 2 expanded) instead of popping:
///
///     compact (64)     normal (128)          expanded (284)
///     ( search pill )  ( search pill )       ×   Stays  Experiences
///                        Stays  Experiences  [ Where to?  search field ]
///                                            [ When          Any week ]
///                                            [ Who         Add guests ]
final class AirbnbBarView: View {
    static let tabTitles = ["Stays", "Experiences"]
    /// The expanded bar's light grey (Airbnb's #F7F7F7).
    static let expandedBackground = Color(hex: 0xF7F7F7)
    static let accent = Color(hex: 0x222222)

    let background = View()
    let pill = SearchPillView()
    let tabs = AirbnbBarView.tabTitles.map { Label(text: $0, font: Font(size: 15, weight: .semibold), color: Palette.label,
                                                   alignment: .center) }
    let underline = View()
    let closeButton = View()
    let closeIcon = GlyphIconView(.close)
    let whereCard = WhereCardView()
    let whenRow = ExpandedRowView(title: "When", value: "Any week")
    let whoRow = ExpandedRowView(title: "Who", value: "Add guests")

    var onSearch: (() -> Void)?
    var onClose: (() -> Void)?
    var onTab: ((Int) -> Void)?

    /// Transition progress 0...2 and the selected tab.
    private(set) var progress = 1.0
    private(set) var selectedTab = 0
    /// The expanded cards appear over this last part of the way from normal to expanded (0…1), so
    /// they come in whole, from the bar's bottom edge, once the "Where to?" card has grown (our tuning).
    static let cardsFadeIn = (start: 0.5, end: 1.0)
    /// Gap between the "Who" card and the bar's bottom edge, and between the two cards, points.
    static let cardBottomGap = 6.0
    static let cardSpacing = 8.0
    static let cardHeight = 50.0

    /// The background at progress `p`: white, turning to Airbnb's light grey as the bar expands; the
    /// status bar above takes the same colour, so the two read as one band. Below normal it gives way
    /// to `compactMaterial` (the scene draws it under the status bar and the bar).
    static func backgroundColor(progress p: Double) -> Color {
        Color.white.mixed(with: expandedBackground, fraction: min(max(p - 1, 0), 1))
    }

    /// The compact bar's background: the thickest system material, which reads as a solid light bar
    /// with the feed under it only a soft tint (Airbnb's compact header is solid; CHOSEN: UIKit's
    /// `systemThickMaterial`).
    static let compactMaterial = Material.thick

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        background.backgroundColor = .white
        underline.backgroundColor = AirbnbBarView.accent
        closeButton.backgroundColor = .white
        closeButton.cornerRadius = 17
        closeButton.addSubview(closeIcon)
        closeIcon.frame = Rect(x: 0, y: 0, width: 34, height: 34)
        // The card grows out of the pill above the tabs and the ×, so neither ever crosses its text.
        for view in [background, whenRow, whoRow] + tabs + [underline, closeButton, whereCard, pill] as [View] {
            addSubview(view)
        }
        pill.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.onSearch?() })
        closeButton.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.onClose?() })
        for (index, tab) in tabs.enumerated() {
            tab.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.onTab?(index) })
        }
    }

    func update(progress: Double, selectedTab: Int) {
        self.progress = progress
        self.selectedTab = selectedTab
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let p = min(max(progress, 0), 2)
        let q = max(0, p - 1)                   // 0 at normal, 1 at expanded
        let lower = min(p, 1)                   // 0 at compact, 1 at normal

        background.frame = bounds
        background.backgroundColor = AirbnbBarView.backgroundColor(progress: p).multipliedAlpha(min(p, 1))

        // Between normal and expanded the pill becomes the "Where to?" card (Airbnb): one shape grows from
        // the pill's frame to the card's; the pill's lines fade out over the first half, the card's title
        // and field fade in over the second, so there is never a second title.
        let pillFrame = Rect(x: 16, y: 8 + 4 * lower, width: w - 32, height: 48 + 4 * lower)
        let cardFrame = Rect(x: 12, y: 62, width: w - 24, height: 98)
        let grow = q * q * (3 - 2 * q)
        let shape = Rect(x: pillFrame.minX + (cardFrame.minX - pillFrame.minX) * grow,
                         y: pillFrame.minY + (cardFrame.minY - pillFrame.minY) * grow,
                         width: pillFrame.width + (cardFrame.width - pillFrame.width) * grow,
                         height: pillFrame.height + (cardFrame.height - pillFrame.height) * grow)
        pill.frame = q > 0 ? shape : pillFrame
        pill.alpha = min(max(1 - 2 * q, 0), 1)
        pill.isUserInteractionEnabled = q < 0.5
        whereCard.frame = shape
        whereCard.cornerRadius = 26 + (20 - 26) * grow
        whereCard.contentAlpha = min(max(2 * q - 1, 0), 1)
        whereCard.isHidden = q <= 0.001

        let tabsY = p <= 1 ? h - 56 : 72 - 60 * q
        let centers = [w / 2 - 62, w / 2 + 56]
        for (index, tab) in tabs.enumerated() {
            tab.frame = Rect(x: centers[index] - 55, y: tabsY, width: 110, height: 44)
            tab.alpha = lower * lower
            tab.textColor = index == selectedTab ? Palette.label : Palette.secondaryLabel
        }
        let underlineWidth = selectedTab == 0 ? 42.0 : 92.0
        underline.frame = Rect(x: centers[selectedTab] - underlineWidth / 2, y: tabsY + 38, width: underlineWidth, height: 2)
        underline.alpha = lower * lower

        closeButton.frame = Rect(x: 14, y: tabsY + 5, width: 34, height: 34)
        closeButton.alpha = q
        closeButton.isHidden = q <= 0.01
        closeButton.shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.12), blur: 4, offset: Point(x: 0, y: 1))

        // The cards ride on the bar's bottom edge, so the bar never cuts one: "Who" just above it,
        // "When" above "Who"; they fade in whole over the last part of the expansion.
        let cardHeight = AirbnbBarView.cardHeight
        let whoY = h - AirbnbBarView.cardBottomGap - cardHeight
        whoRow.frame = Rect(x: 12, y: whoY, width: w - 24, height: cardHeight)
        whenRow.frame = Rect(x: 12, y: whoY - AirbnbBarView.cardSpacing - cardHeight, width: w - 24, height: cardHeight)
        let fade = AirbnbBarView.cardsFadeIn
        let cards = min(max((q - fade.start) / (fade.end - fade.start), 0), 1)
        for view in [whenRow, whoRow] as [View] {
            view.alpha = cards * cards * (3 - 2 * cards)
            view.isHidden = cards <= 0.01
        }
    }

    override func drawOverlay(in context: inout DrawingContext) {
        // The hairline under the bar.
        let h = bounds.height
        context.fill(Rect(x: 0, y: h - 0.5, width: bounds.width, height: 0.5), Color(hex: 0x000000, opacity: 0.12))
    }
}
