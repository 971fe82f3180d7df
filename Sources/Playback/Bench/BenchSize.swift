import Devices
import Graphics
import LabBasics

/// A viewport, scale and device the bench measures at (`--viewport WxH --scale S`, `--device NAME`).
public struct BenchSize: Equatable, Sendable {
    public let viewport: Size
    public let scale: Double
    /// The device the scenes lay out for (safe area, status bar, housing, home indicator).
    public let device: DeviceProfile

    public init(viewport: Size, scale: Double, device: DeviceProfile = DeviceCatalog.standard) {
        self.viewport = viewport
        self.scale = scale
        self.device = device
    }

    /// `device` at its own size, at `scale` (its own scale when nil).
    public init(device: DeviceProfile, scale: Double? = nil) {
        self.init(viewport: device.size, scale: scale ?? device.scale, device: device)
    }

    /// The sizes the performance goals name: iPhone 14 at 2x, iPhone 15 Pro Max at 3x, iPad Pro 12.9" at 2x.
    public static let goals = [BenchSize(device: DeviceCatalog.iPhone14, scale: 2),
                               BenchSize(device: DeviceCatalog.iPhone15ProMax),
                               BenchSize(device: DeviceCatalog.iPadPro12_9)]

    public var pixelWidth: Int { Int(saturating: (viewport.width * scale).rounded()) }
    public var pixelHeight: Int { Int(saturating: (viewport.height * scale).rounded()) }
    /// Pixels per frame, millions.
    public var megapixels: Double { Double(pixelWidth) * Double(pixelHeight) / 1_000_000 }

    /// "390 x 844 pt @2".
    public var label: String {
        "\(ReadableNumber.text(viewport.width)) x \(ReadableNumber.text(viewport.height)) pt @\(ReadableNumber.text(scale))"
    }

    /// Pairs `--device` and `--scale` values by position as `pairing(viewports:scales:)` does, except
    /// that a device without a `--scale` is measured at its own scale.
    public static func pairing(devices: [DeviceProfile], scales: [Double]) throws -> [BenchSize] {
        switch (devices.count, scales.count) {
        case (_, 0): return devices.map { BenchSize(device: $0) }
        case (_, 1): return devices.map { BenchSize(device: $0, scale: scales[0]) }
        case (1, _): return scales.map { BenchSize(device: devices[0], scale: $0) }
        case let (d, s) where d == s: return zip(devices, scales).map { BenchSize(device: $0, scale: $1) }
        case let (d, s):
            throw AppError.usage("give one --scale, or one per --device (\(d) devices, \(s) scales)")
        }
    }

    /// Pairs `--viewport` and `--scale` values by position; a single scale applies to every viewport,
    /// a single viewport to every scale; none gives iPhone 14 at 2x.
    public static func pairing(viewports: [Size], scales: [Double]) throws -> [BenchSize] {
        switch (viewports.count, scales.count) {
        case (0, 0): return [goals[0]]
        case (0, _): return scales.map { BenchSize(viewport: goals[0].viewport, scale: $0) }
        case (_, 0): return viewports.map { BenchSize(viewport: $0, scale: goals[0].scale) }
        case (_, 1): return viewports.map { BenchSize(viewport: $0, scale: scales[0]) }
        case (1, _): return scales.map { BenchSize(viewport: viewports[0], scale: $0) }
        case let (v, s) where v == s: return zip(viewports, scales).map { BenchSize(viewport: $0, scale: $1) }
        case let (v, s):
            throw AppError.usage("give one --scale, or one per --viewport (\(v) viewports, \(s) scales)")
        }
    }
}
