import Foundation
import Graphics
@testable import Scenes
import SDLHost
import XCTest

/// The fonts and images of `Assets/` over SDL_ttf and SDL_image (no display needed), as the
/// application loads them; each image is loaded once.
final class TestAssets: AssetStore {
    let fonts: any TextMeasuring & GlyphRasterizing
    private let locator: AssetLocator
    private var images: [String: Image] = [:]

    init() throws {
        locator = try AssetLocator()
        fonts = try FontLibrary(assets: locator)
    }

    func image(_ relativePath: String) throws -> Image {
        if let image = images[relativePath] { return image }
        let image = try ImageLoader.load(path: locator.existingPath(for: relativePath))
        images[relativePath] = image
        return image
    }
}

/// One parsed state line: its keys in the order written and its values.
struct ParsedState {
    let text: String
    let keys: [String]
    let values: [String: Any]

    init(_ line: String, file: StaticString = #filePath, line number: UInt = #line) throws {
        text = line
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [])
        values = try XCTUnwrap(object as? [String: Any], "not an object: \(line)", file: file, line: number)
        // Top-level keys in order: every `"name": ` (state values never contain that pattern).
        var keys: [String] = []
        var rest = Substring(line)
        while let open = rest.range(of: "\"") {
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "\"") else { break }
            let name = String(afterOpen[..<close.lowerBound])
            let tail = afterOpen[close.upperBound...]
            if tail.hasPrefix(": ") || tail.hasPrefix(":") { keys.append(name) }
            rest = tail
        }
        self.keys = keys
    }

    func number(_ key: String) -> Double? { (values[key] as? NSNumber)?.doubleValue }
    func string(_ key: String) -> String? { values[key] as? String }
    /// A JSON `true` or `false` (read from the text: Foundation may hand booleans back as numbers).
    func boolean(_ key: String) -> Bool? {
        text.contains("\"\(key)\": true") ? true : text.contains("\"\(key)\": false") ? false : nil
    }
}

extension Array where Element == ParsedState {
    /// The largest frame-to-frame change of `key`.
    func largestJump(_ key: String) -> Double {
        zip(self, dropFirst()).compactMap { a, b in
            guard let x = a.number(key), let y = b.number(key) else { return nil }
            return abs(y - x)
        }.max() ?? 0
    }

    /// The last state at or before `time`.
    func at(_ time: Double) -> ParsedState? { last { ($0.number("t") ?? 0) <= time + 1e-9 } }
}
