import Components
import Graphics
import ScrollUI

/// The `bottom-sheet` scene: Apple Maps. A city map fills the viewport and pans both ways; over it the
/// sheet (`BottomSheetController`: a transparent list with a large top inset) rests at collapsed, half
/// or full, and every touch above the sheet reaches the map. Pins and rows select each other.
final class BottomSheetScene: Scene {
    static let name = "bottom-sheet"
    static let summary = "Apple Maps' bottom sheet: three detents over a pannable city map with touch passthrough (skagedal)"
    static let options: [SceneOption] = [
        SceneOption(name: "half", defaultValue: "400", kind: .number(0...4000), help: "sheet top at the half detent, points"),
        SceneOption(name: "full", defaultValue: "57", kind: .number(0...4000), help: "sheet top at the full detent, points"),
        SceneOption(name: "collapsed", defaultValue: "102", kind: .number(0...4000),
                    help: "visible sheet height when collapsed (search field and home indicator), points"),
        SceneOption(name: "rows", defaultValue: "20", kind: .integer(0...500), help: "number of places in the list and pins on the map"),
        SceneOption(name: "deceleration", defaultValue: "fast", kind: .choice(["normal", "fast"]),
                    help: "UIKit deceleration rate of the sheet (the seed: fast)"),
        .bounces,
    ]
    /// Dimming of the map behind the sheet at full: black at 20 % (Apple Maps' large-detent dimming).
    static let maximumDimming = 0.2
    /// Height of the "Nearby" section title above the rows, points.
    static let sectionHeaderHeight = 44.0
    /// Sheet travel above collapsed over which the list fades in, points (Apple Maps hides the list when collapsed).
    static let listFadeDistance = 40.0
    /// Sheet travel below the map buttons over which they fade out, points.
    static let controlsFadeDistance = 40.0

    let controller: BottomSheetController
    let map = ScrollView()
    private(set) var pins: [MapPinView] = []
    private(set) var selectedPin: Int?
    private let places: [Place]
    private let cityView = CityMapView()
    private let sectionHeader = SectionHeaderView(title: "Nearby")
    private let dimmingView = View()
    private let scrim = StatusScrimView()
    private let statusBar = StatusBarView()
    private let controls = MapControlsView()
    private weak var window: Window?
    private var listOpacity = 1.0

    var mainScrollView: ScrollView { controller.listView }
    var list: BottomSheetListView { controller.listView }

    init(context: SceneContext) throws {
        let settings = context.settings
        controller = BottomSheetController(configuration: BottomSheetConfiguration(
            fullTop: settings.number("full"), halfTop: settings.number("half"),
            collapsedHeight: settings.number("collapsed")))
        places = (0..<settings.integer("rows")).map(Place.init(index:))
        window = context.window
        configureList(settings: settings)
        configureMap()
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
        statusBar.isUserInteractionEnabled = false
        controller.backgroundView.headerView = SearchHeaderView()

        let container = ContainerView { [unowned self] container in self.layout(in: container.bounds) }
        for view in [map, dimmingView, scrim, statusBar, controls, controller.backgroundView, list] as [View] {
            container.addSubview(view)
        }
        controller.onChange = { [unowned self] in self.sheetDidMove() }
        context.window.setContent(container)
        context.window.layoutIfNeeded()
        centreMap(on: CityMap.userLocation, aboveSheetTop: controller.layout.halfTop, animated: false)
    }

