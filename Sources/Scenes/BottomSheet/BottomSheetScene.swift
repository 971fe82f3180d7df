import Components
import Devices
import Graphics
import LabBasics
import ScrollUI

/// The `bottom-sheet` scene: Apple Maps. A city map fills the viewport and pans both ways; over it the
/// sheet (`BottomSheetController`: a transparent list with a large top inset) rests at collapsed, half
/// or full, and every touch above the sheet reaches the map. Pins and rows select each other.
final class BottomSheetScene: Scene {
    static let name = "bottom-sheet"
    static let summary = "Apple Maps' bottom sheet: three detents over a pannable city map with touch passthrough (skagedal)"
    static let presets = BottomSheetPresets.all
    static let half = OptionKey.points("half", default: 400, range: 0...4000, help: "sheet top at the half detent, points")
    // Apple's large sheet detent leaves 10 pt under the safe area's top (57 on an iPhone 14).
    static let full = OptionKey.points("full", range: 0...4000, help: "sheet top at the full detent, points",
                                       deviceRule: "safe area top + \(PhysicsOptions.format(fullGap))") { $0.safeAreaInsets.top + fullGap }
    // The header (grabber and search field) above the safe area's bottom: clear of the home indicator.
    static let collapsed = OptionKey.points(
        "collapsed", range: 0...4000, help: "visible sheet height when collapsed (search field and home indicator), points",
        deviceRule: "header \(PhysicsOptions.format(BottomSheetConfiguration.headerHeightDefault)) + safe area bottom"
    ) { BottomSheetConfiguration.headerHeightDefault + $0.safeAreaInsets.bottom }
    static let rows = OptionKey.integer("rows", default: 20, range: 0...500, help: "number of places in the list and pins on the map")
    static let snap = OptionKey.choice("snap", default: BottomSheetSnap.projected,
                                       help: "the detent a release picks: by projected momentum, the seed's two-state rule, nearest to the "
                                           + "projection (Pulley's nearestPosition), or Pulley's default (nearest unless 20 pt past the last detent)")
    /// `snap`: the snap spring's own damping ratio (`snapDampingRatio`), which the panel shows.
    static let flingDampingRatio = OptionKey.number(
        "flingDampingRatio", orWord: "snap", standsFor: PhysicsOptions.snapDampingRatio.option.name, range: 0.1...2,
        step: PhysicsOptions.springStep,
        help: "damping ratio of the snap after a fling over 300 pt/s, or the snap spring's (FloatingPanel: 0.576)")
    /// FloatingPanel's `allowsRubberBanding(for:)` (Behavior.swift: false in `FloatingPanelDefaultBehavior`).
    static let rubberBanding = OptionKey.boolean(
        "rubberBanding", default: true,
        help: "a drag past collapsed rubber-bands (false: the sheet stops at collapsed and full, FloatingPanel's allowsRubberBanding)")
    static let options = [half.option, full.option, collapsed.option, rows.option, snap.option, flingDampingRatio.option,
                          rubberBanding.option,
                          PhysicsOptions.deceleration(default: "fast", help: "deceleration of the sheet (the seed: fast)").option,
                          CommonOptions.bounces.option] + PhysicsOptions.springs
    static let sheetTop = StateKey.number("sheetTop")
    /// The detent the sheet rests at; null while it moves or rests elsewhere.
    static let sheetDetent = StateKey.text("sheetDetent", nullable: true)
    /// What the last press landed on (`classify`); null before any.
    static let lastHitKey = StateKey.text("lastHit", nullable: true)
    static let mapX = StateKey.number("mapX"), mapY = StateKey.number("mapY")
    /// The selected place and its pin in the viewport; null when none is.
    static let selectedPinKey = StateKey.integer("selectedPin", nullable: true)
    static let selectedPinX = StateKey.number("selectedPinX", nullable: true)
    static let selectedPinY = StateKey.number("selectedPinY", nullable: true)
    static let stateKeys = [sheetTop, sheetDetent, lastHitKey, mapX, mapY, selectedPinKey, selectedPinX, selectedPinY]
    /// The map's status bar background: UIKit's regular system material (CHOSEN: Apple Maps blurs the
    /// map under its status bar; which material it uses is not published).
    static let statusBarMaterial = Material.regular
    /// The full sheet's gap under the safe area's top, points (Apple's large sheet detent: 57 − 47 on an
    /// iPhone 14).
    static let fullGap = 10.0
    /// Dimming of the map behind the sheet at full: black at 20 % (Apple Maps' large-detent dimming).
    static let maximumDimming = 0.2
    /// Height of the "Nearby" section title above the rows, points.
    static let sectionHeaderHeight = 44.0
    /// Sheet travel above collapsed over which the list fades in, points (Apple Maps hides the list when collapsed).
    static let listFadeDistance = 40.0
    /// From this far up between half and full (0…1) the dimmed map takes no touches.
    static let dimmedTouchProgress = 0.5
    /// Sheet travel below the map buttons over which they fade out, points.
    static let controlsFadeDistance = 40.0

