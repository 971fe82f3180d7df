import Graphics

/// The work of a frame with backdrops to make, as tasks the band threads take in any order the
/// dependencies allow, so that making a backdrop's blur overlaps with drawing the rows it does not
/// read (`BandScheduler.drawStages`).
///
/// A band that meets a stop's area (the pixels a backdrop blurs) draws the commands up to it, waits
/// for it to be made, then goes on to its next stop or the end; a stop is made once every band that
/// meets its area has drawn up to it, in the steps of `BackdropImage.Step`, each cut into as many
/// parts as the plan says, which any threads free take. A band that meets no stop draws all its
/// commands at once.
///
///     band 0 ──0..<b──┐  make b, step by step,  ┌──b..<end──   rows the blur reads
///     band 1 ──0..<b──┴─► its parts on every ───┴──b..<end──
///     band 2 ──0..<end──  thread free ──────────────────────   rows it does not read
///
/// Tasks that lead to a stop go first, then the parts of the stop's making, then the rest.
final class BackdropStages {
    /// A backdrop to make in this frame: its command index, its image and what to make it of.
    struct Stop {
        let index: Int
        let image: BackdropImage
        let geometry: BackdropGeometry
        let material: Material
        /// Its row sums moved from the last frame's, when they are.
        let moved: BackdropRowMove?
    }

    /// One piece of work: commands `span` of band `band` (a later segment, or one that starts at a
    /// command, `continues` the band: it is not cleared; it `seeds` it first from the scrim's
    /// underlay), or part `part` of `parts` of step `step` of making stop `stop`.
    enum Task {
        case draw(band: Int, span: Range<Int>, continues: Bool, seeds: Bool)
        case make(stop: Int, step: BackdropImage.Step, part: Int, parts: Int)
    }

    // The arrays skip the run-time exclusivity checks (as `IncrementalRasterizer`'s state does): the
    // scheduler reads them for every task it hands out, one thread at a time (`BandScheduler`'s lock).
    @exclusivity(unchecked) private(set) var stops: [Stop] = []
    private var commandCount = 0
    /// Per band: where its stops start in `bandStops`, and how many it meets.
    @exclusivity(unchecked) private var firstStop: [Int] = []
    @exclusivity(unchecked) private var stopCount: [Int] = []
    /// The stops each band meets, in order, band after band.
    @exclusivity(unchecked) private var bandStops: [Int] = []
    /// Per band: the segments it has drawn or taken (segment k runs up to its k-th stop); running.
    @exclusivity(unchecked) private var taken: [Int] = []
    /// Per band: its first segment (the stops before its start are skipped), the command it starts
    /// at (0 for all) and whether it is seeded (`FrameBands`).
    @exclusivity(unchecked) private var firstSegment: [Int] = [], bandStart: [Int] = [], bandSeeded: [Bool] = []
    /// Per stop: bands still to draw up to it; its step under way (an index of `BackdropImage.Step`),
    /// the parts of it taken and ended; made.
    @exclusivity(unchecked) private var waiting: [Int] = []
    @exclusivity(unchecked) private var step: [Int] = []
    @exclusivity(unchecked) private var partsTaken: [Int] = [], partsEnded: [Int] = []
    @exclusivity(unchecked) private var isMade: [Bool] = []
    /// The parts each step of a making is cut into.
    private var parts = 1
    private var madeCount = 0
    private var drawnBandCount = 0

