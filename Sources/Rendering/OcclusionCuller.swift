import Graphics

/// Finds the commands of a display list that later opaque commands hide completely, so that the
/// rasterizer can skip them (a map under a sheet, a backdrop under a list, backgrounds under rows),
/// and for the others the rows that later opaque commands cover across their whole width (a
/// sheet's shadow under the sheet, a dimming layer under it, a list's background under its rows),
/// so that it can skip those rows.
/// The frame stays the same pixel for pixel (tested against drawing every command).
///
///     forward:  each command's pixel bounds (clipped), and for an opaque fill, rounded rect,
///               gradient or image the pixels it surely stores with full coverage (its interior)
///     backward: a command whose bounds lie inside a later interior is hidden; interiors that
///               line up (rows stacked in a list) merge into one rectangle
///
/// Interiors are conservative: whole pixels inside the straight edges, the corner bands of rounded
/// shapes left out, clipped by the clip rects and the corner-free part of rounded clips. A backdrop
/// (a material) reads what lies under it and around it: it hides nothing, and walking back past it
/// drops the occluders that overlap the pixels it reads, so nothing it blurs is skipped (so does a
/// scrim whose underlay is captured). Storage is reused from frame to frame.
final class OcclusionCuller {
    /// Occluding rectangles kept while walking back (the largest win).
    static let occluderLimit = 32

    /// Per command: true when a later command hides it.
    @exclusivity(unchecked) private(set) var isHidden: [Bool] = []
    /// Per command that is not hidden: rows (device y) that later opaque interiors cover across the
    /// command's whole width, so drawing them is wasted; entry `backgroundEntry` holds the rows
    /// covered across the whole area, which a frame need not be cleared in.
    @exclusivity(unchecked) private(set) var coveredRows = CoveredRowList()
    /// The entry of `coveredRows` for the background: one after the last command.
    @exclusivity(unchecked) private(set) var backgroundEntry = 0
    /// Per command: its pixel bounds, clipped (empty for clip and translation commands and commands
    /// that draw nothing), in the buffer's pixels. Every pixel the command draws lies inside.
    @exclusivity(unchecked) private(set) var bounds: [PixelRect] = []
    /// Per command: the pixels it surely stores opaque with full coverage (empty when none).
    @exclusivity(unchecked) private(set) var interiors: [PixelRect] = []
    /// Per command: a fill's or rounded rect's pixels of full coverage, opaque or not (empty for
    /// other commands): over them it adds the same colour to every pixel.
    @exclusivity(unchecked) private(set) var solidRects: [PixelRect] = []
    /// Per command: where it sits in the list's groups (`CommandContext`).
    @exclusivity(unchecked) private(set) var contexts: [CommandContext] = []
    /// Per command: its `CommandFingerprint`.
    @exclusivity(unchecked) private(set) var fingerprints: [UInt64] = []
    /// Where each group ends and what it touches (`GroupExtents`).
    @exclusivity(unchecked) private(set) var groups = GroupExtents()
    /// The clip rect, the part of it where the clip's coverage is 1, and whether a rounded clip is
    /// in force.
    @exclusivity(unchecked) private var clips: [(rect: PixelRect, interior: PixelRect, isRounded: Bool)] = []
    /// The translation in force and the ones before each open translation group.
    @exclusivity(unchecked) private var offset = PixelOffset.zero
    @exclusivity(unchecked) private var offsets: [PixelOffset] = []
    /// The open clip and translation commands, innermost last (index and whether it is a translation).
    @exclusivity(unchecked) private var openGroups: [(index: Int, isTranslation: Bool)] = []
    @exclusivity(unchecked) private var occluders: [PixelRect] = []

    init() {
        clips.reserveCapacity(ClipStack.reservedDepth + 1)
        offsets.reserveCapacity(ClipStack.reservedDepth)
        openGroups.reserveCapacity(2 * ClipStack.reservedDepth)
        occluders.reserveCapacity(Self.occluderLimit)
    }

