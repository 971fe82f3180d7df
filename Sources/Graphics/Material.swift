/// An iOS system material (UIKit's `UIBlurEffect` styles in light mode): what a translucent bar does
/// to the content under it. The content is blurred (a Gaussian of `blurRadius` points), its colours
/// are saturated, and a grey "luminance plate" whose level follows the content's luminance is mixed
/// in, with a brightness lift:
///
///     L   = 0.213 r + 0.715 g + 0.072 b                  (Rec. 709 weights, as Core Animation's saturation)
///     sat = L + saturation · (c − L)                      per channel, 0…1
///     out = (1 − luminanceAmount) · sat + luminanceAmount · plate(L) + brightness
///     plate: piecewise linear through `luminanceValues` at L = 0, 1/3, 2/3, 1
///
/// The values are the CoreMaterial recipes UIKit maps its styles to (`platformContent…Light`,
/// `platformChromeLight`), decoded from the iOS 26 runtime's `.materialrecipe` files by two public
/// decodes that agree; Apple's WebKit maps the same styles to the same recipes. The blur radius is
/// taken as the Gaussian's σ in points, as Core Animation's `gaussianBlur` and Apple's UIImageEffects
/// sample treat it (Apple documents no unit). The plate's real colour map is a lookup image that
/// is not published; the piecewise line through its four levels comes within 1–10 of 255 of the
/// flat colours measured through the materials on the iOS Simulator (chrome: 20, at saturated green).
public struct Material: Hashable, Sendable {
    /// The blur's standard deviation, points.
    public var blurRadius: Double
    public var saturation: Double
    /// Added to every channel after the plate, 0…1.
    public var brightness: Double
    /// How much of the plate is mixed in, 0…1.
    public var luminanceAmount: Double
    /// The plate's grey at luminance 0, 1/3, 2/3 and 1.
    public var luminanceValues: SIMD4<Double>

    public init(blurRadius: Double, saturation: Double, brightness: Double, luminanceAmount: Double,
                luminanceValues: SIMD4<Double>) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.brightness = brightness
        self.luminanceAmount = luminanceAmount
        self.luminanceValues = luminanceValues
    }

    /// `systemUltraThinMaterial` (`platformContentUltraThinLight`).
    public static let ultraThin = Material(blurRadius: 22.5, saturation: 1.10, brightness: 0.12, luminanceAmount: 0.50,
                                           luminanceValues: SIMD4(0.45, 0.55, 0.65, 0.68))
    /// `systemThinMaterial` (`platformContentThinLight`).
    public static let thin = Material(blurRadius: 30, saturation: 1.35, brightness: 0.12, luminanceAmount: 0.60,
                                      luminanceValues: SIMD4(0.725, 0.825, 0.76, 0.73))
    /// `systemMaterial`, "regular" (`platformContentLight`).
    public static let regular = Material(blurRadius: 30, saturation: 1.50, brightness: 0.10, luminanceAmount: 0.75,
                                         luminanceValues: SIMD4(0.90, 0.83, 0.925, 0.815))
    /// `systemThickMaterial` (`platformContentThickLight`).
    public static let thick = Material(blurRadius: 45, saturation: 1.50, brightness: 0.045, luminanceAmount: 0.88,
                                       luminanceValues: SIMD4(0.99, 0.95, 0.98, 0.905))
    /// `systemChromeMaterial` (`platformChromeLight`): UIKit's default bar background once content
    /// scrolls under a navigation bar (what bars that match the system's use; not documented by Apple).
    public static let chrome = Material(blurRadius: 22.5, saturation: 1.10, brightness: 0.10, luminanceAmount: 0.75,
                                        luminanceValues: SIMD4(0.80, 0.90, 1.10, 0.825))

    /// Rec. 709 luma weights (Core Animation's saturation matrix uses them).
    public static let lumaWeights = SIMD3<Double>(0.213, 0.715, 0.072)

    /// What the material makes of a flat colour (red, green, blue 0…1): no blur to do, only the
    /// colour mapping.
    public func tinted(red: Double, green: Double, blue: Double) -> SIMD3<Double> {
        let c = SIMD3(red, green, blue)
        let luma = (c * Material.lumaWeights).sum()
        let saturated = SIMD3(repeating: luma) + saturation * (c - SIMD3(repeating: luma))
        let out = (1 - luminanceAmount) * saturated + SIMD3(repeating: luminanceAmount * plate(luma) + brightness)
        return out.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    /// The plate's grey at luminance `luma` (0…1): linear between the four levels.
    public func plate(_ luma: Double) -> Double {
        let t = min(max(luma, 0), 1) * 3
        let index = min(Int(t), 2)
        let fraction = t - Double(index)
        return luminanceValues[index] + (luminanceValues[index + 1] - luminanceValues[index]) * fraction
    }
}
