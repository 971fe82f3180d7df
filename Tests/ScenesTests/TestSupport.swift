import Foundation
import Graphics
@testable import Scenes
import SDLHost
import XCTest
import TestKit

extension Array where Element == ParsedState {
    /// The largest frame-to-frame change of `key`.
    func largestJump(_ key: StateKey) -> Double {
        zip(self, dropFirst()).compactMap { a, b in
            guard let x = a.number(key), let y = b.number(key) else { return nil }
            return abs(y - x)
        }.max() ?? 0
    }
}