    /// Analyses `list` drawn at `scale` into `area` (the whole buffer), with the glyph masks of its
    /// `.text` commands (`GlyphMaskPrepass`); returns how many commands are hidden. Inside the bounds
    /// of command `keepingUnder` (a scrim whose underlay is captured, `ScrimUnderlay`), the commands
    /// before it are not culled by those after it.
    @discardableResult
    func analyze(_ list: DisplayList, scale s: Double, area: PixelRect, masks: [AlphaMask?], keepingUnder: Int? = nil) -> Int {
        let commands = list.commands
        let count = commands.count
        isHidden.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        interiors.removeAll(keepingCapacity: true)
        solidRects.removeAll(keepingCapacity: true)
        contexts.removeAll(keepingCapacity: true)
        fingerprints.removeAll(keepingCapacity: true)
        groups.start(count: count)
        isHidden.append(contentsOf: repeatElement(false, count: count))
        coveredRows.reset(count: count + 1)
        backgroundEntry = count
        clips.removeAll(keepingCapacity: true)
        clips.append((area, area, false))
        offset = .zero
        offsets.removeAll(keepingCapacity: true)
        openGroups.removeAll(keepingCapacity: true)
        for index in 0..<count {
            let clip = clips[clips.count - 1]
            contexts.append(CommandContext(parent: openGroups.last?.index ?? -1, offset: offset, clip: clip.rect,
                                           isInRoundedClip: clip.isRounded))
            let command = commands[index]
            fingerprints.append(CommandFingerprint.of(command))
            let (bound, interior) = extent(of: command, mask: masks[index], scale: s)
            bounds.append(bound)
            groups.add(bound)
            interiors.append(interior)
            solidRects.append(solidRect(of: command, scale: s, clip: clip.interior))
            track(command, at: index)
        }
        groups.finish()
        occluders.removeAll(keepingCapacity: true)
        var hidden = 0
        for index in stride(from: count - 1, through: 0, by: -1) {
            defer { if index == keepingUnder { exclude(bounds[index]) } }
            let bound = bounds[index]
            if bound.isEmpty { continue }
            if occluders.contains(where: { $0.contains(bound) }) {
                isHidden[index] = true
                hidden += 1
                continue
            }
            coveredRows.set(index, covering: bound, by: occluders)
            if !interiors[index].isEmpty { addOccluder(interiors[index]) }
            if case let .backdrop(rect, _, material, _) = commands[index], let r = Self.device(rect, s),
               let geometry = BackdropGeometry(rect: r.offsetBy(dx: Double(contexts[index].offset.x), dy: Double(contexts[index].offset.y)),
                                               material: material, scale: s, bounds: area) {
                exclude(geometry.area)
            }
        }
        coveredRows.set(backgroundEntry, covering: area, by: occluders)
        return hidden
    }

