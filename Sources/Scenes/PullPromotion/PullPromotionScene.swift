import Components
import Devices
import Foundation
import Graphics
import LabBasics
import ScrollPhysics
import ScrollUI

/// The `pull-promotion` scene: an Ele.me-like food-delivery home feed. Pulling it down past 70 pt
/// refreshes (a simulated load, then new shops above without the list moving); past 100 pt it opens
/// a full-screen Double 11 promotion above the page (Taobao's "second floor"): the page (its status
/// bar, header and list) slides down off the screen as the promotion comes down behind it
/// (`PullPromotionGeometry`). Closed by dragging it up, the × button or Escape.
///
///     z order: promotion backdrop (with its own status bar) < feed list (refresh header above its
///              content) < blue header < blue strip and the feed's status bar < toast, close button
final class PullPromotionScene: Scene {
    static let name = "pull-promotion"
    static let summary = "Ele.me/Taobao pull to refresh that opens a full-screen Double 11 promotion"
    static let presets = PullPromotionPresets.all
    static let refreshThreshold = OptionKey.points("refreshThreshold", default: 70, range: 10...400, help: "pull past the resting top that refreshes on release, points")
    static let promotionThreshold = OptionKey.points("promotionThreshold", default: 100, range: 20...800, help: "pull that opens the promotion on release, points (more than refreshThreshold)")
    static let refreshDuration = OptionKey.number("refreshDuration", default: 2, range: 0...60, unit: .seconds, step: 0.1,
                                                  help: "seconds the simulated load takes before new shops appear")
    static let settleDuration = OptionKey.number("settleDuration", default: PullPromotionConfiguration.settleDurationDefault,
                                                 range: durationRange, unit: .seconds, step: 0.05,
                                                 help: "seconds from the release to the refreshing position (the seed's 0.2)")
    static let endDuration = OptionKey.number("endDuration", default: PullPromotionConfiguration.endDurationDefault,
                                              range: durationRange, unit: .seconds, step: 0.05,
                                              help: "seconds from the end of a refresh back to the resting top (the seed's 0.2)")
    /// The two refresh moves take from 0.05 s (a frame or three) to 2 s (already a wait).
    static let durationRange = 0.05...2.0
    static let hints = OptionKey<PullHintStyle>.choice("hints", default: .seed,
                                                      help: "whose refresh hints: the seed's (下拉可刷新…) or MJRefresh's (下拉可以刷新…)")
    static let language = CommonOptions.language(default: "zh")
    static let rows = CommonOptions.rows(default: 100)
    static let options = [refreshThreshold.option, promotionThreshold.option, refreshDuration.option, settleDuration.option,
                          endDuration.option, hints.option, language.option,
                          PhysicsOptions.decelerationKey.option, CommonOptions.bounces.option, rows.option] + PhysicsOptions.springs
    static let pullState = StateKey.text("pullState")
    /// The header's hint as shown ("" when it cannot be seen).
    static let hint = StateKey.text("hint")
    static let refreshCount = StateKey.counter("refreshCount"), promotionCount = StateKey.counter("promotionCount")
    static let crossingCount = StateKey.counter("crossingCount")
    /// Rows in the feed: a refresh adds some, none go.
    static let rowCount = StateKey.counter("rowCount")
    static let stateKeys = [pullState, hint, refreshCount, promotionCount, crossingCount, rowCount]
    /// The promotion's artwork, relative to `Assets/` (made by `Images/make-double11-promotion.py`);
    /// the headline's image depends on the language (`PullPromotionTexts.headlineImagePath`).
    static let lanternImagePath = "Images/double11-lantern.png"
    static let wordmarkImagePath = "Images/double11-wordmark.png"
    /// The header's colour when a release opens the promotion: the image's gold.
    static let promotionTint = Color(hex: 0xFFE08A)
    /// Gap between the bar and the toast, points.
    static let toastGap = 10.0

    let list = FeedListView()
    let controller: PullPromotionController
    let texts: PullPromotionTexts
    private let window: Window
    let backdrop: PromotionBackdropView
    let header = PullRefreshHeaderView()
    private let bar: FeedTopBarView
    /// The device's status bar, fixed at the top over the feed and the promotion alike (iOS draws one,
    /// above the app), and the feed's blue behind it, as tall as the safe area's top: the blue goes down
    /// with the header when the page slides away, the status bar stays.
    private let statusBar: StatusBarView
    private let statusBackground = View()
    private let safeArea: EdgeInsets
    private let homeIndicator: HomeIndicator?
    private let toast = ToastView()
    private var closeButton: CloseButtonView!
    /// The refresh's simulated load and the shops it adds.
    let refresh: FeedRefresh

    var mainScrollView: ScrollView { list }

