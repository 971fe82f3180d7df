/// A scroll view's observers (what KVO gives UIKit code), called in the order they came; one may
/// remove itself or add another while it is called.
struct ScrollObservers {
    typealias Handler = (ScrollView, ScrollChange) -> Void

    private var entries: [(identifier: Int, handler: Handler)] = []
    private var nextIdentifier = 0

    /// Adds `handler`; returns its identifier for `remove`.
    mutating func add(_ handler: @escaping Handler) -> Int {
        defer { nextIdentifier += 1 }
        entries.append((nextIdentifier, handler))
        return nextIdentifier
    }

    mutating func remove(_ identifier: Int) {
        entries.removeAll { $0.identifier == identifier }
    }

    /// Calls `view`'s observers, reading the list afresh at each step.
    static func notify(_ view: ScrollView, of change: ScrollChange) {
        var index = 0
        while index < view.observers.entries.count {
            view.observers.entries[index].handler(view, change)
            index += 1
        }
    }
}
