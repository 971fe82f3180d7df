import Graphics
import XCTest
@testable import ScrollUI

/// Views and scrolled content are drawn at whole device pixels (`ViewRenderer`, `DrawingContext`),
/// one rounding for every origin and offset; the offset itself stays continuous.
final class PixelSnappingTests: XCTestCase {
    /// The translation (device pixels from the viewport's origin) in force inside each group of
    /// `list`, in the order the groups open.
    private static func groupOrigins(_ list: DisplayList) -> [PixelOffset] {
        var origins: [PixelOffset] = [], stack: [PixelOffset] = [.zero]
        for command in list.commands {
            switch command {
            case let .pushTranslation(move):
                stack.append(stack[stack.count - 1] + move)
                origins.append(stack[stack.count - 1])
            case .popTranslation:
                stack.removeLast()
            default:
                break
            }
        }
        return origins
    }

    /// A window with a scroll view 100 pt down holding one row, and a view laid out from its offset
    /// (40 pt above the content's top, as a sheet's background above its list).
    private static func window(offset: Point) -> (Window, ScrollView, View) {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
        let scrollView = ScrollView()
        let row = View(frame: Rect(x: 0, y: 0, width: 390, height: 44))
        row.backgroundColor = .white
        let avatar = View(frame: Rect(x: 16.3, y: 10.1, width: 20, height: 20))
        avatar.backgroundColor = .black
        row.addSubview(avatar)
        scrollView.addSubview(row)
        scrollView.contentSize = Size(width: 390, height: 2000)
        let follower = View()
        follower.backgroundColor = .black
        follower.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let container = ContainerView { container in
            scrollView.frame = Rect(x: 0, y: 100, width: 390, height: 744)
            follower.frame = Rect(x: 0, y: 100 - 40 - scrollView.contentOffset.y, width: 390, height: 40)
        }
        container.addSubview(follower)
        container.addSubview(scrollView)
        window.setContent(container)
        window.layoutIfNeeded()
        scrollView.contentOffset = offset
        container.setNeedsLayout()
        return (window, scrollView, follower)
    }

    /// (offset, scale, where the content's origin is drawn: device pixels from the viewport's origin).
    func testContentIsDrawnAtTheNearestDevicePixelOfItsOffset() {
        let cases: [(line: UInt, offset: Point, scale: Double, origin: PixelOffset)] = [
            (#line, Point(x: 0, y: 100.3), 2, PixelOffset(x: 0, y: 200 - 201)),
            (#line, Point(x: 0, y: 100.2), 2, PixelOffset(x: 0, y: 200 - 200)),
            // A half pixel rounds up (⌊v + ½⌋ of −offset): the content is drawn at offset 100.
            (#line, Point(x: 0, y: 100.25), 2, PixelOffset(x: 0, y: 200 - 200)),
            // UIKit's offsets on a 3x iPhone are thirds of a point: drawn where they are.
            (#line, Point(x: 0, y: 449.6667), 3, PixelOffset(x: 0, y: 300 - 1349)),
            (#line, Point(x: 0, y: -64.9), 1, PixelOffset(x: 0, y: 100 + 65)),
            // Sideways too (a map).
            (#line, Point(x: 10.4, y: 0), 2, PixelOffset(x: -21, y: 200)),
        ]
        for c in cases {
            let (window, scrollView, _) = Self.window(offset: c.offset)
            let list = window.makeDisplayList(scale: c.scale)
            // Groups: the window's root, the container, the follower, the scroll view, its content.
            let origins = Self.groupOrigins(list)
            XCTAssertEqual(origins[4], c.origin, line: c.line)
            XCTAssertEqual(scrollView.contentOffset, c.offset, "the offset stays continuous", line: c.line)
        }
    }

    /// A view laid out from the offset lands on the content's pixels: 40 pt above its top at every
    /// offset, however fractional, at scales 1, 2 and 3.
    func testAViewLaidOutFromTheOffsetKeepsItsDistanceInWholePixels() {
        for scale in [1.0, 2, 3] {
            for step in 0..<60 {
                let offset = Double(step) * 0.173 - 3
                let (window, _, _) = Self.window(offset: Point(x: 0, y: offset))
                let origins = Self.groupOrigins(window.makeDisplayList(scale: scale))
                XCTAssertEqual(origins[4].y - origins[2].y, Int(40 * scale), "offset \(offset) @\(scale)")
            }
        }
    }

    /// Every view's origin is on the pixel grid, grouped or not: a leaf at (16.3, 10.1) in a row is
    /// drawn from the nearest device pixel of its place.
    func testViewsWithoutSubviewsAreDrawnAtWholePixelsToo() {
        let (window, _, _) = Self.window(offset: .zero)
        let list = window.makeDisplayList(scale: 2)
        let fills = list.commands.compactMap { command -> Rect? in
            if case let .fill(rect, _) = command, rect.width == 20 { return rect }
            return nil
        }
        XCTAssertEqual(fills, [Rect(x: 16.5, y: 10, width: 20, height: 20)])
    }
}