    let controller: BottomSheetController
    let map = ScrollView()
    /// The places, their pins and which one is selected.
    let selection: PlaceSelection
    private let cityView = CityMapView()
    private let sectionHeader = SectionHeaderView(title: "Nearby")
    private let dimmingView = View()
    /// The material behind the status bar, so it reads over the map (Apple Maps' blurred status bar).
    private let statusMaterial = VisualEffectView(material: BottomSheetScene.statusBarMaterial)
    private let statusBar: StatusBarView
    private let safeArea: EdgeInsets
    /// Where the sheet sits (across the window or as a card) and where places are centred.
    private var placement = SheetPlacement(bounds: .zero, safeAreaTop: 0)
    /// The options' configuration; the placement adapts it to the card (`SheetPlacement.configuration`).
    private let baseConfiguration: BottomSheetConfiguration
    /// The sheet's container, framed by the placement: the sheet lays out in it. Touches beside the
    /// sheet pass through to the map.
    private let sheetView = PassthroughView()
    private let controls = MapControlsView()
    private weak var window: Window?
    private var listOpacity = 1.0
    /// What the last pointer down landed on, decided at the press.
    private(set) var lastHit: String?

    var mainScrollView: ScrollView { controller.listView }
    var list: BottomSheetListView { controller.listView }

    static func validate(_ settings: SceneSettings, viewport: Size) throws {
        // Checked on the phone the scene is made for (or a taller window): a smaller window clamps the
        // detents into itself at layout, as it does on any resize.
        let checkedHeight = max(viewport.height, settings.device.size.height)
        if let problem = DetentCheck.problem(configuration(settings), viewportHeight: checkedHeight) {
            throw AppError.usage(problem)
        }
    }

    private static func configuration(_ settings: SceneSettings) -> BottomSheetConfiguration {
        BottomSheetConfiguration(fullTop: settings[full], halfTop: settings[half], collapsedHeight: settings[collapsed],
                                 safeAreaBottom: settings.device.safeAreaInsets.bottom,
                                 flingDampingRatio: settings[flingDampingRatio], allowsRubberBanding: settings[rubberBanding])
    }

    init(context: SceneContext) throws {
        let settings = context.settings
        try Self.validate(settings, viewport: context.window.size)
        let configuration = Self.configuration(settings)
        baseConfiguration = configuration
        controller = BottomSheetController(configuration: configuration)
        controller.snap = settings[Self.snap]
        statusBar = StatusBarView(device: context.device)
        safeArea = context.device.safeAreaInsets
        selection = PlaceSelection(count: settings[Self.rows])
        window = context.window
        configureList(settings: settings)
        configureMap()
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
        controller.backgroundView.headerView = SearchHeaderView()

        let container = ContainerView { [unowned self] container in self.layout(in: container.bounds) }
        sheetView.addSubview(controller.backgroundView)
        sheetView.addSubview(list)
        for view in [map, dimmingView, statusMaterial, statusBar, controls, sheetView] as [View] {
            container.addSubview(view)
        }
        controller.onChange = { [unowned self] in self.sheetDidMove() }
        context.window.pressObserver = { [unowned self] hit in self.lastHit = self.classify(hit) }
        context.window.setContent(container)
        context.window.layoutIfNeeded()
        centreMap(on: CityMap.userLocation, aboveSheetTop: controller.geometry.halfTop, animated: false)
    }

