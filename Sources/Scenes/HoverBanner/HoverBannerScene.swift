import Components
import Devices
import Graphics
import ScrollUI

/// The `hover-banner` scene: a sports profile whose 280 pt banner scrolls away with the match list
/// until a navigation bar's height remains (the safe area's top + 44), where it hovers as that bar
/// (BannerHoverView).
final class HoverBannerScene: Scene {
    static let name = "hover-banner"
    static let summary = "a profile banner that scrolls away until it hovers as a navigation bar (BannerHoverView)"
    static let presets = HoverBannerPresets.all
    static let options: [SceneOption] = [
        // At least the status bar and a short banner's avatar row: 150 pt.
        SceneOption(name: "height", defaultValue: "280", kind: .number(150...800), help: "banner height, points"),
        // By default a navigation bar below the safe area's top (the seed's 65 pt was its phones' 20 pt
        // status bar and a bar under it); at least the safe area's top and a title's line (`validate`).
        SceneOption(name: "hoverHeight", kind: .number(38...400), help: "height left when it hovers, points",
                    deviceRule: "safe area top + 44") { PhysicsOptions.format($0.navigationBarBottom) },
        SceneOption(name: "stretch", defaultValue: "true", kind: .boolean, help: "grow and zoom when pulled past the top"),
        SceneOption(name: "snap", defaultValue: "false", kind: .boolean, help: "settle a half-collapsed banner at an end"),
        .rows(default: 60), .deceleration, .bounces,
    ] + PhysicsOptions.springs

    /// The hovering title's line, points: a hover height leaves at least this under the safe area's top.
    static let titleLineHeight = 18.0

    let controller: HoverBannerController
    let list = ListView()
    let banner = ProfileBannerView()
    private let statusBar: StatusBarView

    var mainScrollView: ScrollView { list }

    static func validate(_ settings: SceneSettings, viewport: Size) throws {
        guard settings.number("hoverHeight") < settings.number("height") else {
            throw AppError.usage("hoverHeight must be less than height")
        }
        let least = settings.device.safeAreaInsets.top + titleLineHeight
        guard settings.number("hoverHeight") >= least else {
            throw AppError.usage("hoverHeight must be at least \(ReadableNumber.text(least)) on the \(settings.device.name) "
                                 + "(its safe area's top and a title's line)")
        }
    }

    init(context: SceneContext) throws {
        let settings = context.settings
        try Self.validate(settings, viewport: context.window.size)
        let geometry = HoverBannerGeometry(height: settings.number("height"), hoverHeight: settings.number("hoverHeight"),
                                           stretches: settings.boolean("stretch"))
        controller = HoverBannerController(geometry: geometry, snaps: settings.boolean("snap"))
        controller.safeAreaBottom = context.device.safeAreaInsets.bottom
        statusBar = StatusBarView(device: context.device)
        list.backgroundColor = .white
        list.bounces = settings.boolean("bounces")
        list.alwaysBounceVertical = true
        list.rowHeight = MatchRowView.height
        list.separatorInsetLeft = 80
        list.makeRow = { MatchRowView() }
        list.configureRow = { row, index in (row as? MatchRowView)?.configure(with: Match(index: index)) }
        list.rowCount = settings.integer("rows")
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
        line.add("bannerY", controller.bannerY)
        line.add("bannerHeight", controller.bannerHeight)
        line.add("bannerPercent", controller.percent)
        line.add("expandedCount", controller.arrivals.expandedCount)
        line.add("collapsedCount", controller.arrivals.collapsedCount)
    }
}
