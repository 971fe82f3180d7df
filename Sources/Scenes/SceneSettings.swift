import Devices
import ScrollPhysics

/// The validated option values of a scene on a device: its defaults (on that device) overridden by
/// `--set NAME=VALUE`.
public struct SceneSettings {
    private(set) var values: [String: String]
    /// The options in the order they were declared, for headers and listings.
    let options: [SceneOption]
    /// The device the defaults were worked out for, and the scene lays out for.
    public let device: DeviceProfile

    /// Parses `NAME=VALUE` pairs against the scene's options; throws a usage error naming the problem.
    public init(options: [SceneOption], assignments: [String], sceneName: String,
                device: DeviceProfile = DeviceCatalog.standard) throws {
        self.options = options
        self.device = device
        var values: [String: String] = [:]
        for option in options { values[option.name] = option.defaultValue(on: device) }
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw AppError.usage("bad --set '\(assignment)': expected NAME=VALUE")
            }
            let name = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            guard let option = options.first(where: { $0.name == name }) else {
                let known = options.map(\.name).joined(separator: ", ")
                throw AppError.usage("unknown option '\(name)' for scene '\(sceneName)' (options: \(known))")
            }
            if value.isEmpty { throw AppError.usage("option \(name) needs a value (expected \(option.accepted))") }
            if let problem = option.problem(with: value) { throw AppError.usage(problem) }
            values[name] = value
        }
        self.values = values
    }

    public func string(_ name: String) -> String { values[name] ?? "" }
    func integer(_ name: String) -> Int { Int(string(name)) ?? 0 }
    func number(_ name: String) -> Double { Double(string(name)) ?? 0 }
    func boolean(_ name: String) -> Bool { string(name) == "true" }

    /// The physics options as a scroll view configuration.
    public var scrollConfiguration: ScrollConfiguration { PhysicsOptions.configuration(from: self) }

    /// `name=value` pairs in declaration order, for a recording's header.
    public var assignments: [String] { options.map { "\($0.name)=\(string($0.name))" } }
}
