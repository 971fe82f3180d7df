import Graphics

/// Damage around backdrops: a backdrop's pixels depend on every pixel its blur reads, so when its
/// input may have changed and any row of that area is drawn, the whole area is drawn (its rows then
/// hold the content the blur must read, drawn up to the backdrop, and the backdrop is made anew).
/// Whatever moves pixels instead of drawing them must leave these areas out.
enum BackdropDamage {
    /// The rows `commands`' backdrops read (their `BackdropGeometry.area`), at `scale` in `bounds`,
    /// handed to `body` one backdrop at a time with its ordinal.
    static func forEachSampledRows(of commands: [DrawCommand], scale: Double, bounds: PixelRect,
                                   _ body: (_ ordinal: Int, _ rows: Range<Int>) -> Void) {
        var ordinal = 0
        for command in commands {
            guard case let .backdrop(rect, _, material, _) = command else { continue }
            defer { ordinal += 1 }
            guard let geometry = BackdropGeometry(rect: rect.scaled(scale), material: material, scale: scale, bounds: bounds)
            else { continue }
            body(ordinal, geometry.area.minY..<geometry.area.maxY)
        }
    }

    /// Adds to `damage` the whole area of every backdrop of `commands` whose area it touches, except
    /// those `keeping` marks (by ordinal: their input did not change), until no more is added (an
    /// area added may touch another backdrop's).
    static func expand(_ damage: inout RowRanges, commands: [DrawCommand], scale: Double, bounds: PixelRect,
                       keeping: [Bool]) {
        var added = true
        while added {
            added = false
            forEachSampledRows(of: commands, scale: scale, bounds: bounds) { ordinal, rows in
                guard ordinal >= keeping.count || !keeping[ordinal] else { return }
                guard damage.ranges.contains(where: { $0.overlaps(rows) }),
                      !damage.ranges.contains(where: { $0.lowerBound <= rows.lowerBound && $0.upperBound >= rows.upperBound })
                else { return }
                damage.insert(rows)
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
}

extension Rect {
    /// The rectangle in device pixels.
    func scaled(_ scale: Double) -> Rect {
        Rect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale)
    }
}