    private func configureList(settings: SceneSettings) {
        controller.bounces = settings[CommonOptions.bounces]
        list.rowHeight = PlaceRowView.height
        list.separatorInsetLeft = PlaceRowView.textLeft
        sectionHeader.frame = Rect(x: 0, y: 0, width: 0, height: Self.sectionHeaderHeight)
        list.headerView = sectionHeader
        list.makeRow = { PlaceRowView() }
        list.configureRow = { [unowned self] row, index in
            let place = self.selection.rowOrder[index]
            (row as? PlaceRowView)?.configure(with: self.selection.places[place], selected: place == self.selection.selected)
            row.alpha = self.listOpacity
        }
        list.rowCount = selection.places.count
        list.didSelectRow = { [unowned self] index in
            if self.listOpacity > 0.5 { self.select(self.selection.rowOrder[index], fromMap: false) }
        }
        // Tapping the search field raises the sheet to full, as in Maps.
        list.didTapOutsideRows = { [unowned self] point in
            if point.y < self.list.sheetTopInContent + self.list.sheetHeaderHeight { self.controller.move(to: .full) }
        }
    }

    private func configureMap() {
        map.contentSize = CityMap.size
        map.showsVerticalScrollIndicator = false
        map.showsHorizontalScrollIndicator = false
        map.backgroundColor = MapPalette.land
        map.addSubview(cityView)
        selection.addPins(to: map) { [unowned self] index in self.select(index, fromMap: true) }
        // A tap on the map away from the pins clears the selection.
        map.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.deselect() })
    }

    private func layout(in bounds: Rect) {
        let width = bounds.width
        map.frame = bounds
        placement = SheetPlacement(bounds: bounds, safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom)
        dimmingView.frame = bounds
        statusMaterial.frame = Rect(x: 0, y: 0, width: width, height: safeArea.top)
        statusBar.frame = Rect(x: 0, y: 0, width: width, height: statusBar.height)
        let size = MapControlsView.size, margin = MapControlsView.margin
        controls.frame = Rect(x: width - margin - size.width, y: safeArea.top + margin, width: size.width, height: size.height)
        sheetView.frame = placement.sheetFrame
        let configuration = placement.configuration(baseConfiguration)
        if controller.configuration != configuration { controller.configuration = configuration }
        controller.cardCornerRadius = placement.isCard ? SheetPlacement.cardCornerRadius : nil
        controller.layoutDidChange()
        map.contentInset = placement.mapInset(collapsedTop: controller.geometry.collapsedTop, halfTop: controller.geometry.halfTop)
        map.contentOffset = map.metrics.clamped(map.contentOffset)
    }

    /// The map dims as the sheet rises to full, its buttons hide under the sheet, the list fades out
    /// when collapsed.
    private func sheetDidMove() {
        let top = controller.sheetTop
        // The card leaves the map beside it in use: no dimming (CHOSEN, as Pulley's panel).
        let dimming = placement.isCard ? 0 : controller.fullProgress
        dimmingView.alpha = Self.maximumDimming * dimming
        // Dimmed at full, the strip above the sheet takes the touches: the hidden map never pans.
        dimmingView.isUserInteractionEnabled = dimming > Self.dimmedTouchProgress
        controls.alpha = placement.isCard ? 1 : min(max((top - controls.frame.maxY - 8) / Self.controlsFadeDistance, 0), 1)
        let opacity = min(max((controller.geometry.collapsedTop - top) / Self.listFadeDistance, 0), 1)
        if opacity != listOpacity {
            listOpacity = opacity
            sectionHeader.alpha = opacity
            for row in list.visibleRows { row.alpha = opacity }
        }
    }

    // MARK: Selection

    /// Where the selected pin's point is in the viewport, or nil when none is selected.
    var selectedPinPoint: Point? { selection.selectedPoint(in: map) }

    /// Clears the selection (a tap on empty map).
    func deselect() {
        guard selection.deselect() else { return }
        list.reloadData()
    }

    /// Selects place `index`. From a pin: its place moves to the top of the list, the sheet goes to half
    /// (never over the pin) and the map brings the pin above the sheet if it was covered. From a row:
    /// a full sheet goes down to half and the map centres on the place above the sheet.
    func select(_ index: Int, fromMap: Bool) {
        guard selection.select(index, in: map, movesToTop: fromMap) else { return }
        let place = selection.places[index]
        var sheetTop = controller.geometry.sheetTop(forOffset: list.targetContentOffset.y)
        list.reloadData()
        let half = controller.geometry.halfTop, tolerance = BottomSheetGeometry.detentTolerance
        if fromMap ? abs(sheetTop - half) > tolerance : sheetTop < half - tolerance {
            controller.move(to: .half)
            sheetTop = controller.geometry.halfTop
        }
        let pin = place.location - map.contentOffset
        if !fromMap || placement.isUnderSheet(Point(x: pin.x, y: pin.y + MapPinView.balloonDiameter), sheetTop: sheetTop) {
            centreMap(on: place.location, aboveSheetTop: sheetTop, animated: true)
        }
    }

    /// Pans the map so `point` sits in the middle of the part the sheet whose top is `sheetTop` leaves
    /// (`SheetPlacement.mapOffset(centring:sheetTop:)`, brought into the map's range).
    private func centreMap(on point: Point, aboveSheetTop sheetTop: Double, animated: Bool) {
        let target = map.metrics.clamped(placement.mapOffset(centring: point, sheetTop: sheetTop))
        if animated {
            map.animateContentOffset(to: target, spring: .snap)
        } else {
            map.setContentOffset(target, animated: false)
        }
    }

    // MARK: Scene

    /// Up and down arrows move the sheet a detent (while its list is not scrolled).
    func handleKey(_ event: KeyEvent) -> Bool {
        guard list.contentOffset.y <= BottomSheetGeometry.detentTolerance else { return false }
        let current = controller.targetDetent ?? controller.geometry.nearestDetent(toOffset: list.contentOffset.y)
        let next: BottomSheetDetent?
        switch event.key {
        case "up": next = current.higher
        case "down": next = current.lower
        default: return false
        }
        guard let next else { return false }
        controller.move(to: next)
        return true
    }

    var guides: [SceneGuide] {
        BottomSheetDetent.allCases.map { detent in
            let top = controller.geometry.top(of: detent)
            return SceneGuide(label: "\(detent.rawValue) \(ReadableNumber.text(top))", y: top, color: SceneGuide.detentColor)
        }
    }

    /// The sheet's top edge, with each detent as a reference line.
    var metric: SceneMetric? {
        SceneMetric(name: "sheet top", value: controller.sheetTop,
                    marks: BottomSheetDetent.allCases.map { ($0.rawValue, controller.geometry.top(of: $0)) })
    }

    func appendState(to line: inout StateLine) {
        line.add(Self.sheetTop, controller.sheetTop)
        line.add(Self.sheetDetent, controller.state?.rawValue)
        line.add(Self.lastHitKey, lastHit)
        line.add(Self.mapX, map.contentOffset.x)
        line.add(Self.mapY, map.contentOffset.y)
        line.add(Self.selectedPinKey, selection.selected)
        let pin = selectedPinPoint
        line.add(Self.selectedPinX, pin?.x)
        line.add(Self.selectedPinY, pin?.y)
    }

    /// What a pointer down landed on: the sheet (list or background), the map, or nothing of either.
    private func classify(_ hit: View) -> String? {
        if hit.isDescendant(of: list) || hit.isDescendant(of: controller.backgroundView) { return "sheet" }
        if hit.isDescendant(of: map) { return "map" }
        return nil
    }
}
