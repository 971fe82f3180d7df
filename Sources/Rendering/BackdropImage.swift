import Graphics

/// The blurred, tinted content under one `.backdrop` command, on the averaged grid
/// (`BackdropGeometry`): made once per frame from the pixels the commands before the backdrop drew
/// (their sums row by row, `BackdropRowSums`, kept from frame to frame and moved with the content
/// where it only moved), then only read while the bands sample it up into the material's pixels
/// (`BackdropSampler`). The grid rows the material's rows fall between are already sampled up
/// across its width here, so a band only blends two rows per pixel; the grid rows below them that
/// their blur does not reach are neither averaged nor blurred. Storage is reused from frame to frame.
///
///     pixels under the area ─► row sums ─► block averages ─► 3 + 3 box passes ─► material tint of
///                                              the rows `written` falls between ─► sampled up across it
final class BackdropImage {
    /// Samples per side of a block that is averaged sparsely: a block of `factor` pixels is averaged
    /// from every `factor / 4`-th pixel of every `factor / 4`-th row (all of them below 8 pixels).
    static let samplesPerSide = 4
    /// One block's colour while it is blurred: red, green, blue (0…255) and an unused lane, so the
    /// three channels go through each step together, each as a scalar would.
    typealias Colour = SIMD4<Float>

    private(set) var geometry: BackdropGeometry?
    /// Grid rows `firstRow…` sampled up across the written columns (`written.width` pixels each,
    /// column 0 at `written.minX`), bilinearly with the grid's edges clamped; opaque premultiplied ARGB.
    var rows: UnsafePointer<UInt32> { UnsafePointer(sampledRows.pointer) }
    /// The same rows as pairs ready to blend (`BackdropRowPairs`).
    var pairs: UnsafePointer<UInt32> { rowPairs.pointer }
    private(set) var firstRow = 0
    /// The make under way: its material, how many grid rows are sampled up (from `firstRow`), the
    /// rows each pass down the columns gives and the rows averaged (`BoxBlur.passRows`).
    private var material = Material.regular
    private(set) var rowCount = 0
    private var givenRows = SIMD3<Int>(), averagedRows = 0
    /// The row sums the make reads from the buffer.
    private let reads = BackdropReads()
    /// The averaged, then blurred grid, `geometry.gridWidth` × `gridHeight`.
    private let plane = ScratchBuffer<Colour>(capacity: 1024)
    /// Scratch for the box passes.
    private let line = ScratchBuffer<Colour>(capacity: 1024)
    /// The tinted grid rows `firstRow…` (opaque pixels), the only ones sampled up.
    private let tinted = ScratchBuffer<UInt32>(capacity: 1024)
    private let sampledRows = ScratchBuffer<UInt32>(capacity: 4096)
    private let rowPairs = BackdropRowPairs()
    private let sums = ScratchBuffer<UInt32>(capacity: 512)
    /// What averaging reads of each row of the area, kept for the next make.
    private let rowSums = BackdropRowSums()
    /// Where each written column falls on the grid, worked out once per geometry's columns.
    private let columnTables = BackdropColumns()
    /// The parts `begin` made room for, and the sums it left to the first step to move.
    private var reservedParts = 1
    private var pendingMove: BackdropRowMove?

    /// The steps of a make, in order (`begin` first). The parts of one step may run on different
    /// threads at once, each writing its own rows or columns; a step starts when the step before has
    /// ended. Any number of parts gives the same bits.
    ///
    ///     moveRows       the kept row sums moved with the content (one part; the others are empty)
    ///     readRows       row sums of the rows read (`BackdropReads`), by bands of rows
    ///     blurRows       block averages and the box passes along the grid's rows, by grid rows
    ///     blurColumns    the box passes down its columns and the tint, by grid columns
    ///     sampleColumns  the tinted rows sampled up and paired, by groups of four device columns
    enum Step: CaseIterable {
        case moveRows, readRows, blurRows, blurColumns, sampleColumns

        /// Every step in order, stored once (`allCases` is made anew at every use).
        static let inOrder = allCases
    }

