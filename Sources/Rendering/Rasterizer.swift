import Foundation
import Graphics

/// Turns a `DisplayList` (viewport points) into premultiplied ARGB8888 pixels in software.
///
/// A frame is prepared once on the calling thread (every glyph mask it needs, the occlusion
/// analysis), then drawn in horizontal bands of rows (`BandRasterizer`) of at most `bandByteLimit`
/// bytes: on up to `threadCount` threads when it has at least `parallelPixelThreshold` pixels,
/// otherwise on the calling thread. Every band runs the command list clipped to its rows (stepping
/// over the groups whose commands all miss it, `GroupExtents`), so
/// the pixels are the same byte for byte as one band covering the frame, and some parts can be
/// drawn alone (`IncrementalRasterizer` draws only rects that changed, cut into disjoint pieces; the
/// threshold and the bands then count the pixels drawn). Band workers, scratch memory and clip stacks are reused from frame to
/// frame, so steady-state frames allocate nothing. One frame at a time: do not call it from two
/// threads at once (use one rasterizer per thread).
///
/// A `.backdrop` (a material) reads the pixels the commands before it drew, in rows above and below
/// its own: the bands that meet its area draw the commands up to it, then the blurred content under
/// it is made once from the buffer (`BackdropImage`), then they go on from it, while the other bands
/// draw all their commands (`BackdropStages`). Every band sees the same grid, so the frame stays the
/// same byte for byte in one band or many.
public final class Rasterizer {
    /// Frames with fewer pixels are drawn on the calling thread. 256 Ki pixels: frames cost about
    /// 0.85 ns a pixel on the benchmark machine (release, list scene: 1.1 ms for 780 × 1688 px), so
    /// half of such a frame (~0.11 ms) is what waking a pool thread may cost there (17–150 µs
    /// measured for `DispatchQueue.concurrentPerform` with a core free).
    public static let parallelPixelThreshold = 256 * 1024
    /// Bands per drawing thread: more bands than threads, so that a thread that wakes late (about
    /// 1 ms when another process holds the other core, measured on the benchmark machine) still
    /// finds bands to take, and the threads finish together. Each band walks the command list, so
    /// more bands cost more: 4 per thread cost 0.7 % more instructions than one band (callgrind,
    /// list scene, 2 threads).
    static let bandsPerThread = 4
    /// Parts per thread of each step of making a backdrop (`BackdropImage.Step`): more than one, so
    /// that a thread that comes to the making late (from a band it was drawing) still takes a share.
    /// A choice, not a measurement.
    static let backdropPartsPerThread = 2
    /// The most bytes of frame one band holds, so that every layer drawn into a band finds it in
    /// the core's cache instead of memory (frames are drawn in bands even on one thread). 512 KiB,
    /// half of a Zen 5 core's 1 MiB L2. Callgrind with a simulated 1 MiB L2, pull-promotion at
    /// 2048 × 2732 px: 590 k misses a frame as one band, 365 k in bands of 512 KiB (one pass over
    /// the frame's 350 k lines cannot be avoided), for 5 % more instructions (bands of 256 KiB: the
    /// same misses for 10 % more). Release, one thread: p50 16.7 → 8.9 ms for bottom-sheet at that
    /// size.
    public static let bandByteLimit = 512 * 1024

    /// The glyph source for `.text` commands; text is skipped when nil. It is only asked on the
    /// thread that calls `render` or `draw`, before the bands are drawn.
    public var glyphs: GlyphRasterizing?
    /// Skip commands that later opaque commands hide completely (`OcclusionCuller`); the pixels
    /// are the same either way.
    public var isOcclusionCullingEnabled = true
    /// The most threads that draw the bands of a large frame, the calling thread included (1 draws
    /// every frame on the calling thread); the active processor count by default.
    public var threadCount = ProcessInfo.processInfo.activeProcessorCount
    /// Frames (or rows drawn) with fewer pixels are drawn on the calling thread (`parallelPixelThreshold`; tests lower it).
    var minimumParallelPixels = Rasterizer.parallelPixelThreshold
    /// The most bytes of frame one band holds (`bandByteLimit`; tests change it).
    var maximumBandBytes = Rasterizer.bandByteLimit
    /// Commands skipped as hidden in the last frame.
    public private(set) var hiddenCommandCount = 0
    /// Rows of visible commands skipped as covered in the last frame.
    public private(set) var coveredRowCount = 0
    /// Bands the last frame was cut into.
    private(set) var bandCount = 0
    /// Threads asked to draw the last frame (1: the calling thread alone).
    private(set) var frameThreadCount = 0
    /// Rows `render` cleared to the background in the last frame (the others are covered anyway).
    private(set) var clearedRowCount = 0
    /// Groups the bands of the last frame stepped over as missing them (`GroupExtents`).
    private(set) var steppedOverGroupCount = 0

