/// Gives the pixels of one device row, columns `start..<end`: element 0 of the returned pointer is
/// column `start` (an image's samples, or a backdrop's).
protocol RowSampler {
    func samples(y: Int, start: Int, end: Int, scratch: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32>
    /// Writes the pixels of row `y`, columns `start..<end`, to `destination` (element 0 is column
    /// `start`): `samples` copied, unless the sampler can write them there itself.
    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>)
    /// Blends the pixels of row `y`, columns `start..<end`, each scaled by `weight` (0...256), over
    /// `destination` (element 0 is column `start`): `samples` through `Blend.blendSpan`, unless the
    /// sampler can blend them there itself (bit for bit the same).
    func blend(y: Int, start: Int, end: Int, weight: UInt32, over destination: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>)
}

extension RowSampler {
    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>) {
        Blend.copySpan(destination, from: samples(y: y, start: start, end: end, scratch: scratch), count: end - start)
    }

    func blend(y: Int, start: Int, end: Int, weight: UInt32, over destination: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>) {
        guard end > start, weight > 0 else { return }
        Blend.blendSpan(destination, from: samples(y: y, start: start, end: end, scratch: scratch), count: end - start,
                        weight: weight)
    }
}

extension ImageSampler: RowSampler {}

/// Paints image samples with an opacity: fully covered opaque runs are copied, other fully covered
/// runs blended by the sampler (`RowSampler.blend`), the edges blended pixel by pixel.
struct ImagePainter<Sampler: RowSampler>: RowPainter {
    let sampler: Sampler
    /// Opacity as a weight, 0...256.
    let opacityWeight: UInt32
    /// True when every image pixel is opaque (so are its samples).
    let isOpaque: Bool
    /// Row of bilinear samples, indexed by device x.
    let scratch: UnsafeMutablePointer<UInt32>

    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        let start = coverage.start
        let fullWeight = PixelMath.product(PixelMath.weight(coverage.fullCoverage), opacityWeight)
        guard isOpaque && fullWeight == 256 else {
            paintBlended(row, y, coverage, fullWeight, edges)
            return
        }
        if start == coverage.fullStart && coverage.end == coverage.fullEnd {
            // One fully covered opaque run: the sampler writes it in place.
            sampler.write(y: y, start: start, end: coverage.end, to: row + start, scratch: scratch)
            return
        }
        let source = sampler.samples(y: y, start: start, end: coverage.end, scratch: scratch)
        Blend.copySpan(row + coverage.fullStart, from: source + (coverage.fullStart - start),
                       count: coverage.fullEnd - coverage.fullStart)
        for x in start..<coverage.fullStart { paintEdge(row, x, source[x - start], edges) }
        for x in coverage.fullEnd..<coverage.end { paintEdge(row, x, source[x - start], edges) }
    }

    /// A row not copied: the sampler blends the fully covered run in place at `fullWeight`
    /// (`RowSampler.blend`), each edge is blended from its own samples.
    private func paintBlended(_ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ coverage: RowCoverage, _ fullWeight: UInt32,
                              _ edges: UnsafePointer<Float>) {
        sampler.blend(y: y, start: coverage.fullStart, end: coverage.fullEnd, weight: fullWeight,
                      over: row + coverage.fullStart, scratch: scratch)
        paintEdges(row, y, coverage.start..<coverage.fullStart, edges)
        paintEdges(row, y, coverage.fullEnd..<coverage.end, edges)
    }

    @inline(__always)
    private func paintEdges(_ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ columns: Range<Int>, _ edges: UnsafePointer<Float>) {
        guard !columns.isEmpty else { return }
        let source = sampler.samples(y: y, start: columns.lowerBound, end: columns.upperBound, scratch: scratch)
        for x in columns { paintEdge(row, x, source[x - columns.lowerBound], edges) }
    }

    @inline(__always)
    private func paintEdge(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ sample: UInt32, _ edges: UnsafePointer<Float>) {
        let weight = PixelMath.product(PixelMath.weight(edges[x]), opacityWeight)
        if weight > 0 { Blend.blendPixel(row + x, Blend.scale(sample, by: weight)) }
    }
}
