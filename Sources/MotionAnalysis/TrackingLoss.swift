/// Why a frame's offset is not known: the evidence the tracker weighed against its match.
public enum TrackingLoss: String, Sendable, CaseIterable {
    /// The blocks' best correlations are low: the band's content was replaced or covered (a reload, a
    /// header sliding in, a panel over it).
    case noMatch = "no match: the band's content was replaced or covered"
    /// Another shift matches about as well and the motion does not tell them apart (rows that look alike).
    case ambiguous = "ambiguous: another shift matches as well (rows that look alike)"
    /// The shift found needs a jump in speed that the neighbouring frames' motion does not show.
    case inconsistent = "inconsistent with the neighbouring frames' motion"
}
