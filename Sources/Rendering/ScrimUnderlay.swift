import Graphics

/// The pixels under a scrim (a translucent fill over much of the frame: the dimming over a map
/// behind a sheet), as the commands before it drew them in its bounds, kept from a frame that drew
/// all of them, so that while they stay the same a frame in which the scrim changed (the dimming
/// follows the sheet) copies them instead of drawing the map again: the bands inside the scrim start
/// at it, on these pixels (`FrameBands`), and the pixels are those of drawing every command.
///
///     commands 0 ..< scrim ─► underlay (kept) ─┐
///                                              ├─► scrim, then every command after it
///     (a frame in which only the scrim changed) ┘
///
/// The frame that captures them draws the commands under the scrim without culling what later
/// commands cover inside it (`OcclusionCuller`), so that every pixel kept is the one they draw.
final class ScrimUnderlay {
    /// A translucent fill is a scrim when it covers at least this share of the frame's pixels. A
    /// choice: a dimming layer covers the screen; a smaller translucent fill costs little to draw again.
    static let minimumShare = 0.5

    /// The pixels kept (the scrim's bounds in the buffer), `rect.width` per row; empty when none.
    private(set) var rect = PixelRect.empty
    private let storage = ScratchBuffer<UInt32>(capacity: 1)
    /// True when every pixel of `rect` holds what the commands under the scrim draw.
    private(set) var isValid = false

    /// The index of the first scrim of `commands` drawn at `scale` into a buffer of `bounds` (a
    /// `.fill` neither clear nor opaque covering `minimumShare` of it), nil when there is none.
    static func scrimIndex(in commands: [DrawCommand], scale: Double, bounds: PixelRect) -> Int? {
        let wanted = Double(bounds.area) * minimumShare
        for (index, command) in commands.enumerated() {
            guard case let .fill(rect, color) = command, !color.isInvisible, !color.isOpaque else { continue }
            if rect.width * scale * rect.height * scale >= wanted { return index }
        }
        return nil
    }

    /// Forgets the pixels.
    func invalidate() {
        isValid = false
    }

    /// Starts a capture of the pixels under a scrim over `rect` (device pixels): the bands that draw
    /// them copy them in (`capture`); they are valid once `finishCapture` says every one was.
    func startCapture(of rect: PixelRect) {
        isValid = false
        self.rect = rect
        storage.reserve(max(rect.area, 1))
    }

    /// Ends a capture: the pixels are valid when the frame drew all of `rect`.
    func finishCapture(drewAll: Bool) {
        isValid = drewAll && !rect.isEmpty
    }

    /// Copies the pixels of `band` inside `rect` from `target` (bands on other threads copy other rows).
    func capture(_ band: PixelRect, from target: BandRasterizer.Target) {
        let part = band.intersection(rect)
        guard !part.isEmpty else { return }
        for y in part.minY..<part.maxY {
            Blend.copySpan(storage.pointer + (y - rect.minY) * rect.width + (part.minX - rect.minX), from: target.row(y) + part.minX,
                           count: part.width)
        }
    }

    /// Copies the kept pixels of `band` (inside `rect`) into `target`.
    func seed(_ band: PixelRect, into target: BandRasterizer.Target) {
        let part = band.intersection(rect)
        guard !part.isEmpty else { return }
        for y in part.minY..<part.maxY {
            Blend.copySpan(target.row(y) + part.minX, from: storage.pointer + (y - rect.minY) * rect.width + (part.minX - rect.minX),
                           count: part.width)
        }
    }
}

/// What a draw does with a scrim's underlay: the bands copy into it what they draw under scrim
/// command `index` (`captures`), or the bands inside it start at the scrim, seeded with it.
struct ScrimPass {
    let underlay: ScrimUnderlay
    let index: Int
    let captures: Bool
}