    /// The command's clipped pixel bounds and opaque interior (empty when it has none); updates
    /// the clip state for clip commands.
    private func extent(of command: DrawCommand, mask: AlphaMask?, scale s: Double) -> (PixelRect, PixelRect) {
        let clip = clips[clips.count - 1], move = offset
        // From the group's pixels to the buffer's, then clipped.
        func clipped(_ bound: PixelRect, _ interior: PixelRect = .empty) -> (PixelRect, PixelRect) {
            (bound.offsetBy(move).intersection(clip.rect),
             interior.isEmpty ? .empty : interior.offsetBy(move).intersection(clip.interior))
        }
        switch command {
        case let .fill(rect, color):
            guard !color.isInvisible, let r = Self.device(rect, s) else { return (.empty, .empty) }
            return clipped(PixelRect(covering: r), color.isOpaque ? Self.interior(r, .zero) : .empty)
        case let .roundedRect(rect, radii, color):
            guard !color.isInvisible, let r = Self.device(rect, s) else { return (.empty, .empty) }
            return clipped(PixelRect(covering: r), color.isOpaque ? Self.interior(r, radii.scaled(s)) : .empty)
        case let .linearGradient(rect, radii, _, _, from, to):
            guard !(from.isInvisible && to.isInvisible), let r = Self.device(rect, s) else { return (.empty, .empty) }
            let isOpaque = from.isOpaque && to.isOpaque
            return clipped(PixelRect(covering: r), isOpaque ? Self.interior(r, radii.scaled(s)) : .empty)
        case let .image(image, source, rect, opacity, radii):
            guard opacity > 0, let r = Self.device(rect, s) else { return (.empty, .empty) }
            let isOpaque = image.isOpaque && PixelMath.weight(Float(min(opacity, 1))) == 256
                && source.minX >= 0 && source.minY >= 0 && source.width > 0 && source.height > 0
                && source.maxX <= Double(image.width) && source.maxY <= Double(image.height)
            return clipped(PixelRect(covering: r), isOpaque ? Self.interior(r, radii.scaled(s)) : .empty)
        case let .backdrop(rect, _, _, opacity):
            guard opacity > 0, let r = Self.device(rect, s) else { return (.empty, .empty) }
            return clipped(PixelRect(covering: r))
        case let .border(rect, _, _, _):
            guard let r = Self.device(rect, s) else { return (.empty, .empty) }
            return clipped(PixelRect(covering: r))
        case let .shadow(rect, _, blur, _):
            guard let r = Self.device(rect, s), blur.isFinite else { return (.empty, .empty) }
            let reach = max(0, blur * s) + 1
            return clipped(PixelRect(covering: r.insetBy(dx: -reach, dy: -reach)))
        case let .text(_, origin, color):
            guard !color.isInvisible, let mask else { return (.empty, .empty) }
            let x = PixelMath.roundInt(origin.x * s), y = PixelMath.roundInt(origin.y * s)
            return clipped(PixelRect(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height))
        case let .line(from, to, width, _):
            guard width > 0, width.isFinite, from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else {
                return (.empty, .empty)
            }
            return clipped(CapsuleCoverage(from: from * s, to: to * s, width: width * s).pixelBounds)
        case let .pushClip(rect, radii):
            pushClip(Self.device(rect, s) ?? .zero, radii: radii.scaled(s))
            return (.empty, .empty)
        case .popClip:
            if clips.count > 1 { clips.removeLast() }
            return (.empty, .empty)
        case let .pushTranslation(move):
            offsets.append(offset)
            offset = offset + move
            return (.empty, .empty)
        case .popTranslation:
            if let previous = offsets.popLast() { offset = previous }
            return (.empty, .empty)
        }
    }

    /// Keeps `openGroups` (the parents of the commands that follow) as `command` opens or closes one;
    /// an unmatched pop closes nothing, as the rasterizer forgives it.
    private func track(_ command: DrawCommand, at index: Int) {
        switch command {
        case .pushClip:
            openGroups.append((index, false))
            groups.open(at: index, isTranslation: false)
        case .pushTranslation:
            openGroups.append((index, true))
            groups.open(at: index, isTranslation: true)
        case .popClip, .popTranslation:
            let isTranslation: Bool
            if case .popTranslation = command { isTranslation = true } else { isTranslation = false }
            if let last = openGroups.lastIndex(where: { $0.isTranslation == isTranslation }) { openGroups.remove(at: last) }
            groups.close(at: index, isTranslation: isTranslation)
        default: break
        }
    }

    /// The whole pixels a `.fill` or `.roundedRect` covers fully (outside the corners' bands) inside
    /// `clip` (the clip's full-coverage part), in the buffer's pixels; empty for every other command.
    private func solidRect(of command: DrawCommand, scale s: Double, clip: PixelRect) -> PixelRect {
        let shape: (rect: Rect, radii: CornerRadii)
        switch command {
        case let .fill(rect, color) where !color.isInvisible: shape = (rect, .zero)
        case let .roundedRect(rect, radii, color) where !color.isInvisible: shape = (rect, radii)
        default: return .empty
        }
        guard let r = Self.device(shape.rect, s) else { return .empty }
        let solid = Self.interior(r, shape.radii.scaled(s)).offsetBy(offset).intersection(clip)
        return solid.isEmpty ? .empty : solid
    }

