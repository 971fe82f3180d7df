/// Which detent a release picks (`BottomSheetSnapping.target`).
public enum BottomSheetSnap: String, Sendable, CaseIterable {
    /// Apple Maps and FloatingPanel: the detent nearest the momentum's projection, at most one past the
    /// current unless the fling is strong, with the seed's direction rule between half and full.
    case projected
    /// The seed (skagedal's two-state sheet): only half and full; between them the velocity's direction
    /// decides, a slow release goes to the nearer, anything below half goes to half.
    case seed
    /// Pulley's `.nearestPosition`: the detent nearest where the finger let go, whatever the velocity.
    case nearest
}
