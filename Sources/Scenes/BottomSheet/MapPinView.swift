import Graphics
import ScrollUI

/// A place on the map, as Apple Maps draws points of interest: a small coloured disc with a white
/// glyph and the name beside it; when selected, a large balloon marker above the spot with the name
/// in bold under it. The view is the tappable 44 pt square around the spot (iOS's minimum target).
final class MapPinView: View {
    /// Side of the tappable square, points (Apple's minimum hit target).
    static let targetSize = 44.0
    /// Diameter of the unselected disc, points.
    static let dotDiameter = 24.0
    /// Diameter of the selected balloon's head, points.
    static let balloonDiameter = 44.0
    /// How far above the spot the balloon's centre floats, points.
    static let balloonLift = 34.0

    let place: Place
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Called when the pin is tapped.
    var onTap: (() -> Void)?

    init(place: Place) {
        self.place = place
        let side = MapPinView.targetSize
        super.init(frame: Rect(x: place.location.x - side / 2, y: place.location.y - side / 2, width: side, height: side))
        addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.onTap?() })
    }

    override func draw(in context: inout DrawingContext) {
        let spot = bounds.center
        if isSelected { drawBalloon(at: spot, in: &context) } else { drawDot(at: spot, in: &context) }
    }

    private func drawDot(at spot: Point, in context: inout DrawingContext) {
        let d = Self.dotDiameter, color = place.category.color
        let disc = Rect(x: spot.x - d / 2, y: spot.y - d / 2, width: d, height: d)
        context.drawShadow(disc.offsetBy(dx: 0, dy: 1), radii: CornerRadii(d / 2), blur: 2, Color(hex: 0x000000, opacity: 0.25))
        context.fillRoundedRect(disc.insetBy(dx: -1.5, dy: -1.5), radii: CornerRadii(d / 2 + 1.5), .white)
        context.fillRoundedRect(disc, radii: CornerRadii(d / 2), color)
        PlaceGlyph.draw(place.category, in: disc.insetBy(dx: 5, dy: 5), color: .white, context: &context)
        let font = Font(size: 12, weight: .semibold)
        drawName(font: font, color: color.darkened, at: Point(x: disc.maxX + 5, y: spot.y), centred: false, in: &context)
    }

    private func drawBalloon(at spot: Point, in context: inout DrawingContext) {
        let d = Self.balloonDiameter, color = place.category.color
        let center = Point(x: spot.x, y: spot.y - Self.balloonLift)
        let head = Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
        context.drawShadow(head.offsetBy(dx: 0, dy: 3), radii: CornerRadii(d / 2), blur: 6, Color(hex: 0x000000, opacity: 0.3))
        // The pointer: a tapering stack from the head down to the spot.
        let tip = spot.y - 3, top = head.maxY - 6
        var y = top
        while y < tip {
            let half = 8 * (tip - y) / (tip - top)
            context.fill(Rect(x: spot.x - half - 1.5, y: y, width: 2 * half + 3, height: 1.01), .white)
            context.fill(Rect(x: spot.x - half, y: y, width: 2 * half, height: 1.01), color)
            y += 1
        }
        context.fillRoundedRect(head.insetBy(dx: -2.5, dy: -2.5), radii: CornerRadii(d / 2 + 2.5), .white)
        context.fillRoundedRect(head, radii: CornerRadii(d / 2), color)
        PlaceGlyph.draw(place.category, in: head.insetBy(dx: 10, dy: 10), color: .white, context: &context)
        context.fillRoundedRect(Rect(x: spot.x - 4, y: spot.y - 4, width: 8, height: 8), radii: CornerRadii(4), .white)
        context.fillRoundedRect(Rect(x: spot.x - 2.5, y: spot.y - 2.5, width: 5, height: 5), radii: CornerRadii(2.5), color)
        drawName(font: Font(size: 13, weight: .bold), color: Palette.label, at: Point(x: spot.x, y: spot.y + 14),
                 centred: true, in: &context)
    }

    /// The name with a white halo, starting at `point` (or centred on it), vertically centred.
    private func drawName(font: Font, color: Color, at point: Point, centred: Bool, in context: inout DrawingContext) {
        let run = TextRun(place.name, font: font)
        let size = context.textMeasurer.size(of: run)
        let origin = Point(x: centred ? point.x - size.width / 2 : point.x, y: point.y - size.height / 2)
        for (dx, dy) in [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)] {
            context.drawText(run, at: Point(x: origin.x + dx, y: origin.y + dy), MapPalette.halo)
        }
        context.drawText(run, at: origin, color)
    }
}

private extension Color {
    /// The colour a bit darker, for names on the light map (Apple Maps darkens POI label colours).
    var darkened: Color {
        Color(red: UInt8(Double(red) * 0.78), green: UInt8(Double(green) * 0.78), blue: UInt8(Double(blue) * 0.78), alpha: alpha)
    }
}
