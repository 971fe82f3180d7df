import ArgumentParser
import Graphics

/// A `WIDTHxHEIGHT` size in points, for `--viewport`.
struct ViewportSize: ExpressibleByArgument {
    /// The largest viewport side accepted, points.
    static let limit = 4096.0
    let size: Size

    init(size: Size) { self.size = size }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width <= ViewportSize.limit, height <= ViewportSize.limit else { return nil }
        size = Size(width: width, height: height)
    }

    static var defaultValueDescription: String { "390x844" }
}
