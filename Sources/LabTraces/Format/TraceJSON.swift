import Foundation

/// The compatibility layer between a trace line and `JSONDecoder` (`TraceLineFields`): a line is
/// read as the lab's first trace reader, Foundation's `JSONSerialization`, read it, so that every line
/// it took gives the same values and every line it refused the same message; the decoder then gets
/// the line's object in a plain form that it reads alike. Where the two readers differ:
///
///     a line with                    JSONSerialization           JSONDecoder              here
///     a name twice                   the last value              the first value          the last value
///     1e-400, 0e5                    0                           refused                  0
///     01, 1., \x, \udc00, a control  refused                     taken where not read     refused
///       character in a string
///     1e400 anywhere                 "not representable"         refused, or taken        out of range
///                                                                where not read
///     18 or more digits              read through Decimal        correctly rounded        through Decimal
///     zero bytes of UTF-16 or 32     read as that encoding       refused                  that encoding
///     U+FEFF starting a string       left out                    kept                     left out
///     a top-level number or string   refused (a fragment)        refused as not an object not JSON
public enum TraceJSON {
    enum Problem: Error {
        /// Not JSON, or JSON whose top level is not an array or object.
        case notJSON
        /// A number anywhere that is too large for a Double.
        case numberOutOfRange
        /// A top-level array.
        case notAnObject
        /// More names than `Limits.traceLineNames` (JSONSerialization had no limit).
        case tooManyNames
        /// More escapes than `Limits.traceLineEscapes` (JSONSerialization had no limit).
        case tooManyEscapes
    }

    /// The object of `line` as JSON text with each name once (its last value), every number written
    /// as the value JSONSerialization read (Swift's shortest form), every string escaped plainly, a
    /// list's items that are not strings and every object inside as null (the trace format reads no
    /// deeper, and a value of the wrong type is refused alike); or the problem JSONSerialization
    /// would have found, in its order: the grammar first, then the numbers, then the top level.
    static func object(_ line: String) -> Result<Data, Problem> {
        guard let bytes = bytes(of: line) else { return .failure(.notJSON) }
        let node: JSONSyntax.Node
        switch JSONSyntax.parse(bytes) {
        case .success(let parsed): node = parsed
        case .failure(.invalid): return .failure(.notJSON)
        case .failure(.tooManyNames): return .failure(.tooManyNames)
        case .failure(.tooManyEscapes): return .failure(.tooManyEscapes)
        }
        switch node {
        case .object, .array: break
        default: return .failure(.notJSON)
        }
        guard numbersFit(node) else { return .failure(.numberOutOfRange) }
        guard case .object(let members) = node else { return .failure(.notAnObject) }
        var text: [UInt8] = [UInt8(ascii: "{")]
        for (index, member) in lastOfEachName(members).enumerated() {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            quote(member.name, into: &text)
            text.append(UInt8(ascii: ":"))
            plain(member.value, into: &text)
        }
        text.append(UInt8(ascii: "}"))
        return .success(Data(text))
    }

    /// True when `text` is JSON of any value at its top level, whether or not its numbers fit a
    /// Double (a line cut off is not), or a line with more names or escapes than a trace line may
    /// have (whole or not, it is refused for them).
    static func isJSON(_ text: String) -> Bool {
        guard let bytes = bytes(of: text) else { return false }
        if case .failure(.invalid) = JSONSyntax.parse(bytes) { return false }
        return true
    }

    /// The value of a number's text as JSONSerialization gave it (`NSNumber.fromJSONNumber`): an
    /// integer of up to 19 or 20 characters through Int64 or UInt64, more than 17 characters before a
    /// lower-case `e` with an exponent of -128...127 through Decimal, anything else through Double; nil
    /// when that is not finite.
    public static func value(ofNumber text: String) -> Double? {
        let utf8 = text.utf8
        let exponentIndex = utf8.firstIndex(of: UInt8(ascii: "e"))
        let isInteger = exponentIndex == nil && !utf8.contains(UInt8(ascii: "."))
        let characters = utf8.distance(from: utf8.startIndex, to: exponentIndex ?? utf8.endIndex)   // a number's text is ASCII
        if isInteger {
            if utf8.first == UInt8(ascii: "-") {
                if characters <= 19, let integer = Int64(text) { return Double(integer) }
            } else if characters <= 20, let integer = UInt64(text) {
                return Double(integer)
            }
        }
        if characters > 17 {
            let exponent = exponentIndex.flatMap { Int(Substring(utf8[utf8.index(after: $0)...])) } ?? 0
            if (-128...127).contains(exponent), let decimal = Decimal(string: text), decimal.isFinite {
                return NSDecimalNumber(decimal: decimal).doubleValue
            }
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The line's bytes as UTF-8: a UTF-8 byte order mark left out; zero bytes in the first four
    /// (or two) read as UTF-16 or UTF-32, as JSONSerialization guesses the encoding; nil when they
    /// are not text of that encoding.
    private static func bytes(of text: String) -> [UInt8]? {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let encoding: String.Encoding
        switch (bytes.count, bytes.first, bytes.dropFirst().first) {
        case (4..., _, _):
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0, 0, 0, _): encoding = .utf32BigEndian
            case (_, 0, 0, 0): encoding = .utf32LittleEndian
            case (0, _, 0, _): encoding = .utf16BigEndian
            case (_, 0, _, 0): encoding = .utf16LittleEndian
            default: return bytes
            }
        case (2..., 0, _): encoding = .utf16BigEndian
        case (2..., _, 0): encoding = .utf16LittleEndian
        default: return bytes
        }
        return String(bytes: bytes, encoding: encoding).map { Array($0.utf8) }
    }

    /// True when every number in `node` has a finite value; of a name given twice, only the last
    /// value counts (JSONSerialization dropped the others before it read numbers).
    private static func numbersFit(_ node: JSONSyntax.Node) -> Bool {
        switch node {
        case .number(let text): return value(ofNumber: text) != nil
        case .array(let items): return items.allSatisfy(numbersFit)
        case .object(let members): return lastOfEachName(members).allSatisfy { numbersFit($0.value) }
        case .string, .boolean, .null: return true
        }
    }

    /// The members of an object, each name once: its last member, in the order of the last members.
    private static func lastOfEachName(_ members: [JSONSyntax.Member]) -> [JSONSyntax.Member] {
        var last: [String: Int] = [:]
        for (index, member) in members.enumerated() { last[member.name] = index }
        return members.indices.filter { last[members[$0].name] == $0 }.map { members[$0] }
    }

    /// A member's value as `object` writes it (its numbers fit: `numbersFit`).
    private static func plain(_ node: JSONSyntax.Node, into text: inout [UInt8]) {
        switch node {
        case .number(let number): text += "\(value(ofNumber: number) ?? 0)".utf8
        case .string(let string): quote(string, into: &text)
        case .boolean(let value): text += (value ? "true" : "false").utf8
        case .array(let items):
            text.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                if case .string(let string) = item { quote(string, into: &text) } else { text += "null".utf8 }
            }
            text.append(UInt8(ascii: "]"))
        case .null, .object: text += "null".utf8
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `string` as a JSON string: `"` and `\` escaped, control characters as `\u00XX`, the rest as it is.
    private static func quote(_ string: String, into text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), byte]
            case 0..<0x20:
                text += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
                text += [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            default: text.append(byte)
            }
        }
        text.append(UInt8(ascii: "\""))
    }
}
