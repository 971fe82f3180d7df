import Foundation
import Playback

/// The window's videos (V, a bug report's) made beside the live window: one at a time on a thread of
/// lower priority (`VideoSpeed.niceness`), the next ones waiting their turn in order. The window's
/// thread adds them, reads the progress for its badge, cancels them (Esc, last of its uses) and gets
/// each outcome on its own thread (`poll`); a window that closes waits for them (`finishAll`).
public final class BackgroundExport {
    /// A video's progress and its cancellation, shared by the window's thread and the export's.
    public final class Progress: @unchecked Sendable {
        // `@unchecked Sendable`: both properties are read and written under `lock`.
        private let lock = NSLock()
        private var done = 0.0
        private var cancelled = false

        /// The share made, 0 … 1.
        public var fraction: Double {
            get { lock.lock(); defer { lock.unlock() }; return done }
            set { lock.lock(); done = min(max(newValue, 0), 1); lock.unlock() }
        }

        public var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }

        func cancel() { lock.lock(); cancelled = true; lock.unlock() }
    }

    /// Thrown by a video's work when it sees its cancellation.
    public struct Cancelled: Error {}

    /// One video: its work (on the export's thread) and what follows it (on the window's).
    struct Job {
        let work: (Progress) throws -> Void
        let done: (Result<Void, Error>, Double) -> Void
    }

    /// Seconds the window waits between two looks at a closing export (chosen: a tenth, invisible).
    static let closingPoll = 0.1
    /// The thread's stack, bytes (the replay's scene and rasterizer, as the main thread's).
    static let stackSize = 8 << 20

    /// The running job's outcome, handed from the export's thread to the window's.
    private final class Mailbox: @unchecked Sendable {
        // `@unchecked Sendable`: `outcome` is read and written under `lock`.
        private let lock = NSLock()
        private var outcome: Result<Void, Error>?

        func put(_ result: Result<Void, Error>) { lock.lock(); outcome = result; lock.unlock() }

        func take() -> Result<Void, Error>? { lock.lock(); defer { lock.unlock() }; let taken = outcome; outcome = nil; return taken }
    }

    /// A job's work as the export's thread runs it.
    private struct Work: @unchecked Sendable {
        // `@unchecked Sendable`: the work owns what it captures (copies of the events and the replay's
        // configuration) but the asset store, whose fonts and images take locks (`AssetStore`).
        let run: (Progress) throws -> Void
    }

    private var running: (job: Job, progress: Progress)?
    private var waiting: [Job] = []
    private let mailbox = Mailbox()

    public init() {}

    /// Makes a video with `work` after the ones before; `done` gets its outcome on the window's thread with
    /// the window's time.
    public func add(work: @escaping (Progress) throws -> Void, done: @escaping (Result<Void, Error>, Double) -> Void) {
        waiting.append(Job(work: work, done: done))
        startNext()
    }

    /// Whether a video is being made.
    public var isBusy: Bool { running != nil }
    /// Videos waiting for the running one.
    public var waitingCount: Int { waiting.count }

    /// The badge's text: "VIDEO 42%", and "+1" for each waiting; nil when none is made.
    public var badge: String? {
        guard let running else { return nil }
        let percent = Int((running.progress.fraction * 100).rounded(.down))
        return "VIDEO \(percent)%" + (waiting.isEmpty ? "" : " +\(waiting.count)")
    }

    /// Cancels the running video and drops the waiting ones (their `done` gets `Cancelled` at `time`);
    /// false when there was none.
    @discardableResult
    public func cancel(at time: Double) -> Bool {
        guard let running else { return false }
        running.progress.cancel()
        let dropped = waiting
        waiting = []
        for job in dropped { job.done(.failure(Cancelled()), time) }
        return true
    }

    /// On the window's thread, each frame: hands the finished video's outcome to its `done` (at `time`, the
    /// window's clock) and starts the next; true when one finished.
    @discardableResult
    public func poll(at time: Double) -> Bool {
        guard let job = running?.job, let finished = mailbox.take() else { return false }
        running = nil
        job.done(finished, time)
        startNext()
        return true
    }

    /// Waits until every video is made (the window closed), calling `waiting` between looks; `now` is the
    /// window's clock.
    public func finishAll(now: () -> Double, waiting: () -> Void = {}) {
        while isBusy {
            if !poll(at: now()) {
                waiting()
                Thread.sleep(forTimeInterval: Self.closingPoll)
            }
        }
    }

    private func startNext() {
        guard running == nil, !waiting.isEmpty else { return }
        let job = waiting.removeFirst(), progress = Progress()
        running = (job, progress)
        let work = Work(run: job.work), mailbox = self.mailbox
        let thread = Thread {
            VideoSpeed.lowerCurrentThread()
            mailbox.put(Result { try work.run(progress) })
        }
        thread.stackSize = Self.stackSize
        thread.start()
    }
}
