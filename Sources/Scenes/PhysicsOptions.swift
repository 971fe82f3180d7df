import ScrollPhysics

/// The scroll physics every scene takes as options (`--set`), applied to its scroll views'
/// `ScrollConfiguration` (PHYSICS.md §1, §3, §4, §7). Defaults are UIKit's; the window's tuning panel
/// changes them live through `SceneSession.updatePhysics(_:)`.
public enum PhysicsOptions {
    /// Deceleration rates by name: UIKit's `.normal` and `.fast`.
    static let namedRates: [(name: String, rate: DecelerationRate)] = [("normal", .normal), ("fast", .fast)]
    /// The factor per millisecond each name stands for (the tuning panel shows names as numbers).
    public static var namedDecelerationFactors: [String: Double] {
        Dictionary(uniqueKeysWithValues: namedRates.map { ($0.name, $0.rate.rawValue) })
    }
    /// Deceleration rates a number may give, per millisecond: from `.fast` (0.99) to 0.9999 (almost no friction).
    static let rateRange = 0.99...0.9999
    /// Rubber-band coefficients accepted (unitless): 0.1 (stiff) to 1 (loose); UIKit's is 0.55.
    static let rubberBandRange = 0.1...1.0
    /// Spring responses accepted, seconds.
    static let responseRange = 0.05...2.0
    /// Spring damping ratios accepted: 0.1 (bouncy) to 2 (overdamped); 1 is critical, the bounce's 1.32.
    static let dampingRatioRange = 0.1...2.0

    /// `deceleration`: a name or a factor per millisecond; `defaultName` is the scene's default.
    static func deceleration(default defaultName: String = "normal", help: String = "deceleration of the main scroll view")
        -> SceneOption {
        SceneOption(name: "deceleration", defaultValue: defaultName,
                    kind: .numberOrWord(rateRange, namedRates.map(\.name)), help: help + ", per millisecond")
    }

    /// The rate a `deceleration` value names: `normal`, `fast`, or a factor per millisecond in
    /// `rateRange`; nil for anything else.
    public static func decelerationRate(_ word: String) -> DecelerationRate? {
        if let named = namedRates.first(where: { $0.name == word }) { return named.rate }
        guard let factor = Double(word), rateRange.contains(factor) else { return nil }
        return DecelerationRate(rawValue: factor)
    }

    /// What `decelerationRate(_:)` accepts, for messages.
    public static var decelerationValues: String {
        namedRates.map(\.name).joined(separator: ", ") + " or a factor per millisecond from \(rateRange.lowerBound) to \(rateRange.upperBound)"
    }

    /// The options after `deceleration`: the rubber band and the two springs.
    static let springs: [SceneOption] = [
        SceneOption(name: "rubberBand", defaultValue: format(RubberBand.coefficient), kind: .number(rubberBandRange),
                    help: "rubber-band coefficient c of (1 - 1/(x·c/d + 1))·d (UIKit: 0.55)"),
        SceneOption(name: "bounceResponse", defaultValue: format(SpringParameters.bounceResponse), kind: .number(responseRange),
                    help: "response of the bounce spring at the edges, seconds (0.33: fitted to iOS)"),
        SceneOption(name: "bounceDampingRatio", defaultValue: format(SpringParameters.bounceDampingRatio),
                    kind: .number(dampingRatioRange), help: "damping ratio of the bounce spring (1.32: fitted to iOS; 1: critical)"),
        SceneOption(name: "snapResponse", defaultValue: format(SpringParameters.snap.response), kind: .number(responseRange),
                    help: "response of the snapping spring, seconds (FloatingPanel: 0.4)"),
        SceneOption(name: "snapDampingRatio", defaultValue: format(SpringParameters.snap.dampingRatio),
                    kind: .number(dampingRatioRange), help: "damping ratio of the snapping spring (1: critical)"),
    ]

    /// The names of every physics option.
    public static var names: [String] { ["deceleration"] + springs.map(\.name) }

    /// The configuration the settings describe. Springs whose values are the defaults keep the exact
    /// named constants (`SpringParameters.bounce`, `.snap`).
    static func configuration(from settings: SceneSettings) -> ScrollConfiguration {
        let word = settings.string("deceleration")
        let rate = namedRates.first { $0.name == word }?.rate
            ?? Double(word).map(DecelerationRate.init(rawValue:)) ?? .normal
        return ScrollConfiguration(
            decelerationRate: rate,
            rubberBandCoefficient: settings.number("rubberBand"),
            bounceSpring: spring(settings, response: "bounceResponse", dampingRatio: "bounceDampingRatio", standard: .bounce),
            snapSpring: spring(settings, response: "snapResponse", dampingRatio: "snapDampingRatio", standard: .snap))
    }

    private static func spring(_ settings: SceneSettings, response: String, dampingRatio: String,
                               standard: SpringParameters) -> SpringParameters {
        let standardValues = springs.filter { $0.name == response || $0.name == dampingRatio }.map(\.defaultValue)
        let isStandard = [settings.string(response), settings.string(dampingRatio)] == standardValues
        return isStandard ? standard : SpringParameters(dampingRatio: settings.number(dampingRatio), response: settings.number(response))
    }

    /// The shortest text that reads back as `value`: "1", "0.4", "0.6283185307179586".
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
