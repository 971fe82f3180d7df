import Graphics

/// The blurred, tinted content under one `.backdrop` command, on the averaged grid
/// (`BackdropGeometry`): made once per frame on the calling thread from the pixels the commands
/// before the backdrop drew, then only read while the bands sample it up into the material's pixels
/// (`BackdropSampler`). The grid rows the material's rows fall between are already sampled up
/// across its width here, so a band only blends two rows per pixel. Storage is reused from frame to frame.
///
///     pixels under the area ─► average blocks ─► 3 + 3 box passes ─► material tint ─► opaque grid
///                                                                      ─► its rows across `written`
final class BackdropImage {
    /// Samples per side of a block that is averaged sparsely: a block of `factor` pixels is averaged
    /// from every `factor / 4`-th pixel of every `factor / 4`-th row (all of them below 8 pixels).
    static let samplesPerSide = 4

    private(set) var geometry: BackdropGeometry?
    /// The tinted grid, opaque premultiplied ARGB, `geometry.gridWidth` × `gridHeight`.
    private(set) var pixels: [UInt32] = []
    /// Grid rows `firstRow…` sampled up across the written columns (`written.width` pixels each,
    /// column 0 at `written.minX`), bilinearly with the grid's edges clamped.
    private(set) var rows: [UInt32] = []
    private(set) var firstRow = 0
    private let red = ScratchBuffer<Float>(capacity: 1024)
    private let green = ScratchBuffer<Float>(capacity: 1024)
    private let blue = ScratchBuffer<Float>(capacity: 1024)
    private let line = ScratchBuffer<Float>(capacity: 256)
    private let sums = ScratchBuffer<UInt32>(capacity: 512)
    /// Per written column: its grid column and the weight of the next one.
    private let columns = ScratchBuffer<Int32>(capacity: 1024)
    private let weights = ScratchBuffer<UInt32>(capacity: 1024)

    /// Makes the grid of `material` for `geometry` from the pixels of `target`.
    func make(from target: BandRasterizer.Target, geometry: BackdropGeometry, material: Material) {
        self.geometry = geometry
        let width = geometry.gridWidth, height = geometry.gridHeight, count = width * height
        red.reserve(count)
        green.reserve(count)
        blue.reserve(count)
        line.reserve(max(width, height))
        sums.reserve(2 * width)
        average(target, geometry)
        BoxBlur.blur(red.pointer, width: width, height: height, boxWidths: geometry.boxWidths, line: line.pointer)
        BoxBlur.blur(green.pointer, width: width, height: height, boxWidths: geometry.boxWidths, line: line.pointer)
        BoxBlur.blur(blue.pointer, width: width, height: height, boxWidths: geometry.boxWidths, line: line.pointer)
        tint(count: count, material: material)
        sampleRows(geometry)
    }

    /// The grid's position under device pixel `p` along an axis starting at `origin`, clamped to
    /// `0…last`: the grid column (or row) at its left and the weight (0...256) of the next one.
    static func position(_ p: Int, origin: Int, factor: Int, last: Int) -> (index: Int, weight: UInt32) {
        let u = min(max((Double(p - origin) + 0.5) / Double(factor) - 0.5, 0), Double(last))
        let index = Int(u)
        return (index, UInt32((u - Double(index)) * 256 + 0.5))
    }

    /// The grid rows the written rows fall between, sampled up across the written columns (each
    /// column's place on the grid worked out once).
    private func sampleRows(_ geometry: BackdropGeometry) {
        let written = geometry.written, width = written.width, gridWidth = geometry.gridWidth, last = gridWidth - 1
        let top = Self.position(written.minY, origin: geometry.area.minY, factor: geometry.factor, last: geometry.gridHeight - 1)
        let bottom = Self.position(written.maxY - 1, origin: geometry.area.minY, factor: geometry.factor,
                                   last: geometry.gridHeight - 1)
        firstRow = top.index
        let lastRow = min(bottom.index + 1, geometry.gridHeight - 1)
        columns.reserve(width)
        weights.reserve(width)
        for x in 0..<width {
            let (i, weight) = Self.position(written.minX + x, origin: geometry.area.minX, factor: geometry.factor, last: last)
            columns.pointer[x] = Int32(i)
            weights.pointer[x] = weight
        }
        rows.removeAll(keepingCapacity: true)
        rows.reserveCapacity((lastRow - firstRow + 1) * width)
        pixels.withUnsafeBufferPointer { grid in
            for j in firstRow...lastRow {
                let row = grid.baseAddress! + j * gridWidth
                for x in 0..<width {
                    let i = Int(columns.pointer[x])
                    rows.append(Blend.lerp(row[i], row[min(i + 1, last)], weights.pointer[x]))
                }
            }
        }
    }

