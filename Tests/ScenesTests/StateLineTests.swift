import Foundation
@testable import Scenes
import XCTest
import TestKit

final class StateLineTests: XCTestCase {
    func testNumberFormat() {
        let cases: [(line: UInt, value: Double, expected: String)] = [
            (#line, 0, "0"),
            (#line, -0.0, "0"),
            (#line, 1.5, "1.5"),
            (#line, 1.0 / 3.0, "0.3333"),
            (#line, 2.0 / 3.0, "0.6667"),
            (#line, -91, "-91"),
            (#line, 100, "100"),
            (#line, 76052, "76052"),
            (#line, 12.5, "12.5"),
            (#line, -0.00001, "0"),
            (#line, 0.00004, "0"),
            (#line, 0.00005000001, "0.0001"),
            (#line, -1234.56789, "-1234.5679"),
            (#line, 1e20, "100000000000000000000"),
            (#line, .infinity, "null"),
            (#line, -.infinity, "null"),
            (#line, .nan, "null"),
        ]
        for c in cases {
            XCTAssertEqual(StateLine.format(c.value), c.expected, "\(c.value)", line: c.line)
        }
    }

    func testQuoting() {
        let cases: [(line: UInt, value: String, expected: String)] = [
            (#line, "", #""""#),
            (#line, "idle", #""idle""#),
            (#line, #"say "hi""#, #""say \"hi\"""#),
            (#line, #"a\b"#, #""a\\b""#),
            (#line, "one\ntwo", #""one\ntwo""#),
            (#line, "tab\there\r", #""tab\there\r""#),
            (#line, "\u{01}\u{1F}", #""\u0001\u001f""#),
            (#line, "下拉刷新 ✓ 🎉", "\"下拉刷新 ✓ 🎉\""),
            (#line, "/slash'", #""/slash'""#),
        ]
        for c in cases {
            let quoted = StateLine.quote(c.value)
            XCTAssertEqual(quoted, c.expected, line: c.line)
            // And it is a JSON string holding the same text.
            let decoded = try? JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
            XCTAssertEqual(decoded, [c.value], line: c.line)
        }
    }

    func testLineKeepsKeyOrderAndTypes() throws {
        var line = StateLine()
        line.add("t", 0.5)
        line.add("frame", 30)
        line.add("scene", "list")
        line.add("pointerDown", true)
        line.add("none", nil as Double?)
        line.add("count", nil as Int?)
        line.add("label", nil as String?)
        line.add("index", 3 as Int?)
        line.add("height", 280.25 as Double?)
        let quoted = StateKey.text("quoted")
        line.add(quoted, "a \"b\"")
        line.add("flag", false)
        line.add("infinite", Double.infinity)
        XCTAssertEqual(line.finished, #"{"t": 0.5, "frame": 30, "scene": "list", "pointerDown": true, "none": null, "#
            + #""count": null, "label": null, "index": 3, "height": 280.25, "quoted": "a \"b\"", "flag": false, "#
            + #""infinite": null}"#)
        let parsed = try ParsedState(line.finished)
        XCTAssertEqual(parsed.keys, ["t", "frame", "scene", "pointerDown", "none", "count", "label", "index", "height",
                                     "quoted", "flag", "infinite"])
        XCTAssertEqual(parsed.string(quoted), "a \"b\"")
        XCTAssertTrue(parsed.values["none"] is NSNull)
    }

    /// With `keepsValues` each key written after it is kept with its typed value, for `replay --compare`.
    func testTypedValuesFollowTheLine() {
        var line = StateLine()
        line.add("t", 0.5)
        line.keepsValues = true
        line.add("offsetY", -91.25)
        line.add("frame", 3)
        line.add("phase", "idle")
        line.add("pointerDown", true)
        line.add("detent", nil as String?)
        line.add("infinite", Double.infinity)
        XCTAssertEqual(line.values.map(\.key), ["offsetY", "frame", "phase", "pointerDown", "detent", "infinite"])
        XCTAssertEqual(line.values.map(\.value), [.number(-91.25), .number(3), .text("idle"), .boolean(true), .null, .null])
    }

    /// A variant's line is the plain line with `variant` after `scene`; its values are the keys after it.
    func testVariantStateLine() throws {
        let session = try SceneSession(sceneType: SceneCatalog.scene(named: "hover-banner"), assignments: [],
                                       viewport: SceneCatalog.defaultViewport, assets: TestAssets())
        let plain = session.stateLine(frame: 2, time: 0.5)
        let variant = session.variantState(frame: 2, time: 0.5, variant: "B")
        XCTAssertEqual(variant.line, plain.replacingOccurrences(of: #""scene": "hover-banner", "#,
                                                                with: #""scene": "hover-banner", "variant": "B", "#))
        let parsed = try ParsedState(plain)
        XCTAssertEqual(session.stateKeys.map(\.name), Array(parsed.keys.dropFirst(3)))
        for key in session.stateKeys where key.kind == .number {
            XCTAssertEqual(variant.values[key], parsed.number(key).map { .number($0) } ?? .null, key.name)
        }
    }

    func testEmptyLine() {
        XCTAssertEqual(StateLine().finished, "{}")
    }
}