    /// Makes the grid of `material` for `geometry` from the pixels of `target` on this thread
    /// (`begin`, then every step in one part).
    func make(from target: BandRasterizer.Target, geometry: BackdropGeometry, material: Material,
              moved: BackdropRowMove? = nil) {
        begin(geometry: geometry, material: material, moved: moved, parts: 1)
        for step in Step.inOrder { run(step, part: 0, of: 1, from: target) }
    }

    /// Starts a make of the grid of `material` for `geometry`, to be run in steps of `parts` parts
    /// (`run`): with `moved`, the sums of the rows it names are the last make's moved by its rows
    /// (rows of the last area, `heldRows`), and only the other rows will be read. Reads no pixel
    /// and moves no sum: it plans and makes room, so that it costs next to nothing before the bands.
    func begin(geometry: BackdropGeometry, material: Material, moved: BackdropRowMove?, parts: Int) {
        self.geometry = geometry
        self.material = material
        let width = geometry.gridWidth, height = geometry.gridHeight, parts = max(parts, 1)
        reservedParts = parts
        planRows(geometry, moved: moved)
        reads.split(into: parts)
        let top = Self.position(geometry.written.minY, origin: geometry.area.minY, factor: geometry.factor, last: height - 1)
        let bottom = Self.position(geometry.written.maxY - 1, origin: geometry.area.minY, factor: geometry.factor, last: height - 1)
        firstRow = top.index
        rowCount = min(bottom.index + 1, height - 1) - firstRow + 1
        // Only the grid rows the blur of the sampled ones reads are averaged and blurred.
        (givenRows, averagedRows) = BoxBlur.passRows(for: firstRow + rowCount, height: height, boxWidths: geometry.boxWidths)
        plane.reserve(width * height)
        line.reserve(max(width * (height + 1), parts * width))
        sums.reserve(2 * width * parts)
        tinted.reserve(rowCount * width)
        columnTables.prepare(for: geometry)
        sampledRows.reserve(rowCount * geometry.written.width + PixelVector.width)
        rowPairs.reserve(count: rowCount, width: geometry.written.width)
    }

    /// Runs part `part` of `parts` of `step` of the make `begin` started, reading `target`.
    func run(_ step: Step, part: Int, of parts: Int, from target: BandRasterizer.Target) {
        guard let geometry else { return }
        assert(parts <= reservedParts, "more parts than begin made room for")
        let width = geometry.gridWidth
        switch step {
        case .moveRows:
            if part == 0, let move = pendingMove { rowSums.move(move.rows, by: move.dy) }
        case .readRows:
            reads.forEach(part: part) { rows, blocks in rowSums.read(rows, blocks: blocks, from: target) }
        case .blurRows:
            let rows = Self.share(part, of: parts, count: averagedRows)
            average(geometry, rows: rows, sums: sums.pointer + 2 * width * part)
            BoxBlur.passAlongRows(plane.pointer, width: width, rows: rows, boxWidths: geometry.boxWidths,
                                  line: line.pointer + width * part)
        case .blurColumns:
            let columns = Self.share(part, of: parts, count: width)
            BoxBlur.passDownColumns(plane.pointer, width: width, height: geometry.gridHeight, columns: columns,
                                    given: givenRows, boxWidths: geometry.boxWidths, scratch: line.pointer)
            for j in 0..<rowCount {
                let offset = (firstRow + j) * width + columns.lowerBound
                tint(plane.pointer + offset, count: columns.count, into: tinted.pointer + j * width + columns.lowerBound)
            }
        case .sampleColumns:
            let written = geometry.written.width, groups = (written + PixelVector.width - 1) / PixelVector.width
            let shared = Self.share(part, of: parts, count: groups)
            let columns = (shared.lowerBound * PixelVector.width)..<min(shared.upperBound * PixelVector.width, written)
            sampleRows(geometry, span: columns)
            rowPairs.make(from: rows, count: rowCount, width: written, columns: columns)
        }
    }

    /// Part `part` of `parts` of `0..<count`, cut evenly.
    static func share(_ part: Int, of parts: Int, count: Int) -> Range<Int> {
        (part * count / parts)..<((part + 1) * count / parts)
    }

    /// Block-rows the make `begin` started reads from the buffer (`BackdropReads`).
    var readBlockRowCount: Int { reads.blockRowCount }

