import Components
import Graphics
import ScrollUI

/// The pull-promotion feed's refresh: a simulated load on the window's clock, then the list goes back
/// up and new shops are added at the head of the shop list, marked as new for a moment, with the toast.
final class FeedRefresh {
    /// Shops a refresh adds at the top.
    static let insertedRowsPerRefresh = 3
    /// How long the shops a refresh added stay marked as new, seconds (the toast's time on screen).
    static let newShopMarkDuration = ToastView.fadeDuration * 2 + ToastView.holdDuration

    private let list: FeedListView
    private let controller: PullPromotionController
    private let toast: ToastView
    private let texts: PullPromotionTexts
    private let window: Window
    /// Seconds the simulated load takes.
    private let duration: Double
    /// Shops added by refreshes, shown first.
    private(set) var insertedCount = 0
    /// The first rows shown as new after a refresh, and what takes the mark away.
    private var markedCount = 0
    private var unmark: DelayedAction?
    /// When the last load ended (window clock): the header's "last updated".
    private(set) var lastUpdate: Double
    private var pendingInsertion = false
    /// The simulated load of a refresh in progress, and when it started (window clock).
    private var load: DelayedAction?
    private(set) var loadStart: Double?

    init(list: FeedListView, controller: PullPromotionController, toast: ToastView, texts: PullPromotionTexts,
         window: Window, duration: Double) {
        self.list = list
        self.controller = controller
        self.toast = toast
        self.texts = texts
        self.window = window
        self.duration = duration
        lastUpdate = window.now
    }

    /// Newest first: refreshed shops get negative ids, the first page 0, 1, 2...
    func shopID(at index: Int) -> Int { index - insertedCount }

    /// True while row `index` shows a shop the last refresh added.
    func isNew(at index: Int) -> Bool { index < markedCount }

    /// Starts the simulated load. `startedAt`: when the load began (a refresh carried over from the
    /// scene this one replaced); nil for now. It ends `duration` after that, or at once when that time
    /// has passed.
    func start(startedAt: Double? = nil) {
        let start = startedAt ?? window.now
        loadStart = start
        load = DelayedAction(after: start + duration - window.now, in: window) { [unowned self] in
            self.loadStart = nil
            self.lastUpdate = self.window.now
            self.controller.endRefreshing { [unowned self] in
                self.pendingInsertion = true
                self.insertRowsIfSettled()
            }
        }
    }

    /// Adds the new shops at the head of the shop list, under the category grid, marked for a moment,
    /// with the toast. At the list's top they simply appear there; only a list scrolled into the feed
    /// keeps the rows in view where they are (the offset grows by the new rows' height, all above the
    /// view). Waits while the list moves or a finger holds it, so nothing jumps: call it again as the
    /// list changes.
    func insertRowsIfSettled() {
        guard pendingInsertion, !list.isMoving, !list.isTracking else { return }
        pendingInsertion = false
        let count = Self.insertedRowsPerRefresh
        let offset = list.contentOffset
        let scrolledIntoFeed = offset.y + controller.restingInsetTop > list.headerHeight + RestingPoints.tolerance
        insertedCount += count
        markedCount = count
        list.rowCount += count
        if scrolledIntoFeed {
            list.contentOffset = Point(x: offset.x, y: offset.y + Double(count) * list.rowHeight)
        }
        toast.show(texts.updated(count: count))
        unmark?.cancel()
        unmark = DelayedAction(after: Self.newShopMarkDuration, in: window) { [weak self] in
            self?.markedCount = 0
            self?.list.reloadData()
        }
        list.layoutIfNeeded()
    }
}