    /// The list `render` and `draw` are drawing.
    private let prepared = PreparedList()
    private var workers = [BandRasterizer()]
    private let scheduler = BandScheduler()
    /// The bands of the frame being drawn, reused.
    private var bands = FrameBands()
    /// The whole frame as one piece, reused.
    private var wholeFrame: [PixelRect] = []
    /// The backdrops of the list being drawn that the culler does not hide: their index, their
    /// place among the list's backdrops and where they read and write; reused.
    private var backdrops: [BackdropDamage.Found] = []
    /// The backdrops to make in the frame being drawn, reused.
    private var stops: [BackdropStages.Stop] = []
    /// Backdrops made in the last frame (their blur computed).
    public private(set) var madeBackdropCount = 0
    /// Rows whose sums the backdrops made in the last frame moved from the frame before instead of
    /// reading them (`BackdropRowMove`).
    private(set) var movedBackdropRowCount = 0
    /// Block-rows the backdrops made in the last frame read from the buffer (`BackdropReads`).
    private(set) var readBackdropBlockRowCount = 0
    /// Bands of the last frame that started at a backdrop, under its opaque material, and at a scrim,
    /// seeded from its underlay (`FrameBands`).
    private(set) var bandsStartingAtBackdrops = 0, seededBandCount = 0

    /// A rasterizer that asks `glyphs` for text masks (nil: text is not drawn).
    public init(glyphs: GlyphRasterizing?) {
        self.glyphs = glyphs
    }

    /// Draws `list` (viewport points) into `buffer` at `scale` device pixels per point, after clearing
    /// it to `background` (except rows that opaque commands cover across the whole width: they are
    /// stored over anyway). Commands are drawn in order (painter's algorithm); unbalanced clips are
    /// forgiven (extra pops are ignored, missing pops end with the frame). A `scale` that is not a
    /// positive finite number draws nothing but the background.
    public func render(_ list: DisplayList, into buffer: PixelBuffer, scale: Double, background: Color) {
        guard Self.canDraw(into: buffer, scale: scale) else {
            buffer.fill(background)
            return
        }
        prepare(list, prepared, scale: scale, buffer: buffer, needsBounds: false)
        draw(list, prepared, into: buffer, scale: scale, background: background.premultipliedARGB, pieces: nil,
             backdropPlan: nil)
    }

    /// Draws `list` over what `buffer` already holds (an overlay on a finished frame), with the
    /// same rules as `render`.
    public func draw(_ list: DisplayList, into buffer: PixelBuffer, scale: Double) {
        guard Self.canDraw(into: buffer, scale: scale) else {
            resetCounts()
            return
        }
        prepare(list, prepared, scale: scale, buffer: buffer, needsBounds: false)
        draw(list, prepared, into: buffer, scale: scale, background: nil, pieces: nil, backdropPlan: nil)
    }

    /// True when `buffer` has pixels and `scale` is a positive finite number.
    static func canDraw(into buffer: PixelBuffer, scale: Double) -> Bool {
        scale > 0 && scale.isFinite && buffer.width > 0 && buffer.height > 0
    }

    /// Looks up the glyph masks of `list` (taking `previous`'s masks of the same runs at the same
    /// indices) and analyses its occlusion (when culling is on or `needsBounds`: the analysis holds
    /// every command's pixel bounds) for `buffer`'s size; nothing under command `keepingUnder` is
    /// culled by what covers it (`OcclusionCuller`).
    func prepare(_ list: DisplayList, _ prepared: PreparedList, scale: Double, buffer: PixelBuffer, needsBounds: Bool,
                 previous: (commands: [DrawCommand], masks: [AlphaMask?])? = nil, keepingUnder: Int? = nil) {
        prepared.prepass.resolve(list, scale: scale, glyphs: glyphs, previous: previous)
        prepared.isAnalyzed = isOcclusionCullingEnabled || needsBounds
        hiddenCommandCount = 0
        if prepared.isAnalyzed {
            let area = PixelRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
            let hidden = prepared.culler.analyze(list, scale: scale, area: area, masks: prepared.prepass.masks,
                                                 keepingUnder: keepingUnder)
            if isOcclusionCullingEnabled { hiddenCommandCount = hidden }
        }
    }