    /// The buffer rows whose sums a make for `geometry` may move or keep (`BackdropRowSums.heldRows`).
    func heldRows(for geometry: BackdropGeometry) -> Range<Int>? { rowSums.heldRows(for: geometry) }

    /// Plans bringing the row sums to this frame's pixels: moved where `moved` says the rows only
    /// moved (`pendingMove`, the first step), kept where they stayed (rows the last geometry's area
    /// held: `heldRows`); every other row is listed in `reads` to be read from the buffer.
    private func planRows(_ geometry: BackdropGeometry, moved: BackdropRowMove?) {
        let area = geometry.area, blocks = 0..<geometry.gridWidth
        reads.removeAll(rows: area.minY..<area.maxY)
        pendingMove = nil
        guard let moved, rowSums.heldRows(for: geometry) != nil else {
            rowSums.reset(for: geometry)
            reads.add(rows: area.minY..<area.maxY, blocks: blocks)
            return
        }
        rowSums.adopt(geometry)
        pendingMove = moved
        // The rows neither moved nor kept, between the two sorted lists.
        var y = area.minY, m = moved.rows.startIndex, k = moved.keptRows.startIndex
        while y < area.maxY {
            let nextMoved = m < moved.rows.endIndex ? moved.rows[m] : area.maxY..<area.maxY
            let nextKept = k < moved.keptRows.endIndex ? moved.keptRows[k] : area.maxY..<area.maxY
            let next = nextMoved.lowerBound <= nextKept.lowerBound ? nextMoved : nextKept
            if next.lowerBound > y { reads.add(rows: y..<min(next.lowerBound, area.maxY), blocks: blocks) }
            y = max(y, next.upperBound)
            if next == nextMoved { m += 1 } else { k += 1 }
            if next.isEmpty { break }
        }
        for patch in moved.patches {
            reads.add(rows: patch.minY..<patch.maxY, blocks: BackdropRowSums.blocks(patch.minX..<patch.maxX, of: geometry))
        }
    }

    /// The grid's position under device pixel `p` along an axis starting at `origin`, clamped to
    /// `0…last`: the grid column (or row) at its left and the weight (0...256) of the next one.
    static func position(_ p: Int, origin: Int, factor: Int, last: Int) -> (index: Int, weight: UInt32) {
        let u = min(max((Double(p - origin) + 0.5) / Double(factor) - 0.5, 0), Double(last))
        let index = Int(u)
        return (index, UInt32((u - Double(index)) * 256 + 0.5))
    }

    /// Columns `span` of the tinted grid rows the written rows fall between, sampled up (each
    /// column's place on the grid worked out once per geometry), four pixels at a time, bit for bit
    /// `Blend.lerp`; `span` starts at a multiple of four.
    private func sampleRows(_ geometry: BackdropGeometry, span: Range<Int>) {
        let width = geometry.written.width, gridWidth = geometry.gridWidth, x = span.lowerBound
        for j in 0..<rowCount {
            Self.sampleUp(tinted.pointer + j * gridWidth, count: span.count, columns: columnTables.columns + x,
                          nextColumns: columnTables.nextColumns + x, keeps: columnTables.keeps + x / PixelVector.width,
                          takes: columnTables.takes + x / PixelVector.width, into: sampledRows.pointer + j * width + x)
        }
    }

    /// `count` pixels of grid row `row` sampled up: pixel `x` is `Blend.lerp` of the row's
    /// `columns[x]` and `nextColumns[x]` at the weight of its lane in `takes` (`keeps`: 256 − it),
    /// four at a time. Four pixels between the same two grid columns (the columns never go back) blend
    /// those two pixels, fetched once.
    static func sampleUp(_ row: UnsafePointer<UInt32>, count width: Int, columns c: UnsafePointer<Int32>,
                         nextColumns n: UnsafePointer<Int32>, keeps: UnsafePointer<PixelVector.Channels>,
                         takes: UnsafePointer<PixelVector.Channels>, into out: UnsafeMutablePointer<UInt32>) {
        var x = 0, group = 0
        let last = width &- PixelVector.width
        while x <= last {
            let a: PixelVector.Pixels, b: PixelVector.Pixels
            if c[x] == c[x + 3] {
                a = PixelVector.Pixels(repeating: row[Int(c[x])])
                b = PixelVector.Pixels(repeating: row[Int(n[x])])
            } else {
                a = PixelVector.Pixels(row[Int(c[x])], row[Int(c[x + 1])], row[Int(c[x + 2])], row[Int(c[x + 3])])
                b = PixelVector.Pixels(row[Int(n[x])], row[Int(n[x + 1])], row[Int(n[x + 2])], row[Int(n[x + 3])])
            }
            PixelVector.store(BackdropSampler.lerp(a, b, keeps[group], takes[group]), out + x)
            x &+= PixelVector.width
            group &+= 1
        }
        while x < width {
            out[x] = Blend.lerp(row[Int(c[x])], row[Int(n[x])], UInt32(takes[group][2 * (x % PixelVector.width)]))
            x += 1
        }
    }

