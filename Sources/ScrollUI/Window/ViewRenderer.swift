import Graphics

/// Walks the view tree in painter's order and has each view emit its commands: shadow, background,
/// own content, subviews (clipped when asked), overlay. Views entirely outside the visible part of a
/// clipping ancestor are skipped.
enum ViewRenderer {
    static func draw(_ view: View, in context: inout DrawingContext) {
        guard !view.isHidden, view.alpha > 0.001 else { return }
        let frame = view.frame
        let viewportFrame = context.viewportRect(frame)
        var reach = viewportFrame
        if let shadow = view.shadow {
            reach = reach.union(viewportFrame.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
                .insetBy(dx: -shadow.blur, dy: -shadow.blur))
        }
        if (view.clipsToBounds || view.subviews.isEmpty) && !reach.intersects(context.visibleRect) { return }

        let savedTransform = context.transform
        let savedOpacity = context.opacity
        let savedVisible = context.visibleRect
        defer {
            context.transform = savedTransform
            context.opacity = savedOpacity
            context.visibleRect = savedVisible
        }
        context.opacity *= view.alpha
        context.transform = savedTransform.translatedBy(dx: frame.minX, dy: frame.minY)
        let local = Rect(origin: .zero, size: frame.size)
        if let shadow = view.shadow {
            context.drawShadow(local.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y), radii: view.cornerRadii,
                               blur: shadow.blur, shadow.color)
        }
        if let background = view.backgroundColor {
            context.fillRoundedRect(local, radii: view.cornerRadii, background)
        }
        context.transform = context.transform.translatedBy(dx: -view.boundsOrigin.x, dy: -view.boundsOrigin.y)
        view.draw(in: &context)
        if view.clipsToBounds {
            context.pushClip(view.bounds, radii: view.cornerRadii)
            context.visibleRect = context.visibleRect.intersection(viewportFrame)
        }
        for subview in view.subviews {
            draw(subview, in: &context)
        }
        view.drawOverlay(in: &context)
        if view.clipsToBounds { context.popClip() }
    }
}
