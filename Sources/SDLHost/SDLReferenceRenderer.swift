import CSDL2
import Graphics

/// The benchmark's reference: SDL's own software renderer (`SDL_CreateSoftwareRenderer` on an
/// ARGB8888 `SDL_Surface`) drawing a `DisplayList` with SDL's primitives, the way a developer who
/// uses SDL's renderer would draw the same frame:
///
/// | command | SDL primitive |
/// |---|---|
/// | fill, rounded rect, shadow | `SDL_RenderFillRectF` (corners and blur ignored) |
/// | border | four `SDL_RenderFillRectsF` edges of the border's width |
/// | linear gradient | one fill of the mean of the two colours |
/// | line | `SDL_RenderDrawLineF` (one pixel wide) |
/// | image | a texture (cached per `Image`), scaled, with alpha mod for the opacity |
/// | text | a white texture whose alpha is the `AlphaMask` the glyph source gives (cached per mask), colour-modded |
/// | clips | `SDL_RenderSetClipRect` with the intersection of the pushed rectangles (corners ignored) |
///
/// Opaque fills and opaque textures at full opacity use `SDL_BLENDMODE_NONE` (a copy), the rest
/// `SDL_BLENDMODE_BLEND`. It needs no display. Not thread-safe.
public final class SDLReferenceRenderer {
    /// Textures kept before the caches are emptied (images and masks together).
    public static let textureCacheLimit = 4_000

    public let width: Int
    public let height: Int
    /// The glyph source for `.text` commands; text is skipped when nil.
    public var glyphs: GlyphRasterizing?

    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private var imageTextures: [ObjectIdentifier: (image: Image, texture: OpaquePointer)] = [:]
    private var maskTextures: [ObjectIdentifier: (mask: AlphaMask, texture: OpaquePointer)] = [:]
    private var clips: [SDL_Rect] = []
    /// Where the commands being drawn are moved (translation groups), device pixels, and the moves
    /// before each open group.
    private var origin = PixelOffset.zero
    private var origins: [PixelOffset] = []

    /// A renderer drawing into a `width × height` ARGB8888 surface.
    ///
    /// - Throws: `SDLError.textureCreationFailed` when the surface cannot be made,
    ///   `.rendererCreationFailed` when SDL's software renderer cannot.
    public init(width: Int, height: Int, glyphs: GlyphRasterizing?) throws {
        precondition(width > 0 && height > 0, "the reference renderer needs a non-empty surface")
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                            CSDL2_PIXELFORMAT_ARGB8888) else {
            throw SDLError.textureCreationFailed(width: width, height: height, reason: SDLError.lastReason)
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError.rendererCreationFailed(reason: SDLError.lastReason)
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.glyphs = glyphs
        self.surface = surface
        self.renderer = renderer
        clips.reserveCapacity(64)
    }

