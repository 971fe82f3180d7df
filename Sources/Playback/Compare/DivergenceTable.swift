import Foundation
import Scenes

/// How far the variants of `replay --compare` drift apart, per declared state key (`StateKey`, the
/// scene's `SceneSession.stateKeys`): the largest difference between them (numbers and integers),
/// the frames in which they differ and the first time they do. Fed one frame at a time with each
/// variant's typed state values (README "Compare").
public struct DivergenceTable {
    /// Numbers differ when the variants' values are further apart than this, in the key's unit
    /// (0.01 pt for offsets: well under a pixel at 3 pixels per point).
    public static let tolerance = 0.01

    /// One state key's divergence so far.
    public struct Row: Equatable {
        public let key: StateKey
        /// The largest spread (largest − smallest) between the variants in a frame where all are
        /// numbers; nil when the key never held numbers in every variant at once.
        public var largestDifference: Double?
        public var differingFrames = 0
        /// The time of the first frame in which the variants differ; nil: never.
        public var firstDifference: Double?
    }

    public private(set) var rows: [Row]
    public private(set) var frameCount = 0

    /// A table of `keys`, one row each in their order.
    public init(keys: [StateKey]) {
        rows = keys.map { Row(key: $0) }
    }

    /// Adds one frame at `time`: each variant's values (a key a variant lacks counts as null there).
    public mutating func add(time: Double, variants: [StateValues]) {
        frameCount += 1
        guard !variants.isEmpty else { return }
        for index in rows.indices {
            let key = rows[index].key
            let (spread, differs) = DivergenceTable.compare(variants.map { $0[key] }, kind: key.kind)
            if let spread { rows[index].largestDifference = max(rows[index].largestDifference ?? 0, spread) }
            if differs {
                rows[index].differingFrames += 1
                if rows[index].firstDifference == nil { rows[index].firstDifference = time }
            }
        }
    }

    /// The spread of a number's or an integer's `values` when all are numbers (not null), and whether
    /// they differ: numbers by more than `tolerance`, anything else when not all equal.
    public static func compare(_ values: [StateValue], kind: StateKey.Kind) -> (spread: Double?, differs: Bool) {
        let numbers = values.compactMap { value -> Double? in if case .number(let x) = value { return x } else { return nil } }
        if kind == .number || kind == .integer, numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
            return (high - low, high - low > tolerance)
        }
        return (nil, values.contains { $0 != values[0] })
    }

    /// The table as text lines: a header naming the variants and the frames, then one row per key
    /// with aligned columns.
    public func lines(variants: [(letter: String, label: String)]) -> [String] {
        var lines = variants.map { "variant \($0.letter): \($0.label)" }
        lines.append("frames: \(frameCount); numbers differ by more than \(StateLine.format(DivergenceTable.tolerance))")
        let header = ["key", "largest difference", "frames differing", "first differs"]
        let body = rows.map { row in
            [row.key.name, row.largestDifference.map(StateLine.format) ?? "-", String(row.differingFrames),
             row.firstDifference.map { StateLine.format($0) + " s" } ?? "never"]
        }
        let table = [header] + body
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        for cells in table {
            let padded = cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            lines.append(padded.joined(separator: "  "))
        }
        return lines
    }
}
