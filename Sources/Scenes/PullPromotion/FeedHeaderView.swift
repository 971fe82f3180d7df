import Graphics
import ScrollUI

/// The top of the feed, scrolling with it: Ele.me's grid of ten categories (gradient discs with a
/// white glyph and a caption) and the "Recommended" section title.
final class FeedHeaderView: View {
    /// Height of one grid row and of the section title, points.
    static let gridRowHeight = 80.0
    static let titleHeight = 44.0
    static let height = 12 + 2 * gridRowHeight + titleHeight
    /// Diameter of a category disc, points.
    static let discSize = 46.0
    /// Disc gradients, light to dark, one per category.
    static let tints: [(UInt32, UInt32)] = [
        (0xFFB74D, 0xFF7A00), (0x64B5F6, 0x1E88E5), (0x81C784, 0x43A047), (0xF48FB1, 0xE91E63), (0x4DD0E1, 0x00ACC1),
        (0xFFD54F, 0xFFA000), (0x9575CD, 0x5E35B1), (0xA5D6A7, 0x66BB6A), (0xFFAB91, 0xFF7043), (0x90A4AE, 0x546E7A),
    ]

    private let titles: [String]
    private let sectionTitle: String

    init(texts: PullPromotionTexts) {
        titles = texts.categories
        sectionTitle = texts.sectionTitle
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: FeedHeaderView.height))
        backgroundColor = Palette.systemBackground
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let columns = 5
        let cell = bounds.width / Double(columns)
        let size = FeedHeaderView.discSize
        for (index, title) in titles.enumerated() {
            let column = index % columns, row = index / columns
            let center = Point(x: cell * (Double(column) + 0.5), y: 12 + Double(row) * FeedHeaderView.gridRowHeight + size / 2 + 4)
            let disc = Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
            let tint = FeedHeaderView.tints[index % FeedHeaderView.tints.count]
            context.fillGradient(disc, radii: CornerRadii(size / 2), start: Point(x: disc.minX, y: disc.minY),
                                 end: Point(x: disc.maxX, y: disc.maxY), from: Color(hex: tint.0), to: Color(hex: tint.1))
            let glyph = TextRun(String(title.prefix(1)), font: Font(size: 20, weight: .bold))
            let glyphSize = context.textMeasurer.size(of: glyph)
            context.drawText(glyph, at: Point(x: center.x - glyphSize.width / 2, y: center.y - glyphSize.height / 2), .white)
            let caption = TextRun(title, font: Font(size: 12))
            let captionSize = context.textMeasurer.size(of: caption)
            context.drawText(caption, at: Point(x: center.x - captionSize.width / 2, y: disc.maxY + 6), Palette.label)
        }
        let titleTop = 12 + 2 * FeedHeaderView.gridRowHeight
        context.fill(Rect(x: 0, y: titleTop, width: bounds.width, height: 8), Palette.groupedBackground)
        let run = TextRun(sectionTitle, font: Font(size: 18, weight: .bold))
        let runSize = context.textMeasurer.size(of: run)
        context.drawText(run, at: Point(x: ShopRowView.margin, y: titleTop + 8 + (FeedHeaderView.titleHeight - 8 - runSize.height) / 2),
                         Palette.label)
    }
}
