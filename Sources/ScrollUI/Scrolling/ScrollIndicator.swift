import Graphics

/// The vertical scroll indicator: a thin capsule at the right edge while the content moves, fading
/// out after it stops, shrinking when overscrolled, as on iOS. Its sizes and times are Flutter's
/// `CupertinoScrollbar` (`cupertino/scrollbar.dart`), eyeballed from iOS by its authors; its colour
/// follows `ScrollView.indicatorStyle` (PHYSICS.md §11).
struct ScrollIndicator {
    /// Width of the indicator, points (Flutter's `_kScrollbarThickness`). Dragging the indicator is not
    /// supported, so its 8 pt dragged width is not used.
    static let width = 3.0
    /// Gap between the indicator and the view's edges, points (Flutter's main- and cross-axis margin).
    static let margin = 3.0
    /// Shortest indicator while scrolling inside the range, points (Flutter's `_kScrollbarMinLength`).
    static let minimumLength = 36.0
    /// Shortest indicator when squeezed by an overscroll, points (Flutter's
    /// `_kScrollbarMinOverscrollLength`).
    static let squeezedLength = 8.0
    /// The indicator stays fully visible this long after the content stops, seconds (Flutter's
    /// `_kScrollbarTimeToFade`).
    static let holdDuration = 1.2
    /// Then fades out over this long, seconds (Flutter's `_kScrollbarFadeDuration`).
    static let fadeDuration = 0.25

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
        context.fillRoundedRect(rect, radii: CornerRadii(width / 2), Self.color(of: view).multipliedAlpha(opacity))
    }

    /// The colour of `view`'s indicator: its style over the nearest declared background (its own or an
    /// ancestor's visible `backgroundColor`).
    static func color(of view: ScrollView) -> Color {
        var background: Color?
        var current: View? = view
        while let candidate = current, background == nil {
            if let color = candidate.backgroundColor, !color.isInvisible { background = color }
            current = candidate.superview
        }
        return view.indicatorStyle.resolved(over: background).color
    }
}
