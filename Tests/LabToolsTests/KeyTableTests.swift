import Foundation
import Devices
import Graphics
@testable import LabDrawing
import Playback
@testable import Studio
@testable import Scenes
import ScrollUI
import TestKit
import XCTest

/// One key table drives the dispatch, the help card and `docs/reference/keys.md`.
final class KeyTableTests: XCTestCase {
    static var keysDocument: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/reference/keys.md")
    }

    /// `make keys-reference` (SCROLLLAB_UPDATE_KEYS_REFERENCE=1) writes the file anew.
    func testTheKeysReferenceIsTheKeyTable() throws {
        let url = Self.keysDocument, markdown = KeyReference.markdown(scenes: SceneCatalog.names)
        if ProcessInfo.processInfo.environment["SCROLLLAB_UPDATE_KEYS_REFERENCE"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try markdown.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let written = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(written, markdown, "docs/reference/keys.md is not the key table: run `make keys-reference`")
        for binding in KeyTable.bindings { XCTAssertTrue(written.contains("| \(binding.label) | \(binding.help) |"), binding.label) }
    }

    func testEachKeyFindsItsAction() {
        let cases: [(line: UInt, key: String, modifiers: KeyEvent.Modifiers, action: KeyAction?)] = [
            (#line, "h", [], .toggleHUD),
            (#line, "h", [.shift], .toggleHUD),
            (#line, "h", [.control], nil),
            (#line, "s", [], .screenshot(withOverlays: false)),
            (#line, "s", [.shift], .screenshot(withOverlays: true)),
            (#line, "v", [.shift], .video(withOverlays: true)),
            (#line, "c", [.shift], .tuningHandoff),
            (#line, "left", [], .stepTimeline),
            (#line, "right", [.shift], .jumpTimeline),
            (#line, "x", [], .loopRange),
            (#line, "slash", [.shift], .toggleHelp),
            (#line, "slash", [], nil),
            (#line, "f1", [], .toggleHelp),
            (#line, "escape", [], .close),
            (#line, "space", [.shift], .scene),
            (#line, "3", [], .switchScene),
            (#line, "3", [.shift], nil),
            (#line, "0", [], nil),
            (#line, "q", [], nil),
            (#line, "q", [.control], .quit),
            (#line, "q", [.command, .shift], .quit),
            (#line, "q", [.control, .option], .quit),
            (#line, "w", [], nil),
        ]
        for c in cases {
            XCTAssertEqual(KeyTable.action(for: KeyEvent(key: c.key, modifiers: c.modifiers, time: 0)), c.action, line: c.line)
        }
    }

    func testEveryLabelIsOnceInTheTable() {
        let labels = KeyTable.bindings.map(\.label)
        XCTAssertEqual(Set(labels).count, labels.count, "\(labels)")
        XCTAssertEqual(Set(KeyTable.bindings.map(\.section)), Set(KeyBinding.Section.allCases))
    }

    /// Every viewport the window shows a device in (portrait and landscape), and the 4-inch phone's
    /// 320 × 568: no text of the card below 11 pt, every key and scene on some page, no action cut,
    /// the card inside the viewport.
    func testTheHelpCardStaysReadableAtEverySize() throws {
        let fonts = try TestAssets().fonts
        let scenes = SceneCatalog.names
        let sizes = [Size(width: 320, height: 568), Size(width: 568, height: 320)]
            + DeviceCatalog.all.flatMap { [$0.size, Size(width: $0.size.height, height: $0.size.width)] }
        for viewport in sizes {
            for comparing in [false, true] {
                let help = HelpCard(viewport: viewport, scenes: scenes, isComparing: comparing, measurer: fonts)
                var texts: [String] = []
                for page in help.pages.indices {
                    var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: viewport), textMeasurer: fonts)
                    OverlayRenderer().drawHelp(in: viewport, scenes: scenes, isComparing: comparing, page: page, context: &context)
                    for case let .text(run, origin, _) in context.list.commands {
                        texts.append(run.string)
                        XCTAssertGreaterThanOrEqual(run.font.size, HelpCard.minimumFontSize, "\(viewport) page \(page): \(run.string)")
                        XCTAssertLessThanOrEqual(origin.x + fonts.size(of: run).width, help.card.maxX - 8, "\(viewport): \(run.string)")
                        XCTAssertLessThanOrEqual(origin.y + fonts.size(of: run).height, help.card.maxY, "\(viewport): \(run.string)")
                    }
                }
                XCTAssertGreaterThanOrEqual(help.card.minY, 0, "\(viewport)")
                XCTAssertLessThanOrEqual(help.card.maxY, viewport.height, "\(viewport)")
                XCTAssertFalse(texts.contains { $0.hasSuffix(TextTruncation.ellipsis) }, "\(viewport): \(texts)")
                let joined = help.pages.joined().compactMap { line -> String? in
                    if case let .entry(_, action) = line { return action.map(\.string).joined(separator: " ") } else { return nil }
                }
                for binding in KeyTable.bindings where binding.section != .scenes {
                    XCTAssertTrue(texts.contains(binding.label), "\(viewport): \(binding.label) missing")
                    let said = comparing && !binding.servesComparison ? HelpCard.notWhileComparing : binding.help
                    XCTAssertTrue(joined.contains(said), "\(viewport): \(said) missing")
                }
                for (index, scene) in scenes.enumerated() where !comparing {
                    XCTAssertTrue(texts.contains("\(index + 1)") && texts.contains(scene), "\(viewport): \(scene) missing")
                }
            }
        }
    }

    /// A card that fits is one page as before; at 320 × 568 it takes pages that say where they are.
    func testTheHelpCardTakesPagesOnlyWhenItDoesNotFit() throws {
        let fonts = try TestAssets().fonts
        let cases: [(line: UInt, viewport: Size, pages: ClosedRange<Int>)] = [
            (#line, Size(width: 390, height: 844), 1...1),
            (#line, Size(width: 430, height: 932), 1...1),
            (#line, Size(width: 1024, height: 1366), 1...1),
            (#line, Size(width: 320, height: 568), 2...3),
            (#line, Size(width: 667, height: 375), 3...4),
        ]
        for c in cases {
            let help = HelpCard(viewport: c.viewport, scenes: SceneCatalog.names, isComparing: false, measurer: fonts)
            XCTAssertTrue(c.pages.contains(help.pages.count), "\(c.viewport): \(help.pages.count) pages", line: c.line)
            XCTAssertEqual(help.footer(page: 0), help.pages.count > 1 ? "1/\(help.pages.count) — ? next" : nil, line: c.line)
            if help.pages.count > 1 {
                XCTAssertEqual(help.footer(page: help.pages.count - 1), "\(help.pages.count)/\(help.pages.count) — ? closes", line: c.line)
            }
            for page in help.pages { XCTAssertTrue(page.first.map { if case .header = $0 { true } else { false } } ?? false, line: c.line) }
        }
    }

    /// ? turns the pages of a paged card and closes it after the last; Esc closes it at any page.
    func testQuestionMarkTurnsThePages() throws {
        let assets = try TestAssets()
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 320, height: 568), assets: assets)
        let qa = QAController()
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        let pages = HelpCard(viewport: session.window.size, scenes: SceneCatalog.names, isComparing: false,
                             measurer: session.window.textMeasurer).pages.count
        XCTAssertGreaterThan(pages, 1)
        func press(_ key: String, _ modifiers: KeyEvent.Modifiers = []) {
            _ = qa.handleKey(KeyEvent(key: key, modifiers: modifiers, time: session.window.now), session: session) { _, _ in }
        }
        for page in 0..<pages {
            press("slash", [.shift])
            XCTAssertTrue(qa.isHelpVisible)
            XCTAssertEqual(qa.helpPage, page)
            XCTAssertEqual(qa.overlay(over: session).helpPage, page)
        }
        press("f1")
        XCTAssertFalse(qa.isHelpVisible, "? after the last page closes the card")
        press("f1")
        press("f1")
        press("escape")
        XCTAssertFalse(qa.isHelpVisible)
        press("f1")
        XCTAssertEqual(qa.helpPage, 0, "the card opens at its first page")
    }
}