    deinit {
        removeCachedTextures()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Textures in the caches (images and glyph masks).
    public var cachedTextureCount: Int { imageTextures.count + maskTextures.count }

    /// Clears the surface to `background` and draws `list` (viewport points) at `scale` pixels per
    /// point; returns when SDL has drawn everything (`SDL_RenderFlush`).
    public func render(_ list: DisplayList, scale: Double, background: Color) {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, background.red, background.green, background.blue, background.alpha)
        SDL_RenderClear(renderer)
        clips.removeAll(keepingCapacity: true)
        clips.append(SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)))
        origin = .zero
        origins.removeAll(keepingCapacity: true)
        for command in list.commands {
            draw(command, scale: scale)
        }
        SDL_RenderFlush(renderer)
    }

    /// The surface's pixels, `0xAARRGGBB` straight alpha as SDL keeps them, rows packed (for tests).
    public func copyPixels() -> [UInt32] {
        if CSDL2_MustLock(surface) == SDL_TRUE { SDL_LockSurface(surface) }
        defer { if CSDL2_MustLock(surface) == SDL_TRUE { SDL_UnlockSurface(surface) } }
        var result = [UInt32](repeating: 0, count: width * height)
        guard let base = surface.pointee.pixels else { return result }
        let pitch = Int(surface.pointee.pitch)
        for row in 0..<height {
            let source = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { result[row * width + column] = source[column] }
        }
        return result
    }

    /// Destroys every cached texture.
    public func removeCachedTextures() {
        for entry in imageTextures.values { SDL_DestroyTexture(entry.texture) }
        for entry in maskTextures.values { SDL_DestroyTexture(entry.texture) }
        imageTextures.removeAll()
        maskTextures.removeAll()
    }

    private var isClipEmpty: Bool {
        let clip = clips[clips.count - 1]
        return clip.w <= 0 || clip.h <= 0
    }

    private func draw(_ command: DrawCommand, scale s: Double) {
        switch command {
        case let .pushClip(rect, _):
            pushClip(rect, scale: s)
            return
        case .popClip:
            popClip()
            return
        case let .pushTranslation(move):
            origins.append(origin)
            origin = origin + move
            return
        case .popTranslation:
            if let previous = origins.popLast() { origin = previous }
            return
        default:
            break
        }
        guard !isClipEmpty else { return }
        switch command {
        case let .fill(rect, color), let .roundedRect(rect, _, color), let .shadow(rect, _, _, color):
            fill(rect, scale: s, color)
        case let .border(rect, _, width, color):
            border(rect, width: width, scale: s, color)
        case let .linearGradient(rect, _, _, _, from, to):
            fill(rect, scale: s, from.mixed(with: to, fraction: 0.5))
        case let .line(from, to, _, color):
            guard setDrawColor(color) else { return }
            let dx = Double(origin.x), dy = Double(origin.y)
            SDL_RenderDrawLineF(renderer, Float(from.x * s + dx), Float(from.y * s + dy), Float(to.x * s + dx), Float(to.y * s + dy))
        case let .image(image, source, rect, opacity, _):
            drawImage(image, source: source, rect: rect, scale: s, opacity: opacity)
        case let .text(run, origin, color):
            guard !color.isInvisible, let mask = glyphs?.mask(for: run, scale: s) else { return }
            drawMask(mask, x: Int32((origin.x * s).rounded()) + Int32(self.origin.x), y: Int32((origin.y * s).rounded()) + Int32(self.origin.y),
                     color)
        case let .backdrop(rect, _, material, opacity):
            // SDL cannot blur: the material's tint over white, at its opacity.
            let tint = material.tinted(red: 1, green: 1, blue: 1) * 255
            fill(rect, scale: s, Color(red: UInt8(tint.x.rounded()), green: UInt8(tint.y.rounded()), blue: UInt8(tint.z.rounded()),
                                       alpha: UInt8((min(max(opacity, 0), 1) * 255).rounded())))
        case .pushClip, .popClip, .pushTranslation, .popTranslation:
            break
        }
    }

    /// Sets the draw colour and blend mode; false when the colour is invisible.
    private func setDrawColor(_ color: Color) -> Bool {
        guard !color.isInvisible else { return false }
        SDL_SetRenderDrawBlendMode(renderer, color.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        return true
    }

    private func fill(_ rect: Rect, scale s: Double, _ color: Color) {
        guard setDrawColor(color) else { return }
        var box = frect(rect, scale: s)
        SDL_RenderFillRectF(renderer, &box)
    }

    private func border(_ rect: Rect, width: Double, scale s: Double, _ color: Color) {
        guard setDrawColor(color) else { return }
        let box = frect(rect, scale: s)
        let w = Float(min(width * s, Double(min(box.w, box.h)) / 2))
        var edges = [
            SDL_FRect(x: box.x, y: box.y, w: box.w, h: w),
            SDL_FRect(x: box.x, y: box.y + box.h - w, w: box.w, h: w),
            SDL_FRect(x: box.x, y: box.y + w, w: w, h: box.h - 2 * w),
            SDL_FRect(x: box.x + box.w - w, y: box.y + w, w: w, h: box.h - 2 * w),
        ]
        SDL_RenderFillRectsF(renderer, &edges, Int32(edges.count))
    }

    private func drawImage(_ image: Image, source: Rect, rect: Rect, scale s: Double, opacity: Double) {
        guard opacity > 0, let texture = texture(for: image) else { return }
        let alpha = UInt8((min(opacity, 1) * 255).rounded())
        let isCopy = image.isOpaque && alpha == 255
        SDL_SetTextureBlendMode(texture, isCopy ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, alpha)
        var sourceRect = SDL_Rect(x: Int32(source.minX.rounded(.down)), y: Int32(source.minY.rounded(.down)),
                                  w: Int32(source.width.rounded()), h: Int32(source.height.rounded()))
        var destination = frect(rect, scale: s)
        SDL_RenderCopyF(renderer, texture, &sourceRect, &destination)
    }

    private func drawMask(_ mask: AlphaMask, x: Int32, y: Int32, _ color: Color) {
        guard let texture = texture(for: mask) else { return }
        SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture, color.alpha)
        var destination = SDL_Rect(x: x, y: y, w: Int32(mask.width), h: Int32(mask.height))
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }

    private func pushClip(_ rect: Rect, scale s: Double) {
        let current = clips[clips.count - 1]
        let dx = Int32(origin.x), dy = Int32(origin.y)
        let x0 = max(Int32((rect.minX * s).rounded()) + dx, current.x)
        let y0 = max(Int32((rect.minY * s).rounded()) + dy, current.y)
        let x1 = min(Int32((rect.maxX * s).rounded()) + dx, current.x + current.w)
        let y1 = min(Int32((rect.maxY * s).rounded()) + dy, current.y + current.h)
        let clip = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
        clips.append(clip)
        applyClip()
    }

    private func popClip() {
        guard clips.count > 1 else { return }
        clips.removeLast()
        applyClip()
    }

    private func applyClip() {
        var clip = clips[clips.count - 1]
        if clip.w > 0 && clip.h > 0 { SDL_RenderSetClipRect(renderer, &clip) }
    }

    /// The image as a static texture with straight alpha (what SDL's blending expects).
    private func texture(for image: Image) -> OpaquePointer? {
        let key = ObjectIdentifier(image)
        if let entry = imageTextures[key] { return entry.texture }
        guard image.width > 0, image.height > 0,
              let texture = SDL_CreateTexture(renderer, CSDL2_PIXELFORMAT_ARGB8888,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(image.width), Int32(image.height)) else { return nil }
        let straight = image.pixels.map(PNGWriter.straight)
        straight.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.width * 4))
        }
        makeRoom()
        imageTextures[key] = (image, texture)
        return texture
    }

    /// The mask as a white texture whose alpha is the coverage.
    private func texture(for mask: AlphaMask) -> OpaquePointer? {
        let key = ObjectIdentifier(mask)
        if let entry = maskTextures[key] { return entry.texture }
        guard mask.width > 0, mask.height > 0,
              let texture = SDL_CreateTexture(renderer, CSDL2_PIXELFORMAT_ARGB8888,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(mask.width), Int32(mask.height)) else { return nil }
        let pixels = mask.coverage.map { UInt32($0) << 24 | 0x00FF_FFFF }
        pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(mask.width * 4))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        makeRoom()
        maskTextures[key] = (mask, texture)
        return texture
    }

    private func makeRoom() {
        if cachedTextureCount >= Self.textureCacheLimit { removeCachedTextures() }
    }

    /// `rect` in device pixels, moved by the translation groups in force.
    private func frect(_ rect: Rect, scale s: Double) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX * s + Double(origin.x)), y: Float(rect.minY * s + Double(origin.y)),
                  w: Float(rect.width * s), h: Float(rect.height * s))
    }
}
