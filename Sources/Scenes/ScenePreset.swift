import ScrollPhysics

/// A named set of a scene's options (`--preset NAME`) that reproduces a seed or an anchor library's
/// defaults; `--set` after it overrides single values. Every value names where it comes from.
public struct ScenePreset: Sendable {
    /// One option value and its source.
    public struct Value: Sendable {
        public let name: String
        public let value: String
        /// Where the value comes from (the seed's article, the library's constant).
        public let source: String

        public init(_ name: String, _ value: String, source: String) {
            self.name = name
            self.value = value
            self.source = source
        }

        /// `NAME=VALUE`, as `--set` takes it.
        public var assignment: String { "\(name)=\(value)" }
    }

    public let name: String
    /// One line: what the preset reproduces.
    public let summary: String
    public let values: [Value]

    public init(name: String, summary: String, values: [Value]) {
        self.name = name
        self.summary = summary
        self.values = values
    }

    /// The values as `--set` assignments, in order.
    public var assignments: [String] { values.map(\.assignment) }

    /// The physics every seed inherits from UIKit's scroll view (PHYSICS.md).
    static func uikitPhysics(deceleration: String = "normal", source: String = "UIScrollView's default") -> [Value] {
        [Value("deceleration", deceleration, source: source),
         Value("bounces", "true", source: "UIScrollView's default"),
         Value("rubberBand", PhysicsOptions.format(RubberBand.coefficient), source: "UIScrollView's rubber band (PHYSICS.md §3)")]
    }
}
