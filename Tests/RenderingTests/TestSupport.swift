import Graphics
import XCTest
@testable import Rendering

/// A `GlyphRasterizing` fixture: every run gets the same mask; remembers what it was asked.
final class FixedGlyphs: GlyphRasterizing {
    let mask: AlphaMask
    private(set) var requests: [(run: TextRun, scale: Double)] = []

    init(mask: AlphaMask) {
        self.mask = mask
    }

    func mask(for run: TextRun, scale: Double) -> AlphaMask? {
        requests.append((run, scale))
        return mask
    }
}

/// Renders `commands` into a fresh buffer.
func render(_ commands: [DrawCommand], width: Int = 64, height: Int = 64, scale: Double = 1,
            background: Color = .black, glyphs: GlyphRasterizing? = nil) -> PixelBuffer {
    var list = DisplayList()
    for command in commands { list.append(command) }
    let buffer = PixelBuffer(width: width, height: height)
    Rasterizer(glyphs: glyphs).render(list, into: buffer, scale: scale, background: background)
    return buffer
}

/// Asserts the straight-alpha channels of `color` within `tolerance`.
func assertColor(_ color: Color, _ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255, tolerance: Int = 0,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let actual = [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
    let expected = [red, green, blue, alpha]
    let ok = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(ok, "got \(actual), expected \(expected) ± \(tolerance) \(message)", file: file, line: line)
}

/// The red channel of a pixel (white-on-black tests read coverage there).
func red(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Int {
    Int(buffer[x, y] >> 16 & 0xFF)
}

/// A deterministic pseudo-random generator for fast-path comparisons.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random valid premultiplied pixel.
func randomPremultiplied(_ rng: inout SplitMix) -> UInt32 {
    let a = UInt32.random(in: 0...255, using: &rng)
    func channel() -> UInt32 { a == 0 ? 0 : UInt32.random(in: 0...a, using: &rng) }
    return a << 24 | channel() << 16 | channel() << 8 | channel()
}

/// Compares a shape's rows (uniform run + edge scratch) with its per-pixel coverage over `area`.
func assertRowsMatchCoverage<Shape: CoverageShape>(_ shape: Shape, area: PixelRect, _ label: String,
                                                   file: StaticString = #filePath, line: UInt = #line) {
    let width = area.maxX - area.minX
    let edges = UnsafeMutablePointer<Float>.allocate(capacity: width)
    defer { edges.deallocate() }
    let shifted = edges - area.minX
    var mismatches = 0
    for y in area.minY..<area.maxY {
        edges.initialize(repeating: -1, count: width)
        let row = shape.row(y, minX: area.minX, maxX: area.maxX, edges: shifted)
        if !row.isEmpty {
            XCTAssertTrue(row.start <= row.fullStart && row.fullStart <= row.fullEnd && row.fullEnd <= row.end,
                          "\(label) row \(y) breaks the span invariant: \(row)", file: file, line: line)
        }
        for x in area.minX..<area.maxX {
            let expected = shape.coverage(x: x, y: y)
            let actual: Float
            if row.isEmpty || x < row.start || x >= row.end {
                actual = 0
            } else if row.isUniform(x) {
                actual = row.fullCoverage
            } else {
                actual = shifted[x]
            }
            if abs(actual - expected) > 1e-5 {
                mismatches += 1
                if mismatches <= 5 {
                    XCTFail("\(label) (\(x), \(y)): row gives \(actual), pixel gives \(expected); \(row)",
                            file: file, line: line)
                }
            }
        }
    }
}

extension PixelBuffer {
    /// True when `other` has this buffer's size and every pixel the same (in row order, however the
    /// rows are stored).
    func hasSamePixels(as other: PixelBuffer) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return false } }
        return true
    }
}
