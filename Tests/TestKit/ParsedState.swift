import Foundation
import Scenes
import XCTest

/// One parsed state line: its keys in the order written and its values.
public struct ParsedState {
    public let text: String
    public let keys: [String]
    public let values: [String: Any]

    public init(_ line: String, file: StaticString = #filePath, line number: UInt = #line) throws {
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

    /// The value of the key `key` declares (`StateKey`): a number (an integer's too), nil when the
    /// line has none or null.
    public func number(_ key: StateKey) -> Double? { (values[key.name] as? NSNumber)?.doubleValue }
    public func string(_ key: StateKey) -> String? { values[key.name] as? String }
    /// The line's time (`t`) and the main scroll view's vertical offset, which most tests read.
    public var time: Double? { number(CommonStateKeys.time) }
    public var offsetY: Double? { number(CommonStateKeys.offsetY) }
    /// A JSON `true` or `false` (read from the text: Foundation may hand booleans back as numbers).
    public func boolean(_ key: StateKey) -> Bool? {
        text.contains("\"\(key.name)\": true") ? true : text.contains("\"\(key.name)\": false") ? false : nil
    }
}

extension Array where Element == ParsedState {
    /// The last state at or before `time`.
    public func at(_ time: Double) -> ParsedState? { last { ($0.time ?? 0) <= time + 1e-9 } }
}