    /// Mirrors `ClipStack.push`: the rounded pixel rect; the interior leaves out the corner bands
    /// and partly covered edges of a rounded clip. `rect` is in the pixels of the group in force.
    private func pushClip(_ rect: Rect, radii: CornerRadii) {
        let current = clips[clips.count - 1]
        let shape = RoundedRectCoverage(rect: rect, radii: radii)
        var clippedRect = current.rect.intersection(PixelRect(rounding: rect).offsetBy(offset))
        if clippedRect.isEmpty || shape.isEmpty { clippedRect = .empty }
        var interior = current.interior.intersection(clippedRect)
        let isRounded = !radii.isZero && !clippedRect.isEmpty
        if isRounded {
            interior = interior.intersection(Self.interior(rect, radii).offsetBy(offset))
        }
        clips.append((clippedRect, interior.isEmpty ? .empty : interior, current.isRounded || isRounded))
    }

    /// Takes `area` out of every occluder (a backdrop reads it): what is left of each, up to four
    /// rectangles around it, stays.
    private func exclude(_ area: PixelRect) {
        var index = 0
        while index < occluders.count {
            let occluder = occluders[index]
            guard !occluder.intersection(area).isEmpty else {
                index += 1
                continue
            }
            occluders.remove(at: index)
            func keep(_ piece: PixelRect) {
                guard !piece.isEmpty, occluders.count < Self.occluderLimit else { return }
                occluders.insert(piece, at: index)
                index += 1
            }
            let top = max(occluder.minY, area.minY), bottom = min(occluder.maxY, area.maxY)
            keep(PixelRect(minX: occluder.minX, minY: occluder.minY, maxX: occluder.maxX, maxY: area.minY))
            keep(PixelRect(minX: occluder.minX, minY: area.maxY, maxX: occluder.maxX, maxY: occluder.maxY))
            keep(PixelRect(minX: occluder.minX, minY: top, maxX: area.minX, maxY: bottom))
            keep(PixelRect(minX: area.maxX, minY: top, maxX: occluder.maxX, maxY: bottom))
        }
    }

    private func addOccluder(_ rect: PixelRect) {
        var occluder = rect
        var merged = true
        while merged {
            merged = false
            for (index, other) in occluders.enumerated() {
                if let union = occluder.exactUnion(other) {
                    occluder = union
                    occluders.remove(at: index)
                    merged = true
                    break
                }
            }
        }
        if occluders.count < Self.occluderLimit {
            occluders.append(occluder)
        } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
                  occluders[smallest].area < occluder.area {
            occluders[smallest] = occluder
        }
    }

    /// The rect in device pixels, nil when it is not drawable (as the rasterizer decides).
    private static func device(_ rect: Rect, _ s: Double) -> Rect? {
        guard !rect.isEmpty, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
              rect.height.isFinite else { return nil }
        return Rect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
    }

    /// Whole pixels that a rounded rect (device pixels) covers fully: inside the straight edges and
    /// outside the bands of the corners' radii (which only shrink when the shape is fitted).
    static func interior(_ rect: Rect, _ radii: CornerRadii) -> PixelRect {
        let top = max(radii.topLeft, radii.topRight, 0), bottom = max(radii.bottomLeft, radii.bottomRight, 0)
        guard top.isFinite, bottom.isFinite, !radii.topLeft.isNaN, !radii.topRight.isNaN,
              !radii.bottomLeft.isNaN, !radii.bottomRight.isNaN else { return .empty }
        let result = PixelRect(minX: PixelMath.ceilInt(rect.minX), minY: PixelMath.ceilInt(rect.minY + top),
                               maxX: PixelMath.floorInt(rect.maxX), maxY: PixelMath.floorInt(rect.maxY - bottom))
        return result.isEmpty ? .empty : result
    }
}
