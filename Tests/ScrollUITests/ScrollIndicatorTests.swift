import Graphics
import XCTest
@testable import ScrollUI

final class ScrollIndicatorTests: XCTestCase {
    /// Flutter's `CupertinoScrollbar` (`cupertino/scrollbar.dart`): 3 pt thick, 3 pt from the edge, at least
    /// 36 pt long (8 pt squeezed), fading out 1.2 s after the motion over 0.25 s; colours 0x59000000 and
    /// 0x80FFFFFF.
    func testSizesTimesAndColoursAreCupertinoScrollbars() {
        XCTAssertEqual(ScrollIndicator.width, 3)
        XCTAssertEqual(ScrollIndicator.margin, 3)
        XCTAssertEqual(ScrollIndicator.minimumLength, 36)
        XCTAssertEqual(ScrollIndicator.squeezedLength, 8)
        XCTAssertEqual(ScrollIndicator.holdDuration, 1.2)
        XCTAssertEqual(ScrollIndicator.fadeDuration, 0.25)
        XCTAssertEqual(ScrollIndicatorStyle.blackColor.premultipliedARGB >> 24, 0x59)
        XCTAssertEqual(ScrollIndicatorStyle.blackColor, Color(red: 0, green: 0, blue: 0, alpha: 0x59))
        XCTAssertEqual(ScrollIndicatorStyle.whiteColor, Color(red: 255, green: 255, blue: 255, alpha: 0x80))
    }

    /// Fully shown for 1.2 s after the last movement, then linearly out over 0.25 s.
    func testFadesOut1point2SecondsAfterTheMotionOver250ms() {
        var indicator = ScrollIndicator()
        indicator.lastMovementTime = 10
        let cases: [(line: UInt, time: Double, phase: ScrollPhase, opacity: Double)] = [
            (#line, 10.5, .idle, 1), (#line, 11.2, .idle, 1), (#line, 11.325, .idle, 0.5), (#line, 11.45, .idle, 0),
            (#line, 11.325, .tracking, 0.5), (#line, 20, .decelerating, 1),
        ]
        for c in cases {
            XCTAssertEqual(indicator.opacity(at: c.time, phase: c.phase), c.opacity, accuracy: 1e-9, line: c.line)
        }
    }

    /// UIKit's default style: dark on light content, light on dark, from the declared background.
    func testTheDefaultStyleFollowsTheBackground() {
        let cases: [(line: UInt, style: ScrollIndicatorStyle, background: Color?, expected: ScrollIndicatorStyle)] = [
            (#line, .default, nil, .black),
            (#line, .default, Color(hex: 0xFFFFFF), .black),
            (#line, .default, Color(hex: 0xF2F2F7), .black),
            (#line, .default, Color(hex: 0x000000), .white),
            (#line, .default, Color(hex: 0x1C1C1E), .white),
            (#line, .default, Color(hex: 0x767676), .white),   // luminance 0.181, under mid grey
            (#line, .default, Color(hex: 0x777777), .black),   // luminance 0.1845, over it
            (#line, .default, Color(hex: 0x000000, opacity: 0), .black),
            (#line, .black, Color(hex: 0x000000), .black),
            (#line, .white, Color(hex: 0xFFFFFF), .white),
        ]
        for c in cases {
            XCTAssertEqual(c.style.resolved(over: c.background), c.expected, line: c.line)
        }
    }

    /// The nearest visible background, the view's own or an ancestor's, picks the colour.
    func testTheIndicatorTakesTheNearestDeclaredBackground() {
        let h = Harness()
        XCTAssertEqual(ScrollIndicator.color(of: h.scrollView), ScrollIndicatorStyle.blackColor)
        h.scrollView.superview?.backgroundColor = Color(hex: 0x000000)
        XCTAssertEqual(ScrollIndicator.color(of: h.scrollView), ScrollIndicatorStyle.whiteColor)
        h.scrollView.backgroundColor = Color(hex: 0xFFFFFF)
        XCTAssertEqual(ScrollIndicator.color(of: h.scrollView), ScrollIndicatorStyle.blackColor)
        h.scrollView.indicatorStyle = .white
        XCTAssertEqual(ScrollIndicator.color(of: h.scrollView), ScrollIndicatorStyle.whiteColor)
    }
}
