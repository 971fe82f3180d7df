import Graphics

/// Walks the view tree in painter's order and has each view emit its commands: shadow, background,
/// (clip), own content, subviews, overlay. Views entirely outside the visible part of a clipping
/// ancestor are skipped.
///
/// Every view is drawn at its origin moved to the nearest device pixel, and a scroll view's content
/// at its offset moved to the nearest device pixel (`PixelOffset(snapping:scale:)`), as UIKit draws
/// a scroll view at offsets in whole pixels; the offset itself stays continuous. One rounding for
/// every origin and offset: views laid out from a scroll offset (a sheet's background, a bar, a
/// banner) land on the pixels of the content they follow, with no seam between them. A view with
/// subviews and a scroll view's content are translation groups (`DrawingContext.beginGroup`), so
/// that a view that only moved draws the same commands as before, moved.
///
///     view group (origin snapped) ─┬─ shadow, background
///                                  ├─ clip (bounds)
///                                  └─ content group (−offset snapped, scroll views) ─ draw, subviews, overlay
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
        let scrolls = view is ScrollView
        let group: DrawingContext.GroupState?
        if scrolls || !view.subviews.isEmpty {
            group = context.beginGroup(at: frame.origin)
        } else {
            group = nil
            context.moveOrigin(to: frame.origin)
        }
        let local = Rect(origin: .zero, size: frame.size)
        if let shadow = view.shadow {
            context.drawShadow(local.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y), radii: view.cornerRadii,
                               blur: shadow.blur, shadow.color)
        }
        if let background = view.backgroundColor {
            context.fillRoundedRect(local, radii: view.cornerRadii, background)
        }
        if view.clipsToBounds {
            context.pushClip(local, radii: view.cornerRadii)
            context.visibleRect = context.visibleRect.intersection(context.viewportRect(local))
        }
        let content: DrawingContext.GroupState?
        if scrolls {
            content = context.beginGroup(at: Point(x: -view.boundsOrigin.x, y: -view.boundsOrigin.y))
        } else {
            content = nil
            context.transform = context.transform.translatedBy(dx: -view.boundsOrigin.x, dy: -view.boundsOrigin.y)
        }
        view.draw(in: &context)
        for subview in view.subviews {
            draw(subview, in: &context)
        }
        view.drawOverlay(in: &context)
        if let content { context.endGroup(content) }
        if view.clipsToBounds { context.popClip() }
        if let group { context.endGroup(group) }
    }
}
