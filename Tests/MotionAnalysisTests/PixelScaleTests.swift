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

    func testAGivenScaleIsKept() {
        let scale = PixelScale(scale: 2.5)
        XCTAssertEqual(scale.vertical, 2.5)
        XCTAssertNil(scale.screen)
        XCTAssertEqual(scale.source, .given)
    }
}
