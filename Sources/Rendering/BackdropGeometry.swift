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
    /// The low-resolution blur's σ aimed at: the content is averaged down by the largest factor that
    /// leaves at least this, pixels of the averaged grid (box passes stay Gaussian-like).
    static let lowSigma = 3.0
    /// The largest averaging factor: a block of 16 × 16 pixels still sums within 16-bit lanes.
    static let largestFactor = 16
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
        let factor = min(max(Int(sigma / Self.lowSigma), 1), Self.largestFactor)
        // The averaging (a box of `factor`) and the bilinear sampling back up (a tent of `factor`)
        // blur too: variances (f² − 1) / 12 and f² / 6, device pixels².
        let f = Double(factor)
        let lowVariance = max(0, sigma * sigma - (f * f - 1) / 12 - f * f / 6) / (f * f)
        boxWidths = Self.boxWidths(variance: lowVariance)
        let reach = (boxWidths / 2).wrappedSum() * factor + 2 * factor
        self.sigma = sigma
        self.factor = factor
        self.written = written
        area = PixelRect(minX: written.minX - reach, minY: written.minY - reach, maxX: written.maxX + reach,
                         maxY: written.maxY + reach).intersection(bounds)
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
