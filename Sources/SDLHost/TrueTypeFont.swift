import CSDL2

/// One font file opened by SDL_ttf at one pixel size; closes it in `deinit`.
final class TrueTypeFont {
    /// White, opaque: the colour glyphs are rendered in, so the alpha byte is the coverage.
    static let renderColor = SDL_Color(r: 255, g: 255, b: 255, a: 255)

    let path: String
    let pixelSize: Int
    /// Distance from the top of the line box to the baseline, in pixels (`TTF_FontAscent`).
    let ascent: Int
    /// Height of the line box, ascent plus descent, in pixels (`TTF_FontHeight`).
    let height: Int
    private let handle: OpaquePointer

    /// Opens `path` at `pixelSize` (SDL_ttf's point size is at 72 dpi: one point is one pixel),
    /// with kerning and light hinting.
    init(path: String, pixelSize: Int) throws {
        guard let handle = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError.fontLoadFailed(path: path, reason: SDLError.lastReason)
        }
        TTF_SetFontKerning(handle, 1)
        TTF_SetFontHinting(handle, TTF_HINTING_LIGHT)
        self.handle = handle
        self.path = path
        self.pixelSize = pixelSize
        self.ascent = Int(TTF_FontAscent(handle))
        self.height = Int(TTF_FontHeight(handle))
    }

    deinit {
        TTF_CloseFont(handle)
    }

    /// True when the font has a glyph for `scalar`.
    func provides(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(handle, scalar.value) != 0
    }

    /// The advance width of `text` in pixels (`TTF_SizeUTF8`); 0 when SDL_ttf cannot measure it.
    func width(of text: String) -> Int {
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(handle, text, &width, &height) == 0 else { return 0 }
        return Int(width)
    }

    /// The coverage of `text` in a box `lineHeight` pixels tall whose baseline sits `lineAscent`
    /// pixels below its top: rows of the rendered line above or below that box are cut off, missing
    /// rows are transparent. Nil when SDL_ttf renders nothing (empty or zero-width text).
    func coverage(of text: String, lineAscent: Int, lineHeight: Int) -> (width: Int, bytes: [UInt8])? {
        guard !text.isEmpty, let rendered = TTF_RenderUTF8_Blended(handle, text, Self.renderColor) else {
            return nil
        }
        defer { SDL_FreeSurface(rendered) }
        // Blended output is ARGB8888 today; convert if a future SDL_ttf says otherwise.
        var surface = rendered
        var converted: UnsafeMutablePointer<SDL_Surface>?
        if rendered.pointee.format.pointee.format != CSDL2_PIXELFORMAT_ARGB8888 {
            guard let copy = SDL_ConvertSurfaceFormat(rendered, CSDL2_PIXELFORMAT_ARGB8888, 0) else { return nil }
            converted = copy
            surface = copy
        }
        defer { if let converted { SDL_FreeSurface(converted) } }
        if CSDL2_MustLock(surface) == SDL_TRUE { SDL_LockSurface(surface) }
        defer { if CSDL2_MustLock(surface) == SDL_TRUE { SDL_UnlockSurface(surface) } }

        let width = Int(surface.pointee.w), sourceHeight = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard width > 0, lineHeight > 0, let base = surface.pointee.pixels else { return nil }
        // SDL_ttf grows the surface upward (and moves the baseline down) when a glyph rises above
        // the font's ascent; find that shift so the baseline lands `lineAscent` rows down.
        let shift = sourceHeight > height ? overflowAboveAscent(of: text, limit: sourceHeight - height) : 0
        let firstSourceRow = ascent + shift - lineAscent
        var bytes = [UInt8](repeating: 0, count: width * lineHeight)
        bytes.withUnsafeMutableBufferPointer { output in
            for row in 0..<lineHeight {
                let sourceRow = row + firstSourceRow
                guard sourceRow >= 0 && sourceRow < sourceHeight else { continue }
                // The pitch is padded: address each row by it, not by width * 4.
                let pixels = (base + sourceRow * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    output[row * width + column] = UInt8(truncatingIfNeeded: pixels[column] >> 24)
                }
            }
        }
        return (width, bytes)
    }

    /// How many pixels the tallest glyph of `text` rises above the ascent (`TTF_GlyphMetrics32`'s
    /// maxy), between 0 and `limit`.
    private func overflowAboveAscent(of text: String, limit: Int) -> Int {
        var tallest = ascent
        for scalar in Set(text.unicodeScalars) {
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            if TTF_GlyphMetrics32(handle, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 {
                tallest = max(tallest, Int(maxY))
            }
        }
        return min(max(0, tallest - ascent), limit)
    }
}
