import Foundation
@testable import Scenes
import TestKit
import XCTest

/// Every scene's state lines hold exactly the keys it declares, in order, each value of its declared
/// kind; what the soak checks by declaration breaks where a declaration says it should.
final class StateKeyTests: AssetsTestCase {
    func testEveryScenesLineHoldsItsDeclaredKeysAndKinds() throws {
        for sceneType in SceneCatalog.all {
            let session = try SceneSession(sceneType: sceneType, assignments: [], viewport: SceneCatalog.defaultViewport, assets: assets)
            let state = try ParsedState(session.stateLine(frame: 0, time: 0))
            XCTAssertEqual(state.keys, ["t", "frame", "scene"] + session.stateKeys.map(\.name), sceneType.name)
            for key in session.stateKeys {
                let value = state.values[key.name]
                if value is NSNull {
                    XCTAssertTrue(key.isNullable, "\(sceneType.name) \(key.name) is null")
                    continue
                }
                switch key.kind {
                case .number: XCTAssertNotNil(state.number(key), "\(sceneType.name) \(key.name)")
                case .integer:
                    let number = try XCTUnwrap(state.number(key), "\(sceneType.name) \(key.name)")
                    XCTAssertEqual(number, number.rounded(), "\(sceneType.name) \(key.name)")
                case .boolean: XCTAssertNotNil(state.boolean(key), "\(sceneType.name) \(key.name)")
                case .text: XCTAssertNotNil(state.string(key), "\(sceneType.name) \(key.name)")
                }
                if let range = key.range, let number = state.number(key) {
                    XCTAssertTrue(range.contains(number), "\(sceneType.name) \(key.name) \(number) at rest")
                }
            }
            XCTAssertEqual(Set(session.stateKeys.map(\.name)).count, session.stateKeys.count, "\(sceneType.name): a key twice")
        }
    }
}
