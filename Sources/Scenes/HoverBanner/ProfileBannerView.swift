import Components
import Graphics
import ScrollUI

/// The sports profile banner. Touches pass through to the list below (a drag on the banner, Follow
/// button included, scrolls the list); the scene hands it the taps the list gets on the button. Its contents cross-fade by `percent` (1 shown ... 0
/// hovering); the background moves with parallax and zooms when stretched; the one title (the name)
/// shrinks as it moves into the hovering bar. Short banners put a smaller avatar beside the name.
final class ProfileBannerView: PassthroughView {
    let stadium = StadiumView()
    let shade = ShadeView()
    let tint = View()
    let avatarRing = View()
    let avatar = ThumbnailView()
    let nameLabel = Label(text: HoverBannerProfile.name, font: Font(size: 26, weight: .bold), color: .white)
    let roleLabel = Label(text: HoverBannerProfile.role, font: Font(size: 14), color: Color(hex: 0xFFFFFF, opacity: 0.8))
    let statValues = HoverBannerProfile.stats.map { Label(text: $0.0, font: Font(size: 20, weight: .bold), color: .white,
                                                         alignment: .center) }
    let statNames = HoverBannerProfile.stats.map { Label(text: $0.1, font: Font(size: 12), color: Color(hex: 0xFFFFFF, opacity: 0.75),
                                                        alignment: .center) }
    let followButton = View()
    let followLabel = Label(text: "Follow", font: Font(size: 15, weight: .semibold), color: HoverBannerProfile.teamColor,
                            alignment: .center)

    private(set) var percent = 1.0
    private(set) var imageShift = 0.0
    /// The banner's top edge in the viewport (≤ 0 while collapsing).
    private(set) var viewportY = 0.0
    private(set) var isFollowing = false
    /// How long a tapped Follow button shows pressed, seconds (a short flash).
    static let pressedDuration = 0.12
    /// The Follow button's opacity while pressed, relative.
    static let pressedOpacity = 0.55
    private var isPressed = false
    private var release: DelayedAction?
    /// What stays visible when the banner hovers, points (the scene's `hoverHeight`).
    var hoverHeight = HoverBannerGeometry.defaultHoverHeight { didSet { setNeedsLayout() } }
    /// The safe area's top on the device: the banner keeps its text, floodlights and back button below it.
    var safeAreaTop = 0.0 {
        didSet {
            stadium.lightsTop = safeAreaTop + ProfileBannerView.lightsClearance
            setNeedsLayout()
        }
    }
    /// The hovering bar's back button: a chevron at the left of the title, fixed in the viewport.
    let backButton = BackChevronView()
    var onFollow: ((Bool) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        shade.isUserInteractionEnabled = false
        tint.backgroundColor = HoverBannerProfile.teamColor
        avatarRing.backgroundColor = .white
        avatar.accent = Color(hex: 0xE53935)
        avatar.initials = HoverBannerProfile.initials
        followButton.backgroundColor = .white
        followButton.addSubview(followLabel)
        followButton.isUserInteractionEnabled = false
        nameLabel.adjustsFontSizeToFitWidth = true
        nameLabel.minimumScaleFactor = ProfileBannerView.smallestNameScale
        for view in [stadium, shade, tint, avatarRing, avatar, nameLabel, roleLabel] + statValues + statNames as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addSubview(followButton)
        backButton.isUserInteractionEnabled = false
        addSubview(backButton)
    }

    /// A tap at `point` (viewport points) on the Follow button toggles it, showing it pressed for a
    /// moment; returns false when the tap is elsewhere.
    func handleTap(atViewport point: Point) -> Bool {
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        guard followButton.alpha > 0.5, followButton.frame.contains(local) else { return false }
        toggleFollow()
        isPressed = true
        setNeedsLayout()
        if let window {
            release = DelayedAction(after: ProfileBannerView.pressedDuration, in: window) { [weak self] in
                self?.isPressed = false
                self?.setNeedsLayout()
            }
        }
        return true
    }

    private func toggleFollow() {
        isFollowing.toggle()
        followLabel.text = isFollowing ? "Following" : "Follow"
        followButton.backgroundColor = isFollowing ? Color(hex: 0xFFFFFF, opacity: 0.25) : .white
        followLabel.textColor = isFollowing ? .white : HoverBannerProfile.teamColor
        onFollow?(isFollowing)
    }

