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

    /// What the compact bar keeps: the search pill (Airbnb) or the tab row (AirBar).
    var compactRow = CompactBarContent.search { didSet { setNeedsLayout() } }
    /// Transition progress 0...2 and the selected tab.
    private(set) var progress = 1.0
    private(set) var selectedTab = 0

    /// The background at progress `p`: white, turning to Airbnb's light grey as the bar expands; the
    /// status bar above takes the same colour, so the two read as one band. Opaque in every state,
    /// compact included (Airbnb's compact header is opaque white; nothing under it shows through).
    static func backgroundColor(progress p: Double) -> Color {
        Color.white.mixed(with: expandedBackground, fraction: min(max(p - 1, 0), 1))
    }

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
        let layout = AirbnbBarLayout(width: w, height: h, progress: p, compactRow: compactRow)

        background.frame = bounds
        background.backgroundColor = AirbnbBarView.backgroundColor(progress: p)

        // Between normal and expanded the pill becomes the "Where to?" card (Airbnb): one shape grows from
        // the pill's frame to the card's; the pill's lines fade out, then the card's text in
        // (`AirbnbBarLayout` holds every frame and opacity).
        let grow = AirbnbBarLayout.ramp(max(0, p - 1), AirbnbBarLayout.grow)
        pill.frame = layout.search.frame
        pill.alpha = layout.search.alpha * layout.pillTextAlpha
        pill.isUserInteractionEnabled = pill.alpha > 0.5
        pill.isHidden = pill.alpha <= 0
        whereCard.frame = layout.search.frame
        whereCard.cornerRadius = 26 + (20 - 26) * grow
        whereCard.contentAlpha = layout.cardTextAlpha
        whereCard.isHidden = p <= 1.001

        for (index, tab) in tabs.enumerated() {
            tab.frame = layout.tabs[index].frame
            tab.alpha = layout.tabs[index].alpha
            tab.isHidden = layout.tabs[index].alpha <= 0
            tab.textColor = index == selectedTab ? Palette.label : Palette.secondaryLabel
        }
        underline.frame = layout.underlineFrame(selected: selectedTab)
        underline.alpha = layout.underline.alpha
        underline.isHidden = layout.underline.alpha <= 0

        closeButton.frame = layout.close.frame
        closeButton.alpha = layout.close.alpha
        closeButton.isHidden = layout.close.alpha <= 0
        closeButton.shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.12), blur: 4, offset: Point(x: 0, y: 1))

        for (view, element) in [(whenRow, layout.when), (whoRow, layout.who)] as [(View, AirbnbBarLayout.Element)] {
            view.frame = element.frame
            view.alpha = element.alpha
            view.isHidden = element.alpha <= 0
        }
    }

    override func drawOverlay(in context: inout DrawingContext) {
        // The hairline under the bar.
        let h = bounds.height
        context.fill(Rect(x: 0, y: h - 0.5, width: bounds.width, height: 0.5), Color(hex: 0x000000, opacity: 0.12))
    }
}
