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

    /// `deceleration`: a name or a factor per millisecond; `defaultName` is the scene's default. Any
    /// scene's reads back with `decelerationKey` (the settings hold the scene's own default).
    static func deceleration(default defaultName: String = "normal", help: String = "deceleration of the main scroll view")
        -> OptionKey<DecelerationRate> {
        OptionKey(SceneOption(name: "deceleration", defaultValue: defaultName, kind: .numberOrWord(rateRange, namedRates.map(\.name)),
                              help: help + ", per millisecond", unit: .perMillisecond, step: decelerationStep)) { value in
            switch value {
            case .word(let word): return namedRates.first { $0.name == word }?.rate
            case .number(let factor): return DecelerationRate(rawValue: factor)
            default: return nil
            }
        }
    }
    static let decelerationKey = deceleration()
    /// The tuning panel's step of a deceleration factor, per millisecond (0.998 to 0.9981).
    static let decelerationStep = 0.0001
    /// The tuning panel's step of the other physics numbers (coefficients, ratios, seconds).
    static let springStep = 0.01

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

    static let rubberBand = OptionKey.number("rubberBand", default: RubberBand.coefficient, range: rubberBandRange, unit: .none,
                                              step: springStep, help: "rubber-band coefficient c of (1 - 1/(x·c/d + 1))·d (UIKit: 0.55)")
    static let bounceResponse = OptionKey.number("bounceResponse", default: SpringParameters.bounceResponse, range: responseRange,
                                                  unit: .seconds, step: springStep,
                                                  help: "response of the bounce spring at the edges, seconds (0.33: fitted to iOS)")
    static let bounceDampingRatio = OptionKey.number("bounceDampingRatio", default: SpringParameters.bounceDampingRatio,
                                                      range: dampingRatioRange, unit: .none, step: springStep,
                                                      help: "damping ratio of the bounce spring (1.32: fitted to iOS; 1: critical)")
    static let snapResponse = OptionKey.number("snapResponse", default: SpringParameters.snap.response, range: responseRange,
                                                unit: .seconds, step: springStep,
                                                help: "response of the snapping spring, seconds (FloatingPanel: 0.4)")
    static let snapDampingRatio = OptionKey.number("snapDampingRatio", default: SpringParameters.snap.dampingRatio,
                                                    range: dampingRatioRange, unit: .none, step: springStep,
                                                    help: "damping ratio of the snapping spring (1: critical)")

    /// The options after `deceleration`: the rubber band and the two springs.
    static let springs: [SceneOption] = [rubberBand, bounceResponse, bounceDampingRatio, snapResponse, snapDampingRatio].map(\.option)

    /// The names of every physics option.
    public static var names: [String] { ["deceleration"] + springs.map(\.name) }

    /// The configuration the settings describe. Springs whose values are written as the defaults keep
    /// the exact named constants (`SpringParameters.bounce`, `.snap`).
    static func configuration(from settings: SceneSettings) -> ScrollConfiguration {
        ScrollConfiguration(
            decelerationRate: settings[decelerationKey],
            rubberBandCoefficient: settings[rubberBand],
            bounceSpring: spring(settings, response: bounceResponse, dampingRatio: bounceDampingRatio, standard: .bounce),
            snapSpring: spring(settings, response: snapResponse, dampingRatio: snapDampingRatio, standard: .snap))
    }

    private static func spring(_ settings: SceneSettings, response: OptionKey<Double>, dampingRatio: OptionKey<Double>,
                               standard: SpringParameters) -> SpringParameters {
        let isStandard = settings.isDefault(response) && settings.isDefault(dampingRatio)
        return isStandard ? standard : SpringParameters(dampingRatio: settings[dampingRatio], response: settings[response])
    }

    /// The shortest text that reads back as `value`: "1", "0.4", "0.6283185307179586".
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
