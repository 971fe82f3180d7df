/// A state line's value as written (QA-INTERFACE.md, "State dumps"): what `replay --compare` compares
/// between variants.
public enum StateValue: Equatable, Sendable {
    case number(Double)
    case text(String)
    case boolean(Bool)
    case null
}
