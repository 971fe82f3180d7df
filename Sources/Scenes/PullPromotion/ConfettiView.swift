import Foundation
import Graphics
import ScrollUI

/// Confetti strips, dots and sparkles scattered over the promotion, as many as the area calls for and
/// the same for the same size every time (a fixed seed), drawn as shapes so they stay sharp at any
/// size and scale.
final class ConfettiView: View {
    /// Area per piece, square points (about 130 pieces on a 390 × 844 screen).
    static let areaPerPiece = 2500.0
    /// The generator's seed: every run scatters the same pieces.
    static let seed: UInt64 = 1111

    private enum Shape {
        case strip(from: Point, to: Point, width: Double)
        case dot(Rect)
        case sparkle(Point, radius: Double)
    }

    private var pieces: [(shape: Shape, color: Color)] = []
    /// Areas left without confetti (bounds coordinates): what must stay legible.
    var keepClear: [Rect] = [] { didSet { if keepClear != oldValue { setNeedsLayout() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func layoutSubviews() {
        var random = SeededRandom(seed: ConfettiView.seed)
        let box = bounds
        let count = Int(saturating: (box.width * box.height / ConfettiView.areaPerPiece).rounded())
        pieces = (0..<count).compactMap { _ in
            let center = Point(x: random.double(in: 0...box.width), y: random.double(in: 0...box.height))
            let color = random.pick(PromotionPalette.confetti).multipliedAlpha(random.double(in: 0.6...0.92))
            let kind = random.double(in: 0...1)
            if keepClear.contains(where: { $0.contains(center) }) { return nil }
            if kind < 0.55 {
                let length = random.double(in: 5...11), angle = random.double(in: 0...Double.pi)
                let dx = cos(angle) * length / 2, dy = sin(angle) * length / 2
                return (.strip(from: Point(x: center.x - dx, y: center.y - dy), to: Point(x: center.x + dx, y: center.y + dy),
                               width: random.double(in: 2...3.5)), color)
            } else if kind < 0.85 {
                let r = random.double(in: 1.5...3)
                return (.dot(Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)), color)
            } else {
                return (.sparkle(center, radius: random.double(in: 4...8)), color)
            }
        }
    }

    override func draw(in context: inout DrawingContext) {
        for (shape, color) in pieces {
            switch shape {
            case let .strip(from, to, width):
                context.drawLine(from: from, to: to, width: width, color)
            case let .dot(rect):
                context.fillRoundedRect(rect, radii: CornerRadii(rect.width / 2), color)
            case let .sparkle(c, r):
                context.drawLine(from: Point(x: c.x - r, y: c.y), to: Point(x: c.x + r, y: c.y), width: r * 0.3, color)
                context.drawLine(from: Point(x: c.x, y: c.y - r), to: Point(x: c.x, y: c.y + r), width: r * 0.3, color)
            }
        }
    }
}
