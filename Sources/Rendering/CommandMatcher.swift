import Graphics

/// Pairs the commands of a frame's display list with the same commands of the previous frame's, in
/// order (painter's order is kept: pairs never cross), so that a frame can tell what it kept, what
/// it added and what it dropped.
///
///     old:  A B C D E F      a command equal to the one across is paired and both move on;
///     new:  A C D E F G      at a difference, the nearest equal command within `lookahead` on
///             ^ B dropped    either side resynchronises (rows that scrolled out at the top,
///                       ^ G  rows that came in at the bottom); with none, both are changed (a
///                            command of the same kind across looks less far ahead, and
///                            further only for two equal commands in a row)
///
/// A `pushTranslation` whose offset changed has no equal command: when nothing resynchronises, it
/// is paired with the one across as the same group moved (a scroll view's content, a view laid
/// out from an offset). A pair only stands when the groups the two commands are in (`parent`) are
/// paired with each other too, so that a command kept inside a replaced clip counts as changed.
/// The storage is reused: matching allocates nothing once it has seen the largest lists.
struct CommandMatcher {
    /// How far ahead a difference looks for an equal command, on each side, when the two commands
    /// are of different kinds or start groups. A choice: more than the commands of a list row (8 to
    /// 30), so that rows scrolled out or in by a frame resynchronise.
    static let lookahead = 48
    /// How far ahead a difference looks for one equal command when the two commands are of the same
    /// kind: a command replaced by one of its kind (a view that animates) or a few dropped or added
    /// among many of their kind (the columns of a graph at its cursor, the bars of a frame graph). A
    /// choice: the columns a live plot's sweep passes in one frame at 30 frames a second and scale 3.
    /// Up to `lookahead`, two equal commands in a row resynchronise too (a row of a map's blocks,
    /// 20 to 40 commands, coming into view).
    static let sameKindLookahead = 16
    /// Comparisons allowed per command of the new list while looking ahead; past it the rest is
    /// paired index by index (a frame that changed nearly everything is drawn whole anyway).
    static let comparisonBudget = 24

    /// For each new command, the index of its old one, or -1.
    private(set) var newToOld: [Int] = []
    /// For each old command, the index of its new one, or -1.
    private(set) var oldToNew: [Int] = []

    /// Pairs `new` with `old`; `newContexts` and `oldContexts` hold each command's parent, and
    /// `newFingerprints` and `oldFingerprints` each command's `CommandFingerprint`.
    mutating func match(old: [DrawCommand], oldContexts: [CommandContext], oldFingerprints: [UInt64], new: [DrawCommand],
                        newContexts: [CommandContext], newFingerprints: [UInt64]) {
        // Commands whose fingerprints differ differ: most looks ahead end there, without a comparison.
        func same(_ i: Int, _ j: Int) -> Bool { oldFingerprints[i] == newFingerprints[j] && old[i] == new[j] }
        // True when old `a` and new `b` are in groups already paired (or both in none): only such a
        // pair stands (below), so a look ahead skips look-alikes in other groups (the same clip of
        // every card of a list, in its own row's coordinates).
        func inPairedGroups(_ a: Int, _ b: Int) -> Bool {
            let oldParent = oldContexts[a].parent, newParent = newContexts[b].parent
            return newParent < 0 ? oldParent < 0 : oldParent >= 0 && newToOld[newParent] == oldParent
        }
        newToOld.removeAll(keepingCapacity: true)
        oldToNew.removeAll(keepingCapacity: true)
        newToOld.append(contentsOf: repeatElement(-1, count: new.count))
        oldToNew.append(contentsOf: repeatElement(-1, count: old.count))
        var i = 0, j = 0
        var budget = Self.comparisonBudget * new.count
        // True after a pair found changed: the next difference is taken as part of the same run of
        // changes and does not look far ahead again.
        var isInChanges = false
        while i < old.count && j < new.count {
            if same(i, j) {
                link(i, j)
                i += 1; j += 1
                isInChanges = false
                continue
            }
            var skipOld = 0, skipNew = 0
            // Commands of one kind look a little ahead; groups and commands of another kind (rows
            // scrolled out or in) look further.
            let reach = old[i].isSameKind(as: new[j]) && !old[i].isGroupStart ? Self.sameKindLookahead : Self.lookahead
            if budget > 0 {
                for step in 1...reach {
                    budget -= 2
                    if i + step < old.count && same(i + step, j) && inPairedGroups(i + step, j) { skipOld = step; break }
                    if j + step < new.count && same(i, j + step) && inPairedGroups(i, j + step) { skipNew = step; break }
                    if i + step >= old.count && j + step >= new.count { break }
                }
            }
            // Many of one kind dropped or added together (places coming into view on a map) resync
            // further on, where two commands in a row agree in groups already paired (one alone,
            // or a row's commands in another row's group, may be look-alikes); only at the first
            // difference of a run, so that views that animate do not spend the budget.
            if skipOld == 0 && skipNew == 0 && reach < Self.lookahead && !isInChanges && budget > 0 {
                func agree(_ a: Int, _ b: Int) -> Bool {
                    a + 1 < old.count && b + 1 < new.count && same(a, b) && same(a + 1, b + 1) && inPairedGroups(a, b)
                }
                for step in (reach + 1)...Self.lookahead {
                    budget -= 2
                    if agree(i + step, j) { skipOld = step; break }
                    if agree(i, j + step) { skipNew = step; break }
                    if i + step >= old.count && j + step >= new.count { break }
                }
            }
            if skipOld > 0 {
                i += skipOld            // old commands dropped
            } else if skipNew > 0 {
                j += skipNew            // new commands added
            } else if case .pushTranslation = old[i], case .pushTranslation = new[j] {
                link(i, j)
                i += 1; j += 1          // the same group moved
                isInChanges = false
            } else {
                i += 1; j += 1          // both changed
                isInChanges = true
            }
        }
        // A pair stands only inside paired groups; parents come before their children.
        for j in newToOld.indices where newToOld[j] >= 0 {
            let i = newToOld[j]
            if !inPairedGroups(i, j) {
                newToOld[j] = -1
                oldToNew[i] = -1
            }
        }
    }

    private mutating func link(_ i: Int, _ j: Int) {
        newToOld[j] = i
        oldToNew[i] = j
    }
}

extension DrawCommand {
    /// True when both are the same case (a fill and a fill, a text and a text, ...).
    func isSameKind(as other: DrawCommand) -> Bool {
        switch (self, other) {
        case (.fill, .fill), (.roundedRect, .roundedRect), (.border, .border), (.linearGradient, .linearGradient),
             (.shadow, .shadow), (.image, .image), (.text, .text), (.line, .line), (.pushClip, .pushClip),
             (.popClip, .popClip), (.pushTranslation, .pushTranslation), (.popTranslation, .popTranslation):
            return true
        default:
            return false
        }
    }

    /// True for `pushClip` and `pushTranslation`: the start of a group of commands.
    var isGroupStart: Bool {
        switch self {
        case .pushClip, .pushTranslation: return true
        default: return false
        }
    }
}
