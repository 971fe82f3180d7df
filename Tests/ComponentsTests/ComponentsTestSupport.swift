import Graphics
import ScrollUI

/// Measures text with a fixed advance per character: component tests exercise state and geometry,
/// not fonts (SDL_ttf is tested in SDLHostTests).
final class FixedAdvanceMeasurer: TextMeasuring {
    func size(of run: TextRun) -> Size {
        Size(width: Double(run.string.count) * run.font.size * 0.5, height: run.font.size * 1.2)
    }
    func ascent(of font: Font) -> Double { font.size }
}
