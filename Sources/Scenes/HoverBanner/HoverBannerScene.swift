import Components
import Devices
import Graphics
import LabBasics
import ScrollUI

/// The `hover-banner` scene: a sports profile whose 280 pt banner scrolls away with the match list
/// until a navigation bar's height remains (the safe area's top + 44), where it hovers as that bar
/// (BannerHoverView).
final class HoverBannerScene: Scene {
    static let name = "hover-banner"
    static let summary = "a profile banner that scrolls away until it hovers as a navigation bar (BannerHoverView)"
    static let presets = HoverBannerPresets.all
    // At least the status bar and a short banner's avatar row: 150 pt.
    static let height = OptionKey.points("height", default: 280, range: 150...800, help: "banner height, points")
    // By default a navigation bar below the safe area's top (the seed's 65 pt was its phones' 20 pt
    // status bar and a bar under it); at least the safe area's top and a title's line (`validate`).
    static let hoverHeight = OptionKey.points("hoverHeight", range: 38...400, help: "height left when it hovers, points",
                                              deviceRule: "safe area top + 44") { $0.navigationBarBottom }
    static let stretch = OptionKey.boolean("stretch", default: true, help: "grow and zoom when pulled past the top")
    static let snap = OptionKey.boolean("snap", default: false, help: "settle a half-collapsed banner at an end")
    static let sectionHeader = OptionKey<MatchesHeaderMode>.choice("section", default: .none,
                                                                 help: "a grey header above the matches: none, scrolls under the bar, or pinned under it")
    static let rows = CommonOptions.rows(default: 60)
    static let options = [height.option, hoverHeight.option, stretch.option, snap.option, sectionHeader.option, rows.option,
                          PhysicsOptions.decelerationKey.option, CommonOptions.bounces.option] + PhysicsOptions.springs

    static let bannerY = StateKey.number("bannerY")
    static let bannerHeight = StateKey.number("bannerHeight")
    /// 1 fully shown, 0 hovering.
    static let bannerPercent = StateKey.number("bannerPercent", range: 0...1)
    /// How often the banner arrived at either end.
    static let expandedCount = StateKey.counter("expandedCount"), collapsedCount = StateKey.counter("collapsedCount")
    static let stateKeys = [bannerY, bannerHeight, bannerPercent, expandedCount, collapsedCount]

    /// The hovering title's line, points: a hover height leaves at least this under the safe area's top.
    static let titleLineHeight = 18.0

    let controller: HoverBannerController
    let list = ListView()
    let banner = ProfileBannerView()
    /// The matches' section header (`section`), over the list and under the banner; the list's
    /// header view is a clear spacer of its height, so the first match starts under it.
    let matchesHeader = MatchesHeaderView()
    let headerMode: MatchesHeaderMode
    private let statusBar: StatusBarView

    var mainScrollView: ScrollView { list }

    static func validate(_ settings: SceneSettings, viewport: Size) throws {
        guard settings[hoverHeight] < settings[height] else {
            throw AppError.usage("hoverHeight must be less than height")
        }
        let least = settings.device.safeAreaInsets.top + titleLineHeight
        guard settings[hoverHeight] >= least else {
            throw AppError.usage("hoverHeight must be at least \(ReadableNumber.text(least)) on the \(settings.device.name) "
                                 + "(its safe area's top and a title's line)")
        }
    }

    init(context: SceneContext) throws {
        let settings = context.settings
        try Self.validate(settings, viewport: context.window.size)
        let geometry = HoverBannerGeometry(height: settings[Self.height], hoverHeight: settings[Self.hoverHeight],
                                           stretches: settings[Self.stretch])
        controller = HoverBannerController(geometry: geometry, snaps: settings[Self.snap])
        controller.safeAreaBottom = context.device.safeAreaInsets.bottom
        statusBar = StatusBarView(device: context.device)
        list.backgroundColor = .white
        list.bounces = settings[CommonOptions.bounces]
        list.alwaysBounceVertical = true
        list.rowHeight = MatchRowView.height
        list.separatorInsetLeft = 80
        list.makeRow = { MatchRowView() }
        list.configureRow = { row, index in (row as? MatchRowView)?.configure(with: Match(index: index)) }
        list.rowCount = settings[Self.rows]
        headerMode = settings[Self.sectionHeader]
        if headerMode != .none {
            let spacer = View(frame: Rect(x: 0, y: 0, width: 0, height: MatchesHeaderView.height))
            spacer.isUserInteractionEnabled = false
            list.headerView = spacer
        }
        matchesHeader.isHidden = headerMode == .none
        statusBar.tint = .white
        // The last match rests above the home indicator.
        list.scrollIndicatorInsets.bottom = context.device.safeAreaInsets.bottom
        let container = ContainerView { [unowned self] container in
            self.list.frame = container.bounds
            self.statusBar.frame = Rect(x: 0, y: 0, width: container.bounds.width, height: self.statusBar.height)
            self.controller.layoutDidChange()
            self.layoutBanner()
        }
        container.addSubview(list)
        container.addSubview(matchesHeader)
        container.addSubview(banner)
        container.addSubview(statusBar)
        controller.onChange = { [unowned self] in self.layoutBanner() }
        context.window.setContent(container)
        context.window.layoutIfNeeded()
        banner.hoverHeight = geometry.hoverHeight
        banner.safeAreaTop = context.device.safeAreaInsets.top
        // The banner lets every touch through to the list; a tap the list gets on the Follow button
        // goes to the button (so a drag that starts on it scrolls the list).
        list.didTapOutsideRows = { [unowned self] point in
            _ = self.banner.handleTap(atViewport: Point(x: point.x - self.list.contentOffset.x, y: point.y - self.list.contentOffset.y))
        }
        controller.attach(to: list)
    }

    private func layoutBanner() {
        let width = list.frame.width
        banner.frame = Rect(x: 0, y: controller.bannerY, width: width, height: controller.bannerHeight)
        banner.update(percent: controller.percent, imageShift: controller.imageShift, viewportY: controller.bannerY)
        if let top = matchesHeaderTop {
            matchesHeader.frame = Rect(x: 0, y: top, width: width, height: MatchesHeaderView.height)
        }
    }

    /// The section header's top edge in the viewport (nil without one): the list's content top, or
    /// pinned no higher than the banner's bottom edge.
    var matchesHeaderTop: Double? {
        headerMode.headerTop(contentTop: -list.contentOffset.y, bannerBottom: controller.bannerY + controller.bannerHeight)
    }

    var guides: [SceneGuide] {
        let geometry = controller.geometry
        return [SceneGuide(label: "hover height \(ReadableNumber.text(geometry.hoverHeight))", y: geometry.hoverHeight,
                           color: SceneGuide.detentColor),
                SceneGuide(label: "banner height \(ReadableNumber.text(geometry.height)) (content inset top)",
                           y: geometry.height, color: SceneGuide.insetColor)]
    }

    var metric: SceneMetric? {
        SceneMetric(name: "banner percent", value: controller.percent, marks: [("hovering", 0), ("shown", 1)])
    }

    func appendState(to line: inout StateLine) {
        line.add(Self.bannerY, controller.bannerY)
        line.add(Self.bannerHeight, controller.bannerHeight)
        line.add(Self.bannerPercent, controller.percent)
        line.add(Self.expandedCount, controller.arrivals.expandedCount)
        line.add(Self.collapsedCount, controller.arrivals.collapsedCount)
    }
}
