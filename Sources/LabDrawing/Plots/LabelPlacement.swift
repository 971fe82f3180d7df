import Graphics

/// Labels set against one edge at their lines' heights (the guides' pills, the plot's threshold
/// names) that would cover each other, two thresholds a few points apart, each moved beside the one
/// it would cover, toward the other edge, so that every label stays at its own line's height:
///
///     ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ [promotion 80 pt] [refresh 70 pt]
///     ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─
public enum LabelPlacement {
    /// `rects` in order, each moved left (no more than needed) until it is `gap` points clear of
    /// every rect placed before it.
    static func arrange(_ rects: [Rect], gap: Double) -> [Rect] {
        var placed: [Rect] = []
        for var rect in rects {
            while let blocker = placed.first(where: { $0.insetBy(dx: -gap, dy: 0).intersects(rect) }) {
                rect.origin.x = blocker.minX - gap - rect.width
            }
            placed.append(rect)
        }
        return placed
    }
}