    static func validate(_ settings: SceneSettings, viewport: Size) throws {
        let configuration = configuration(settings)
        guard configuration.isValid else {
            throw AppError.usage("promotionThreshold (\(settings.text(of: promotionThreshold.option.name))) must be more than "
                                 + "refreshThreshold (\(settings.text(of: refreshThreshold.option.name)))")
        }
        // On the phone the scene is made for, or a taller window (a smaller one simply reaches less).
        let checkedHeight = max(viewport.height, SceneCatalog.defaultViewport.height)
        let reachable = largestPull(viewportHeight: checkedHeight, coefficient: settings.scrollConfiguration.rubberBandCoefficient)
        for (name, value) in [(refreshThreshold.option.name, configuration.refreshThreshold),
                              (promotionThreshold.option.name, configuration.promotionThreshold)]
        where value > reachable {
            throw AppError.usage("\(name) (\(ReadableNumber.text(value))) cannot be reached: a drag across this "
                                 + "\(ReadableNumber.text(checkedHeight)) pt window pulls at most "
                                 + "\(ReadableNumber.text(reachable.rounded(.down))) pt (the rubber band), so use at most that")
        }
    }

    private static func configuration(_ settings: SceneSettings) -> PullPromotionConfiguration {
        PullPromotionConfiguration(refreshThreshold: settings[refreshThreshold], promotionThreshold: settings[promotionThreshold],
                                   settleDuration: settings[settleDuration], endDuration: settings[endDuration])
    }

    init(context: SceneContext) throws {
        let settings = context.settings
        try Self.validate(settings, viewport: context.window.size)
        let configuration = Self.configuration(settings)
        window = context.window
        texts = PullPromotionTexts(language: settings[Self.language], hints: settings[Self.hints])
        bar = FeedTopBarView(texts: texts)
        statusBar = StatusBarView(device: context.device)
        safeArea = context.device.safeAreaInsets
        homeIndicator = context.device.homeIndicator
        let restingTop = safeArea.top + FeedTopBarView.height
        controller = PullPromotionController(configuration: configuration, restingInsetTop: restingTop)
        refresh = FeedRefresh(list: list, controller: controller, toast: toast, texts: texts, window: context.window,
                              duration: settings[Self.refreshDuration])
        let assets = context.assets
        let artwork = PromotionBackdropView.Artwork(lantern: try assets.image(Self.lanternImagePath),
                                                    headline: try assets.image(texts.headlineImagePath),
                                                    wordmark: try assets.image(Self.wordmarkImagePath))
        backdrop = PromotionBackdropView(artwork: artwork, texts: texts, device: context.device)
        closeButton = CloseButtonView { [unowned self] in self.controller.closePromotion() }
        statusBar.tint = .white
        statusBackground.backgroundColor = FeedTopBarView.blueTop
        statusBackground.isUserInteractionEnabled = false
        configureList(settings: settings)

        let container = ContainerView { [unowned self] container in self.layout(in: container.bounds) }
        for view in [backdrop, list, bar, statusBackground, toast, closeButton!, statusBar] as [View] { container.addSubview(view) }
        controller.attach(to: list)
        list.contentOffset = Point(x: 0, y: -restingTop)
        controller.onChange = { [unowned self] in self.update() }
        controller.transitionObserver = { [unowned self] transition in self.didTransition(transition) }
        controller.refreshAction = { [unowned self] in self.refresh.start() }
        context.window.setContent(container)
        update()
    }

    private func configureList(settings: SceneSettings) {
        list.bounces = settings[CommonOptions.bounces]
        list.alwaysBounceVertical = true
        // The last shop rests above the home indicator.
        list.contentInset.bottom = safeArea.bottom
        list.scrollIndicatorInsets = EdgeInsets(top: controller.restingInsetTop, bottom: safeArea.bottom)
        list.rowHeight = ShopRowView.height
        list.separatorInsetLeft = ShopRowView.textLeft
        list.headerView = FeedHeaderView(texts: texts)
        list.makeRow = { ShopRowView() }
        list.configureRow = { [unowned self] row, index in
            (row as? ShopRowView)?.configure(with: Shop(id: self.refresh.shopID(at: index), chinese: self.texts.isChinese),
                                             texts: self.texts, isNew: self.refresh.isNew(at: index))
        }
        list.rowCount = settings[Self.rows]
        list.addSubview(header)
    }

