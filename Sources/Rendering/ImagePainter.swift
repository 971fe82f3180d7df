/// Gives the pixels of one device row, columns `start..<end`: element 0 of the returned pointer is
/// column `start` (an image's samples, or a backdrop's).
protocol RowSampler {
    func samples(y: Int, start: Int, end: Int, scratch: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32>
    /// Writes the pixels of row `y`, columns `start..<end`, to `destination` (element 0 is column
    /// `start`): `samples` copied, unless the sampler can write them there itself.
    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>)
}

extension RowSampler {
    func write(y: Int, start: Int, end: Int, to destination: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>) {
        Blend.copySpan(destination, from: samples(y: y, start: start, end: end, scratch: scratch), count: end - start)
    }
}

extension ImageSampler: RowSampler {}

/// Paints image samples with an opacity: fully covered opaque runs are copied, the rest blended.
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
        let isCopied = isOpaque && PixelMath.product(PixelMath.weight(coverage.fullCoverage), opacityWeight) == 256
        if isCopied && start == coverage.fullStart && coverage.end == coverage.fullEnd {
            // One fully covered opaque run: the sampler writes it in place.
            sampler.write(y: y, start: start, end: coverage.end, to: row + start, scratch: scratch)
            return
        }
        let source = sampler.samples(y: y, start: start, end: coverage.end, scratch: scratch)
        let fullWeight = PixelMath.product(PixelMath.weight(coverage.fullCoverage), opacityWeight)
        let count = coverage.fullEnd - coverage.fullStart
        let fullSource = source + (coverage.fullStart - start)
        if fullWeight == 256 && isOpaque {
            Blend.copySpan(row + coverage.fullStart, from: fullSource, count: count)
        } else {
            Blend.blendSpan(row + coverage.fullStart, from: fullSource, count: count, weight: fullWeight)
        }
        for x in start..<coverage.fullStart { paintEdge(row, x, source[x - start], edges) }
        for x in coverage.fullEnd..<coverage.end { paintEdge(row, x, source[x - start], edges) }
    }

    @inline(__always)
    private func paintEdge(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ sample: UInt32, _ edges: UnsafePointer<Float>) {
        let weight = PixelMath.product(PixelMath.weight(edges[x]), opacityWeight)
        if weight > 0 { Blend.blendPixel(row + x, Blend.scale(sample, by: weight)) }
    }
}