    func update(percent: Double, imageShift: Double, viewportY: Double) {
        self.percent = percent
        self.imageShift = imageShift
        self.viewportY = viewportY
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let p = percent
        stadium.frame = Rect(x: 0, y: imageShift, width: w, height: h)
        shade.frame = bounds
        tint.frame = bounds
        tint.alpha = 1 - p

        let content = smoothstep(0.55, 1, p)
        let bottom = h
        // Roomy: avatar row over a stats row (168 pt under the safe area's top). Short banners: a smaller
        // avatar beside the name and no stats, so nothing ever sits under the status bar.
        let roomy = bottom - ProfileBannerView.roomyContentHeight >= safeAreaTop + 8
        // A narrow window keeps room for the name beside the avatar: a smaller avatar and button.
        let narrow = w < ProfileBannerView.narrowWidth
        let avatarSide = roomy ? (narrow ? 72.0 : 88.0) : 56.0
        let roomyTop = bottom - 168 + (88 - avatarSide) / 2
        avatarRing.frame = Rect(x: 16, y: roomy ? roomyTop : bottom - avatarSide - 12, width: avatarSide, height: avatarSide)
        avatarRing.cornerRadius = avatarSide / 2
        avatar.frame = avatarRing.frame.insetBy(dx: 3, dy: 3)
        avatar.cornerRadius = avatarSide / 2 - 3
        let textLeft = avatarRing.frame.maxX + 12
        roleLabel.frame = Rect(x: textLeft, y: roomy ? bottom - 104 : avatarRing.frame.maxY - 22, width: w - textLeft - 16, height: 18)
        let followWidth = narrow ? 80.0 : 96.0
        followButton.frame = Rect(x: w - 16 - followWidth, y: roomy ? bottom - 160 : avatarRing.frame.minY, width: followWidth, height: 34)
        followButton.cornerRadius = 17
        followLabel.frame = followButton.bounds
        let column = (w - 32) / Double(statValues.count)
        for (index, value) in statValues.enumerated() {
            value.frame = Rect(x: 16 + column * Double(index), y: bottom - 70, width: column, height: 26)
            statNames[index].frame = Rect(x: 16 + column * Double(index), y: bottom - 44, width: column, height: 16)
        }
        for view in [avatarRing, avatar, roleLabel, followButton] as [View] { view.alpha = content }
        for view in statValues + statNames as [View] { view.alpha = roomy ? content : 0 }
        if isPressed { followButton.alpha = content * ProfileBannerView.pressedOpacity }

        // One title (Flutter's FlexibleSpaceBar): the name shrinks from 26 to 16 pt as it travels from
        // beside the avatar to the centre of the hovering bar. Beside the avatar it keeps clear of the
        // Follow button, shrinking to fit when the window is narrow.
        let hoverCenterY = ProfileBannerView.titleCenter(hoverHeight: hoverHeight, safeAreaTop: safeAreaTop) - viewportY
        let travel = smoothstep(0, 1, 1 - p)
        let size = ProfileBannerView.titleSize(travel: travel)
        nameLabel.font = Font(size: size, weight: .bold)
        let textWidth = window.map { nameLabel.intrinsicSize(using: $0.textMeasurer).width } ?? w / 2
        let besideAvatar = followButton.frame.minX - ProfileBannerView.followGap - textLeft
        let room = besideAvatar + (w - 32 - besideAvatar) * travel
        let width = min(textWidth + 2, room)
        let lineHeight = size * 1.25
        let fullY = roomy ? bottom - 136 : avatarRing.frame.minY + 2
        // Carried up with the banner, the title would pass above the bar's line and come back down to
        // it; once it meets the line (the chevron's centre) it stays on it.
        let pathY = fullY + (hoverCenterY - lineHeight / 2 - fullY) * travel
        nameLabel.frame = Rect(x: textLeft + ((w - width) / 2 - textLeft) * travel,
                               y: max(pathY, hoverCenterY - lineHeight / 2),
                               width: width, height: lineHeight)
        backButton.frame = Rect(x: ProfileBannerView.backButtonLeft, y: hoverCenterY - BackChevronView.side / 2,
                                width: BackChevronView.side, height: BackChevronView.side)
        // The photo's floodlights keep clear of the chevron's column, however far a stretch zooms it.
        stadium.lightsLeft = backButton.frame.maxX + ProfileBannerView.lightsChevronGap
        // The hovering bar's shadow and hairline come with it.
        shadow = p < 1 ? Shadow(color: Color(hex: 0x000000, opacity: ProfileBannerView.shadowOpacity * (1 - p)),
                                blur: ProfileBannerView.shadowBlur, offset: Point(x: 0, y: 1)) : nil
    }

    override func drawOverlay(in context: inout DrawingContext) {
        guard percent < 1 else { return }
        // UIKit's navigation bar hairline: one third of a point, black at 30 %.
        context.fill(Rect(x: 0, y: bounds.height - 1.0 / 3, width: bounds.width, height: 1.0 / 3),
                     Color(hex: 0x000000, opacity: 0.3 * (1 - percent)))
    }

    /// Under this width the avatar and the Follow button are smaller, points (a 320 pt phone).
    static let narrowWidth = 360.0
    /// The least the name shrinks to beside the avatar in a narrow window, of its font's size.
    static let smallestNameScale = 0.7
    /// Space between the name and the Follow button beside the avatar, points.
    static let followGap = 8.0
    /// The back button's left edge, points (UIKit's bar button margin).
    static let backButtonLeft = 8.0
    /// The hovering bar's shadow: black at this opacity, blurred this much, points (our choice: a
    /// lifted bar over a white list).
    static let shadowOpacity = 0.18
    static let shadowBlur = 6.0
    /// How far below the safe area's top the photo's floodlights start, points.
    static let lightsClearance = 8.0
    /// Room between the back chevron's square and the nearest floodlight head, points: enough that the
    /// lamp's glow (blurred 40 pt at the design size) leaves the white chevron on the dark sky.
    static let lightsChevronGap = 24.0

    /// Height the roomy layout needs above the banner's bottom: avatar, name, role and stats, points.
    static let roomyContentHeight = 168.0
    /// The title's size from full (26 pt) to the hovering bar's (16 pt), in half-point steps so the
    /// glyph cache keeps a bounded number of sizes.
    static func titleSize(travel: Double) -> Double {
        ((26 - 10 * min(max(travel, 0), 1)) * 2).rounded() / 2
    }

    /// Where the hovering bar's title is centred in the viewport: midway between the safe area's top and
    /// the bar's bottom, for any hover height (69 pt for the default 91 on an iPhone 14: the middle of
    /// its 44 pt navigation bar).
    static func titleCenter(hoverHeight: Double, safeAreaTop: Double) -> Double { (safeAreaTop + hoverHeight) / 2 }

    private func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }
}
