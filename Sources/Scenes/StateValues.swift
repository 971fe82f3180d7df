/// One frame's state values, read by their declarations (`StateKey`): what `replay --compare`
/// compares between variants. A key the line lacks reads as null.
public struct StateValues: Equatable {
    private var values: [String: StateValue] = [:]

    /// The values of `pairs`, each under its key.
    public init(_ pairs: [(key: StateKey, value: StateValue)]) {
        for (key, value) in pairs { values[key.name] = value }
    }

    /// The values a state line kept as it wrote them (`StateLine.values`).
    init(written: [(key: String, value: StateValue)]) {
        for (name, value) in written where values[name] == nil { values[name] = value }
    }

    public subscript(key: StateKey) -> StateValue { values[key.name] ?? .null }
}
