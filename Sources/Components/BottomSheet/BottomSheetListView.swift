import Graphics
import ScrollUI

/// The sheet itself: a transparent list whose large top inset leaves the map visible above it (the
/// seed). A point belongs to it only from the sheet's top edge down, header included, so every touch
/// above the sheet falls through to the view underneath (the map); the window hit-tests once on down.
///
///     content y
///     max(offset, 0) − headerHeight  ── sheet top: points from here down are the sheet's
///     0                              ── first row (under the header)
open class BottomSheetListView: ListView {
    /// The sheet's header above the content (drawn by the background view), points.
    public var sheetHeaderHeight: Double = BottomSheetConfiguration.headerHeightDefault

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = nil
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        decelerationRate = .fast
    }

    /// Space under the last row: the safe area's bottom, points (set by the controller).
    public var bottomMargin = BottomSheetConfiguration.safeAreaBottomDefault

    /// At full the list shows from under the header to the viewport's bottom (its whole frame less the
    /// home indicator's margin): page keys scroll by that, not by the frame less the large top inset.
    open override var pageLength: Double { max(frame.height - bottomMargin, 1) }

    /// The sheet's top edge in content coordinates.
    public var sheetTopInContent: Double { max(contentOffset.y, 0) - sheetHeaderHeight }

    /// Inside from the sheet's top edge (which may lie above the list's frame at full, over the header)
    /// to the list's bottom edge.
    open override func point(inside point: Point) -> Bool {
        let visible = bounds
        return point.x >= visible.minX && point.x < visible.maxX
            && point.y >= sheetTopInContent && point.y < visible.maxY
    }
}
