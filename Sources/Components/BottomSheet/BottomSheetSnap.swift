/// Which detent a release picks (`BottomSheetRules.target`).
public enum BottomSheetSnap: String, Sendable, CaseIterable {
    /// Apple Maps and FloatingPanel: the detent nearest the momentum's projection, at most one past the
    /// current unless the fling is strong, with the seed's direction rule between half and full.
    case projected
    /// The seed (skagedal's two-state sheet): only half and full; between them the velocity's direction
    /// decides, a slow release goes to the nearer, anything below half goes to half.
    case seed
    /// Pulley's `.nearestPosition`: the detent nearest where the sheet's own momentum would stop (the
    /// release projected with the sheet's deceleration, Pulley's `targetContentOffset`).
    case nearest
    /// Pulley's default `.nearestPositionUnlessExceeded(threshold: 20)`: as `nearest`, except that when
    /// that is the detent the sheet was on, a projection more than 20 pt away moves it one detent that way.
    case pulley
    /// FloatingPanel's `FloatingPanelDefaultBehavior`: the release projected with `.normal`
    /// (`momentumProjectionRate`) and clamped to the segment between the two detents the sheet is in
    /// (`shouldProjectMomentum` false), then the segment's far end in the direction of motion once the
    /// projection passes `redirectionalProgress` 0.5 of it, else its near end (Core.swift `targetPosition`).
    case ends
}
