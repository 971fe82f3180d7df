import Graphics

/// Where a list's backdrops read and write, and the damage around an overlay's: a backdrop's pixels
/// depend on every pixel its blur reads, so an overlay's backdrop whose area the damage touches has
/// its whole area drawn again (its pixels then hold what the blur must read, drawn up to the
/// backdrop, and the backdrop is made anew). The content's backdrops are planned more finely
/// (`BackdropPlanner`).
enum BackdropDamage {
    /// A backdrop of a list: its command's index, its place among the list's backdrops, and where it
    /// reads and writes in the buffer (nil when it covers no pixel).
    struct Found {
        let index: Int
        let ordinal: Int
        let geometry: BackdropGeometry?
    }

    /// Hands `body` every backdrop of `commands` at `scale` in `bounds`, in order, at its place in the
    /// buffer: moved by the translation groups it is in (`contexts`, the culler's, when the list was
    /// analysed; else worked out here). Returns how many backdrops there are.
    @discardableResult
    static func forEachBackdrop(of commands: [DrawCommand], contexts: [CommandContext]?, scale: Double, bounds: PixelRect,
                                _ body: (Found) -> Void) -> Int {
        var ordinal = 0
        var offset = PixelOffset.zero, offsets: [PixelOffset] = []
        for (index, command) in commands.enumerated() {
            switch command {
            case let .pushTranslation(move) where contexts == nil:
                offsets.append(offset)
                offset = offset + move
            case .popTranslation where contexts == nil:
                if let previous = offsets.popLast() { offset = previous }
            case let .backdrop(rect, _, material, _):
                let move = contexts.map { index < $0.count ? $0[index].offset : .zero } ?? offset
                let moved = rect.scaled(scale).offsetBy(dx: Double(move.x), dy: Double(move.y))
                body(Found(index: index, ordinal: ordinal,
                           geometry: BackdropGeometry(rect: moved, material: material, scale: scale, bounds: bounds)))
                ordinal += 1
            default:
                continue
            }
        }
        return ordinal
    }

    /// Adds to `damage` the whole area of every backdrop of `commands` whose area the damage touches,
    /// until no more is added (an area added may touch another backdrop's).
    static func expand(_ damage: inout DamageRegion, commands: [DrawCommand], contexts: [CommandContext]?, scale: Double,
                       bounds: PixelRect) {
        var added = true
        while added {
            added = false
            forEachBackdrop(of: commands, contexts: contexts, scale: scale, bounds: bounds) { found in
                guard let area = found.geometry?.area, !damage.covers(area), damage.intersects(area) else { return }
                damage.insert(area)
                added = true
            }
        }
    }
}

extension DrawCommand {
    /// True for `backdrop`.
    var isBackdrop: Bool {
        if case .backdrop = self { return true }
        return false
    }

    /// True when both are backdrops of the same rect and material (whose images are the same for the
    /// same input; corners and opacity only change how it is drawn).
    func hasSameBackdropImage(as other: DrawCommand) -> Bool {
        guard case let .backdrop(rect, _, material, _) = self, case let .backdrop(otherRect, _, otherMaterial, _) = other else {
            return false
        }
        return rect == otherRect && material == otherMaterial
    }
}

extension Rect {
    /// The rectangle in device pixels.
    func scaled(_ scale: Double) -> Rect {
        Rect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale)
    }
}
