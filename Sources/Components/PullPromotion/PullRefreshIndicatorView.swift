import Foundation
import Graphics
import ScrollPhysics
import ScrollUI

/// The refresh header's glyph: an arrow that turns when the pull passes the threshold, a spinner
/// while refreshing, and a short ring flash where a phone would give a haptic tick. Drawn with
/// lines; it keeps asking the window for frames while it spins or flashes.
public final class PullRefreshIndicatorView: View, Animating {
    /// Time the arrow takes to turn, seconds (MJRefresh's `MJRefreshFastAnimationDuration`, 0.25 s).
    public static let turnDuration = 0.25
    /// Half the arrow's length and its head's size, points (MJRefresh's arrow is about 15 × 40 px).
    public static let arrowHalfLength = 9.0
    public static let arrowHeadSize = 5.5
    /// Spokes of the spinner and one turn's duration, seconds (UIActivityIndicatorView: 8 spokes
    /// stepping round about once a second).
    public static let spokeCount = 8
    public static let revolution = 0.8
    /// Inner and outer radius of the spokes, points (UIActivityIndicatorView `.medium`, 20 pt).
    public static let spokeRadii = (inner: 4.5, outer: 9.5)
    /// The tick flash: duration, seconds, and the ring's radius from start to end, points (our tuning).
    public static let flashDuration = 0.35
    public static let flashRadii = (from: 10.0, to: 22.0)
    /// When refreshing ends the spinner fades out over this long, then the arrow fades in over the
    /// same time, seconds (the refresh's 0.2 s settle: never both at once).
    public static let fadeDuration = 0.2

    public var tint: Color = .white { didSet { if tint != oldValue { setNeedsDisplay() } } }
    /// True while the spinner shows instead of the arrow.
    public private(set) var isSpinning = false
    /// The arrow's turn: 0 points down, π points up.
    public private(set) var arrowAngle = 0.0 { didSet { if arrowAngle != oldValue { setNeedsDisplay() } } }
    private var spinStart = 0.0
    private var flashStart: Double?
    /// When the spinner stopped (window clock): it fades out, then the arrow fades in.
    private var stopTime: Double?
    private lazy var turn = PropertyAnimator(value: 0) { [unowned self] angle in self.arrowAngle = angle }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Turns the arrow up (release to act) or down (pull further), animated when in a window.
    public func setArrowPointsUp(_ up: Bool, animated: Bool) {
        let target = up ? Double.pi : 0
        guard turn.target != target else { return }
        if animated, let window {
            turn.animate(to: target, duration: PullRefreshIndicatorView.turnDuration, timing: .easeInOut, in: window)
        } else {
            turn.set(target)
        }
    }

    /// Shows the spinner (true) or the arrow pointing down (false).
    public func setSpinning(_ spinning: Bool) {
        guard spinning != isSpinning else { return }
        isSpinning = spinning
        if spinning {
            spinStart = window?.now ?? 0
            stopTime = nil
        } else {
            turn.set(0)
            stopTime = window?.now ?? 0
        }
        window?.startAnimating(self)
        setNeedsDisplay()
    }

    /// The spinner's opacity at `time`: 1 while spinning, fading to 0 after it stops.
    public func spinnerAlpha(at time: Double) -> Double {
        if isSpinning { return 1 }
        guard let stopTime else { return 0 }
        return 1 - min(max((time - stopTime) / PullRefreshIndicatorView.fadeDuration, 0), 1)
    }

    /// The arrow's opacity at `time`: 0 while spinning and while the spinner fades, then fading in.
    public func arrowAlpha(at time: Double) -> Double {
        if isSpinning { return 0 }
        guard let stopTime else { return 1 }
        let fade = PullRefreshIndicatorView.fadeDuration
        return min(max((time - stopTime - fade) / fade, 0), 1)
    }

    /// Marks a threshold crossing with a ring that grows and fades.
    public func flash() {
        flashStart = window?.now ?? 0
        window?.startAnimating(self)
        setNeedsDisplay()
    }

    public func advance(to time: Double) -> Bool {
        if let start = flashStart, time - start >= PullRefreshIndicatorView.flashDuration { flashStart = nil }
        if let stop = stopTime, time - stop >= 2 * PullRefreshIndicatorView.fadeDuration { stopTime = nil }
        setNeedsDisplay()
        return isSpinning || flashStart != nil || stopTime != nil
    }

    public override func draw(in context: inout DrawingContext) {
        let center = Point(x: bounds.midX, y: bounds.midY)
        let now = window?.now ?? 0
        let spinner = spinnerAlpha(at: now), arrow = arrowAlpha(at: now)
        if spinner > 0 { drawSpinner(in: &context, center: center, time: now - spinStart, alpha: spinner) }
        if arrow > 0 { drawArrow(in: &context, center: center, alpha: arrow) }
        if let start = flashStart {
            let progress = min(max((now - start) / PullRefreshIndicatorView.flashDuration, 0), 1)
            let radii = PullRefreshIndicatorView.flashRadii
            let radius = radii.from + (radii.to - radii.from) * TimingCurve.easeOut.value(at: progress)
            let ring = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            context.strokeRoundedRect(ring, radii: CornerRadii(radius), width: 1.5, tint.multipliedAlpha(0.7 * (1 - progress)))
        }
    }

    /// The arrow's three segments, rotated about `center` by `arrowAngle`.
    static func arrowSegments(center: Point, angle: Double) -> [(Point, Point)] {
        let half = arrowHalfLength, head = arrowHeadSize
        let tail = Point(x: 0, y: -half), tip = Point(x: 0, y: half)
        let left = Point(x: -head, y: half - head), right = Point(x: head, y: half - head)
        func rotated(_ p: Point) -> Point {
            Point(x: center.x + p.x * cos(angle) - p.y * sin(angle), y: center.y + p.x * sin(angle) + p.y * cos(angle))
        }
        return [(rotated(tail), rotated(tip)), (rotated(left), rotated(tip)), (rotated(right), rotated(tip))]
    }

    private func drawArrow(in context: inout DrawingContext, center: Point, alpha: Double) {
        for (start, end) in PullRefreshIndicatorView.arrowSegments(center: center, angle: arrowAngle) {
            context.drawLine(from: start, to: end, width: 2, tint.multipliedAlpha(alpha))
        }
    }

    private func drawSpinner(in context: inout DrawingContext, center: Point, time: Double, alpha spinnerAlpha: Double) {
        let count = PullRefreshIndicatorView.spokeCount
        let head = Int(saturating: (time / PullRefreshIndicatorView.revolution * Double(count)).rounded(.down)) % count
        let radii = PullRefreshIndicatorView.spokeRadii
        for spoke in 0..<count {
            let angle = 2 * Double.pi * Double(spoke) / Double(count) - Double.pi / 2
            let age = (head - spoke + count) % count
            let alpha = 1 - 0.8 * Double(age) / Double(count - 1)
            context.drawLine(from: Point(x: center.x + radii.inner * cos(angle), y: center.y + radii.inner * sin(angle)),
                             to: Point(x: center.x + radii.outer * cos(angle), y: center.y + radii.outer * sin(angle)),
                             width: 2.4, tint.multipliedAlpha(alpha * spinnerAlpha))
        }
    }
}
