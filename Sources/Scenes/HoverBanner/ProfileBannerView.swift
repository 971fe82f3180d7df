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
        for view in [stadium, shade, tint, avatarRing, avatar, nameLabel, roleLabel] + statValues + statNames as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addSubview(followButton)
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
        // Roomy: avatar row over a stats row (168 pt under the status bar). Short banners: a smaller
        // avatar beside the name and no stats, so nothing ever sits under the status bar.
        let roomy = bottom - ProfileBannerView.roomyContentHeight >= StatusBarView.height + 8
        let avatarSide = roomy ? 88.0 : 56.0
        avatarRing.frame = Rect(x: 16, y: roomy ? bottom - 168 : bottom - avatarSide - 12, width: avatarSide, height: avatarSide)
        avatarRing.cornerRadius = avatarSide / 2
        avatar.frame = avatarRing.frame.insetBy(dx: 3, dy: 3)
        avatar.cornerRadius = avatarSide / 2 - 3
        let textLeft = avatarRing.frame.maxX + 12
        roleLabel.frame = Rect(x: textLeft, y: roomy ? bottom - 104 : avatarRing.frame.maxY - 22, width: w - textLeft - 16, height: 18)
        followButton.frame = Rect(x: w - 16 - 96, y: roomy ? bottom - 160 : avatarRing.frame.minY, width: 96, height: 34)
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
        // beside the avatar to the centre of the hovering bar.
        let hoverCenterY = ProfileBannerView.titleCenter(hoverHeight: hoverHeight) - viewportY
        let travel = smoothstep(0, 1, 1 - p)
        let size = ProfileBannerView.titleSize(travel: travel)
        nameLabel.font = Font(size: size, weight: .bold)
        let textWidth = window.map { nameLabel.intrinsicSize(using: $0.textMeasurer).width } ?? w / 2
        let lineHeight = size * 1.25
        let fullY = roomy ? bottom - 136 : avatarRing.frame.minY + 2
        nameLabel.frame = Rect(x: textLeft + ((w - textWidth) / 2 - textLeft) * travel,
                               y: fullY + (hoverCenterY - lineHeight / 2 - fullY) * travel,
                               width: min(textWidth + 2, w - 32), height: lineHeight)
    }

    /// Height the roomy layout needs above the banner's bottom: avatar, name, role and stats, points.
    static let roomyContentHeight = 168.0
    /// The title's size from full (26 pt) to the hovering bar's (16 pt), in half-point steps so the
    /// glyph cache keeps a bounded number of sizes.
    static func titleSize(travel: Double) -> Double {
        ((26 - 10 * min(max(travel, 0), 1)) * 2).rounded() / 2
    }

    /// Where the hovering bar's title is centred in the viewport: midway between the status bar and the
    /// bar's bottom, for any hover height (56 pt for the seed's 65).
    static func titleCenter(hoverHeight: Double) -> Double { (StatusBarView.height + hoverHeight) / 2 }

    private func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }
}