    /// The mean colour of each block of grid rows `rows` (`sums`: scratch for `2 × gridWidth` words), 0…255 per channel (opaque
    /// content: the alpha is left out), from 4 to 7 of its pixels a side (`samplesPerSide`), or all of
    /// a small block's (σ is at least 1.5 blocks; what the sampling leaves out moved the materials by at
    /// most 4 of 255 against a grid twice as fine, `BackdropGeometry.lowSigma`): the sums of its sampled rows
    /// (`BackdropRowSums`), red and blue, then alpha and green, two to a 32-bit word, as `Blend` does.
    private func average(_ geometry: BackdropGeometry, rows: Range<Int>, sums: UnsafeMutablePointer<UInt32>) {
        let area = geometry.area, factor = geometry.factor, width = geometry.gridWidth
        let step = BackdropRowSums.step(factor: factor)
        let rb = sums, ag = sums + width
        for j in rows.clamped(to: 0..<geometry.gridHeight) {
            let top = area.minY + j * factor, bottom = min(top + factor, area.maxY)
            rb.update(repeating: 0, count: 2 * width)
            for y in stride(from: top, to: bottom, by: step) {
                let row = rowSums.row(y)
                for i in 0..<(2 * width) { rb[i] &+= row[i] }
            }
            let rows = (bottom - top + step - 1) / step
            for i in 0..<width {
                let left = area.minX + i * factor, columns = (min(left + factor, area.maxX) - left + step - 1) / step
                let sum = Colour(Float(rb[i] >> 16), Float(ag[i] & 0xFFFF), Float(rb[i] & 0xFFFF), 0)
                plane.pointer[j * width + i] = sum / Colour(repeating: Float(rows * columns))
            }
        }
    }

    /// The material's colour mapping (`Material`) of `count` blurred blocks from `blocks`, into opaque
    /// pixels at `out`.
    private func tint(_ blocks: UnsafePointer<Colour>, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let weights = Material.lumaWeights
        let wr = Float(weights.x / 255), wg = Float(weights.y / 255), wb = Float(weights.z / 255)
        let saturation = Float(material.saturation), amount = Float(material.luminanceAmount)
        let keep = 1 - amount, lift = Float(material.brightness)
        let levels = material.luminanceValues
        let plate = (Float(levels[0]), Float(levels[1]), Float(levels[2]), Float(levels[3]))
        for index in 0..<count {
            let block = blocks[index]
            let luma = min(max(block.x * wr + block.y * wg + block.z * wb, 0), 1)
            let t = luma * 3, segment = min(Int(t), 2), fraction = t - Float(segment)
            let low = segment == 0 ? plate.0 : segment == 1 ? plate.1 : plate.2
            let high = segment == 0 ? plate.1 : segment == 1 ? plate.2 : plate.3
            let base = amount * (low + (high - low) * fraction) + lift
            // Per channel: saturated, mixed with the plate, clamped to 0…1, rounded to 0…255 (the
            // lanes one by one: SIMD's generic clamp is not specialised and cost most of the tint).
            func channel(_ c: Float) -> UInt32 {
                let value = keep * (luma + saturation * (c / 255 - luma)) + base
                return UInt32(min(max(value, 0), 1) * 255 + 0.5)
            }
            out[index] = 0xFF00_0000 | channel(block.x) << 16 | channel(block.y) << 8 | channel(block.z)
        }
    }
}
