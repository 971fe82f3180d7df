import Devices
import Foundation
import Graphics
import LabBasics
import Scenes

/// The live tuning panel's model (key O in the window): the scene's own options first, in the order
/// the scene declares them, then the physics options. Numbers are sliders (fine steps by key, a
/// position by the pointer); words and booleans are steppers (a segmented control, a switch) that a
/// key or a click cycles. Each change is an assignment (`NAME=VALUE`) that the window applies with
/// `SceneSession.update(_:)` and records; the panel prints what differs from the defaults as `--set`
/// arguments.
///
/// Integer options (`rows`) are not on the panel: their ranges run to millions, where a slider
/// makes no sense, and the number of rows is content, not tuning (`--set rows=N` still sets it).
public struct TuningPanel {
    public struct Row: Equatable {
        public enum Kind: Equatable {
            /// A number on a slider, held on whole `step`s from the range's start.
            case slider(range: ClosedRange<Double>, step: Double)
            /// One of a few words, drawn as a segmented control.
            case choice([String])
            /// `true` or `false`, drawn as a switch.
            case toggle
        }

        public let name: String
        public let kind: Kind
        /// The value as the scene declares its default, and as written in an assignment now.
        public let defaultText: String
        public internal(set) var text: String
        /// The option whose number a word value stands for (`SceneOption.wordStandsFor`).
        let standsFor: String?
        /// The number a slider's word stands for now (the sheet's `flingDampingRatio=snap`: the snap
        /// spring's damping ratio); nil when its word names no other option.
        public internal(set) var wordValue: Double?
        /// The span a slider's whole track stands for, when wider than the values it takes: every
        /// slider in points spans 0 to the viewport's height, so that a larger height or threshold
        /// sits further right than a smaller one whatever each option's own range (nil: the range).
        public internal(set) var track: ClosedRange<Double>?

        /// The value as the panel shows it: a slider's number with the decimals its step needs, or
        /// the word that stands for another option's number (`snap`).
        public var shownText: String {
            if wordValue != nil, Double(text) == nil { return text }
            if case .slider(_, let step) = kind { return TuningPanel.format(value, step: step) }
            return text
        }
        /// A slider's number (a word such as `normal` as the factor it names); a stepper's index.
        public var value: Double { number(text) }
        public var defaultValue: Double { number(defaultText) }
        /// A slider's fine step; nil for steppers.
        public var step: Double? {
            if case .slider(_, let step) = kind { return step }
            return nil
        }
        /// The words a stepper cycles through (a switch: `false`, `true`); empty for sliders.
        public var words: [String] {
            switch kind {
            case .slider: return []
            case .choice(let words): return words
            case .toggle: return ["false", "true"]
            }
        }
        /// Where a slider's value sits, 0...1; a stepper's index over its last.
        public var fraction: Double {
            switch kind {
            case .slider(let range, _): return position(of: value, in: track ?? range)
            case .choice, .toggle: return words.count > 1 ? value / Double(words.count - 1) : 0
            }
        }
        /// Where the values a slider takes begin and end on its track, 0...1 (all of it without a `track`).
        public var reachable: ClosedRange<Double> {
            guard case .slider(let range, _) = kind, let track else { return 0...1 }
            return position(of: range.lowerBound, in: track)...position(of: range.upperBound, in: track)
        }

        private func position(of value: Double, in span: ClosedRange<Double>) -> Double {
            (value - span.lowerBound) / (span.upperBound - span.lowerBound)
        }

        /// True when the value differs from the default (by more than half a step on a slider).
        public var isChanged: Bool {
            if case .slider(_, let step) = kind { return abs(value - defaultValue) > step / 2 }
            return text != defaultText
        }

        private func number(_ text: String) -> Double {
            switch kind {
            case .slider(let range, _):
                return Double(text) ?? PhysicsOptions.namedDecelerationFactors[text] ?? wordValue ?? range.lowerBound
            case .choice, .toggle: return Double(words.firstIndex(of: text) ?? 0)
            }
        }
    }

    /// The longest a slider in seconds goes, seconds: a simulated load tuned by eye is a few seconds
    /// (`--set` takes up to the option's own limit).
    static let longestSliderSeconds = 10.0

    public private(set) var rows: [Row]
    public private(set) var selected = 0
    /// The first row shown when the rows do not all fit (`TuningPanelView` scrolls them).
    public private(set) var firstVisibleRow = 0

    /// The options of `options` (a scene's declared options) with their current values in
    /// `assignments` (`NAME=VALUE`, as `SceneSettings.assignments` gives them). Point sliders reach
    /// at most `viewportHeight` (a height or threshold past the viewport cannot be seen), or the
    /// current value when it is larger. Defaults are `device`'s.
    public init(options: [SceneOption], assignments: [String], viewportHeight: Double = SceneCatalog.defaultViewport.height,
                device: DeviceProfile = DeviceCatalog.standard) {
        let current = TuningPanel.values(of: assignments)
        let own = options.filter { !PhysicsOptions.names.contains($0.name) }
        let physics = PhysicsOptions.names.compactMap { name in options.first { $0.name == name } }
        rows = (own + physics).compactMap { option in
            guard let kind = TuningPanel.kind(of: option, current: current[option.name], viewportHeight: viewportHeight) else { return nil }
            let defaultValue = option.defaultValue(on: device)
            var row = Row(name: option.name, kind: kind, defaultText: defaultValue, text: defaultValue, standsFor: option.wordStandsFor)
            row.text = current[option.name] ?? defaultValue
            if option.unit == .points, case .slider(let range, _) = kind {
                row.track = 0...max(viewportHeight, range.upperBound)
            }
            return row
        }
        resolveWords()
    }

