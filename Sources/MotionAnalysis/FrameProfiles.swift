/// Every frame of a recording reduced to column-block profiles: for each frame, `rows` analysis rows
/// of `blocks` bytes, each byte the mean luma of one column block (1/`blocks` of the width) in one row,
/// as ffmpeg's area scaling makes them. Stored row-major as they arrive, in one buffer for all frames.
///
/// ```
///   frame k:  row 0    [b0 b1 … b15]
///             row 1    [b0 b1 … b15]
///             …
///             row AH−1 [b0 b1 … b15]
/// ```
public struct FrameProfiles: Sendable {
    /// Column blocks per row.
    public let blocks: Int
    /// Analysis rows per frame.
    public let rows: Int
    /// Seconds of each frame from the first one (increasing).
    public private(set) var times: [Double]
    /// `times.count × rows × blocks` bytes.
    public private(set) var bytes: [UInt8]

    /// Profiles of `times.count` frames from `bytes` (`rows × blocks` bytes per frame, row-major).
    public init(blocks: Int, rows: Int, times: [Double], bytes: [UInt8]) {
        precondition(blocks > 0 && rows > 0 && bytes.count == times.count * rows * blocks, "profile size")
        self.blocks = blocks
        self.rows = rows
        self.times = times
        self.bytes = bytes
    }

    public var count: Int { times.count }

    /// Bytes of one frame.
    public var frameSize: Int { rows * blocks }

    /// The mean luma of block `block` in row `row` of frame `frame`.
    @inline(__always)
    public func value(frame: Int, block: Int, row: Int) -> UInt8 {
        bytes[frame * frameSize + row * blocks + block]
    }

    /// The frames kept by `keep` (their indices, increasing), in order: a time range, or frames whose
    /// time repeats an earlier one.
    public func selecting(_ keep: [Int]) -> FrameProfiles {
        var selected: [UInt8] = []
        selected.reserveCapacity(keep.count * frameSize)
        for index in keep { selected += bytes[index * frameSize..<(index + 1) * frameSize] }
        return FrameProfiles(blocks: blocks, rows: rows, times: keep.map { times[$0] }, bytes: selected)
    }

    /// The mean absolute difference between two frames over rows `rows` and the blocks in `blocks`,
    /// gray levels.
    public func meanDifference(_ a: Int, _ b: Int, rows range: Range<Int>, blocks used: [Int]) -> Double {
        guard !range.isEmpty, !used.isEmpty else { return 0 }
        var total = 0
        bytes.withUnsafeBufferPointer { buffer in
            let first = buffer.baseAddress! + a * frameSize, second = buffer.baseAddress! + b * frameSize
            for row in range {
                let offset = row * blocks
                for block in used { total += abs(Int(first[offset + block]) - Int(second[offset + block])) }
            }
        }
        return Double(total) / Double(range.count * used.count)
    }
}
