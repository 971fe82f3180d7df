import CSDL2
import Foundation
import Graphics

/// The text engine: measures and rasterizes `TextRun`s with SDL_ttf and the fonts in
/// `Assets/Fonts/`.
///
/// A run is set in Inter, or in Noto Sans SC when it holds any CJK character (scalar ≥ U+2E80,
/// full-width punctuation included) or a character Inter lacks. Every run of a `Font` shares
/// Inter's line box (ascent and height at that size): CJK glyphs sit on the same baseline as Latin
/// ones, and `ascent(of:)` holds for every run. (The rare glyph parts beyond Inter's box are cut.)
///
/// Fonts are opened lazily per face and pixel size; at most `openFontLimit` stay open, the one used
/// longest ago closed first (text laid out for the viewport or zoomed asks for new sizes all the time,
/// and each open font holds FreeType's face of its file). Masks are cached by run and scale:
/// the same run and scale return the identical `AlphaMask` until the cache is cleared, which happens
/// at once when it grows past `maskCacheEntryLimit` entries or `maskCacheByteLimit` bytes.
/// No display is needed. All methods take a lock, so the library may be shared between threads;
/// make one library per process (SDL_ttf shares one FreeType instance between fonts).
// `@unchecked Sendable`: every mutable property and every SDL_ttf call is guarded by `lock`.
public final class FontLibrary: TextMeasuring, GlyphRasterizing, @unchecked Sendable {
    /// The mask cache is emptied when it would hold more entries than this.
    public static let maskCacheEntryLimit = 2_000
    /// The mask cache is emptied when its coverage bytes would exceed this (32 MiB).
    public static let maskCacheByteLimit = 32 << 20
    /// The size cache is emptied when it would hold more entries than this.
    static let sizeCacheEntryLimit = 4_000
    /// Pixel sizes are clamped to this range (SDL_ttf point size, 1 pt = 1 px at 72 dpi).
    static let pixelSizeRange = 1...2_048
    /// Size the fonts are test-opened at when the library is made, in pixels (iOS body text).
    static let probePixelSize = 17
    /// Fonts (a face at a pixel size) open at once: enough for every size one frame of any scene
    /// asks for (the bench's scripts open at most 88 over 300 frames at two scales, a few per frame),
    /// and a bound on memory where there was none (the soak's peak grew by a fifth as sizes accrued).
    public static let openFontLimit = 64

    private struct FontKey: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    private struct MaskKey: Hashable {
        var run: TextRun
        var scale: Double
    }

    private let paths: [FontFace: String]
    private let lock = NSLock()
    private var fonts: [FontKey: TrueTypeFont] = [:]
    /// When each open font was last asked for (a count of the asks), to close the one used longest ago.
    private var fontUses: [FontKey: Int] = [:]
    private var fontAsks = 0
    private var masks: [MaskKey: AlphaMask] = [:]
    private var blankMasks: Set<MaskKey> = []
    private var maskBytes = 0
    private var sizes: [TextRun: Size] = [:]

    /// Loads the fonts from the `Assets` folder that `AssetLocator()` finds.
    public convenience init() throws {
        try self.init(assets: AssetLocator())
    }

    /// Loads the fonts from `assets`.
    ///
    /// - Throws: `SDLError.missingAsset` naming a missing font file, `.fontLoadFailed` naming a file
    ///   SDL_ttf cannot open, or `.initializationFailed` when SDL_ttf does not start.
    public init(assets: AssetLocator) throws {
        try SDLLibrary.shared.startFonts()
        var paths: [FontFace: String] = [:]
        for face in FontFace.allCases {
            paths[face] = try assets.existingPath(for: face.relativePath)
        }
        self.paths = paths
        for face in FontFace.allCases {
            let font = try TrueTypeFont(path: paths[face]!, pixelSize: Self.probePixelSize)
            fonts[FontKey(face: face, pixelSize: Self.probePixelSize)] = font
            fontUses[FontKey(face: face, pixelSize: Self.probePixelSize)] = 0
        }
    }

    /// The advance width of the run and the height of its line box, in points (measured at scale 1).
    public func size(of run: TextRun) -> Size {
        lock.lock()
        defer { lock.unlock() }
        if let size = sizes[run] { return size }
        let pixelSize = Self.pixelSize(run.font.size, scale: 1)
        guard let line = font(.latin(run.font.weight), pixelSize) else { return .zero }
        var width = 0
        if !run.string.isEmpty, let font = font(face(for: run, pixelSize: pixelSize), pixelSize) {
            width = font.width(of: run.string)
        }
        let size = Size(width: Double(width), height: Double(line.height))
        if sizes.count >= Self.sizeCacheEntryLimit { sizes.removeAll(keepingCapacity: true) }
        sizes[run] = size
        return size
    }

