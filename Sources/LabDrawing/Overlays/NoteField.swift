import Foundation

/// The bug report's one-line note as typed in the window: text from the host's text input (UTF-8,
/// any script, emoji) appended where the caret is, at the end; Backspace removes the last character
/// as the reader sees it (a whole grapheme: "é", "👍🏽", "🇫🇷"). Line breaks and tabs become spaces
/// and other control characters are dropped, so the note stays one line; it is cut at `limit`.
public struct NoteField: Equatable {
    /// The longest note, characters: a line of a report, not a page.
    public static let limit = 200

    public private(set) var text = ""
    /// What the input method is composing (not yet typed), shown after the caret.
    public var composition = ""

    public init(text: String = "") {
        insert(text)
    }

    /// Appends `typed` (one text input event: a character, or several from an input method).
    public mutating func insert(_ typed: String) {
        for character in typed {
            guard text.count < NoteField.limit else { return }
            if character.isNewline || character == "\t" {
                text.append(" ")
            } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                text.append(character)
            }
        }
    }

    /// Backspace: removes the last character; nothing when empty.
    public mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
    }

    /// The note as a report writes it: trimmed; nil when nothing but spaces was typed.
    public var note: String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
