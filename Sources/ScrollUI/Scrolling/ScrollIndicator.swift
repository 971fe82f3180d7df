import Graphics

/// The vertical scroll indicator: a thin dark capsule at the right edge while the content moves,
/// fading out shortly after it stops, shrinking when overscrolled, as on iOS.
struct ScrollIndicator {
    /// Width of the indicator, points (iOS: 3 pt).
    static let width = 3.0
    /// Gap between the indicator and the view's edges, points.
    static let margin = 3.0
    /// Shortest indicator while scrolling inside the range, points.
    static let minimumLength = 36.0
    /// Shortest indicator when squeezed by an overscroll, points.
    static let squeezedLength = 7.0
    /// The indicator stays fully visible this long after the content stops, seconds.
    static let holdDuration = 0.5
    /// Then fades out over this long, seconds.
    static let fadeDuration = 0.25
    /// Indicator colour (iOS's dark indicator on light content).
    static let color = Color(hex: 0x000000, opacity: 0.35)

    /// When the content last moved, window clock.
    var lastMovementTime = -Double.infinity

    /// Opacity at `time` (0 hidden ... 1): shown while the view is not idle or held.
    func opacity(at time: Double, phase: ScrollPhase) -> Double {
        if phase != .idle && phase != .tracking { return 1 }
        let since = time - lastMovementTime - ScrollIndicator.holdDuration
        if since <= 0 { return 1 }
        return max(0, 1 - since / ScrollIndicator.fadeDuration)
    }

    /// Asks `view` for frames while the indicator fades (not while a motion holds it, paused or not);
    /// returns true while it is visible.
    func update(_ view: ScrollView, at time: Double) -> Bool {
        guard view.showsVerticalScrollIndicator, view.scrollsVertically else { return false }
        let hiddenAt = lastMovementTime + ScrollIndicator.holdDuration + ScrollIndicator.fadeDuration
        let visible = time < hiddenAt || view.phase != .idle
        let fades = view.phase == .idle || view.phase == .tracking
        if visible && fades && time >= lastMovementTime + ScrollIndicator.holdDuration { view.setNeedsDisplay() }
        return visible
    }

    func draw(_ view: ScrollView, in context: inout DrawingContext) {
        let metrics = view.metrics, size = metrics.size, inset = metrics.contentInset, bar = view.scrollIndicatorInsets
        guard view.showsVerticalScrollIndicator, metrics.scrollsVertically,
              metrics.contentSize.height > size.height - inset.top - inset.bottom else { return }
        let opacity = opacity(at: view.window?.now ?? 0, phase: metrics.phase)
        guard opacity > 0 else { return }
        let margin = ScrollIndicator.margin
        let trackTop = bar.top + margin
        let trackLength = size.height - bar.top - bar.bottom - 2 * margin
        guard trackLength > ScrollIndicator.squeezedLength else { return }
        let total = metrics.contentSize.height + inset.top + inset.bottom
        let range = metrics.verticalRange
        let offset = metrics.contentOffset.y
        var length = max(ScrollIndicator.minimumLength, trackLength * min(1, size.height / total))
        let overscroll = offset < range.lowerBound ? range.lowerBound - offset
            : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(ScrollIndicator.squeezedLength, length - overscroll)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        let y = trackTop + (trackLength - length) * progress
        let width = ScrollIndicator.width
        let rect = Rect(x: size.width - margin - width + metrics.contentOffset.x, y: y + offset, width: width, height: length)
        context.fillRoundedRect(rect, radii: CornerRadii(width / 2), ScrollIndicator.color.multipliedAlpha(opacity))
    }
}
