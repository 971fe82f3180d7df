import Graphics
import ScrollUI

/// A small capsule message under the bar that fades in, stays a moment and fades out (Ele.me's
/// "updated N shops for you" after a refresh).
final class ToastView: View {
    /// Fade duration and how long the message stays, seconds (iOS-like quick fades; our tuning).
    static let fadeDuration = 0.2
    static let holdDuration = 1.6
    static let height = 30.0

    private let label = Label(font: Font(size: 13, weight: .medium), color: .white, alignment: .center)
    private lazy var fade = PropertyAnimator(value: 0) { [unowned self] value in self.alpha = value }
    private var hide: DelayedAction?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        alpha = 0
        isUserInteractionEnabled = false
        backgroundColor = Color(hex: 0x0A8CFF).multipliedAlpha(0.92)
        addSubview(label)
    }

    /// The toast's width for its text, points.
    var preferredWidth: Double {
        (window.map { label.intrinsicSize(using: $0.textMeasurer).width } ?? 120) + 32
    }

    override func layoutSubviews() {
        cornerRadius = bounds.height / 2
        label.frame = bounds
    }

    func show(_ text: String) {
        guard let window else { return }
        label.text = text
        superview?.setNeedsLayout()
        fade.animate(to: 1, duration: ToastView.fadeDuration, in: window)
        hide?.cancel()
        hide = DelayedAction(after: ToastView.fadeDuration + ToastView.holdDuration, in: window) { [weak self] in
            guard let self, let window = self.window else { return }
            self.fade.animate(to: 0, duration: ToastView.fadeDuration, in: window)
        }
    }
}
