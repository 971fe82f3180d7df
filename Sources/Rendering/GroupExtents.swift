/// Where each clip or translation group of a display list ends and which pixels its commands can
/// touch, found while the occlusion pass walks the list: a band that meets none of a group's pixels
/// jumps from its `pushClip` or `pushTranslation` past the matching pop, which leaves the clip and
/// translation as they were, instead of walking every command inside (a list's rows outside a
/// damaged piece, a map's blocks outside the sheet's rows).
///
///     push ─┐ end: the matching pop         a band below `bounds` skips from the push
///       A   │ bounds: A ∪ B ∪ C (nested     to the command after the pop
///       B   │ groups' commands included)
///       C   │
///     pop ──┘
///
/// Only well-nested groups get an end: when a pop closes a group of the other kind, or none, the
/// list has no ends at all (the rasterizer forgives such lists, and walks them whole). Storage is
/// reused from frame to frame.
struct GroupExtents {
    /// Per command: for a push whose group closes, the index of its pop; -1 otherwise.
    private(set) var ends: [Int] = []
    /// Per command: for a push, the union of the pixel bounds of every command in its group.
    private(set) var bounds: [PixelRect] = []
    /// The open groups, innermost last: the push's index, its kind and the bounds met so far.
    private var open: [(index: Int, isTranslation: Bool, bounds: PixelRect)] = []
    private var isNested = true

    /// Starts a list of `count` commands: no group found yet.
    mutating func start(count: Int) {
        ends.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        ends.append(contentsOf: repeatElement(-1, count: count))
        bounds.append(contentsOf: repeatElement(.empty, count: count))
        open.removeAll(keepingCapacity: true)
        isNested = true
    }

    /// Command `index`, a push, opens a group.
    mutating func open(at index: Int, isTranslation: Bool) {
        open.append((index, isTranslation, .empty))
    }

    /// A command inside the open groups touches `pixels`.
    mutating func add(_ pixels: PixelRect) {
        guard !pixels.isEmpty, !open.isEmpty else { return }
        open[open.count - 1].bounds = open[open.count - 1].bounds.union(pixels)
    }

    /// Command `index`, a pop, closes the innermost group, which must be of its kind.
    mutating func close(at index: Int, isTranslation: Bool) {
        guard let group = open.last, group.isTranslation == isTranslation else {
            isNested = false
            return
        }
        open.removeLast()
        ends[group.index] = index
        bounds[group.index] = group.bounds
        add(group.bounds)
    }

    /// Ends the list: a list that is not well nested keeps no ends.
    mutating func finish() {
        guard !isNested else { return }
        for index in ends.indices { ends[index] = -1 }
    }

    /// The index to go on from at command `index` in a band of `area` whose `capture` (a scrim's
    /// underlay, -1 for none) must be reached: past the matching pop when `index` opens a group
    /// whose pixels miss the band and that does not hold the capture, else `index` itself.
    @inline(__always)
    func next(after index: Int, missing area: PixelRect, capture: Int) -> Int {
        let end = ends[index]
        guard end > index, !bounds[index].intersects(area), capture <= index || capture > end else { return index }
        return end + 1
    }
}
