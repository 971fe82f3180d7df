import Graphics
@testable import ScrollUI

/// Measures text with a fixed advance per character: ScrollUI's tests exercise layout and input,
/// not fonts (the real SDL_ttf measurer is tested in SDLHostTests).
final class FixedAdvanceMeasurer: TextMeasuring {
    func size(of run: TextRun) -> Size {
        Size(width: Double(run.string.count) * run.font.size * 0.5, height: run.font.size * 1.2)
    }
    func ascent(of font: Font) -> Double { font.size }
}

/// A window (390 x 844 unless said otherwise) holding one full-screen scroll view, and a pointer that drags at steady speeds.
struct Harness {
    static let viewport = Size(width: 390, height: 844)
    let window: Window
    let scrollView: ScrollView
    var time = 0.0

    init(contentHeight: Double = 10_000, inset: EdgeInsets = .zero, scrollView: ScrollView = ScrollView(),
         viewport: Size = Harness.viewport) {
        window = Window(size: viewport, textMeasurer: FixedAdvanceMeasurer())
        self.scrollView = scrollView
        scrollView.contentSize = Size(width: viewport.width, height: contentHeight)
        scrollView.contentInset = inset
        window.setContent(scrollView)
        window.layoutIfNeeded()
        scrollView.contentOffset = Point(x: 0, y: -inset.top)
    }

    var offset: Double { scrollView.contentOffset.y }

    mutating func down(_ y: Double, x: Double = 195) {
        window.apply(Input(time: time, kind: .down(Point(x: x, y: y))))
    }

    mutating func move(_ y: Double, x: Double = 195) {
        window.apply(Input(time: time, kind: .move(Point(x: x, y: y))))
    }

    mutating func up(_ y: Double, x: Double = 195) {
        window.apply(Input(time: time, kind: .up(Point(x: x, y: y))))
    }

    /// Moves the pressed pointer from `from` to `to` at a constant `speed` (pt/s), a sample every `step` seconds.
    mutating func drag(from: Double, to: Double, speed: Double, step: Double = 0.008) {
        let distance = to - from
        let duration = abs(distance) / speed
        let count = max(1, Int((duration / step).rounded()))
        let start = time
        for index in 1...count {
            time = start + duration * Double(index) / Double(count)
            move(from + distance * Double(index) / Double(count))
        }
    }

    /// Advances the clock to `time` (seconds) in frames of `1 / fps`.
    mutating func run(until end: Double, fps: Double = 60) {
        var t = time
        while t < end {
            t = min(end, t + 1 / fps)
            window.advance(to: t)
        }
        time = end
    }
}