    /// Plans `stops` (in command order) over `bands` of a list of `commandCount` commands. A band
    /// that starts at a command (`FrameBands.starts`) draws nothing before it, and the stops before
    /// and at its start do not wait for it; it waits for the stop it starts at to be made (a seeded
    /// band, which starts at a scrim, waits for none). Each step of a making is cut into `parts`.
    func plan(bands: FrameBands, stops: [Stop], commandCount: Int, parts: Int) {
        self.parts = max(parts, 1)
        self.stops.removeAll(keepingCapacity: true)
        self.stops.append(contentsOf: stops)
        self.commandCount = commandCount
        firstStop.removeAll(keepingCapacity: true)
        stopCount.removeAll(keepingCapacity: true)
        bandStops.removeAll(keepingCapacity: true)
        reset(&waiting, to: 0, count: stops.count)
        reset(&step, to: 0, count: stops.count)
        reset(&partsTaken, to: 0, count: stops.count)
        reset(&partsEnded, to: 0, count: stops.count)
        reset(&isMade, to: false, count: stops.count)
        taken.removeAll(keepingCapacity: true)
        firstSegment.removeAll(keepingCapacity: true)
        bandStart.removeAll(keepingCapacity: true)
        bandSeeded.removeAll(keepingCapacity: true)
        for (band, start) in zip(bands.rects, bands.starts) {
            firstStop.append(bandStops.count)
            var skipped = 0
            for (stop, candidate) in stops.enumerated() where !candidate.geometry.area.intersection(band).isEmpty {
                bandStops.append(stop)
                if start < 0 || candidate.index > start {
                    waiting[stop] += 1
                } else {
                    skipped += 1
                }
            }
            stopCount.append(bandStops.count - firstStop[firstStop.count - 1])
            taken.append(skipped)
            firstSegment.append(skipped)
            bandStart.append(max(start, 0))
        }
        bandSeeded.append(contentsOf: bands.isSeeded)
        madeCount = 0
        drawnBandCount = 0
    }

    /// `values` as `count` times `value`, in the storage it has.
    private func reset<T>(_ values: inout [T], to value: T, count: Int) {
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(value, count: count))
    }

    /// True when every band has drawn all its commands and every stop is made.
    var isFinished: Bool { drawnBandCount == taken.count && madeCount == stops.count }

    /// The next task that may run now, or nil (then wait for a task under way to finish, unless
    /// `isFinished`): a part of a stop whose bands are drawn up to it, else a band's segment up to a
    /// stop, else any other segment.
    func next() -> Task? {
        if let stop = waiting.indices.first(where: { waiting[$0] == 0 && !isMade[$0] && partsTaken[$0] < parts }) {
            partsTaken[stop] += 1
            return .make(stop: stop, step: BackdropImage.Step.inOrder[step[stop]], part: partsTaken[stop] - 1, parts: parts)
        }
        var free: Int?
        for band in taken.indices where taken[band] <= stopCount[band] && isReady(band) {
            if taken[band] < stopCount[band] { return take(band) }
            if free == nil { free = band }
        }
        return free.map(take)
    }

    /// Marks `task` done.
    func finish(_ task: Task) {
        switch task {
        case let .draw(band, _, _, _):
            let segment = taken[band] - 1
            if segment < stopCount[band] {
                waiting[bandStops[firstStop[band] + segment]] -= 1
            } else {
                drawnBandCount += 1
            }
        case let .make(stop, _, _, _):
            partsEnded[stop] += 1
            guard partsEnded[stop] == parts else { return }
            partsTaken[stop] = 0
            partsEnded[stop] = 0
            step[stop] += 1
            if step[stop] == BackdropImage.Step.inOrder.count {
                isMade[stop] = true
                madeCount += 1
            }
        }
    }

    /// True when band `band`'s next segment may start: it starts the band (from the first command or
    /// a seeded one) or follows a made stop.
    private func isReady(_ band: Int) -> Bool {
        let segment = taken[band]
        if segment == firstSegment[band] && (segment == 0 || bandSeeded[band]) { return true }
        return isMade[bandStops[firstStop[band] + segment - 1]]
    }

    private func take(_ band: Int) -> Task {
        let segment = taken[band], count = stopCount[band], base = firstStop[band], isFirst = segment == firstSegment[band]
        let start = isFirst ? bandStart[band] : stops[bandStops[base + segment - 1]].index
        let end = segment < count ? stops[bandStops[base + segment]].index : commandCount
        taken[band] += 1
        return .draw(band: band, span: start..<end, continues: segment > 0 || bandStart[band] > 0,
                     seeds: isFirst && bandSeeded[band])
    }
}
