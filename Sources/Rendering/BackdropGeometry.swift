import Graphics

/// Where a `.backdrop` command reads and writes, in device pixels, and how it blurs: the material's σ
/// in pixels, the factor by which the content is averaged down before the blur (as iOS captures its
/// backdrops at a fraction of the screen's resolution, `backdropScale` 0.25), and the widths of the
/// three box passes that make the Gaussian on that grid: odd widths, two sizes apart, mixed so their
/// variances add up to the Gaussian's (the averaging and the bilinear sampling back up add theirs,
/// which is taken off first).
///
///     area   ┌─────────────────────┐  the pixels the blur reads: `written` grown by `reach` on every
///            │  written ┌───────┐  │  side, clipped to the buffer (edges clamp: the outermost pixel
///            │          └───────┘  │  repeats), so content just outside the material bleeds into it
///            └─────────────────────┘
struct BackdropGeometry: Equatable {
    /// The low-resolution blur's σ aimed at, pixels of the averaged grid: the content is averaged
    /// down by the largest factor that leaves at least this. A Gaussian of 1.5 grid pixels keeps
    /// under 10⁻⁴ of its amplitude at the grid's Nyquist frequency (e^(−π²σ²/2)), and sampling it
    /// back up bilinearly errs by at most about 1 % of an edge's height (h²/8 · max|f″|); against
    /// σ 3 it moved the list's bar by at most 4 of 255 (430 × 932 @3, a drag) and made the blur of
    /// a fling a third of the work. A choice; iOS captures its backdrops at a quarter of the
    /// screen's resolution before it blurs them.
    static let lowSigma = 1.5
    /// The largest averaging factor, pixels: blocks wider than one load of a row
    /// (`BackdropRowSums.Lanes`, 16) are summed column by column. A block's sampled pixels (at most
    /// 7 × 7, `BackdropImage.samplesPerSide`) sum within 16-bit lanes at any factor. A choice: the
    /// thick material at @3 (σ 135 px) keeps a grid of 4.2 σ.
    static let largestFactor = 32
    /// How far the σ the grid's passes make may miss the material's, a share: the largest factor
    /// that comes this close is taken (`grid`). A choice: 2 % of a 45-px blur is under a pixel.
    static let sigmaTolerance = 0.02
    /// The finest grid `grid` takes, σ in its pixels: blocks of σ / 3, the grid before the coarser
    /// one, so that a radius no factor keeps within `sigmaTolerance` costs no more than it did.
    static let highSigma = 3.0
    /// Box passes that make the Gaussian.
    static let passes = 3

    /// The blur's σ, device pixels.
    let sigma: Double
    /// Pixels per side of one averaged block.
    let factor: Int
    /// The width of each box pass, averaged-grid pixels (odd; 1 leaves the grid as it is).
    let boxWidths: SIMD3<Int>
    /// The pixels the material covers (its rect's, clipped to the buffer).
    let written: PixelRect
    /// The pixels the blur reads.
    let area: PixelRect

    /// The geometry of `material` over `rect` (device pixels) at `scale` pixels per point in a buffer
    /// of `bounds`; nil when the rect covers no pixel of it.
    init?(rect: Rect, material: Material, scale: Double, bounds: PixelRect) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
              rect.height.isFinite else { return nil }
        let written = PixelRect(covering: rect).intersection(bounds)
        guard !written.isEmpty else { return nil }
        let sigma = max(0, material.blurRadius.isFinite ? min(material.blurRadius * scale, 4096) : 0)
        (factor, boxWidths) = Self.grid(sigma: sigma)
        let reach = (boxWidths / 2).wrappedSum() * factor + 2 * factor
        self.sigma = sigma
        self.written = written
        area = PixelRect(minX: written.minX - reach, minY: written.minY - reach, maxX: written.maxX + reach,
                         maxY: written.maxY + reach).intersection(bounds)
    }

    /// The averaging factor and the box widths for a blur of `sigma` device pixels: the largest
    /// factor from σ / `lowSigma` down to σ / `highSigma` (at most `largestFactor`) whose blur comes
    /// within `sigmaTolerance` of σ (the box widths are whole, so some factors miss it by up to a
    /// tenth), else the closest of them.
    static func grid(sigma: Double) -> (factor: Int, boxWidths: SIMD3<Int>) {
        let coarsest = min(max(Int(sigma / lowSigma), 1), largestFactor)
        let finest = min(max(Int(sigma / highSigma), 1), coarsest)
        var best = (factor: 1, boxWidths: boxWidths(variance: 0), error: Double.infinity)
        for factor in stride(from: coarsest, through: finest, by: -1) {
            // The averaging (a box of `factor`) and the bilinear sampling back up (a tent of
            // `factor`) blur too: variances (f² − 1) / 12 and f² / 6, device pixels².
            let f = Double(factor), spread = (f * f - 1) / 12 + f * f / 6
            let widths = boxWidths(variance: max(0, sigma * sigma - spread) / (f * f))
            let passes = (0..<passes).reduce(0.0) { $0 + Double(widths[$1] * widths[$1] - 1) / 12 }
            let error = sigma > 0 ? abs((f * f * passes + spread).squareRoot() / sigma - 1) : 0
            if error <= sigmaTolerance { return (factor, widths) }
            if error < best.error { best = (factor, widths, error) }
        }
        return (best.factor, best.boxWidths)
    }

    /// Three odd box widths, `w` and `w + 2`, whose variances ((d² − 1) / 12 each) add up closest to
    /// `variance`.
    static func boxWidths(variance: Double) -> SIMD3<Int> {
        let n = Double(passes)
        let ideal = (12 * variance / n + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let l = Double(lower)
        // How many of the passes take the lower width so the variances add up.
        let wanted = (12 * variance - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let lowerCount = min(max(Int(wanted.rounded()), 0), passes)
        var widths = SIMD3(repeating: lower + 2)
        for pass in 0..<lowerCount { widths[pass] = lower }
        return widths
    }

    /// The averaged grid's size: blocks of `factor` pixels from the area's top left (the last ones partial).
    var gridWidth: Int { (area.width + factor - 1) / factor }
    var gridHeight: Int { (area.height + factor - 1) / factor }

    /// The device rect the averaged grid spans (block centres map to pixel block centres).
    var gridRect: Rect {
        Rect(x: Double(area.minX), y: Double(area.minY), width: Double(gridWidth * factor), height: Double(gridHeight * factor))
    }
}
