import Graphics

/// A frame of pixels in premultiplied ARGB8888: each `UInt32` is `0xAARRGGBB`, which on little-endian
/// machines has the memory layout of `SDL_PIXELFORMAT_ARGB8888`. Row-major, stride == `width`
/// (pitch `bytesPerRow` = `width * 4`).
///
/// The storage is one manually managed allocation that is reused: `resize` reallocates only when the
/// new frame holds more pixels than any before, so steady-state frames allocate nothing.
public final class PixelBuffer {
    /// The most pixels a frame or a decoded image may hold: 64 Mpx (8192 × 8192, 256 MB). Larger
    /// requests are refused where they are made (`--viewport` × `--scale`, image headers).
    public static let pixelLimit = 64 << 20

    /// Pixels per row.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    private var storage: UnsafeMutablePointer<UInt32>
    private var capacity: Int

    /// A buffer of `width × height` transparent pixels (`0x00000000`).
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        self.width = width
        self.height = height
        capacity = max(1, width * height)
        storage = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        storage.initialize(repeating: 0, count: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// All `width * height` pixels, row-major. Valid until the next `resize`; do not keep it longer.
    public var pixels: UnsafeMutableBufferPointer<UInt32> {
        UnsafeMutableBufferPointer(start: storage, count: width * height)
    }

    /// Bytes from one row to the next (`width * 4`), the pitch SDL asks for.
    public var bytesPerRow: Int { width * MemoryLayout<UInt32>.stride }

    /// Changes the size; contents become transparent. Reallocates only when the buffer grows past
    /// its largest size so far.
    public func resize(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        let count = width * height
        if count > capacity {
            storage.deallocate()
            capacity = count
            storage = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            storage.initialize(repeating: 0, count: capacity)
        } else if width != self.width || height != self.height {
            storage.update(repeating: 0, count: count)
        }
        self.width = width
        self.height = height
    }

    /// Sets every pixel to `color` (premultiplied).
    public func fill(_ color: Color) {
        Blend.fillSpanOpaque(storage, count: width * height, color: color.premultipliedARGB)
    }

    /// The premultiplied pixel at column `x`, row `y` (both must be inside the buffer).
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the buffer")
            return storage[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the buffer")
            storage[y * width + x] = newValue
        }
    }

    /// The pixel at column `x`, row `y` as a straight-alpha colour (un-premultiplied, for tests).
    public func pixel(x: Int, y: Int) -> Color {
        let c = Blend.unpremultiply(self[x, y])
        return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
