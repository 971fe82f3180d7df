import Graphics
import LabDrawing

/// The live window of `run --compare`: the variants' viewports side by side under a caption strip,
/// a thin gutter between them, and room at the right for the HUD's panel while it shows. The
/// viewports share the width left equally, in whole points; any rest goes to the right edge.
/// Maps a point of the window to the column under it and to that column's viewport coordinates
/// (README "Compare").
public struct CompareLayout: Equatable {
    /// The caption strip over the viewports, points (the side-by-side frames' strip).
    public static let captionHeight = SideBySideFrame.captionHeight
    /// Between two viewports, points (the side-by-side frames' gutter).
    public static let gutter = SideBySideFrame.gutter

    public let canvas: Size
    public let count: Int
    /// Every variant's viewport, points.
    public let viewport: Size
    /// The HUD's panel, right of the last column; nil while the HUD is hidden.
    public let panel: Rect?

    /// The columns of `count` variants in a window of `canvas` points; `hasPanel` keeps the HUD's
    /// panel and its margins at the right.
    public init(canvas: Size, count: Int, hasPanel: Bool) {
        self.canvas = canvas
        self.count = max(1, count)
        let margin = HUDRenderer.panelMargin
        let room = hasPanel ? HUDRenderer.panelWidth + 2 * margin : 0
        let gutters = Double(self.count - 1) * CompareLayout.gutter
        let width = ((canvas.width - room - gutters) / Double(self.count)).rounded(.down)
        viewport = Size(width: max(1, width), height: max(1, canvas.height - CompareLayout.captionHeight))
        let right = Double(self.count) * viewport.width + gutters
        panel = hasPanel ? Rect(x: right + margin, y: margin, width: HUDRenderer.panelWidth,
                                height: max(0, canvas.height - 2 * margin)) : nil
    }

    /// The window that holds `count` viewports of `viewport` points and the caption strip.
    public static func windowSize(viewport: Size, count: Int) -> Size {
        Size(width: Double(count) * viewport.width + Double(count - 1) * gutter, height: captionHeight + viewport.height)
    }

    /// Column `index`'s viewport in window points.
    public func column(_ index: Int) -> Rect {
        Rect(x: Double(index) * (viewport.width + CompareLayout.gutter), y: CompareLayout.captionHeight,
             width: viewport.width, height: viewport.height)
    }

    /// The column whose viewport holds `point` (window points); nil over the captions, a gutter or the panel.
    public func column(at point: Point) -> Int? {
        (0..<count).first { column($0).contains(point) }
    }

    /// `point` (window points) in column `index`'s viewport coordinates; outside the viewport when
    /// the point is (a drag that left its column).
    public func viewportPoint(_ point: Point, column index: Int) -> Point {
        let origin = column(index).origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// Right of the last column, points: the panel's room and what the whole points left over.
    public var trailingWidth: Double { max(0, canvas.width - column(count - 1).maxX) }
}
