/// Pixels per point of a recording: given (`--scale`), or inferred from the frame's size against the
/// known screens (`PhoneScreen`). Vertical offsets use the vertical ratio: a downscaled recording
/// rounds its height to even pixels (1170 × 2532 → 886 × 1918), so its height says the scale better
/// than its width.
public struct PixelScale: Sendable, Equatable {
    public enum Source: String, Sendable {
        /// `--scale`.
        case given
        /// A screen's native pixels.
        case native
        /// A screen's native width with another height (a cropped Simulator window).
        case nativeWidth = "native width"
        /// A known screen's shape at a smaller size.
        case downscaled
        /// The screen of the device named (`--device`), at whatever size the frame shows it.
        case device = "named by --device"
    }

    /// A downscaled frame's height may differ from the screen's shape by this much: 2 px (even
    /// rounding; it also keeps 390 × 844 apart from 393 × 852 at 886 px wide: 1917.4 and 1920.8).
    static let shapeTolerance = 2.0
    /// A native frame may be one pixel wider or higher: H.264 and HEVC in 4:2:0 need even sizes, so an
    /// odd side (1179 for a 393 pt screen at 3x) is padded by one.
    static let paddingTolerance = 1.0

    /// Pixels per point along the frame's height.
    public let vertical: Double
    /// The screen assumed, if any.
    public let screen: PhoneScreen?
    public let source: Source

    /// `scale` pixels per point, as given.
    public init(scale: Double) {
        vertical = scale
        screen = nil
        source = .given
    }

    /// The scale of a `width` × `height` frame: a native screen, a native width, else the preferred
    /// screen of the same shape.
    public init(frameWidth width: Int, frameHeight height: Int) throws(MotionAnalysisError) {
        let short = Double(min(width, height)), long = Double(max(width, height))
        for screen in PhoneScreen.all {
            for scale in screen.scales where abs(short - screen.width * scale) <= Self.paddingTolerance
                && abs(long - screen.height * scale) <= Self.shapeTolerance {
                self.init(vertical: scale, screen: screen, source: .native)
                return
            }
        }
        for screen in PhoneScreen.all {
            for scale in screen.scales where abs(short - screen.width * scale) <= Self.paddingTolerance {
                self.init(vertical: scale, screen: screen, source: .nativeWidth)
                return
            }
        }
        let shaped = PhoneScreen.all.filter { abs($0.height * short / $0.width - long) <= Self.shapeTolerance }
        guard let screen = shaped.min(by: { PixelScale.rank($0) < PixelScale.rank($1) }) else {
            throw .unknownScale(width: width, height: height)
        }
        self.init(vertical: long / screen.height, screen: screen, source: .downscaled)
    }

    /// The scale of a `width` × `height` frame of `screen` (a device named): the frame's long side over
    /// the screen's, so a downscaled recording is read right too. Throws when the frame is not the
    /// screen's shape (within `shapeTolerance` of the long side, or one padding pixel at native size).
    public init(frameWidth width: Int, frameHeight height: Int, screen: PhoneScreen) throws(MotionAnalysisError) {
        let short = Double(min(width, height)), long = Double(max(width, height))
        let expected = screen.height * short / screen.width
        guard abs(expected - long) <= Self.shapeTolerance + Self.paddingTolerance * screen.height / screen.width else {
            throw .notTheScreensShape(width: width, height: height, screen: screen)
        }
        self.init(vertical: long / screen.height, screen: screen, source: .device)
    }

    private init(vertical: Double, screen: PhoneScreen?, source: Source) {
        self.vertical = vertical
        self.screen = screen
        self.source = source
    }

    private static func rank(_ screen: PhoneScreen) -> Int {
        PhoneScreen.preference.firstIndex(of: screen.width) ?? PhoneScreen.preference.count
    }
}
