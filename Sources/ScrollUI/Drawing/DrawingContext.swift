import Graphics

/// What a view draws with: appends commands to the frame's display list, mapping the view's own
/// coordinates to the points of the translation group it draws in (the viewport's, until a group
/// starts) and multiplying in the opacity inherited from its ancestors.
///
/// Groups (`beginGroup(at:)`) start at whole device pixels of `scale`: the renderer puts every view
/// with subviews and every scroll view's content in one, so content and views positioned from a
/// scroll offset are drawn at whole pixels, and a group that only moved is equal command for command
/// to the frame before's (which the rasterizer turns into a copy of its pixels).
public struct DrawingContext {
    /// The frame's commands.
    public var list: DisplayList
    /// From the current view's coordinates to the current group's points (translation only).
    public var transform: Transform = .identity
    /// The product of the alphas of the current view and its ancestors.
    public var opacity: Double = 1
    /// The visible part of the viewport, in the current group's points: drawing outside it is skipped.
    public var visibleRect: Rect
    /// Measures text for views that lay out or truncate while drawing.
    public let textMeasurer: TextMeasuring
    /// Device pixels per point of the frame being made: groups start at whole pixels of it.
    public private(set) var scale: Double = 1

    public init(list: DisplayList, visibleRect: Rect, textMeasurer: TextMeasuring) {
        self.list = list
        self.visibleRect = visibleRect
        self.textMeasurer = textMeasurer
    }

    /// `rect` in the current group's points.
    public func viewportRect(_ rect: Rect) -> Rect { transform.apply(to: rect) }

    /// Empties the list (keeping its storage) for a new frame seeing `visibleRect`, drawn at `scale`
    /// device pixels per point, with no transform, no group and full opacity.
    public mutating func restart(visibleRect: Rect, scale: Double = 1) {
        list.removeAll()
        transform = .identity
        opacity = 1
        self.visibleRect = visibleRect
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Starts a translation group whose origin is `point` (current coordinates) moved to the nearest
    /// device pixel (`PixelOffset(snapping:scale:)`); the transform then starts at the group's
    /// origin. Returns what `endGroup` needs to restore.
    public mutating func beginGroup(at point: Point) -> GroupState {
        let saved = GroupState(transform: transform, visibleRect: visibleRect)
        let offset = PixelOffset(snapping: transform.apply(to: point), scale: scale)
        list.append(.pushTranslation(offset))
        let moved = offset.points(scale: scale)
        visibleRect = visibleRect.offsetBy(dx: -moved.x, dy: -moved.y)
        transform = .identity
        return saved
    }

    /// Ends the group `state` came from, restoring the transform and visible rect before it. A
    /// group that drew nothing leaves no commands.
    public mutating func endGroup(_ state: GroupState) {
        if case .pushTranslation = list.commands.last {
            list.removeLast()
        } else {
            list.append(.popTranslation)
        }
        transform = state.transform
        visibleRect = state.visibleRect
    }

    /// What `beginGroup` changed.
    public struct GroupState {
        let transform: Transform
        let visibleRect: Rect
    }

    /// Moves the origin of the current coordinates to `point` (current coordinates) at the nearest
    /// device pixel, without a group: where a view without subviews is drawn, so that its edges
    /// fall where a group's would.
    public mutating func moveOrigin(to point: Point) {
        let offset = PixelOffset(snapping: transform.apply(to: point), scale: scale)
        transform = Transform(translation: offset.points(scale: scale))
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
