import Devices
import LabBasics
import ScrollPhysics

/// The validated option values of a scene on a device: its defaults (on that device) overridden by
/// `NAME=VALUE` assignments (`--set`, a preset, a trace's `set` lines, a compare set, the tuning
/// panel), read back typed through the scene's declarations (`settings[key]`, `OptionKey`).
public struct SceneSettings {
    /// Each option's value as written (a recording's header keeps it so).
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
        for text in assignments {
            guard let assignment = OptionAssignment(text) else {
                throw AppError.usage("bad --set '\(text)': expected NAME=VALUE")
            }
            let name = assignment.name, value = assignment.value
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

    /// The value of the option `key` declares, typed.
    public subscript<Value>(key: OptionKey<Value>) -> Value {
        key.value(of: text(of: key.option.name))
    }

    /// True when the option's value is written as its declared default on the settings' device.
    func isDefault<Value>(_ key: OptionKey<Value>) -> Bool {
        text(of: key.option.name) == key.option.defaultValue(on: device)
    }

    /// Option `name`'s value as written ("" for an option the scene does not have).
    public func text(of name: String) -> String { values[name] ?? "" }

    /// The physics options as a scroll view configuration.
    public var scrollConfiguration: ScrollConfiguration { PhysicsOptions.configuration(from: self) }

    /// `name=value` pairs in declaration order, for a recording's header.
    public var assignments: [String] { options.map { OptionAssignment(name: $0.name, value: text(of: $0.name)).text } }
}
