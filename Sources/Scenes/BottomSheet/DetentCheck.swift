import Components
import LabBasics

/// Whether a sheet's detents can be laid out in a viewport: full above half, the collapsed sheet no
/// shorter than its header and no taller than the space below full, every detent inside the viewport.
enum DetentCheck {
    /// Why the detents of `c` cannot be laid out in a viewport `viewportHeight` tall, or nil.
    static func problem(_ c: BottomSheetConfiguration, viewportHeight: Double) -> String? {
        let collapsedTop = viewportHeight - c.collapsedHeight
        if c.fullTop >= c.halfTop {
            return "bottom-sheet: full (\(ReadableNumber.text(c.fullTop))) must be above half (\(ReadableNumber.text(c.halfTop)))"
        }
        if c.collapsedHeight < c.headerHeight || collapsedTop <= c.fullTop {
            return "bottom-sheet: collapsed (\(ReadableNumber.text(c.collapsedHeight))) must be at least the header "
                + "(\(ReadableNumber.text(c.headerHeight))) and shorter than the space below full (\(ReadableNumber.text(viewportHeight - c.fullTop)))"
        }
        if collapsedTop <= c.halfTop {
            return "bottom-sheet: half (\(ReadableNumber.text(c.halfTop))) must lie above the collapsed sheet's top "
                + "(\(ReadableNumber.text(collapsedTop)) in a \(ReadableNumber.text(viewportHeight)) pt viewport)"
        }
        return nil
    }
}
