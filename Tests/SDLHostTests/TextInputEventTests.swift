import CSDL2
import Graphics
@testable import SDLHost
import XCTest

/// Typed text from SDL (a bug report's note): real `SDL_TEXTINPUT` and `SDL_TEXTEDITING` events
/// pushed under the `dummy` driver, read back as `.text` and `.composition` host events.
final class TextInputEventTests: XCTestCase {
    private var window: HostWindow!

    override func setUpWithError() throws {
        try super.setUpWithError()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        window = try HostWindow(title: "text", size: Size(width: 320, height: 480))
        while window.pollEvent() != nil {}
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    /// Pushes an event of `type` whose text field holds `text`'s UTF-8 bytes and reads it back.
    private func push(_ type: SDL_EventType, _ text: String) -> HostEvent? {
        var event = SDL_Event()
        event.type = type.rawValue
        let bytes = Array(text.utf8)
        let id = window.windowID
        if type == SDL_TEXTINPUT {
            event.text.windowID = id
            withUnsafeMutableBytes(of: &event.text.text) { field in field.copyBytes(from: bytes.prefix(field.count - 1)) }
        } else {
            event.edit.windowID = id
            withUnsafeMutableBytes(of: &event.edit.text) { field in field.copyBytes(from: bytes.prefix(field.count - 1)) }
        }
        XCTAssertEqual(SDL_PushEvent(&event), 1, SDLError.lastReason)
        return window.pollEvent() ?? window.pollEvent()
    }

    func testTypedTextComesAsUTF8Text() {
        let cases: [(line: UInt, typed: String)] = [
            (#line, "a"),
            (#line, "?"),
            (#line, "é"),
            (#line, "e\u{301}"),
            (#line, "日本"),
            (#line, "👍🏽"),
        ]
        for c in cases {
            XCTAssertEqual(push(SDL_TEXTINPUT, c.typed), .text(c.typed), line: c.line)
        }
    }

    func testTheInputMethodsCompositionComesApartAndEndsEmpty() {
        XCTAssertEqual(push(SDL_TEXTEDITING, "にほ"), .composition("にほ"))
        XCTAssertEqual(push(SDL_TEXTEDITING, ""), .composition(""))
    }

    func testTextInputIsStartedAndStoppedByTheWindow() {
        window.startTextInput()
        XCTAssertTrue(window.isTextInputActive)
        window.stopTextInput()
        XCTAssertFalse(window.isTextInputActive)
    }

    func testTheDisplayIsDescribedWithItsModeAndScale() {
        let description = window.displayDescription
        XCTAssertTrue(description.hasPrefix("dummy · "), description)
        XCTAssertTrue(description.hasSuffix("· window scale 1"), description)
    }
}
