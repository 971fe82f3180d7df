import CSDL2
import Foundation
import ScrollUI

/// Turns SDL key symbols and modifier states into the names and modifiers of `KeyEvent`.
enum KeyNames {
    /// SDL names (lower-cased) that differ from ours.
    static let renamed: [String: String] = [
        "page up": "pageup", "page down": "pagedown",
        ".": "period", "/": "slash", ",": "comma", "-": "minus", "=": "equals",
        ";": "semicolon", "'": "apostrophe", "`": "grave", "\\": "backslash",
        "[": "leftbracket", "]": "rightbracket",
    ]

    /// Keys that only change modifiers; they produce no `KeyEvent` of their own.
    static let modifierKeys: Set<Int32> = [
        SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LCTRL, SDLK_RCTRL, SDLK_LALT, SDLK_RALT, SDLK_LGUI, SDLK_RGUI,
        SDLK_CAPSLOCK, SDLK_MODE,
    ].map { Int32($0.rawValue) }.reduce(into: Set<Int32>()) { $0.insert($1) }

    /// Our name for an SDL key symbol: SDL's name lower-cased, renamed per `renamed`, spaces removed
    /// (`"Keypad 8"` → `"keypad8"`); nil for modifier keys and keys SDL has no name for.
    static func name(for symbol: SDL_Keycode) -> String? {
        if modifierKeys.contains(symbol) { return nil }
        guard let cName = SDL_GetKeyName(symbol) else { return nil }
        let sdlName = String(cString: cName).lowercased()
        if sdlName.isEmpty { return nil }
        if let ours = renamed[sdlName] { return ours }
        return sdlName.replacingOccurrences(of: " ", with: "")
    }

    /// Our modifiers for SDL's `keysym.mod` bits.
    static func modifiers(_ mod: UInt16) -> KeyEvent.Modifiers {
        let bits = UInt32(mod)
        var result: KeyEvent.Modifiers = []
        if bits & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if bits & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}