    private func resetCounts() {
        hiddenCommandCount = 0
        coveredRowCount = 0
        bandCount = 0
        frameThreadCount = 0
        clearedRowCount = 0
        steppedOverGroupCount = 0
    }

    /// Draws `list`, prepared for `buffer` (`prepare`), into `pieces` (disjoint rects inside the
    /// buffer; nil: every pixel), each band cleared to `background` first when given. The buffer
    /// must be drawable (`canDraw`). `backdropPlan` says, by ordinal, which backdrops read the same
    /// as in the last draw of `prepared` and may keep their image (`canKeepBackdrop`), and which may
    /// move its row sums (`BackdropSet.heldRows`); the others are made from the buffer, so the pixels
    /// they read must be among `pieces` (for a move, the rows it does not move). With `scrim`, the
    /// bands copy what they draw under the scrim into its underlay (`capture`), or the bands inside
    /// the underlay start at the scrim, seeded with it (`ScrimUnderlay`).
    func draw(_ list: DisplayList, _ prepared: PreparedList, into buffer: PixelBuffer, scale: Double,
              background: UInt32?, pieces: [PixelRect]?, backdropPlan: BackdropPlan?, scrim: ScrimPass? = nil) {
        coveredRowCount = 0
        bandCount = 0
        frameThreadCount = 0
        clearedRowCount = 0
        steppedOverGroupCount = 0
        madeBackdropCount = 0
        movedBackdropRowCount = 0
        readBackdropBlockRowCount = 0
        bandsStartingAtBackdrops = 0
        seededBandCount = 0
        let width = buffer.width, height = buffer.height
        // A whole frame cleared and drawn anew: its rows may as well be stored in order.
        if pieces == nil && background != nil { buffer.forgetRowOrder() }
        wholeFrame.removeAll(keepingCapacity: true)
        if pieces == nil { wholeFrame.append(PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)) }
        let pieces = pieces ?? wholeFrame
        let drawnPixels = pieces.reduce(0) { $0 + $1.area }
        guard drawnPixels > 0 else { return }
        let culler = isOcclusionCullingEnabled && prepared.isAnalyzed ? prepared.culler : nil
        var frame = BandRasterizer.Frame(
            commands: list.commands, scale: scale,
            target: BandRasterizer.Target(pixels: buffer.storageStart, width: width, height: height,
                                          rowOrigin: buffer.rowOrigin),
            background: background, masks: prepared.prepass.masks, culler: culler, backdrops: prepared.backdrops)
        frame.underlay = scrim?.underlay
        if let scrim, scrim.captures { frame.captureIndex = scrim.index }
        let drawnRows = pieces.reduce(0) { $0 + $1.height }
        let threads = drawnPixels >= minimumParallelPixels ? max(1, min(threadCount, drawnRows)) : 1
        while workers.count < threads { workers.append(BandRasterizer()) }
        let active = workers[0..<threads]
        frameThreadCount = threads
        for worker in active {
            worker.reserve(width: width)
            worker.coveredRowCount = 0
            worker.clearedRowCount = 0
            worker.steppedOverGroupCount = 0
        }
        let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        let backdropCount = findBackdrops(list.commands, culler: culler, scale: scale, bounds: bounds)
        prepared.backdrops.reset(count: list.commands.count)
        // Each backdrop keeps the blur it has, or is made from the buffer once the bands that meet
        // its area are drawn up to it (`BackdropStages`); the other bands are drawn meanwhile.
        stops.removeAll(keepingCapacity: true)
        for found in backdrops {
            let index = found.index, ordinal = found.ordinal
            let reuse = backdropPlan?.reuse(ordinal) ?? .none
            if reuse == .image && prepared.backdrops.canKeep(ordinal: ordinal, command: list.commands[index]) {
                prepared.backdrops.keep(index, ordinal: ordinal)
            } else if let stop = backdropStop(frame, found, pieces: pieces, moved: backdropPlan?.rowMove(ordinal)) {
                stops.append(stop)
            }
        }
        madeBackdropCount = stops.count
        movedBackdropRowCount = stops.reduce(0) { $0 + ($1.moved?.rows.reduce(0) { $0 + $1.count } ?? 0) }
        let frameBytes = drawnPixels * MemoryLayout<UInt32>.stride, bandBytes = max(maximumBandBytes, 1)
        let cacheBands = frameBytes / bandBytes + (frameBytes % bandBytes > 0 ? 1 : 0)
        let wanted = max(cacheBands, threads == 1 ? 1 : threads * Self.bandsPerThread)
        // Bands under an opaque material whose blur reads none of them start at its backdrop, those
        // inside a scrim's underlay at the scrim (not while the underlay is captured: every band
        // draws up to the scrim then).
        let seed = scrim.flatMap { $0.captures ? nil : BandStart(rect: $0.underlay.rect, index: $0.index, isSeeded: true) }
        bands.cut(pieces, drawnPixels: drawnPixels, wanted: wanted, starts: scrim?.captures == true ? [] : backdropPlan?.covers ?? [],
                  seed: seed, isUsed: { start in stops.contains { $0.index == start.index } })
        bandCount = bands.count
        seededBandCount = bands.isSeeded.reduce(0) { $0 + ($1 ? 1 : 0) }
        bandsStartingAtBackdrops = bands.starts.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } - seededBandCount
        if !stops.isEmpty {
            let parts = threads == 1 ? 1 : threads * Self.backdropPartsPerThread
            for stop in stops { stop.image.begin(geometry: stop.geometry, material: stop.material, moved: stop.moved, parts: parts) }
            readBackdropBlockRowCount = stops.reduce(0) { $0 + $1.image.readBlockRowCount }
            scheduler.stages.plan(bands: bands, stops: stops, commandCount: list.commands.count, parts: parts)
            scheduler.drawStages(frame, bands: bands.rects, workers: active)
        } else if threads == 1 {
            for band in 0..<bands.count { active[0].draw(frame, band: band, of: bands) }
        } else {
            scheduler.draw(frame, bands: bands, workers: active)
        }
        prepared.backdrops.finish(count: backdropCount, plan: backdropPlan)
        coveredRowCount = active.reduce(0) { $0 + $1.coveredRowCount }
        clearedRowCount = active.reduce(0) { $0 + $1.clearedRowCount }
        steppedOverGroupCount = active.reduce(0) { $0 + $1.steppedOverGroupCount }
    }

    /// The backdrops the culler does not hide, in order, with their ordinals and geometry; returns
    /// how many backdrops the list has.
    private func findBackdrops(_ commands: [DrawCommand], culler: OcclusionCuller?, scale: Double, bounds: PixelRect) -> Int {
        backdrops.removeAll(keepingCapacity: true)
        let contexts = culler?.contexts
        return BackdropDamage.forEachBackdrop(of: commands, contexts: contexts, scale: scale, bounds: bounds) { found in
            if culler.map({ !$0.isHidden[found.index] }) ?? true { backdrops.append(found) }
        }
    }

    /// True when backdrop `ordinal` of the list `prepared` last drew still holds its image for
    /// `command`: a draw told its input did not change may keep it.
    func canKeepBackdrop(_ prepared: PreparedList, ordinal: Int, command: DrawCommand) -> Bool {
        prepared.backdrops.canKeep(ordinal: ordinal, command: command)
    }

    /// The backdrop `found` to make from the buffer (its rows that `moved` does not move), with its
    /// image, when it draws into `pieces` (every pixel when nil). The pixels it reads are among
    /// those drawn (`IncrementalRasterizer` draws them whenever its input changed).
    private func backdropStop(_ frame: BandRasterizer.Frame, _ found: BackdropDamage.Found, pieces: [PixelRect]?,
                              moved: BackdropRowMove?) -> BackdropStages.Stop? {
        guard case let .backdrop(_, _, material, opacity) = frame.commands[found.index], opacity > 0,
              let geometry = found.geometry else { return nil }
        if let pieces, !pieces.contains(where: { $0.intersects(geometry.written) }) { return nil }
        let image = frame.backdrops.image(for: found.index, ordinal: found.ordinal, command: frame.commands[found.index])
        return BackdropStages.Stop(index: found.index, image: image, geometry: geometry, material: material, moved: moved)
    }
}
