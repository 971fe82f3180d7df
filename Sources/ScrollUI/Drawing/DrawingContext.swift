import Graphics

/// What a view draws with: appends commands to the frame's display list, mapping the view's own
/// coordinates to viewport points and multiplying in the opacity inherited from its ancestors.
public struct DrawingContext {
    /// The frame's commands.
    public var list: DisplayList
    /// From the current view's coordinates to viewport points (translation only).
    public var transform: Transform = .identity
    /// The product of the alphas of the current view and its ancestors.
    public var opacity: Double = 1
    /// The visible part of the viewport, in viewport points: drawing outside it is skipped.
    public var visibleRect: Rect
    /// Measures text for views that lay out or truncate while drawing.
    public let textMeasurer: TextMeasuring

    public init(list: DisplayList, visibleRect: Rect, textMeasurer: TextMeasuring) {
        self.list = list
        self.visibleRect = visibleRect
        self.textMeasurer = textMeasurer
    }

    /// `rect` in viewport points.
    public func viewportRect(_ rect: Rect) -> Rect { transform.apply(to: rect) }

    /// Empties the list (keeping its storage) for a new frame seeing `visibleRect`, with no
    /// transform and full opacity.
    public mutating func restart(visibleRect: Rect) {
        list.removeAll()
        transform = .identity
        opacity = 1
        self.visibleRect = visibleRect
    }

    /// True when `rect` (own coordinates) may show: callers skip building what is off-screen.
    public func isVisible(_ rect: Rect) -> Bool { viewportRect(rect).intersects(visibleRect) }

    public mutating func fill(_ rect: Rect, _ color: Color) {
        let color = color.multipliedAlpha(opacity)
        guard !color.isInvisible else { return }
        list.append(.fill(viewportRect(rect), color))
    }

    public mutating func fillRoundedRect(_ rect: Rect, radii: CornerRadii, _ color: Color) {
        let color = color.multipliedAlpha(opacity)
        guard !color.isInvisible else { return }
        list.append(radii.isZero ? .fill(viewportRect(rect), color)
                                 : .roundedRect(viewportRect(rect), radii, color))
    }

    public mutating func strokeRoundedRect(_ rect: Rect, radii: CornerRadii, width: Double, _ color: Color) {
        let color = color.multipliedAlpha(opacity)
        guard !color.isInvisible else { return }
        list.append(.border(viewportRect(rect), radii, width: width, color))
    }

    public mutating func fillGradient(_ rect: Rect, radii: CornerRadii = .zero, start: Point, end: Point,
                                      from: Color, to: Color) {
        list.append(.linearGradient(viewportRect(rect), radii, start: transform.apply(to: start),
                                    end: transform.apply(to: end),
                                    from: from.multipliedAlpha(opacity), to: to.multipliedAlpha(opacity)))
    }

    /// `material` over `rect`: what is drawn before it, blurred and tinted (UIKit's
    /// `UIVisualEffectView` with a blur effect), at the context's opacity.
    public mutating func fillMaterial(_ rect: Rect, radii: CornerRadii = .zero, _ material: Material) {
        guard opacity > 0 else { return }
        list.append(.backdrop(viewportRect(rect), radii, material, opacity: min(opacity, 1)))
    }

    public mutating func drawShadow(_ rect: Rect, radii: CornerRadii, blur: Double, _ color: Color) {
        let color = color.multipliedAlpha(opacity)
        guard !color.isInvisible else { return }
        list.append(.shadow(viewportRect(rect), radii, blur: blur, color))
    }

    public mutating func drawImage(_ image: Image, source: Rect? = nil, in rect: Rect, radii: CornerRadii = .zero,
                                   opacity imageOpacity: Double = 1) {
        let alpha = imageOpacity * opacity
        guard alpha > 0 else { return }
        let source = source ?? Rect(origin: .zero, size: image.pixelSize)
        list.append(.image(image, source: source, rect: viewportRect(rect), opacity: alpha, radii))
    }

    /// Draws one line of text with its line box's top-left corner at `origin`.
    public mutating func drawText(_ run: TextRun, at origin: Point, _ color: Color) {
        let color = color.multipliedAlpha(opacity)
        guard !color.isInvisible, !run.string.isEmpty else { return }
        list.append(.text(run, origin: transform.apply(to: origin), color))
    }

    public mutating func drawLine(from start: Point, to end: Point, width: Double, _ color: Color) {
        let color = color.multipliedAlpha(opacity)
        guard !color.isInvisible else { return }
        list.append(.line(from: transform.apply(to: start), to: transform.apply(to: end), width: width, color))
    }

    public mutating func pushClip(_ rect: Rect, radii: CornerRadii = .zero) {
        list.append(.pushClip(viewportRect(rect), radii))
    }

    public mutating func popClip() {
        list.append(.popClip)
    }
}