    /// Distance from the top of the line box to the baseline, in points.
    public func ascent(of font: Font) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(self.font(.latin(font.weight), Self.pixelSize(font.size, scale: 1))?.ascent ?? 0)
    }

    /// The run's coverage at `scale` pixels per point, top-left at the line box's top-left;
    /// nil for an empty run or one SDL_ttf renders nothing for.
    public func mask(for run: TextRun, scale: Double) -> AlphaMask? {
        guard !run.string.isEmpty, scale > 0, scale.isFinite else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let key = MaskKey(run: run, scale: scale)
        if let mask = masks[key] { return mask }
        if blankMasks.contains(key) { return nil }
        let pixelSize = Self.pixelSize(run.font.size, scale: scale)
        guard let line = font(.latin(run.font.weight), pixelSize),
              let glyphs = font(face(for: run, pixelSize: pixelSize), pixelSize),
              let coverage = glyphs.coverage(of: run.string, lineAscent: line.ascent, lineHeight: line.height)
        else {
            blankMasks.insert(key)
            return nil
        }
        let mask = AlphaMask(width: coverage.width, height: line.height, coverage: coverage.bytes)
        if masks.count >= Self.maskCacheEntryLimit || maskBytes + coverage.bytes.count > Self.maskCacheByteLimit {
            clearMasks()
        }
        masks[key] = mask
        maskBytes += coverage.bytes.count
        return mask
    }

    /// Empties the mask and size caches (fonts stay open).
    public func removeCachedMasks() {
        lock.lock()
        defer { lock.unlock() }
        clearMasks()
        sizes.removeAll()
    }

    private func clearMasks() {
        masks.removeAll(keepingCapacity: true)
        blankMasks.removeAll(keepingCapacity: true)
        maskBytes = 0
    }

    /// Number of cached masks (for tests and the QA overlay).
    public var cachedMaskCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return masks.count
    }

    /// The face a run is set in at a pixel size (see the type's description).
    func face(for run: TextRun, pixelSize: Int) -> FontFace {
        let latin = FontFace.latin(run.font.weight), cjk = FontFace.cjk(run.font.weight)
        if FontFace.needsCJK(run.string) { return cjk }
        guard run.string.unicodeScalars.contains(where: { !$0.isASCII }),
              let latinFont = font(latin, pixelSize), let cjkFont = font(cjk, pixelSize) else { return latin }
        let lacksGlyph = run.string.unicodeScalars.contains {
            !$0.isASCII && !latinFont.provides($0) && cjkFont.provides($0)
        }
        return lacksGlyph ? cjk : latin
    }

    /// SDL_ttf's point size for a size in points at a scale (1 pt = 1 px at SDL_ttf's 72 dpi).
    static func pixelSize(_ points: Double, scale: Double) -> Int {
        let pixels = (points * scale).rounded()
        guard pixels.isFinite else { return pixelSizeRange.lowerBound }
        return min(max(Int(pixels), pixelSizeRange.lowerBound), pixelSizeRange.upperBound)
    }

    /// The number of fonts open now (tests).
    var openFontCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fonts.count
    }

    /// The open font for a face and pixel size, opening it on first use (and closing the one used
    /// longest ago when `openFontLimit` are open); nil if SDL_ttf fails (the files were opened once in
    /// `init`, so that means the disk changed under us).
    private func font(_ face: FontFace, _ pixelSize: Int) -> TrueTypeFont? {
        let key = FontKey(face: face, pixelSize: pixelSize)
        fontAsks += 1
        if let font = fonts[key] {
            fontUses[key] = fontAsks
            return font
        }
        guard let path = paths[face], let font = try? TrueTypeFont(path: path, pixelSize: pixelSize) else {
            return nil
        }
        if fonts.count >= Self.openFontLimit, let oldest = fontUses.min(by: { $0.value < $1.value })?.key {
            fonts[oldest] = nil   // closed when no caller holds it any more
            fontUses[oldest] = nil
        }
        fonts[key] = font
        fontUses[key] = fontAsks
        return font
    }
}