    /// Each block's mean colour, 0…255 per channel (opaque content: the alpha is left out), from a
    /// 4 × 4 grid of its pixels, or all of a small block's (what that leaves out is far finer than the
    /// blur that follows: σ is at least three blocks). Red and blue, then alpha and green, are summed
    /// two to a 32-bit word, as `Blend` does.
    private func average(_ target: BandRasterizer.Target, _ geometry: BackdropGeometry) {
        let area = geometry.area, factor = geometry.factor, width = geometry.gridWidth
        let step = max(1, factor / BackdropImage.samplesPerSide)
        let rb = sums.pointer, ag = sums.pointer + width
        for j in 0..<geometry.gridHeight {
            let top = area.minY + j * factor, bottom = min(top + factor, area.maxY)
            rb.update(repeating: 0, count: 2 * width)
            for y in stride(from: top, to: bottom, by: step) {
                let row = target.pixels + y * target.width
                for i in 0..<width {
                    let left = area.minX + i * factor, right = min(left + factor, area.maxX)
                    var sumRB: UInt32 = 0, sumAG: UInt32 = 0
                    var x = left
                    while x < right {
                        let p = row[x]
                        sumRB &+= p & Blend.laneMask
                        sumAG &+= (p >> 8) & Blend.laneMask
                        x += step
                    }
                    rb[i] &+= sumRB
                    ag[i] &+= sumAG
                }
            }
            let rows = (bottom - top + step - 1) / step
            for i in 0..<width {
                let left = area.minX + i * factor, columns = (min(left + factor, area.maxX) - left + step - 1) / step
                let n = Float(rows * columns), index = j * width + i
                red.pointer[index] = Float(rb[i] >> 16) / n
                green.pointer[index] = Float(ag[i] & 0xFFFF) / n
                blue.pointer[index] = Float(rb[i] & 0xFFFF) / n
            }
        }
    }

    /// The material's colour mapping (`Material`) of every blurred block, into opaque pixels.
    private func tint(count: Int, material: Material) {
        let weights = Material.lumaWeights
        let wr = Float(weights.x / 255), wg = Float(weights.y / 255), wb = Float(weights.z / 255)
        let saturation = Float(material.saturation), amount = Float(material.luminanceAmount)
        let keep = 1 - amount, lift = Float(material.brightness)
        let levels = material.luminanceValues
        let plate = (Float(levels[0]), Float(levels[1]), Float(levels[2]), Float(levels[3]))
        pixels.removeAll(keepingCapacity: true)
        pixels.reserveCapacity(count)
        for index in 0..<count {
            let r = red.pointer[index], g = green.pointer[index], b = blue.pointer[index]
            let luma = min(max(r * wr + g * wg + b * wb, 0), 1)
            let t = luma * 3, segment = min(Int(t), 2), fraction = t - Float(segment)
            let low = segment == 0 ? plate.0 : segment == 1 ? plate.1 : plate.2
            let high = segment == 0 ? plate.1 : segment == 1 ? plate.2 : plate.3
            let base = amount * (low + (high - low) * fraction) + lift
            func channel(_ c: Float) -> UInt32 {
                let saturated = luma + saturation * (c / 255 - luma)
                let value = keep * saturated + base
                return UInt32(min(max(value, 0), 1) * 255 + 0.5)
            }
            pixels.append(0xFF00_0000 | channel(r) << 16 | channel(g) << 8 | channel(b))
        }
    }
}
