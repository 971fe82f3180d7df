import Graphics
import ScrollUI

/// The sheet's header as in Apple Maps: a rounded search field with a magnifier and "Search Maps",
/// and the account avatar on its right. Drawn in the sheet's background; touches go to the sheet.
final class SearchHeaderView: View {
    /// The field's frame inside the header, points (Apple Maps: 36 pt tall, 16 pt margins, below the grabber).
    static let fieldTop = 16.0
    static let fieldHeight = 36.0
    static let margin = 16.0
    /// The avatar's diameter, points.
    static let avatarDiameter = 36.0
    /// The field's fill (iOS's tertiary system fill: #767680 at 12 %).
    static let fieldColor = Color(hex: 0x767680, opacity: 0.12)
    /// Placeholder and magnifier colour (iOS's secondary label).
    static let placeholderColor = Color(hex: 0x3C3C43, opacity: 0.6)
    static let placeholder = "Search Maps"

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let m = Self.margin, d = Self.avatarDiameter
        let field = Rect(x: m, y: Self.fieldTop, width: bounds.width - 3 * m + 4 - d, height: Self.fieldHeight)
        context.fillRoundedRect(field, radii: CornerRadii(10), Self.fieldColor)
        drawMagnifier(center: Point(x: field.minX + 17, y: field.midY), in: &context)
        let run = TextRun(Self.placeholder, font: .body)
        let size = context.textMeasurer.size(of: run)
        context.drawText(run, at: Point(x: field.minX + 32, y: field.midY - size.height / 2), Self.placeholderColor)
        drawMicrophone(center: Point(x: field.maxX - 16, y: field.midY), in: &context)
        let avatar = Rect(x: bounds.width - m - d, y: field.midY - d / 2, width: d, height: d)
        context.fillGradient(avatar, radii: CornerRadii(d / 2), start: Point(x: avatar.midX, y: avatar.minY),
                             end: Point(x: avatar.midX, y: avatar.maxY), from: Color(hex: 0xA9B1BD), to: Color(hex: 0x858D99))
        let initials = TextRun("JA", font: Font(size: 15, weight: .semibold))
        let initialsSize = context.textMeasurer.size(of: initials)
        context.drawText(initials, at: Point(x: avatar.midX - initialsSize.width / 2, y: avatar.midY - initialsSize.height / 2), .white)
    }

    private func drawMagnifier(center c: Point, in context: inout DrawingContext) {
        let r = 6.0
        context.strokeRoundedRect(Rect(x: c.x - r - 1.5, y: c.y - r - 1.5, width: 2 * r, height: 2 * r), radii: CornerRadii(r),
                                  width: 2, Self.placeholderColor)
        context.drawLine(from: Point(x: c.x + 2.5, y: c.y + 2.5), to: Point(x: c.x + 6, y: c.y + 6), width: 2.2, Self.placeholderColor)
    }

    private func drawMicrophone(center c: Point, in context: inout DrawingContext) {
        context.fillRoundedRect(Rect(x: c.x - 3.5, y: c.y - 9, width: 7, height: 12), radii: CornerRadii(3.5), Self.placeholderColor)
        context.pushClip(Rect(x: c.x - 8, y: c.y - 1, width: 16, height: 10))
        context.strokeRoundedRect(Rect(x: c.x - 6, y: c.y - 6, width: 12, height: 12), radii: CornerRadii(6), width: 1.5,
                                  Self.placeholderColor)
        context.popClip()
        context.drawLine(from: Point(x: c.x, y: c.y + 6), to: Point(x: c.x, y: c.y + 9), width: 1.5, Self.placeholderColor)
    }
}
