import Scenes
import XCTest

/// A test with a fresh temporary folder (removed after each test) and the real fonts and images.
open class AssetsTestCase: XCTestCase {
    public var folder: TemporaryFolder!
    public var assets: (any AssetStore)!

    override open func setUpWithError() throws {
        folder = try TemporaryFolder()
        assets = try TestAssets()
    }

    override open func tearDown() { folder?.remove() }
}
