/// An 8-bit coverage bitmap (0 transparent ... 255 opaque), row-major, `width` bytes per row.
public final class AlphaMask {
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]

    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "coverage must hold width * height bytes")
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}
