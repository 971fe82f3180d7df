import Foundation
import Scenes

/// The live tuning panel's model (key O in the window): the scene's physics options as sliders, one
/// selected, changed by fine steps or by a position on the slider. Each change is an assignment
/// (`NAME=VALUE`) that the window applies with `SceneSession.updatePhysics(_:)` and records; the
/// panel prints what differs from the defaults as `--set` arguments.
public struct TuningPanel {
    public struct Row: Equatable {
        public let name: String
        public let range: ClosedRange<Double>
        /// One fine step (arrow key); Shift takes ten.
        public let step: Double
        public let defaultValue: Double
        public internal(set) var value: Double

        /// The value as written in an assignment: as many decimals as the step needs.
        public var text: String { TuningPanel.format(value, step: step) }
        /// Where the value sits on the slider, 0...1.
        public var fraction: Double { (value - range.lowerBound) / (range.upperBound - range.lowerBound) }
    }

    /// Fine steps per option; options not named take `defaultStep`.
    static let steps: [String: Double] = ["deceleration": 0.0001]
    static let defaultStep = 0.01

    public private(set) var rows: [Row]
    public private(set) var selected = 0

    /// The physics options of `options` (a scene's declared options) with their current values in
    /// `assignments` (`NAME=VALUE`, as `SceneSettings.assignments` gives them).
    public init(options: [SceneOption], assignments: [String]) {
        var current: [String: String] = [:]
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { current[parts[0]] = parts[1] }
        }
        rows = options.compactMap { option in
            guard PhysicsOptions.names.contains(option.name) else { return nil }
            let range: ClosedRange<Double>
            switch option.kind {
            case .number(let r), .numberOrWord(let r, _): range = r
            default: return nil
            }
            let named = PhysicsOptions.namedDecelerationFactors
            let value = { (text: String) in Double(text) ?? named[text] ?? range.lowerBound }
            return Row(name: option.name, range: range, step: TuningPanel.steps[option.name] ?? TuningPanel.defaultStep,
                       defaultValue: value(option.defaultValue), value: value(current[option.name] ?? option.defaultValue))
        }
    }

    /// Moves the selection by `delta` rows, staying on the panel.
    public mutating func select(by delta: Int) {
        guard !rows.isEmpty else { return }
        selected = min(max(selected + delta, 0), rows.count - 1)
    }

    /// Changes the selected row by `steps` fine steps; the assignment to apply, or nil at a limit.
    public mutating func adjust(by steps: Double) -> String? {
        guard rows.indices.contains(selected) else { return nil }
        let row = rows[selected]
        return set(selected, to: row.value + steps * row.step)
    }

    /// Sets row `index` to the value at `fraction` (0...1) of its slider, on whole steps.
    public mutating func set(_ index: Int, fraction: Double) -> String? {
        guard rows.indices.contains(index) else { return nil }
        selected = index
        let range = rows[index].range
        return set(index, to: range.lowerBound + min(max(fraction, 0), 1) * (range.upperBound - range.lowerBound))
    }

    /// The rows that differ from their defaults, as command-line arguments (`--set NAME=VALUE ...`).
    public var commandLine: String {
        rows.filter { abs($0.value - $0.defaultValue) > $0.step / 2 }.map { "--set \($0.name)=\($0.text)" }.joined(separator: " ")
    }

    private mutating func set(_ index: Int, to proposed: Double) -> String? {
        let row = rows[index]
        let snapped = ((proposed - row.range.lowerBound) / row.step).rounded() * row.step + row.range.lowerBound
        let value = min(max(snapped, row.range.lowerBound), row.range.upperBound)
        guard abs(value - row.value) > row.step / 2 else { return nil }
        rows[index].value = Double(TuningPanel.format(value, step: row.step)) ?? value
        return "\(row.name)=\(rows[index].text)"
    }

    /// `value` with the decimals `step` needs (0.0001 → four).
    static func format(_ value: Double, step: Double) -> String {
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        return String(format: "%.\(decimals)f", value)
    }
}
