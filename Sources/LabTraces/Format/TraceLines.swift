/// The lines of a trace's bytes, as every reader of a trace splits them (the parser, the header's
/// search, a bug report's folder): a line ends at `\n`, `\r\n` or a lone `\r` (old Mac text), so the
/// three read alike. Lines are ranges of the bytes, made one at a time: a trace of blank lines
/// keeps nothing of them.
///
///     "a\r\nb\rc\n\nd"  ─►  1 "a", 2 "b", 3 "c", 4 "", 5 "d" (no line end)
public struct TraceLines: Sequence {
    public struct Line {
        /// 1-based.
        public let number: Int
        /// The line's bytes, its line end left out.
        public let range: Range<Int>
        /// False for a last line that the text ends inside.
        let hasLineEnd: Bool
    }

    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True when the text is empty or ends with a line end, so a line appended to it starts a line.
    var endsWithLineEnd: Bool { bytes.last.map(TraceLines.isLineEnd) ?? true }

    static func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    public func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    public struct Iterator: IteratorProtocol {
        public let bytes: [UInt8]
        private var start = 0, number = 0

        public init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        public mutating func next() -> Line? {
            guard start < bytes.count else { return nil }
            number += 1
            let end = bytes[start...].firstIndex(where: TraceLines.isLineEnd) ?? bytes.count
            let line = Line(number: number, range: start..<end, hasLineEnd: end < bytes.count)
            start = end < bytes.count && bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
            return line
        }
    }
}