    private func configureList(settings: SceneSettings) {
        list.decelerationRate = settings.decelerationRate
        list.bounces = settings.boolean("bounces")
        list.rowHeight = PlaceRowView.height
        list.separatorInsetLeft = PlaceRowView.textLeft
        sectionHeader.frame = Rect(x: 0, y: 0, width: 0, height: Self.sectionHeaderHeight)
        list.headerView = sectionHeader
        list.makeRow = { PlaceRowView() }
        list.configureRow = { [unowned self] row, index in
            (row as? PlaceRowView)?.configure(with: self.places[index], selected: index == self.selectedPin)
            row.alpha = self.listOpacity
        }
        list.rowCount = places.count
        list.didSelectRow = { [unowned self] index in
            if self.listOpacity > 0.5 { self.select(index, fromMap: false) }
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
        pins = places.enumerated().map { index, place in
            let pin = MapPinView(place: place)
            pin.onTap = { [unowned self] in self.select(index, fromMap: true) }
            map.addSubview(pin)
            return pin
        }
    }

    private func layout(in bounds: Rect) {
        let width = bounds.width
        map.frame = bounds
        let offset = map.contentOffset, low = map.minimumContentOffset, high = map.maximumContentOffset
        map.contentOffset = Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
        dimmingView.frame = bounds
        scrim.frame = Rect(x: 0, y: 0, width: width, height: StatusBarView.height + 20)
        statusBar.frame = Rect(x: 0, y: 0, width: width, height: StatusBarView.height)
        let size = MapControlsView.size, margin = MapControlsView.margin
        controls.frame = Rect(x: width - margin - size.width, y: StatusBarView.height + margin, width: size.width, height: size.height)
        controller.layout(in: bounds)
    }

    /// The map dims as the sheet rises to full, its buttons hide under the sheet, the list fades out
    /// when collapsed.
    private func sheetDidMove() {
        let top = controller.sheetTop
        dimmingView.alpha = Self.maximumDimming * controller.fullProgress
        controls.alpha = min(max((top - controls.frame.maxY - 8) / Self.controlsFadeDistance, 0), 1)
        let opacity = min(max((controller.layout.collapsedTop - top) / Self.listFadeDistance, 0), 1)
        if opacity != listOpacity {
            listOpacity = opacity
            sectionHeader.alpha = opacity
            for row in list.visibleRows { row.alpha = opacity }
        }
    }

    // MARK: Selection

    /// Selects place `index`: from a pin, its row comes into view; from a row, the map centres on its pin
    /// (lowering a full sheet to half so the pin shows).
    func select(_ index: Int, fromMap: Bool) {
        guard pins.indices.contains(index) else { return }
        if let previous = selectedPin, pins.indices.contains(previous) { pins[previous].isSelected = false }
        selectedPin = index
        pins[index].isSelected = true
        map.bringSubviewToFront(pins[index])
        list.reloadData()
        let place = places[index]
        if fromMap {
            let row = list.rectForRow(index)
            controller.reveal(minY: row.minY, maxY: row.maxY)
            let sheetTop = controller.layout.sheetTop(forOffset: list.targetContentOffset.y)
            let pinY = place.location.y - map.contentOffset.y
            if pinY > sheetTop - MapPinView.balloonDiameter { centreMap(on: place.location, aboveSheetTop: sheetTop, animated: true) }
        } else {
            var sheetTop = controller.layout.sheetTop(forOffset: list.targetContentOffset.y)
            if sheetTop < controller.layout.halfTop - BottomSheetLayout.detentTolerance {
                controller.move(to: .half)
                sheetTop = controller.layout.halfTop
            }
            centreMap(on: place.location, aboveSheetTop: sheetTop, animated: true)
        }
    }

    /// Pans the map so `point` sits in the middle of the part between the status bar and `sheetTop`.
    private func centreMap(on point: Point, aboveSheetTop sheetTop: Double, animated: Bool) {
        let centre = Point(x: map.frame.width / 2, y: (StatusBarView.height + sheetTop) / 2)
        let low = map.minimumContentOffset, high = map.maximumContentOffset
        let target = Point(x: min(max(point.x - centre.x, low.x), high.x), y: min(max(point.y - centre.y, low.y), high.y))
        if animated {
            map.animateContentOffset(to: target, spring: .snap)
        } else {
            map.setContentOffset(target, animated: false)
        }
    }

    // MARK: Scene

    /// Up and down arrows move the sheet a detent (while its list is not scrolled).
    func handleKey(_ event: KeyEvent) -> Bool {
        guard list.contentOffset.y <= BottomSheetLayout.detentTolerance else { return false }
        let current = controller.targetDetent ?? controller.layout.nearestDetent(toOffset: list.contentOffset.y)
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

    /// What received the last pointer down: the sheet (list or background) or the map.
    var lastHit: String? {
        guard let hit = window?.lastHitView else { return nil }
        if hit.isDescendant(of: list) || hit.isDescendant(of: controller.backgroundView) { return "sheet" }
        if hit.isDescendant(of: map) { return "map" }
        return nil
    }

    var guides: [SceneGuide] {
        BottomSheetDetent.allCases.map { detent in
            let top = controller.layout.top(of: detent)
            return SceneGuide(label: "\(detent.rawValue) \(ReadableNumber.text(top))", y: top, color: SceneGuide.detentColor)
        }
    }

    /// The sheet's top edge, with each detent as a reference line.
    var metric: SceneMetric? {
        SceneMetric(name: "sheet top", value: controller.sheetTop,
                    marks: BottomSheetDetent.allCases.map { ($0.rawValue, controller.layout.top(of: $0)) })
    }

    func appendState(to line: inout StateLine) {
        line.add("sheetTop", controller.sheetTop)
        line.add("sheetDetent", controller.restingDetent?.rawValue)
        line.add("lastHit", lastHit)
        line.add("mapX", map.contentOffset.x)
        line.add("mapY", map.contentOffset.y)
        line.add("selectedPin", selectedPin)
    }
}
