import Dispatch
import Foundation

/// Draws the bands of one frame on several threads at once (`DispatchQueue.concurrentPerform`, the
/// calling thread included). Each thread has its own `BandRasterizer` and takes bands from the top,
/// each band once: a thread that finishes early (or starts late, on a busy machine) takes more
/// bands. The rasterizer cuts the rows evenly: band `b` of `n` over `h` rows is `b·h/n ..< (b+1)·h/n`.
final class BandScheduler: @unchecked Sendable {
    // `@unchecked Sendable`: `frame` and `workers` are set before the threads start and only read
    // while they run; `next` is only touched under `lock`; each worker is used by one thread.
    private let lock = NSLock()
    private var next = 0
    private var bands: [Range<Int>] = []
    private var frame: BandRasterizer.Frame?
    private var span: Range<Int>?
    private var workers: ArraySlice<BandRasterizer> = []

    /// Draws the commands `span` of `frame` (all when nil) into `bands` (disjoint rows) with one thread
    /// per worker, and returns when every band is drawn.
    func draw(_ frame: BandRasterizer.Frame, span: Range<Int>? = nil, bands: [Range<Int>], workers: ArraySlice<BandRasterizer>) {
        self.frame = frame
        self.span = span
        self.workers = workers
        self.bands = bands
        next = 0
        defer {
            self.frame = nil
            self.workers = []
            self.bands = []
        }
        DispatchQueue.concurrentPerform(iterations: workers.count) { [self] thread in
            guard let frame = self.frame else { return }
            let worker = self.workers[self.workers.startIndex + thread]
            while let rows = take() { worker.draw(frame, rows: rows, span: self.span) }
        }
    }

    /// The rows of the next band not yet taken; nil when every band is taken.
    private func take() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard next < bands.count else { return nil }
        next += 1
        return bands[next - 1]
    }

    /// Rows of band `band` when `height` rows are cut into `count` bands.
    static func rows(ofBand band: Int, of count: Int, height: Int) -> Range<Int> {
        (band * height / count)..<((band + 1) * height / count)
    }
}