    /// The same panel (selection, shown rows, ranges) with the values of `assignments`
    /// (`NAME=VALUE`): what it shows over a compared variant whose options differ from the one it
    /// was made for.
    public func showing(_ assignments: [String]) -> TuningPanel {
        var shown = self
        for (name, value) in TuningPanel.values(of: assignments) {
            guard let index = rows.firstIndex(where: { $0.name == name }) else { continue }
            shown.rows[index].text = value
        }
        shown.resolveWords()
        return shown
    }

    /// Each option's value in `assignments` (`NAME=VALUE`; a later one wins).
    private static func values(of assignments: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for assignment in assignments.compactMap(OptionAssignment.init) where !assignment.value.isEmpty {
            values[assignment.name] = assignment.value
        }
        return values
    }

    /// Sets each slider's `wordValue` from the row its word stands for.
    private mutating func resolveWords() {
        for index in rows.indices {
            guard let source = rows[index].standsFor else { continue }
            rows[index].wordValue = rows.first { $0.name == source }?.value
        }
    }

    private static func kind(of option: SceneOption, current: String?, viewportHeight: Double) -> Row.Kind? {
        switch option.kind {
        case .integer: return nil
        case .choice(let words): return .choice(words)
        case .boolean: return .toggle
        case .number(let range), .numberOrWord(let range, _):
            guard let step = option.step else { return nil }
            switch option.unit {
            case .points:
                let top = max(min(range.upperBound, viewportHeight), Double(current ?? "") ?? 0, range.lowerBound + step)
                return .slider(range: range.lowerBound...min(top, range.upperBound), step: step)
            case .seconds where range.upperBound > longestSliderSeconds:
                let top = max(longestSliderSeconds, Double(current ?? "") ?? 0)
                return .slider(range: range.lowerBound...top, step: step)
            case .seconds, .perMillisecond, .none:
                return .slider(range: range, step: step)
            }
        }
    }

    /// Moves the selection by `delta` rows, staying on the panel; the shown rows follow it when
    /// `visibleRows` of them fit.
    public mutating func select(by delta: Int, visibleRows: Int = .max) {
        guard !rows.isEmpty else { return }
        selected = min(max(selected + delta, 0), rows.count - 1)
        let shown = max(1, min(visibleRows, rows.count))
        firstVisibleRow = min(max(firstVisibleRow, selected - shown + 1), selected, rows.count - shown)
    }

    /// Changes the selected row by `steps` fine steps (a stepper: one word on, either way, cycling);
    /// the assignment to apply, or nil when nothing changes (a slider at its limit).
    public mutating func adjust(by steps: Double) -> String? {
        guard rows.indices.contains(selected) else { return nil }
        let row = rows[selected]
        switch row.kind {
        case .slider(_, let step): return set(selected, to: row.value + steps * step)
        case .choice, .toggle:
            let count = row.words.count, index = Int(row.value) + (steps < 0 ? -1 : 1)
            return setText(selected, row.words[(index % count + count) % count])
        }
    }

    /// Sets row `index` to what is at `fraction` (0...1) of its control: a slider's value on whole
    /// steps, a segmented control's segment; a switch flips. Selects the row.
    public mutating func set(_ index: Int, fraction: Double) -> String? {
        guard rows.indices.contains(index) else { return nil }
        selected = index
        let row = rows[index], clamped = min(max(fraction, 0), 1)
        switch row.kind {
        case .slider(let range, _):
            let track = row.track ?? range
            return set(index, to: track.lowerBound + clamped * (track.upperBound - track.lowerBound))
        case .choice(let words):
            return setText(index, words[SegmentApportion(words: words).index(at: clamped)])
        case .toggle:
            return setText(index, row.text == "true" ? "false" : "true")
        }
    }

    /// Sets slider row `index` to `value` (on whole steps, within its range); the assignment, or nil
    /// when nothing changes.
    public mutating func set(_ index: Int, value: Double) -> String? {
        guard rows.indices.contains(index) else { return nil }
        return set(index, to: value)
    }

    /// Puts row `index` back to `text` (the scene refused a change).
    public mutating func revert(_ index: Int, to text: String) {
        guard rows.indices.contains(index) else { return }
        rows[index].text = text
        resolveWords()
    }

    /// The rows that differ from their defaults, as command-line arguments (`--set NAME=VALUE ...`).
    public var commandLine: String {
        rows.filter(\.isChanged).map { "--set \($0.name)=\($0.text)" }.joined(separator: " ")
    }

    private mutating func set(_ index: Int, to proposed: Double) -> String? {
        guard case .slider(let range, let step) = rows[index].kind else { return nil }
        let snapped = ((proposed - range.lowerBound) / step).rounded() * step + range.lowerBound
        let value = min(max(snapped, range.lowerBound), range.upperBound)
        // A word (`fast`, or `snap`: the snap spring's own) gives way to any number on the slider.
        guard abs(value - rows[index].value) > step / 2 || Double(rows[index].text) == nil else { return nil }
        return setText(index, TuningPanel.format(value, step: step))
    }

    private mutating func setText(_ index: Int, _ text: String) -> String? {
        guard rows[index].text != text else { return nil }
        rows[index].text = text
        resolveWords()
        return OptionAssignment(name: rows[index].name, value: text).text
    }

    /// `value` with the decimals `step` needs (0.0001 → four, 1 → none).
    public static func format(_ value: Double, step: Double) -> String {
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        return String(format: "%.\(decimals)f", value)
    }
}
