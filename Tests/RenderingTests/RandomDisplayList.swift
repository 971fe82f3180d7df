import Graphics
@testable import Rendering

/// Random display lists for comparisons between two ways of drawing the same frame: many opaque
/// shapes (so plenty is hidden) over text, lines, shadows, borders, translucent shapes and images,
/// inside nested and rounded clips, on a grid of whole, half and quarter points, with now and then a
/// material that blurs what is under it.
enum RandomDisplayList {
    /// A material with a blur that fits the test squares (the chrome's tint, a 3 pt σ).
    static let smallMaterial: Material = {
        var material = Material.chrome
        material.blurRadius = 3
        return material
    }()

    /// 5 to 40 commands in a square of `size` points (a little beyond it on every side); `images`
    /// holds two images, drawn from whole and partial source rectangles.
    static func make(_ rng: inout SplitMix, size: Double, images: [Image]) -> DisplayList {
        var list = DisplayList()
        var depth = 0
        for _ in 0..<Int.random(in: 5...40, using: &rng) {
            let rect = randomRect(&rng, in: size)
            let color = randomColor(&rng)
            switch Int.random(in: 0..<15, using: &rng) {
            case 0, 1, 2: list.append(.fill(rect, Color(hex: UInt32.random(in: 0...0xFFFFFF, using: &rng))))
            case 3: list.append(.fill(rect, color))
            case 4, 5: list.append(.roundedRect(rect, randomRadii(&rng), Color(hex: UInt32.random(in: 0...0xFFFFFF, using: &rng))))
            case 6: list.append(.linearGradient(rect, randomRadii(&rng), start: rect.origin, end: Point(x: rect.minX, y: rect.maxY),
                                                from: Color(hex: 0xFF0000), to: Bool.random(using: &rng) ? Color(hex: 0x0000FF) : color))
            case 7: list.append(.image(Bool.random(using: &rng) ? images[0] : images[1],
                                       source: Bool.random(using: &rng) ? Rect(x: 0, y: 0, width: 8, height: 8) : Rect(x: 1.5, y: 2, width: 9, height: 4),
                                       rect: rect, opacity: [1, 1, 0.5][Int.random(in: 0..<3, using: &rng)], randomRadii(&rng)))
            case 8: list.append(.text(TextRun(String(repeating: "a", count: Int.random(in: 1...6, using: &rng)), font: .body),
                                      origin: rect.origin, color))
            case 9: list.append(.line(from: rect.origin, to: Point(x: rect.maxX, y: rect.maxY), width: Double.random(in: 0.3...6, using: &rng), color))
            case 10: list.append(.shadow(rect, randomRadii(&rng), blur: Double.random(in: 0...6, using: &rng), color))
            case 11: list.append(.border(rect, randomRadii(&rng), width: Double.random(in: 0.5...4, using: &rng), color))
            case 12:
                list.append(.pushClip(rect, Bool.random(using: &rng) ? .zero : randomRadii(&rng)))
                depth += 1
            case 13:
                let material = [smallMaterial, .chrome, .thin, .thick][Int.random(in: 0..<4, using: &rng)]
                list.append(.backdrop(rect, randomRadii(&rng), material, opacity: [1, 1, 0.5][Int.random(in: 0..<3, using: &rng)]))
            default:
                if depth > 0 {
                    list.append(.popClip)
                    depth -= 1
                }
            }
        }
        return list
    }

    /// A colour that is opaque half of the time, clear a quarter of the time, else translucent.
    static func randomColor(_ rng: inout SplitMix) -> Color {
        Color(red: .random(in: 0...255, using: &rng), green: .random(in: 0...255, using: &rng),
              blue: .random(in: 0...255, using: &rng),
              alpha: [255, 255, 0, .random(in: 0...255, using: &rng)][Int.random(in: 0..<4, using: &rng)])
    }

    static func randomRect(_ rng: inout SplitMix, in size: Double) -> Rect {
        let grid = [0.0, 0.25, 0.5, 0.75]  // whole, half and quarter points
        func coordinate(_ limit: Double) -> Double {
            Double(Int.random(in: -4...Int(limit), using: &rng)) + grid[Int.random(in: 0..<4, using: &rng)]
        }
        let x = coordinate(size), y = coordinate(size)
        return Rect(x: x, y: y, width: coordinate(size) + 1, height: coordinate(size) + 1)
    }

    static func randomRadii(_ rng: inout SplitMix) -> CornerRadii {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .zero
        case 1: return CornerRadii(Double.random(in: 0...8, using: &rng))
        case 2: return .top(Double.random(in: 0...10, using: &rng))
        default:
            return CornerRadii(topLeft: .random(in: 0...6, using: &rng), topRight: .random(in: 0...6, using: &rng),
                               bottomRight: .random(in: 0...6, using: &rng), bottomLeft: .random(in: 0...6, using: &rng))
        }
    }
}
