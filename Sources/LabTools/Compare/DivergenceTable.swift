import Foundation
import Scenes

/// How far the variants of `replay --compare` drift apart, per state key: the largest difference
/// between them (numbers), the frames in which they differ and the first time they do. Fed one
/// frame at a time with each variant's typed state values (README "Compare").
public struct DivergenceTable {
    /// Numbers differ when the variants' values are further apart than this, in the key's unit
    /// (0.01 pt for offsets: well under a pixel at 3 pixels per point).
    public static let tolerance = 0.01

    /// One state key's divergence so far.
    public struct Row: Equatable {
        public let key: String
        /// The largest spread (largest − smallest) between the variants in a frame where all are
        /// numbers; nil when the key never held numbers in every variant at once.
        public var largestDifference: Double?
        public var differingFrames = 0
        /// The time of the first frame in which the variants differ; nil: never.
        public var firstDifference: Double?
    }

    public private(set) var rows: [Row] = []
    public private(set) var frameCount = 0
    private var rowIndex: [String: Int] = [:]

    public init() {}

    /// Adds one frame at `time`: `variants` holds each variant's keys and values (the keys in the
    /// order of the state lines; a key one variant lacks counts as null there).
    public mutating func add(time: Double, variants: [[(key: String, value: StateValue)]]) {
        frameCount += 1
        guard let first = variants.first else { return }
        let lookups = variants.map { Dictionary($0.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }) }
        var keys = first.map(\.key)
        for variant in variants.dropFirst() { keys += variant.map(\.key).filter { rowIndex[$0] == nil && !keys.contains($0) } }
        for key in keys {
            let values = lookups.map { $0[key] ?? .null }
            let index = rowIndex[key] ?? {
                rows.append(Row(key: key))
                rowIndex[key] = rows.count - 1
                return rows.count - 1
            }()
            let (spread, differs) = DivergenceTable.compare(values)
            if let spread { rows[index].largestDifference = max(rows[index].largestDifference ?? 0, spread) }
            if differs {
                rows[index].differingFrames += 1
                if rows[index].firstDifference == nil { rows[index].firstDifference = time }
            }
        }
    }

    /// The spread of `values` when all are numbers, and whether they differ: numbers by more than
    /// `tolerance`, anything else when not all equal.
    static func compare(_ values: [StateValue]) -> (spread: Double?, differs: Bool) {
        let numbers = values.compactMap { value -> Double? in if case .number(let x) = value { return x } else { return nil } }
        if numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
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
            [row.key, row.largestDifference.map(StateLine.format) ?? "-", String(row.differingFrames),
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
