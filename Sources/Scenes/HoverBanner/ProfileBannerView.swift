import Components
import Graphics
import ScrollUI

/// The sports profile banner. Touches pass through to the list below (a drag on the banner, Follow
/// button included, scrolls the list); the scene hands it the taps the list gets on the button. Its contents cross-fade by `percent` (1 shown ... 0
/// hovering); the background moves with parallax and zooms when stretched; the name moves into the
/// hovering bar.
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
    let compactTitle = Label(text: HoverBannerProfile.name, font: Font(size: 16, weight: .semibold), color: .white,
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
        for view in [stadium, shade, tint, avatarRing, avatar, nameLabel, roleLabel] + statValues + statNames
            + [compactTitle] as [View] {
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
        avatarRing.frame = Rect(x: 16, y: bottom - 168, width: 88, height: 88)
        avatarRing.cornerRadius = 44
        avatar.frame = avatarRing.frame.insetBy(dx: 3, dy: 3)
        avatar.cornerRadius = 41
        roleLabel.frame = Rect(x: 116, y: bottom - 104, width: w - 132, height: 18)
        followButton.frame = Rect(x: w - 16 - 96, y: bottom - 160, width: 96, height: 34)
        followButton.cornerRadius = 17
        followLabel.frame = followButton.bounds
        let column = (w - 32) / Double(statValues.count)
        for (index, value) in statValues.enumerated() {
            value.frame = Rect(x: 16 + column * Double(index), y: bottom - 70, width: column, height: 26)
            statNames[index].frame = Rect(x: 16 + column * Double(index), y: bottom - 44, width: column, height: 16)
        }
        for view in [avatarRing, avatar, roleLabel, followButton] + statValues + statNames as [View] { view.alpha = content }
        if isPressed { followButton.alpha = content * ProfileBannerView.pressedOpacity }

        // The name travels from under the avatar row into the hovering bar and hands over to the compact title.
        let hoverCenterY = ProfileBannerView.titleCenter(hoverHeight: hoverHeight) - viewportY
        let travel = smoothstep(0, 1, 1 - p)
        let nameWidth = w - 132
        let fullFrame = Rect(x: 116, y: bottom - 136, width: nameWidth, height: 32)
        nameLabel.frame = Rect(x: fullFrame.minX + (w / 2 - 60 - fullFrame.minX) * travel,
                               y: fullFrame.minY + (hoverCenterY - 16 - fullFrame.minY) * travel,
                               width: nameWidth, height: 32)
        nameLabel.alpha = smoothstep(0.08, 0.3, p)
        compactTitle.frame = Rect(x: 60, y: hoverCenterY - 11, width: w - 120, height: 22)
        compactTitle.alpha = 1 - smoothstep(0.0, 0.2, p)
    }

    /// Where the hovering bar's title is centred in the viewport: midway between the status bar and the
    /// bar's bottom, for any hover height (56 pt for the seed's 65).
    static func titleCenter(hoverHeight: Double) -> Double { (StatusBarView.height + hoverHeight) / 2 }

    private func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }
}
