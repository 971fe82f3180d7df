import Foundation
import Graphics

/// A frame of pixels in premultiplied ARGB8888: each `UInt32` is `0xAARRGGBB`, which on little-endian
/// machines has the memory layout of `SDL_PIXELFORMAT_ARGB8888`. Row-major, stride == `width`
/// (pitch `bytesPerRow` = `width * 4`).
///
/// The storage is one manually managed allocation that is reused: `resize` reallocates only when the
/// new frame holds more pixels than any before, so steady-state frames allocate nothing.
///
/// The rows may be rotated in the storage: `rotateRows(by:)` moves every row down (or up, wrapping
/// around) by changing where row 0 is stored, without touching a pixel, which is how a frame whose
/// content moved by whole rows across the full width is moved. `pixels` puts the rows back in order
/// first (one pass over the frame); `withRows` hands them out as they are stored.
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
    /// The storage row that holds row 0 (rows follow it, wrapping around at `height`).
    private(set) var rowOrigin = 0
    /// Rows held aside while the rows are put back in order (reused; grows to half a frame at most).
    private var spare: [UInt32] = []

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

    /// All `width * height` pixels, row-major, rows in order (put back in order first when they were
    /// rotated). Valid until the next `resize` or rotation; do not keep it longer.
    public var pixels: UnsafeMutableBufferPointer<UInt32> {
        if rowOrigin != 0 { putRowsInOrder() }
        return UnsafeMutableBufferPointer(start: storage, count: width * height)
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
            rowOrigin = 0
        } else if width != self.width || height != self.height {
            storage.update(repeating: 0, count: count)
            rowOrigin = 0
        }
        self.width = width
        self.height = height
    }

    /// Sets every pixel to `color` (premultiplied).
    public func fill(_ color: Color) {
        Blend.fillSpanOpaque(storage, count: width * height, color: color.premultipliedARGB)
        rowOrigin = 0
    }

    /// The start of the storage (row 0 is stored `rowOrigin` rows after it).
    var storageStart: UnsafeMutablePointer<UInt32> { storage }

    /// The first pixel of row `y` (`0 ≤ y < height`).
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        let stored = y + rowOrigin
        return storage + (stored >= height ? stored - height : stored) * width
    }

    /// Moves every row down by `rows` (up when negative), wrapping around: row `y` then shows what
    /// row `y − rows` showed. No pixel is touched.
    func rotateRows(by rows: Int) {
        guard height > 0 else { return }
        let shift = rows % height
        rowOrigin = ((rowOrigin - shift) % height + height) % height
    }

    /// Stores row 0 first again without moving any pixel: for a frame about to be drawn anew whole.
    func forgetRowOrder() {
        rowOrigin = 0
    }

    /// Calls `body` with the stored runs of `rows` in order: a pointer to each run's first pixel and
    /// the rows it holds (two runs when the rows wrap around the storage, else one).
    public func withRows(_ rows: Range<Int>, _ body: (UnsafePointer<UInt32>, Range<Int>) throws -> Void) rethrows {
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        let wrap = height - rowOrigin    // the first row stored at the start of the storage
        if rowOrigin == 0 || rows.upperBound <= wrap || rows.lowerBound >= wrap {
            try body(UnsafePointer(row(rows.lowerBound)), rows)
        } else {
            try body(UnsafePointer(row(rows.lowerBound)), rows.lowerBound..<wrap)
            try body(UnsafePointer(row(wrap)), wrap..<rows.upperBound)
        }
    }

    /// The pixel at column `x`, row `y` (both must be inside the buffer).
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the buffer")
            return row(y)[x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the buffer")
            row(y)[x] = newValue
        }
    }

    /// The pixel at column `x`, row `y` as a straight-alpha colour (un-premultiplied, for tests).
    public func pixel(x: Int, y: Int) -> Color {
        let c = Blend.unpremultiply(self[x, y])
        return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Stores the rows in order again: the rows stored before row 0 are set aside, the rest moved
    /// to the start, and the set-aside rows put after them (or the other way round, whichever part
    /// is smaller is set aside).
    private func putRowsInOrder() {
        let rowPixels = width, head = rowOrigin, tail = height - rowOrigin
        let stride = MemoryLayout<UInt32>.stride
        if head <= tail {
            // Storage: [rows tail..<height][rows 0..<tail] → set the first `head` stored rows aside.
            if spare.count < head * rowPixels { spare = Array(repeating: 0, count: head * rowPixels) }
            spare.withUnsafeMutableBufferPointer { aside in
                aside.baseAddress!.update(from: storage, count: head * rowPixels)
                memmove(storage, storage + head * rowPixels, tail * rowPixels * stride)
                (storage + tail * rowPixels).update(from: aside.baseAddress!, count: head * rowPixels)
            }
        } else {
            if spare.count < tail * rowPixels { spare = Array(repeating: 0, count: tail * rowPixels) }
            spare.withUnsafeMutableBufferPointer { aside in
                aside.baseAddress!.update(from: storage + head * rowPixels, count: tail * rowPixels)
                memmove(storage + tail * rowPixels, storage, head * rowPixels * stride)
                storage.update(from: aside.baseAddress!, count: tail * rowPixels)
            }
        }
        rowOrigin = 0
    }
}
