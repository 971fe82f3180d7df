/// What a bar property does across one transition (AirBar's `ValueRangeType`): stay at a value, or
/// move linearly over a range as the transition progresses.
public enum ValueRange: Hashable, Sendable {
    case value(Double)
    case range(Double, Double)

    var bounds: (Double, Double) {
        switch self {
        case .value(let value): return (value, value)
        case .range(let from, let to): return (from, to)
        }
    }
}
