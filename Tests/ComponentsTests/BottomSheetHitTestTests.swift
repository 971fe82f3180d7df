import Graphics
import ScrollUI
import XCTest
@testable import Components

/// Touch passthrough: a point on the sheet (from its top edge down) reaches the sheet, any other point
/// the map underneath, at every detent; plus the controller's layout across resizes and short lists.
final class BottomSheetHitTestTests: XCTestCase {
    private final class Rig {
        let window: Window
        let map = ScrollView()
        let controller = BottomSheetController()
        let container: ContainerView

        init(rows: Int = 20, size: Size = Size(width: 390, height: 844)) {
            window = Window(size: size, textMeasurer: FixedAdvanceMeasurer())
            map.contentSize = Size(width: 2000, height: 2000)
            let list = controller.listView
            list.rowHeight = 64
            list.rowCount = rows
            container = ContainerView()
            container.layout = { [map, controller] container in
                map.frame = container.bounds
                controller.layoutDidChange()
            }
            for view in [map, controller.backgroundView, list] as [View] { container.addSubview(view) }
            window.setContent(container)
            window.layoutIfNeeded()
        }

        /// "sheet" or "map": who gets a pointer down at `y`.
        func target(atY y: Double, x: Double = 195) -> String {
            window.layoutIfNeeded()
            let hit = window.rootView.hitTest(Point(x: x, y: y))
            if hit?.isDescendant(of: controller.listView) == true { return "sheet" }
            if hit?.isDescendant(of: map) == true { return "map" }
            return "other"
        }
    }

    func testPointsAboveOnAndInsideTheSheetAtEachDetent() {
        let rig = Rig()
        XCTAssertEqual(rig.controller.state, .half, "the sheet starts at half")
        for detent in BottomSheetDetent.allCases {
            rig.controller.move(to: detent, animated: false)
            let top = rig.controller.geometry.top(of: detent)
            XCTAssertEqual(rig.controller.sheetTop, top)
            XCTAssertEqual(rig.target(atY: top - 10), "map", "above the sheet at \(detent)")
            XCTAssertEqual(rig.target(atY: top - 0.5), "map", "just above the edge at \(detent)")
            XCTAssertEqual(rig.target(atY: top + 1), "sheet", "on the edge (grabber) at \(detent)")
            XCTAssertEqual(rig.target(atY: top + 30), "sheet", "on the search field at \(detent)")
            XCTAssertEqual(rig.target(atY: min(top + 200, 840)), "sheet", "inside the sheet at \(detent)")
            XCTAssertEqual(rig.target(atY: 840, x: 5), "sheet", "bottom left corner at \(detent)")
        }
    }

    func testAtFullWithTheListScrolledTheHeaderStillBelongsToTheSheet() {
        let rig = Rig()
        rig.controller.listView.contentOffset = Point(x: 0, y: 300)
        XCTAssertEqual(rig.controller.sheetTop, 57)
        XCTAssertEqual(rig.target(atY: 40), "map")
        XCTAssertEqual(rig.target(atY: 60), "sheet")
        XCTAssertEqual(rig.target(atY: 100), "sheet")
        XCTAssertEqual(rig.target(atY: 500), "sheet")
    }

    func testTheBackgroundFollowsTheList() {
        let rig = Rig()
        rig.controller.listView.contentOffset = Point(x: 0, y: -200)
        XCTAssertEqual(rig.controller.backgroundView.frame.minY, 257)
        XCTAssertEqual(rig.controller.backgroundView.separatorOpacity, 0)
        rig.controller.listView.contentOffset = Point(x: 0, y: 40)
        XCTAssertEqual(rig.controller.backgroundView.frame.minY, 57)
        XCTAssertEqual(rig.controller.backgroundView.separatorOpacity, 1)
    }

    func testAShortListIsStillTallEnoughToReachFull() {
        let rig = Rig(rows: 3)
        let list = rig.controller.listView
        XCTAssertGreaterThanOrEqual(list.contentSize.height, list.frame.height)
        XCTAssertGreaterThanOrEqual(list.maximumContentOffset.y, 0)
        let long = Rig(rows: 100)
        XCTAssertEqual(long.controller.listView.footerHeight, BottomSheetConfiguration.safeAreaBottomDefault)
    }

    func testAResizeKeepsTheDetent() {
        let rig = Rig()
        rig.window.size = Size(width: 430, height: 932)
        rig.window.layoutIfNeeded()
        XCTAssertEqual(rig.controller.sheetTop, 400)
        XCTAssertEqual(rig.controller.state, .half)
        rig.controller.move(to: .collapsed, animated: false)
        rig.window.size = Size(width: 390, height: 844)
        rig.window.layoutIfNeeded()
        XCTAssertEqual(rig.controller.sheetTop, 742)
        rig.controller.move(to: .half, animated: false)
        rig.window.size = Size(width: 390, height: 500)
        rig.window.layoutIfNeeded()
        XCTAssertEqual(rig.controller.sheetTop, 398, "half never below collapsed")
        XCTAssertEqual(rig.controller.state, .half, "half and collapsed coincide: the higher name wins")
        XCTAssertGreaterThanOrEqual(rig.controller.geometry.halfTop, rig.controller.geometry.fullTop)
    }
}
