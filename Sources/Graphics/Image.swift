/// A bitmap in premultiplied ARGB8888 (`0xAARRGGBB`), row-major, `width` pixels per row.
/// Loaded by the host (PNG through SDL_image) or generated; drawn by the rasterizer with scaling and alpha.
public final class Image {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]
    /// True when every pixel has alpha 255: the rasterizer may copy instead of blend.
    public let isOpaque: Bool
    /// Where it came from, for messages.
    public let name: String

    public init(width: Int, height: Int, pixels: [UInt32], name: String = "") {
        precondition(pixels.count == width * height, "pixels must hold width * height values")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.name = name
        self.isOpaque = pixels.allSatisfy { $0 >> 24 == 0xFF }
    }

    /// The image's size in pixels as a `Size`.
    public var pixelSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension Image: Equatable {
    /// The same image object: its pixels never change, so the same object draws the same pixels.
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }
}
