import Graphics

/// The rows where two display lists drawn over the same pixels may differ, from their commands and
/// each command's clipped pixel bounds (`OcclusionCuller.bounds`: every pixel a command draws lies
/// inside).
///
/// A row's pixels depend only on the commands whose bounds cross it, in order, and on the clip in
/// force for each. So the damage is the old and the new bounds of every command that differs:
///
///     same count:       index by index
///     different count:  the common prefix and suffix are the same commands; everything between
///                       differs (old part and new part)
///
/// A clip command that differs changes what every later command may draw: the answer is then "all".
/// Comparing allocates nothing.
enum DisplayListDiff {
    /// Adds to `damage` the rows where `new` (with `newBounds`) may draw differently from `old` (with
    /// `oldBounds`); false when every row may differ (a clip changed).
    static func addDamage(old: [DrawCommand], oldBounds: [PixelRect], new: [DrawCommand], newBounds: [PixelRect],
                          into damage: inout RowRanges) -> Bool {
        addDamage(old: old, oldBounds: oldBounds, oldCount: old.count, new: new, newBounds: newBounds, newCount: new.count,
                  into: &damage)
    }

    /// The same for the first `oldCount` commands of `old` against the first `newCount` of `new` (what
    /// a backdrop at those places reads).
    static func addDamage(old: [DrawCommand], oldBounds: [PixelRect], oldCount: Int, new: [DrawCommand],
                          newBounds: [PixelRect], newCount: Int, into damage: inout RowRanges) -> Bool {
        if oldCount == newCount {
            for index in 0..<newCount where old[index] != new[index] {
                if old[index].isClip || new[index].isClip { return false }
                damage.insert(oldBounds[index].rows)
                damage.insert(newBounds[index].rows)
            }
            return true
        }
        let shorter = min(oldCount, newCount)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[oldCount - 1 - suffix] == new[newCount - 1 - suffix] { suffix += 1 }
        return addDamage(of: old, oldBounds, from: prefix, to: oldCount - suffix, into: &damage)
            && addDamage(of: new, newBounds, from: prefix, to: newCount - suffix, into: &damage)
    }

    /// Adds the rows of `commands[start..<end]`; false when one of them is a clip command.
    private static func addDamage(of commands: [DrawCommand], _ bounds: [PixelRect], from start: Int, to end: Int,
                                  into damage: inout RowRanges) -> Bool {
        for index in start..<end {
            if commands[index].isClip { return false }
            damage.insert(bounds[index].rows)
        }
        return true
    }
}

extension DrawCommand {
    /// True for `pushClip` and `popClip`.
    var isClip: Bool {
        switch self {
        case .pushClip, .popClip: return true
        default: return false
        }
    }
}

extension PixelRect {
    /// Its rows (empty when it is empty).
    var rows: Range<Int> { isEmpty ? 0..<0 : minY..<maxY }
}
