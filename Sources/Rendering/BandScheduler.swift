import Dispatch
import Foundation
import Synchronization

/// Draws the bands of one frame on several threads at once (`DispatchQueue.concurrentPerform`, the
/// calling thread included). Each thread has its own `BandRasterizer` and takes bands from the top,
/// each band once: a thread that finishes early (or starts late, on a busy machine) takes more
/// bands. The rasterizer cuts the rows evenly: band `b` of `n` over `h` rows is `b·h/n ..< (b+1)·h/n`.
final class BandScheduler: @unchecked Sendable {
    // `@unchecked Sendable`: `frame` and `workers` are set before the threads start and only read
    // while they run; `next` is only touched under `lock`; each worker is used by one thread.
    private let lock = NSLock()
    private var next = 0
    private var bands: [PixelRect] = []
    private var frame: BandRasterizer.Frame?
    /// The bands of the pass drawn by `draw`, with their starts.
    private var frameBands = FrameBands()
    private var workers: ArraySlice<BandRasterizer> = []
    /// The frame's backdrops to make and the bands' segments around them (`BackdropStages`).
    let stages = BackdropStages()
    private let condition = NSCondition()
    /// Tasks finished in `drawStages`, counted so that a thread with nothing to take can watch for
    /// the next one without the lock.
    private let progress = Atomic<Int>(0)
    /// How long a band thread with nothing to take watches for a task to finish before it sleeps
    /// until woken, ns. Waking a sleeping thread takes tens of µs here, as long as a step of a
    /// blur's make; a step ends within a few µs. A choice, measured (README, "Materials").
    static let watchNanoseconds: UInt64 = 50_000

    /// Called with `condition` locked when no task may run now: returns, locked, once a task has
    /// finished (watching for it without the lock for up to `watchNanoseconds`, then asleep).
    private func awaitProgress() {
        let seen = progress.load(ordering: .acquiring)
        condition.unlock()
        let start = DispatchTime.now().uptimeNanoseconds
        while progress.load(ordering: .acquiring) == seen,
              DispatchTime.now().uptimeNanoseconds - start < Self.watchNanoseconds {}
        condition.lock()
        // `finish` counts under the lock, before it wakes the sleepers: no wake-up is missed.
        if progress.load(ordering: .acquiring) == seen { condition.wait() }
    }

    /// Draws `frame` into `bands` (disjoint rects, each from its start) with one thread per worker,
    /// and returns when every band is drawn.
    func draw(_ frame: BandRasterizer.Frame, bands: FrameBands, workers: ArraySlice<BandRasterizer>) {
        next = 0
        self.frameBands = bands
        defer { self.frameBands = FrameBands() }
        perform(frame, bands: bands.rects, workers: workers) { [self] frame, worker in
            while let band = take() { worker.draw(frame, band: band, of: frameBands) }
        }
    }

    /// Draws `frame` into `bands` around the stops planned in `stages` (`BackdropStages.plan`), making
    /// each from the buffer once the bands that meet its area are drawn up to it, with one thread per
    /// worker (on the calling thread alone for one); returns when every band is drawn and every stop made.
    func drawStages(_ frame: BandRasterizer.Frame, bands: [PixelRect], workers: ArraySlice<BandRasterizer>) {
        if workers.count == 1 {
            while let task = stages.next() {
                run(task, frame, bands: bands, worker: workers[workers.startIndex])
                stages.finish(task)
            }
            return
        }
        perform(frame, bands: bands, workers: workers) { [self] frame, worker in
            condition.lock()
            while !stages.isFinished {
                guard let task = stages.next() else {
                    awaitProgress()
                    continue
                }
                condition.unlock()
                run(task, frame, bands: self.bands, worker: worker)
                condition.lock()
                stages.finish(task)
                progress.add(1, ordering: .releasing)
                condition.broadcast()
            }
            condition.unlock()
        }
    }

    /// Runs `body` once per worker, each on its thread, with the pass's frame, bands and workers
    /// held here while they run; returns when every one has returned.
    private func perform(_ frame: BandRasterizer.Frame, bands: [PixelRect], workers: ArraySlice<BandRasterizer>,
                         _ body: @Sendable (BandRasterizer.Frame, BandRasterizer) -> Void) {
        self.frame = frame
        self.workers = workers
        self.bands = bands
        defer {
            self.frame = nil
            self.workers = []
            self.bands = []
        }
        DispatchQueue.concurrentPerform(iterations: workers.count) { [self] thread in
            guard let frame = self.frame else { return }
            body(frame, self.workers[self.workers.startIndex + thread])
        }
    }

    private func run(_ task: BackdropStages.Task, _ frame: BandRasterizer.Frame, bands: [PixelRect],
                     worker: BandRasterizer) {
        switch task {
        case let .draw(band, span, continues, seeds):
            let rect = bands[band]
            if seeds { frame.underlay?.seed(rect, into: frame.target) }
            worker.draw(frame, rows: rect.minY..<rect.maxY, columns: rect.minX..<rect.maxX, span: span, continues: continues)
        case let .make(stop, step, part, parts):
            stages.stops[stop].image.run(step, part: part, of: parts, from: frame.target)
        }
    }

    /// The next band not yet taken; nil when every band is taken.
    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < bands.count else { return nil }
        next += 1
        return next - 1
    }

    /// Rows of band `band` when `height` rows are cut into `count` bands.
    static func rows(ofBand band: Int, of count: Int, height: Int) -> Range<Int> {
        (band * height / count)..<((band + 1) * height / count)
    }
}
