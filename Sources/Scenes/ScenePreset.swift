import Devices
import Graphics
import ScrollPhysics

/// A named set of a scene's options (`--preset NAME`) that reproduces a seed or an anchor library's
/// defaults; `--set` after it overrides single values. Every value names where it comes from. A
/// value the library derives from the screen (a detent a fixed distance above the bottom, or below
/// the safe area's top) is worked out for the viewport the scene starts in and its device.
public struct ScenePreset: Sendable {
    /// One option value and its source.
    public struct Value: Sendable {
        public let name: String
        /// Where the value comes from (the seed's article, the library's constant).
        public let source: String
        private let resolve: @Sendable (Size, DeviceProfile) -> String

        /// A value that is the same at every viewport.
        public init(_ name: String, _ value: String, source: String) {
            self.init(name, source: source) { _, _ in value }
        }

        /// A value worked out for the viewport's size (points) and the device's safe area.
        public init(_ name: String, source: String, forScreen resolve: @escaping @Sendable (Size, DeviceProfile) -> String) {
            self.name = name
            self.source = source
            self.resolve = resolve
        }

        /// The value on the standard device (390 × 844), which the scenes are made for.
        public var value: String { value(for: DeviceCatalog.standard.size) }

        /// The value at `viewport` on `device`.
        public func value(for viewport: Size, device: DeviceProfile = DeviceCatalog.standard) -> String {
            resolve(viewport, device)
        }

        /// `NAME=VALUE` at `viewport` on `device`, as `--set` takes it.
        public func assignment(for viewport: Size = DeviceCatalog.standard.size,
                               device: DeviceProfile = DeviceCatalog.standard) -> String {
            "\(name)=\(value(for: viewport, device: device))"
        }
    }

    public let name: String
    /// One line: what the preset reproduces.
    public let summary: String
    public let values: [Value]

    public init(name: String, summary: String, values: [Value]) {
        self.name = name
        self.summary = summary
        self.values = values
    }

    /// The values as `--set` assignments on the standard device, in order.
    public var assignments: [String] { assignments(for: DeviceCatalog.standard.size) }

    /// The values as `--set` assignments at `viewport` on `device`, in order.
    public func assignments(for viewport: Size, device: DeviceProfile = DeviceCatalog.standard) -> [String] {
        values.map { $0.assignment(for: viewport, device: device) }
    }

    /// The physics every seed inherits from UIKit's scroll view (PHYSICS.md).
    static func uikitPhysics(deceleration: String = "normal", source: String = "UIScrollView's default") -> [Value] {
        [Value("deceleration", deceleration, source: source),
         Value("bounces", "true", source: "UIScrollView's default"),
         Value("rubberBand", PhysicsOptions.format(RubberBand.coefficient), source: "UIScrollView's rubber band (PHYSICS.md §3)")]
    }
}
