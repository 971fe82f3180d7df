/// Whether bytes are UTF-8, checked in pieces of `pieceBytes` so that the check keeps no copy of a
/// large input (a 256 MB trace), each piece cut before a character's lead byte.
public enum UTF8Check {
    /// Bytes checked at once.
    static let pieceBytes = 1 << 16

    static func isValid(_ bytes: ArraySlice<UInt8>) -> Bool {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            var end = min(start + pieceBytes, bytes.endIndex)
            // Back to a byte that starts a character (at most three continuation bytes).
            while end < bytes.endIndex, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if end == start { return false }
            guard String(validating: bytes[start..<end], as: UTF8.self) != nil else { return false }
            start = end
        }
        return true
    }
}
