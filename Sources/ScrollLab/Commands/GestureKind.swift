import ArgumentParser

/// The gestures `scroll-lab gesture` writes, and the options each one takes.
enum GestureKind: String, CaseIterable, ExpressibleByArgument {
    case drag, fling, hold, tap, pull, swipe, notches, key

    /// The options that shape this gesture (besides `--at`, `--wait` and the output and header options).
    var options: [String] {
        switch self {
        case .drag: return ["--from", "--to", "--duration", "--hold"]
        case .fling: return ["--from", "--velocity", "--direction", "--ramp", "--distance", "--duration"]
        case .hold: return ["--point", "--duration"]
        case .tap: return ["--point"]
        case .pull: return ["--from", "--speed", "--hold"]
        case .swipe: return ["--point", "--velocity", "--duration"]
        case .notches: return ["--point", "--interval"]
        case .key: return ["--interval"]
        }
    }

    /// What the values after the kind are, or nil when it takes none.
    var values: String? {
        switch self {
        case .pull: return "the points to pull past the top edge"
        case .notches: return "the number of notches (negative: toward the top)"
        case .key: return "one or more key names"
        default: return nil
        }
    }
}

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
