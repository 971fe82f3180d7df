import Graphics

/// Decides, frame by frame, what `IncrementalRasterizer` does with a scrim's underlay
/// (`ScrimUnderlay`): a frame with a scrim and no valid underlay captures it (nothing under the
/// scrim is culled then, and the underlay is valid when the frame drew all of the scrim); a frame in
/// which what lies under the scrim is what the underlay holds seeds the bands inside it from it; any
/// other frame, or a frame without a scrim, forgets it.
struct ScrimPlanner {
    let underlay = ScrimUnderlay()
    /// The scrim's command in this frame's list and in the last frame's (nil: none).
    private(set) var index: Int?
    private var previousIndex: Int?
    /// True when this frame captures the underlay.
    private var captures = false

    /// Starts a frame of `commands` at `scale` in a buffer of `bounds`: finds the scrim and returns
    /// its index when the frame captures the underlay (the list is to be prepared keeping what lies
    /// under it, `OcclusionCuller`). `keeps` is false when frames are drawn whole (nothing is kept),
    /// `follows` when the buffer holds this frame's predecessor (else the underlay is not its).
    mutating func begin(_ commands: [DrawCommand], scale: Double, bounds: PixelRect, keeps: Bool, follows: Bool) -> Int? {
        previousIndex = index
        index = ScrimUnderlay.scrimIndex(in: commands, scale: scale, bounds: bounds)
        if index == nil || !keeps || !follows { underlay.invalidate() }
        captures = keeps && index != nil && !underlay.isValid
        return captures ? index : nil
    }

    /// What this frame's draw does with the underlay (nil: nothing). `content` pairs this frame's
    /// list (prepared) with the last frame's when the frame follows it (nil otherwise); `plan` is its
    /// backdrops' plan.
    mutating func pass(_ content: FrameShift.Lists?, plan: BackdropPlan, scale: Double, bounds: PixelRect) -> ScrimPass? {
        guard let index else { return nil }
        if captures {
            underlay.startCapture(of: content?.newCuller.bounds[index] ?? .empty)
            return ScrimPass(underlay: underlay, index: index, captures: true)
        }
        guard underlay.isValid, let content, let old = previousIndex, content.newCuller.bounds[index] == underlay.rect,
              Self.isUnchanged(content, before: index, old: old, in: underlay.rect, plan: plan, scale: scale, bounds: bounds)
        else {
            underlay.invalidate()
            return nil
        }
        return ScrimPass(underlay: underlay, index: index, captures: false)
    }

    /// Ends the frame: a capture is valid when the frame drew all of the scrim (`drewAll(rect)`).
    mutating func finish(drewAll: (PixelRect) -> Bool) {
        if captures { underlay.finishCapture(drewAll: drewAll(underlay.rect)) }
    }

    /// True when the commands before the scrim (new command `index`, old command `old`) draw in
    /// `rect` what they drew: none added, dropped, changed or moved there (the same command, paired,
    /// in the same place with the same bounds), and every backdrop among them whose area meets
    /// `rect` keeps its image (`BackdropPlan`: its own input the same).
    private static func isUnchanged(_ content: FrameShift.Lists, before index: Int, old: Int, in rect: PixelRect,
                                    plan: BackdropPlan, scale: Double, bounds: PixelRect) -> Bool {
        let matcher = content.matcher, newCuller = content.newCuller, oldCuller = content.oldCuller
        for j in 0..<index {
            let i = matcher.newToOld[j], bound = newCuller.bounds[j]
            if i >= 0 && i < old && newCuller.contexts[j].offset == oldCuller.contexts[i].offset && bound == oldCuller.bounds[i] {
                continue
            }
            if bound.intersects(rect) || (i >= 0 && oldCuller.bounds[i].intersects(rect)) { return false }
        }
        for i in 0..<old where matcher.oldToNew[i] < 0 && oldCuller.bounds[i].intersects(rect) { return false }
        var kept = true
        BackdropDamage.forEachBackdrop(of: content.new, contexts: newCuller.contexts, scale: scale, bounds: bounds) { found in
            guard found.index < index, let area = found.geometry?.area, area.intersects(rect) else { return }
            if plan.reuse(found.ordinal) != .image { kept = false }
        }
        return kept
    }
}
