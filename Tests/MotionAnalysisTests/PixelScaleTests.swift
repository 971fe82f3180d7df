import MotionAnalysis
import XCTest

/// Pixels per point from a recording's frame size: native screens, an odd side padded to even, a
/// cropped Simulator window, downscaled shared recordings, and sizes no screen has.
final class PixelScaleTests: XCTestCase {
    func testFrameSizesGiveTheScreenAndItsScale() throws {
        let cases: [(line: UInt, width: Int, height: Int, scale: Double, screen: Double, source: PixelScale.Source)] = [
            (#line, 1170, 2532, 3, 390, .native),
            (#line, 2532, 1170, 3, 390, .native),          // landscape
            (#line, 1179, 2556, 3, 393, .native),
            (#line, 1180, 2556, 3, 393, .native),          // 1179 padded to even by the encoder
            (#line, 828, 1792, 2, 414, .native),
            (#line, 1242, 2688, 3, 414, .native),
            (#line, 1179, 2400, 3, 393, .nativeWidth),     // a cropped window
            (#line, 886, 1918, 1918.0 / 844, 390, .downscaled),
            (#line, 886, 1920, 1920.0 / 852, 393, .downscaled),
            (#line, 780, 1688, 2, 390, .downscaled),       // ScrollLab's 390 × 844 at scale 2
        ]
        for c in cases {
            let scale = try PixelScale(frameWidth: c.width, frameHeight: c.height)
            XCTAssertEqual(scale.vertical, c.scale, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(scale.screen?.width, c.screen, line: c.line)
            XCTAssertEqual(scale.source, c.source, line: c.line)
        }
    }

    /// (640 × 480 is an iPad's shape, 1920 × 1080 an iPhone 8's: those are taken.)
    func testASizeNoScreenHasIsRefused() {
        for (width, height) in [(1000, 1000), (1000, 1100), (1234, 2000)] {
            XCTAssertThrowsError(try PixelScale(frameWidth: width, frameHeight: height)) { error in
                XCTAssertEqual(error as? MotionAnalysisError, .unknownScale(width: width, height: height))
            }
        }
    }

    /// A named device's screen decides among screens of one shape (828 × 1792 alone reads as a 414 pt
    /// iPhone XR at 2x; on a 390 pt iPhone 14 it is a downscaled 2.12 px/pt), at any size of it.
    func testANamedScreenTakesTheFramesLongSide() throws {
        let iPhone14 = try XCTUnwrap(PhoneScreen.all.first { $0.width == 390 })
        let iPhone15 = try XCTUnwrap(PhoneScreen.all.first { $0.width == 393 })
        let iPhoneSE = try XCTUnwrap(PhoneScreen.all.first { $0.width == 375 && $0.height == 667 })
        let cases: [(line: UInt, width: Int, height: Int, screen: PhoneScreen, scale: Double)] = [
            (#line, 1170, 2532, iPhone14, 3),
            (#line, 828, 1792, iPhone14, 1792.0 / 844),
            (#line, 780, 1688, iPhone14, 2),
            (#line, 1180, 2556, iPhone15, 3),              // 1179 padded to even
            (#line, 2556, 1179, iPhone15, 3),              // landscape
            (#line, 750, 1334, iPhoneSE, 2),
            (#line, 375, 667, iPhoneSE, 1),
        ]
        for c in cases {
            let scale = try PixelScale(frameWidth: c.width, frameHeight: c.height, screen: c.screen)
            XCTAssertEqual(scale.vertical, c.scale, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(scale.screen, c.screen, line: c.line)
            XCTAssertEqual(scale.source, .device, line: c.line)
        }
        for (width, height) in [(1170, 2532), (1000, 1000)] {
            XCTAssertThrowsError(try PixelScale(frameWidth: width, frameHeight: height, screen: iPhoneSE)) { error in
                XCTAssertEqual(error as? MotionAnalysisError, .notTheScreensShape(width: width, height: height, screen: iPhoneSE))
            }
        }
    }

    func testAGivenScaleIsKept() {
        let scale = PixelScale(scale: 2.5)
        XCTAssertEqual(scale.vertical, 2.5)
        XCTAssertNil(scale.screen)
        XCTAssertEqual(scale.source, .given)
    }
}