    private func layout(in bounds: Rect) {
        backdrop.frame = bounds
        list.frame = bounds
        bar.frame = Rect(x: 0, y: safeArea.top, width: bounds.width, height: FeedTopBarView.height)
        statusBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: safeArea.top)
        statusBackground.frame = statusBar.frame
        let height = controller.configuration.refreshingHeight
        header.frame = Rect(x: 0, y: -height, width: bounds.width, height: height)
        let size = CloseButtonView.size
        closeButton.frame = Rect(x: bounds.width - 16 - size, y: safeArea.top + 6, width: size, height: size)
        backdrop.closeButtonFrame = closeButton.frame
        let toastWidth = min(toast.preferredWidth, bounds.width - 40)
        toast.frame = Rect(x: (bounds.width - toastWidth) / 2, y: controller.restingInsetTop + PullPromotionScene.toastGap,
                           width: toastWidth, height: ToastView.height)
        controller.layoutDidChange()
        update()
    }

    /// The farthest a finger can pull the feed in a window `viewportHeight` tall: a drag across the
    /// whole window, less the touch slop, through the rubber band (`PHYSICS.md` §3).
    static func largestPull(viewportHeight: Double, coefficient: Double = RubberBand.coefficient) -> Double {
        RubberBand.offset(forOverscroll: max(0, viewportHeight - Tolerance.touchSlop), dimension: max(viewportHeight, 1),
                          coefficient: coefficient)
    }

    // MARK: Following the pull

    /// Sets every view from the controller's state and pull.
    private func update() {
        // The promotion behind the list follows dragged pulls only (`revealPull`); the header, the pull.
        let g = controller.geometry, pull = controller.pull, reveal = controller.revealPull, state = controller.state
        backdrop.imageTop = g.promotionImageTop(pull: reveal)
        backdrop.contentAlpha = g.promotionContentAlpha(pull: reveal)
        backdrop.dimAlpha = state == .promotionShowing ? 0 : g.dimAlpha(pull: reveal)
        // The page's bars go down with the list past the promotion threshold, the blue behind the status
        // bar with them (the status bar stays at the top); once the promotion opens they catch up with
        // the list and the page moves whole.
        let page = controller.pageOffset
        statusBackground.frame.origin.y = page
        bar.frame.origin.y = safeArea.top + page
        toast.frame.origin.y = controller.restingInsetTop + PullPromotionScene.toastGap + page
        let chrome = state == .promotionShowing ? min(max((g.openProgress(pull: reveal) - 0.8) / 0.2, 0), 1) : 0
        closeButton.alpha = chrome
        closeButton.isHidden = chrome < 0.01
        backdrop.hintAlpha = chrome
        header.alpha = g.hintAlpha(pull: pull, state: state)
        header.tint = state == .promotionTriggered ? PullPromotionScene.promotionTint : .white
        header.setTexts(hint: texts.hint(for: state), subtitle: lastUpdatedText)
        refresh.insertRowsIfSettled()
    }

    /// State changes since the last `drainTransitions()` (for the soak's transition check), bounded.
    private var pendingTransitions: [any ComponentTransition] = []

    func drainTransitions() -> [any ComponentTransition] {
        defer { pendingTransitions.removeAll(keepingCapacity: true) }
        return pendingTransitions
    }

    private func didTransition(_ transition: PullPromotionTransition) {
        if pendingTransitions.count < 64 { pendingTransitions.append(transition) }
        let state = transition.to
        if transition.crossedThresholds > 0 { header.indicator.flash() }
        header.indicator.setSpinning(state == .refreshing)
        header.indicator.setArrowPointsUp(state == .refreshTriggered || state == .promotionTriggered, animated: true)
    }

    /// The hint as shown: empty when the header cannot be seen (at rest, or the promotion open).
    var visibleHint: String {
        let alpha = controller.geometry.hintAlpha(pull: controller.pull, state: controller.state)
        return alpha > 0.01 ? texts.hint(for: controller.state) : ""
    }

    /// "Last updated" on the status bar's clock, so the two always agree.
    private var lastUpdatedText: String {
        let clock = statusBar.clock(at: refresh.lastUpdate)
        return texts.lastUpdated(hour: clock.hour, minute: clock.minute)
    }

    // MARK: Scene

    var guides: [SceneGuide] {
        let top = controller.restingInsetTop, c = controller.configuration
        return [SceneGuide(label: "resting top \(ReadableNumber.text(top))", y: top, color: SceneGuide.insetColor),
                SceneGuide(label: "refresh \(ReadableNumber.text(c.refreshThreshold)) pt", y: top + c.refreshThreshold,
                           color: SceneGuide.thresholdColor),
                SceneGuide(label: "promotion \(ReadableNumber.text(c.promotionThreshold)) pt", y: top + c.promotionThreshold,
                           color: SceneGuide.thresholdColor)]
    }

    /// The pull past the resting top, with both thresholds as reference lines.
    var metric: SceneMetric? {
        let c = controller.configuration
        return SceneMetric(name: "pull distance", value: controller.pull,
                           marks: [("refresh", c.refreshThreshold), ("promotion", c.promotionThreshold)])
    }

    func appendState(to line: inout StateLine) {
        line.add(Self.pullState, controller.state.rawValue)
        line.add(Self.hint, visibleHint)
        line.add(Self.refreshCount, controller.refreshCount)
        line.add(Self.promotionCount, controller.promotionCount)
        line.add(Self.crossingCount, controller.crossingCount)
        line.add(Self.rowCount, list.rowCount)
    }

    /// Light once the page has gone down past the home indicator and the promotion shows under it.
    var isDarkUnderHomeIndicator: Bool {
        guard let indicator = homeIndicator else { return false }
        return -list.contentOffset.y >= indicator.frame(in: window.size).minY
    }

    /// Escape closes the promotion.
    func handleKey(_ event: KeyEvent) -> Bool {
        event.key == "escape" && event.modifiers.isEmpty && controller.closePromotion()
    }
}
