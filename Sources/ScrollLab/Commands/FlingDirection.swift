import ArgumentParser

/// Which way a fling's finger moves.
enum FlingDirection: String, CaseIterable, ExpressibleByArgument {
    case up, down, left, right

    /// A unit vector in viewport points (y down).
    var vector: (x: Double, y: Double) {
        switch self {
        case .up: return (0, -1)
        case .down: return (0, 1)
        case .left: return (-1, 0)
        case .right: return (1, 0)
        }
    }
}
