@testable import Studio
import XCTest

/// Tests of the window's capture on a fresh `QAFixture`, which must report no failure.
class CaptureTestCase: XCTestCase {
    var fixture: QAFixture!
    var qa: QAController { fixture.qa }

    override func setUpWithError() throws { fixture = try QAFixture() }

    override func tearDown() {
        XCTAssertEqual(fixture?.failures ?? [], [])
        fixture?.folder.remove()
    }
}
