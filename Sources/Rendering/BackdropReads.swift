/// The row sums a make of a backdrop reads from the buffer (`BackdropRowSums.read`): runs of rows of
/// its area, each across a range of blocks, and how the reading is shared among the parts of the
/// make's reading step (`BackdropImage.Step`). Each part takes a band of the area's rows, cut so the
/// parts read about as many block-rows each, and reads every run's rows inside its band: runs that
/// overlap (a patch over rows also read whole) are read by one part, in the order they were added.
/// Storage is reused from make to make.
///
///     area rows  ─┬─ part 0: its band of rows, of every run
///                 ├─ part 1
///                 └─ ...        (bands cut at equal shares of the block-rows)
final class BackdropReads {
    private struct Run {
        let rows: Range<Int>
        let blocks: Range<Int>
    }

    private var runs: [Run] = []
    /// Per row of the area (from `origin`): the block-rows read there; then, summed, the cuts.
    private var rowCosts: [Int] = []
    /// The first area row of each part's band, then the area's end.
    private var cuts: [Int] = []
    private var origin = 0
    /// Block-rows the runs read: a row's blocks, counted once per run that reads them.
    private(set) var blockRowCount = 0

    /// Starts the reads of an area over buffer rows `rows`: nothing read.
    func removeAll(rows: Range<Int>) {
        runs.removeAll(keepingCapacity: true)
        rowCosts.removeAll(keepingCapacity: true)
        rowCosts.append(contentsOf: repeatElement(0, count: rows.count))
        origin = rows.lowerBound
        cuts.removeAll(keepingCapacity: true)
        blockRowCount = 0
    }

    /// Reads `blocks` of buffer rows `rows` (inside the area).
    func add(rows: Range<Int>, blocks: Range<Int>) {
        guard !rows.isEmpty, !blocks.isEmpty else { return }
        runs.append(Run(rows: rows, blocks: blocks))
        blockRowCount += rows.count * blocks.count
        for y in rows { rowCosts[y - origin] += blocks.count }
    }

    /// Cuts the area's rows into `parts` bands of about equal block-rows.
    func split(into parts: Int) {
        let total = rowCosts.reduce(0, +), parts = max(parts, 1)
        cuts.removeAll(keepingCapacity: true)
        cuts.append(origin)
        var sum = 0, y = 0
        for part in 1..<parts {
            let share = total * part / parts
            while y < rowCosts.count && sum + rowCosts[y] <= share {
                sum += rowCosts[y]
                y += 1
            }
            cuts.append(origin + y)
        }
        cuts.append(origin + rowCosts.count)
    }

    /// Hands `body` the rows and blocks part `part` reads (`split` first), run by run in order.
    func forEach(part: Int, _ body: (Range<Int>, Range<Int>) -> Void) {
        guard part + 1 < cuts.count else { return }
        let band = cuts[part]..<cuts[part + 1]
        for run in runs {
            let rows = run.rows.clamped(to: band)
            if !rows.isEmpty { body(rows, run.blocks) }
        }
    }
}
