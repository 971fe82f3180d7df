import Components
import Graphics
import LabBasics
import ScrollUI

/// The `expandable-bar` scene: Airbnb's bar (compact, normal, expanded) over two feeds, "Stays" and
/// "Experiences", each its own list; the bar follows the shown list through `ExpandableBarController`.
final class ExpandableBarScene: Scene {
    static let name = "expandable-bar"
    static let summary = "Airbnb's expandable bar: compact / normal / expanded, driven by scrolling (AirBar)"
    static let presets = ExpandableBarPresets.all
    // The least heights are what each state's content needs (the pill with its margins, search and
    // tabs, the where / when / who cards); taller bars lay out with more room.
    static let compactHeight = OptionKey.points("compactHeight", default: 64, range: 64...400, help: "compact bar height, points")
    static let normalHeight = OptionKey.points("normalHeight", default: 128, range: 128...600, help: "normal bar height, points")
    static let expandedHeight = OptionKey.points("expandedHeight", default: 284, range: 284...800, help: "expanded bar height, points")
    static let snap = OptionKey.choice("snap", default: ExpandableBarSnap.projected,
                                       help: "settle by projected momentum, or nearest by distance as the seed")
    static let compactRow = OptionKey.choice("compactRow", default: CompactBarContent.search,
                                               help: "what the compact bar keeps: the search pill (today's Airbnb) or the tab row (AirBar's demo)")
    static let rows = CommonOptions.rows(default: 40)
    static let options = [compactHeight.option, normalHeight.option, expandedHeight.option, snap.option, compactRow.option,
                          rows.option,
                          PhysicsOptions.decelerationKey.option, CommonOptions.bounces.option] + PhysicsOptions.springs

    static let barHeight = StateKey.number("barHeight")
    /// 0 compact, 1 normal, 2 expanded, fractions between.
    static let barProgress = StateKey.number("barProgress", range: 0...2)
    static let barExpandable = StateKey.boolean("barExpandable")
    static let tabKey = StateKey.integer("tab")
    static let stateKeys = [barHeight, barProgress, barExpandable, tabKey]

    let controller: ExpandableBarController
    let bar = AirbnbBarView()
    let lists: [ListView]
    /// The status bar, as tall as the safe area's top: the bar starts below it.
    private let statusBar: StatusBarView
    private let safeAreaTop: Double
    private(set) var tab = 0

    var mainScrollView: ScrollView { lists[tab] }
    var scrollViews: [ScrollView] { lists }

    static func validate(_ settings: SceneSettings, viewport: Size) throws {
        guard configuration(settings).isValid else {
            throw AppError.usage("bar heights must grow: compactHeight < normalHeight < expandedHeight")
        }
    }

    private static func configuration(_ settings: SceneSettings) -> ExpandableBarConfiguration {
        ExpandableBarConfiguration(compactHeight: settings[compactHeight], normalHeight: settings[normalHeight],
                                   expandedHeight: settings[expandedHeight])
    }

    init(context: SceneContext) throws {
        let settings = context.settings
        try Self.validate(settings, viewport: context.window.size)
        let configuration = Self.configuration(settings)
        controller = ExpandableBarController(configuration: configuration,
                                             snap: settings[Self.snap])
        controller.safeAreaBottom = context.device.safeAreaInsets.bottom
        statusBar = StatusBarView(device: context.device)
        safeAreaTop = context.device.safeAreaInsets.top
        bar.compactRow = settings[Self.compactRow]
        lists = (0..<2).map { tab in
            let list = ListView()
            list.backgroundColor = .white
            list.bounces = settings[CommonOptions.bounces]
            list.alwaysBounceVertical = true
            list.rowHeight = ListingRowView.height
            list.separatorColor = nil
            list.highlightColor = .clear
            list.makeRow = { ListingRowView() }
            list.configureRow = { row, index in (row as? ListingRowView)?.configure(with: Listing(index: index, tab: tab), index: index) }
            list.rowCount = settings[Self.rows]
            list.isHidden = tab != 0
            list.scrollIndicatorInsets.bottom = context.device.safeAreaInsets.bottom
            return list
        }
        let container = ContainerView { [unowned self] container in self.layout(in: container.bounds) }
        for list in lists { container.addSubview(list) }
        container.addSubview(bar)
        container.addSubview(statusBar)
        bar.onSearch = { [unowned self] in self.controller.expand() }
        bar.onClose = { [unowned self] in self.controller.collapse() }
        bar.onTab = { [unowned self] index in self.select(tab: index) }
        controller.onChange = { [unowned self] in self.apply(self.controller.state) }
        context.window.setContent(container)
        context.window.layoutIfNeeded()
        controller.attach(to: lists[0])
    }

    private func layout(in bounds: Rect) {
        let top = safeAreaTop
        statusBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: top)
        for list in lists { list.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top)) }
        apply(controller.state)
        controller.layoutDidChange()
    }

    private func apply(_ state: ExpandableBarState) {
        let width = bar.superview?.bounds.width ?? bar.frame.width
        let progress = state.transitionProgress()
        bar.frame = Rect(x: 0, y: safeAreaTop, width: width, height: state.height())
        bar.update(progress: progress, selectedTab: tab)
        // Opaque in every state, as Airbnb's header is: one band from the screen's top.
        statusBar.backgroundColor = AirbnbBarView.backgroundColor(progress: progress)
    }

    /// Shows another tab's list: preconfigured to the bar first, then bound, so the bar does not move.
    /// While a finger holds the shown list the switch waits for the release; a list swapped in while
    /// the bar is between states settles it (the bar's behaviour is asked as it attaches).
    func select(tab index: Int) {
        guard index != tab, lists.indices.contains(index) else { return }
        lists[tab].performWhenReleased { [weak self] in self?.show(tab: index) }
    }

    func show(tab index: Int) {
        guard index != tab else { return }
        let next = lists[index]
        lists[tab].stopMotion()
        lists[tab].isHidden = true
        next.isHidden = false
        tab = index
        controller.attach(to: next)
        next.window?.keyScrollView = next
        apply(controller.state)
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case "tab":
            select(tab: (tab + 1) % lists.count)
            return true
        case "escape":
            controller.collapse()
            return true
        case "return":
            controller.expand()
            return true
        default:
            return false
        }
    }

    var guides: [SceneGuide] {
        let c = controller.configuration, top = safeAreaTop
        return [SceneGuide(label: "compact \(ReadableNumber.text(c.compactHeight))", y: top + c.compactHeight, color: SceneGuide.detentColor),
                SceneGuide(label: "normal \(ReadableNumber.text(c.normalHeight))", y: top + c.normalHeight, color: SceneGuide.detentColor),
                SceneGuide(label: "expanded \(ReadableNumber.text(c.expandedHeight))", y: top + c.expandedHeight,
                           color: SceneGuide.detentColor),
                SceneGuide(label: "content inset top \(ReadableNumber.text(mainScrollView.contentInset.top))",
                           y: top + mainScrollView.contentInset.top, color: SceneGuide.insetColor)]
    }

    var metric: SceneMetric? {
        SceneMetric(name: "bar progress", value: controller.state.transitionProgress(),
                    marks: [("compact", 0), ("normal", 1), ("expanded", 2)])
    }

    func appendState(to line: inout StateLine) {
        let state = controller.state
        line.add(Self.barHeight, state.height())
        line.add(Self.barProgress, state.transitionProgress())
        line.add(Self.barExpandable, state.isExpandedStateAvailable)
        line.add(Self.tabKey, tab)
    }
}
