/// A registered observer; it stops observing when invalidated or released (like `NSKeyValueObservation`).
public final class ScrollObservation {
    private weak var scrollView: ScrollView?
    private let identifier: Int

    init(scrollView: ScrollView, identifier: Int) {
        self.scrollView = scrollView
        self.identifier = identifier
    }

    public func invalidate() {
        scrollView?.observers.remove(identifier)
        scrollView = nil
    }

    deinit { invalidate() }
}
