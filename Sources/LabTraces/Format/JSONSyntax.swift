import LabBasics

/// JSON text read with the grammar of the lab's first trace reader (Foundation's `JSONSerialization`
/// on Linux), which decides what a trace line may be: RFC 8259, and a comma before a closing `]` or
/// `}` allowed, at most 512 nested arrays and objects, only space, tab, CR and LF as white space. A
/// number is kept as its text (`TraceJSON.value(ofNumber:)` reads it); an object keeps every member
/// in order, a repeated name included. Its time is linear in the bytes, and it stops at the name or
/// escape one past `Limits.traceLineNames` or `Limits.traceLineEscapes`.
///
///     {"t": 0.5, "type": "down", "x": 1, "y": 2,}  ─► .object([("t", .number("0.5")), ("type", .string("down")), ...])
public struct JSONSyntax {
    indirect enum Node: Equatable {
        case object([Member])
        case array([Node])
        case string(String)
        case number(String)
        case boolean(Bool)
        case null
    }

    struct Member: Equatable {
        public var name: String
        public var value: Node
    }

    /// Nested arrays and objects the grammar takes (`JSONSerialization`'s limit).
    static let depthLimit = 512

    /// Why bytes are not a value this grammar takes.
    enum Failure: Error {
        /// Not JSON.
        case invalid
        /// More member names, in all its objects, than `Limits.traceLineNames`.
        case tooManyNames
        /// More escapes, in all its strings, than `Limits.traceLineEscapes`.
        case tooManyEscapes
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var names = 0, escapes = 0

    /// The value `bytes` hold, white space around it, or why they are none.
    static func parse(_ bytes: [UInt8]) -> Result<Node, Failure> {
        var syntax = JSONSyntax(bytes: bytes)
        do {
            let value = try syntax.value()
            guard try syntax.nextNonSpace() == nil else { return .failure(.invalid) }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.invalid)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte that is not white space, nil at the end (the index stays on it).
    private mutating func nextNonSpace() throws -> UInt8? {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return bytes[index]
            }
        }
        return nil
    }

    /// The next non-space byte; the end is invalid.
    private mutating func expectNonSpace() throws -> UInt8 {
        guard let byte = try nextNonSpace() else { throw Failure.invalid }
        return byte
    }

    private mutating func value() throws -> Node {
        switch try expectNonSpace() {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "t"): try literal("true"); return .boolean(true)
        case UInt8(ascii: "f"): try literal("false"); return .boolean(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw Failure.invalid
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, bytes[index..<(index + text.count)].elementsEqual(text) else { throw Failure.invalid }
        index += text.count
    }

    /// `[`, `{`: one level deeper, within the limit.
    private mutating func open() throws {
        guard depth < JSONSyntax.depthLimit else { throw Failure.invalid }
        depth += 1
        index += 1
    }

    private mutating func array() throws -> Node {
        try open()
        defer { depth -= 1 }
        var items: [Node] = []
        if try expectNonSpace() == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            items.append(try value())
            guard try separator(closing: UInt8(ascii: "]")) else { return .array(items) }
        }
    }

    private mutating func object() throws -> Node {
        try open()
        defer { depth -= 1 }
        var members: [Member] = []
        if try expectNonSpace() == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            guard try expectNonSpace() == UInt8(ascii: "\"") else { throw Failure.invalid }
            names += 1
            guard names <= Limits.traceLineNames else { throw Failure.tooManyNames }
            let name = try string()
            guard try expectNonSpace() == UInt8(ascii: ":") else { throw Failure.invalid }
            index += 1
            members.append(Member(name: name, value: try value()))
            guard try separator(closing: UInt8(ascii: "}")) else { return .object(members) }
        }
    }

    /// After an item: `,` (true: another item follows) or the closing byte (false), which a comma
    /// may also come before.
    private mutating func separator(closing: UInt8) throws -> Bool {
        let byte = try expectNonSpace()
        index += 1
        if byte == closing { return false }
        guard byte == UInt8(ascii: ",") else { throw Failure.invalid }
        if try expectNonSpace() == closing { index += 1; return false }
        return true
    }

    /// A string from its opening quote: escapes `\" \\ \/ \b \f \n \r \t \uXXXX` (a high surrogate
    /// only with its low one), no raw control character. Each run of text, from the quote or after an
    /// escape, loses one U+FEFF it starts with, as Foundation's UTF-8 decoding of each run did.
    private mutating func string() throws -> String {
        index += 1
        var text: [UInt8] = [], start = index
        func flush() {
            let run = bytes[start..<index]
            text += run.starts(with: [0xEF, 0xBB, 0xBF]) ? run.dropFirst(3) : run
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                flush()
                index += 1
                return String(decoding: text, as: UTF8.self)
            case 0...0x1F: throw Failure.invalid
            case UInt8(ascii: "\\"):
                flush()
                escapes += 1
                guard escapes <= Limits.traceLineEscapes else { throw Failure.tooManyEscapes }
                UTF8.encode(try escape()) { text.append($0) }
                start = index
            default: index += 1
            }
        }
        throw Failure.invalid
    }

    private mutating func escape() throws -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw Failure.invalid }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            guard unit & 0xFC00 == 0xD800 else {
                guard let scalar = Unicode.Scalar(unit) else { throw Failure.invalid }
                return scalar
            }
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw Failure.invalid
            }
            index += 2
            let low = try hexUnit()
            guard low & 0xFC00 == 0xDC00,
                  let scalar = Unicode.Scalar((UInt32(unit) - 0xD800) * 0x400 + UInt32(low) - 0xDC00 + 0x10000) else { throw Failure.invalid }
            return scalar
        default: throw Failure.invalid
        }
    }

    /// Four hex digits.
    private mutating func hexUnit() throws -> UInt16 {
        guard bytes.count - index >= 4 else { throw Failure.invalid }
        var unit: UInt16 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: throw Failure.invalid
            }
            unit = unit << 4 | UInt16(digit)
        }
        index += 4
        return unit
    }

    /// A number's text: `-`, digits without a leading zero, then an optional fraction and exponent;
    /// it ends at white space, `,`, `]`, `}` or the end of the text.
    private mutating func number() throws -> String {
        enum Part { case integer, fraction, exponent, exponentSign }
        let start = index
        var part = Part.integer, digits = 0, leadingZero = false
        if bytes[index] == UInt8(ascii: "0") { leadingZero = true }
        if bytes[index] != UInt8(ascii: "-") { digits = 1 }
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if leadingZero { throw Failure.invalid }
                if byte == UInt8(ascii: "0"), digits == 0, part == .integer { leadingZero = true }
                digits += 1
            case UInt8(ascii: "."):
                guard digits > 0, part == .integer else { throw Failure.invalid }
                (part, digits, leadingZero) = (.fraction, 0, false)
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard digits > 0, part == .integer || part == .fraction else { throw Failure.invalid }
                (part, digits, leadingZero) = (.exponent, 0, false)
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard digits == 0, part == .exponent else { throw Failure.invalid }
                part = .exponentSign
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard digits > 0 else { throw Failure.invalid }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            default: throw Failure.invalid
            }
            index += 1
        }
        guard digits > 0 else { throw Failure.invalid }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
