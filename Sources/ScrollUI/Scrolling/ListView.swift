import Graphics

/// A vertical list of equal-height rows that builds only the rows in view and reuses them
/// (UITableView with cell reuse): a million rows cost what a hundred do.
///
///     content y = 0            ┌──────────────┐
///                              │ headerView   │ headerHeight
///     headerHeight + i·rowHeight ├──────────────┤ row i
///                              │ ...          │
///     contentSize.height       └──────────────┘ = headerHeight + rowCount·rowHeight + footerHeight
open class ListView: ScrollView {
    public var rowCount: Int = 0 { didSet { if rowCount != oldValue { reloadData() } } }
    /// Height of every row, points (UIKit's default 44).
    public var rowHeight: Double = 44 { didSet { if rowHeight != oldValue { reloadData() } } }
    /// A view above the first row, scrolling with the content.
    public var headerView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let headerView { insertSubview(headerView, at: 0) }
            updateContentSize()
        }
    }
    /// Space below the last row, points.
    public var footerHeight: Double = 0 { didSet { updateContentSize() } }
    /// Makes a new row view when the reuse pool is empty.
    public var makeRow: () -> View = { View() }
    /// Fills a row view for an index (called when a row comes into view or on reload).
    public var configureRow: (View, Int) -> Void = { _, _ in }
    /// Called when a row is tapped (not when a tap stops the list's motion).
    public var didSelectRow: ((Int) -> Void)?
    /// Called with the location (content coordinates) of a tap that hits no row: the header, the footer.
    public var didTapOutsideRows: ((Point) -> Void)?
    /// Hairline between rows; nil for none.
    public var separatorColor: Color? = Color(red: 60, green: 60, blue: 67, alpha: 74)
    /// Left inset of the separators, points.
    public var separatorInsetLeft: Double = 16
    /// The colour of a pressed row.
    public var highlightColor = Color(hex: 0xD1D1D6)

    /// A pressed row highlights only after this long without a drag: 0.15 s (UIKit's
    /// `delaysContentTouches`), so scrolling never flashes a row.
    public static let highlightDelay = 0.15
    /// A tap shows its row highlighted for this long, seconds (about six frames: a short flash).
    public static let tapHighlightDuration = 0.1
    /// A notch scrolls `DiscreteScroll.rowsPerNotch` rows, but at most this fraction of a page.
    public static let notchPageFraction = 0.5

    /// The rows in view: `visibleRows[k]` shows index `firstVisibleIndex + k`.
    public private(set) var visibleRows: [View] = []
    public private(set) var firstVisibleIndex = 0
    private var reusePool: [View] = []
    /// The row under a press and when it went down (window clock).
    private var press: (index: Int, time: Double)?
    /// A tapped row and until when it shows highlighted.
    private var tapFlash: (index: Int, until: Double)?
    private let selectRecognizer = TapGestureRecognizer()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        visibleRows.reserveCapacity(64)
        reusePool.reserveCapacity(64)
        selectRecognizer.action = { [unowned self] tap in
            let location = tap.location(in: self)
            if let index = self.indexForRow(at: location) {
                self.tapFlash = (index, (self.window?.now ?? 0) + ListView.tapHighlightDuration)
                self.window?.startAnimating(self)
                self.didSelectRow?(index)
            } else {
                self.didTapOutsideRows?(location)
            }
        }
        selectRecognizer.highlightChanged = { [unowned self] pressed in
            // A press that stops the list's motion is not a touch on a row.
            guard pressed, !self.caughtMotion else { self.press = nil; return }
            let index = self.indexForRow(at: self.selectRecognizer.location(in: self))
            self.press = index.map { ($0, self.window?.now ?? 0) }
            if self.press != nil { self.window?.startAnimating(self) }
        }
        addGestureRecognizer(selectRecognizer)
    }

    /// The row shown highlighted: a press held `highlightDelay` without a drag, or a tap's short flash;
    /// nil otherwise.
    public var highlightedRow: Int? {
        let now = window?.now ?? 0
        if let tapFlash, now < tapFlash.until { return tapFlash.index }
        if let press, phase == .tracking, !caughtMotion, now - press.time >= ListView.highlightDelay { return press.index }
        return nil
    }

    open override var needsFrames: Bool {
        if let tapFlash, (window?.now ?? 0) < tapFlash.until { return true }
        return press != nil && phase == .tracking
    }

    open override var wheelStep: Double {
        guard rowHeight > 0 else { return super.wheelStep }
        return min(DiscreteScroll.rowsPerNotch * rowHeight, pageLength * ListView.notchPageFraction)
    }

    /// Height of the header, points.
    public var headerHeight: Double { headerView?.frame.height ?? 0 }

    /// The row at a point in the list's content coordinates.
    public func indexForRow(at point: Point) -> Int? {
        let y = point.y - headerHeight
        guard y >= 0, rowHeight > 0 else { return nil }
        let index = Int(saturating: y / rowHeight)
        return index < rowCount ? index : nil
    }

    /// The frame of row `index` in content coordinates.
    public func rectForRow(_ index: Int) -> Rect {
        Rect(x: 0, y: headerHeight + Double(index) * rowHeight, width: frame.width, height: rowHeight)
    }

    /// Reconfigures the rows in view and updates the content size.
    public func reloadData() {
        updateContentSize()
        for (k, row) in visibleRows.enumerated() {
            let index = firstVisibleIndex + k
            if index < rowCount { configureRow(row, index) }
        }
        setNeedsLayout()
    }

    private func updateContentSize() {
        contentSize = Size(width: frame.width, height: headerHeight + Double(max(rowCount, 0)) * rowHeight + footerHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != frame.width { updateContentSize() }
        if let headerView { headerView.frame = Rect(x: 0, y: 0, width: frame.width, height: headerView.frame.height) }
        guard rowHeight > 0, rowCount > 0 else { recycleAll(); return }
        let top = contentOffset.y - headerHeight
        let first = max(0, min(rowCount - 1, Int(saturating: (top / rowHeight).rounded(.down))))
        let last = max(first, min(rowCount - 1, Int(saturating: ((top + frame.height) / rowHeight).rounded(.down))))
        // Recycle rows that left the range.
        while let row = visibleRows.first, firstVisibleIndex < first || firstVisibleIndex > last {
            visibleRows.removeFirst()
            enqueue(row)
            firstVisibleIndex += 1
            if visibleRows.isEmpty { break }
        }
        while let row = visibleRows.last, firstVisibleIndex + visibleRows.count - 1 > last {
            visibleRows.removeLast()
            enqueue(row)
        }
        if visibleRows.isEmpty { firstVisibleIndex = first }
        // Add rows that entered the range, above and below.
        while firstVisibleIndex > first {
            firstVisibleIndex -= 1
            visibleRows.insert(dequeue(for: firstVisibleIndex), at: 0)
        }
        while firstVisibleIndex + visibleRows.count <= last {
            visibleRows.append(dequeue(for: firstVisibleIndex + visibleRows.count))
        }
        for (k, row) in visibleRows.enumerated() { row.frame = rectForRow(firstVisibleIndex + k) }
    }

    private func recycleAll() {
        while let row = visibleRows.popLast() { enqueue(row) }
        firstVisibleIndex = 0
    }

    private func enqueue(_ row: View) {
        row.removeFromSuperview()
        reusePool.append(row)
    }

    private func dequeue(for index: Int) -> View {
        let row = reusePool.popLast() ?? makeRow()
        row.frame = rectForRow(index)
        configureRow(row, index)
        addSubview(row)
        return row
    }

    open override func draw(in context: inout DrawingContext) {
        let width = frame.width
        if let index = highlightedRow, index >= firstVisibleIndex, index < firstVisibleIndex + visibleRows.count {
            context.fill(rectForRow(index), highlightColor)
        }
        guard let separatorColor, !visibleRows.isEmpty else { return }
        for k in 0..<visibleRows.count {
            let y = rectForRow(firstVisibleIndex + k).maxY
            context.fill(Rect(x: separatorInsetLeft, y: y - 0.5, width: width - separatorInsetLeft, height: 0.5),
                         separatorColor)
        }
    }
}
