import Graphics

/// A 64-bit digest of a draw command's case and most of its fields, worked out once per command
/// per frame, so that pairing two frames' lists (`CommandMatcher`), which looks ahead across dozens
/// of commands at every difference, can tell most unequal commands apart without comparing (and
/// copying) them. Equal commands always have equal fingerprints (zeros are taken without their
/// sign, as `==` takes them; a text's string is left out, as strings equal under `==` may differ
/// in bytes), so a pair of different fingerprints is surely two different commands, and a pair of
/// equal ones is compared in full.
enum CommandFingerprint {
    /// Odd 64-bit multipliers that spread each field over every bit (from SplitMix64 and FNV-1a).
    private static let spread: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The fingerprint of `command`.
    static func of(_ command: DrawCommand) -> UInt64 {
        var digest = Digest()
        switch command {
        case let .fill(rect, color):
            digest.add(1, rect, color)
        case let .roundedRect(rect, radii, color):
            digest.add(2, rect, color)
            digest.add(radii)
        case let .border(rect, radii, width, color):
            digest.add(3, rect, color)
            digest.add(radii)
            digest.add(width)
        case let .linearGradient(rect, radii, start, end, from, to):
            digest.add(4, rect, from)
            digest.add(radii)
            digest.add(start.x, start.y, end.x, end.y)
            digest.add(to)
        case let .shadow(rect, radii, blur, color):
            digest.add(5, rect, color)
            digest.add(radii)
            digest.add(blur)
        case let .image(image, source, rect, opacity, radii):
            digest.add(6, rect, Color(red: 0, green: 0, blue: 0, alpha: 0))
            digest.add(word: UInt64(UInt(bitPattern: ObjectIdentifier(image))))
            digest.add(source.minX, source.minY, source.width, source.height)
            digest.add(opacity)
            digest.add(radii)
        case let .text(run, origin, color):
            digest.add(word: 7)
            digest.add(origin.x, origin.y, run.font.size, Double(run.font.weight.rawValue))
            digest.add(color)
        case let .line(from, to, width, color):
            digest.add(word: 8)
            digest.add(from.x, from.y, to.x, to.y)
            digest.add(width)
            digest.add(color)
        case let .backdrop(rect, radii, _, opacity):
            digest.add(9, rect, Color(red: 0, green: 0, blue: 0, alpha: 0))
            digest.add(radii)
            digest.add(opacity)
        case let .pushClip(rect, radii):
            digest.add(10, rect, Color(red: 0, green: 0, blue: 0, alpha: 0))
            digest.add(radii)
        case .popClip:
            digest.add(word: 11)
        case let .pushTranslation(offset):
            digest.add(word: 12)
            digest.add(word: UInt64(bitPattern: Int64(offset.x)))
            digest.add(word: UInt64(bitPattern: Int64(offset.y)))
        case .popTranslation:
            digest.add(word: 13)
        }
        return digest.value
    }

    /// The running digest: each word mixed in by a multiply and a rotation.
    private struct Digest {
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

        mutating func add(word: UInt64) {
            value = ((value ^ word) &* CommandFingerprint.prime)
            value = (value << 29 | value >> 35) &* CommandFingerprint.spread
        }

        /// A double's bits, zero without its sign.
        mutating func add(_ x: Double) {
            add(word: x == 0 ? 0 : x.bitPattern)
        }

        mutating func add(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
            add(a)
            add(b)
            add(c)
            add(d)
        }

        mutating func add(_ color: Color) {
            add(word: UInt64(color.red) << 24 | UInt64(color.green) << 16 | UInt64(color.blue) << 8 | UInt64(color.alpha))
        }

        mutating func add(_ radii: CornerRadii) {
            add(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        }

        mutating func add(_ kind: UInt64, _ rect: Rect, _ color: Color) {
            add(word: kind)
            add(rect.minX, rect.minY, rect.width, rect.height)
            add(color)
        }
    }
}
