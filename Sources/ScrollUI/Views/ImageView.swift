import Graphics

/// Shows an image scaled into its bounds, clipped to its corner radii (UIKit's `UIImageView`).
open class ImageView: View {
    public enum ContentMode: Sendable {
        /// Fills the bounds, cropping the image's overflow (keeps its aspect ratio).
        case scaleAspectFill
        /// Fits entirely inside the bounds (keeps its aspect ratio).
        case scaleAspectFit
        /// Stretches to the bounds.
        case scaleToFill
    }

    public var image: Image? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    public var contentMode: ContentMode = .scaleAspectFill { didSet { setNeedsDisplay() } }
    /// Opacity of the image alone (the view's `alpha` also applies).
    public var imageOpacity: Double = 1 { didSet { setNeedsDisplay() } }

    public init(image: Image? = nil, frame: Rect = .zero) {
        self.image = image
        super.init(frame: frame)
    }

    /// The part of the image (pixels) and where it is drawn (bounds coordinates) for a content mode.
    public static func placement(of imageSize: Size, in box: Rect, mode: ContentMode) -> (source: Rect, rect: Rect) {
        let full = Rect(origin: .zero, size: imageSize)
        guard imageSize.width > 0, imageSize.height > 0, !box.isEmpty else { return (full, box) }
        switch mode {
        case .scaleToFill:
            return (full, box)
        case .scaleAspectFit:
            let scale = min(box.width / imageSize.width, box.height / imageSize.height)
            let size = Size(width: imageSize.width * scale, height: imageSize.height * scale)
            return (full, Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2,
                               width: size.width, height: size.height))
        case .scaleAspectFill:
            let scale = max(box.width / imageSize.width, box.height / imageSize.height)
            let visible = Size(width: box.width / scale, height: box.height / scale)
            let source = Rect(x: (imageSize.width - visible.width) / 2, y: (imageSize.height - visible.height) / 2,
                              width: visible.width, height: visible.height)
            return (source, box)
        }
    }

    open override func draw(in context: inout DrawingContext) {
        guard let image else { return }
        let placement = ImageView.placement(of: image.pixelSize, in: bounds, mode: contentMode)
        context.drawImage(image, source: placement.source, in: placement.rect, radii: cornerRadii,
                          opacity: imageOpacity)
    }
}
