/// A reusable block of uninitialized-then-overwritten memory for per-row scratch data.
/// It grows (reallocates) only when asked for more than it ever held.
final class ScratchBuffer<Element: BitwiseCopyable> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        pointer.deallocate()
    }

    /// Makes room for at least `count` elements; the old contents are dropped when it grows.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = count
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }
}
