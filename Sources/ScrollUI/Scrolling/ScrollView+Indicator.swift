import Graphics

/// The vertical scroll indicator: a thin dark capsule at the right edge while the content moves,
/// fading out shortly after it stops, shrinking when overscrolled, as on iOS.
extension ScrollView {
    /// Width of the indicator, points (iOS: 3 pt).
    public static let indicatorWidth = 3.0
    /// Gap between the indicator and the view's edges, points.
    public static let indicatorMargin = 3.0
    /// Shortest indicator while scrolling inside the range, points.
    public static let indicatorMinimumLength = 36.0
    /// Shortest indicator when squeezed by an overscroll, points.
    public static let indicatorSqueezedLength = 7.0
    /// The indicator stays fully visible this long after the content stops, seconds.
    public static let indicatorHoldDuration = 0.5
    /// Then fades out over this long, seconds.
    public static let indicatorFadeDuration = 0.25
    /// Indicator colour (iOS's dark indicator on light content).
    public static let indicatorColor = Color(hex: 0x000000, opacity: 0.35)

    /// Opacity of the indicator at `time` (0 hidden ... 1).
    func indicatorOpacity(at time: Double) -> Double {
        if phase != .idle && phase != .tracking { return 1 }
        let since = time - lastMovementTime - ScrollView.indicatorHoldDuration
        if since <= 0 { return 1 }
        return max(0, 1 - since / ScrollView.indicatorFadeDuration)
    }

    /// Asks for frames while the indicator fades; returns true while it is visible.
    func updateIndicator(at time: Double) -> Bool {
        guard showsVerticalScrollIndicator, scrollsVertically else { return false }
        let hiddenAt = lastMovementTime + ScrollView.indicatorHoldDuration + ScrollView.indicatorFadeDuration
        let visible = time < hiddenAt || phase != .idle
        if visible && time >= lastMovementTime + ScrollView.indicatorHoldDuration { setNeedsDisplay() }
        return visible
    }

    func drawIndicator(in context: inout DrawingContext) {
        guard showsVerticalScrollIndicator, scrollsVertically,
              contentSize.height > frame.height - contentInset.top - contentInset.bottom else { return }
        let opacity = indicatorOpacity(at: window?.now ?? 0)
        guard opacity > 0 else { return }
        let margin = ScrollView.indicatorMargin
        let trackTop = scrollIndicatorInsets.top + margin
        let trackLength = frame.height - scrollIndicatorInsets.top - scrollIndicatorInsets.bottom - 2 * margin
        guard trackLength > ScrollView.indicatorSqueezedLength else { return }
        let total = contentSize.height + contentInset.top + contentInset.bottom
        let range = verticalRange
        let offset = contentOffset.y
        var length = max(ScrollView.indicatorMinimumLength, trackLength * min(1, frame.height / total))
        let overscroll = offset < range.lowerBound ? range.lowerBound - offset
            : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(ScrollView.indicatorSqueezedLength, length - overscroll)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        let y = trackTop + (trackLength - length) * progress
        let width = ScrollView.indicatorWidth
        let rect = Rect(x: frame.width - margin - width + contentOffset.x, y: y + offset, width: width, height: length)
        context.fillRoundedRect(rect, radii: CornerRadii(width / 2), ScrollView.indicatorColor.multipliedAlpha(opacity))
    }
}
