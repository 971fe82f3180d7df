/// The drawing commands of one frame, in order (painter's algorithm). Reused from frame to frame:
/// `removeAll()` keeps the storage, so steady-state frames allocate nothing.
public struct DisplayList {
    public private(set) var commands: [DrawCommand] = []

    public init() {
        commands.reserveCapacity(512)
    }

    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Drops the last command (a group that turned out empty).
    public mutating func removeLast() {
        commands.removeLast()
    }

    public mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
    }

    public var count: Int { commands.count }
    public var isEmpty: Bool { commands.isEmpty }
}
