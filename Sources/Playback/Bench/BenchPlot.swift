import Foundation
import Graphics
import LabBasics
import Rendering
import Scenes
import ScrollUI

/// `bench --plot`: frame time against pixels per frame, one colour per scene (p50 thick, p99 thin),
/// with the memory floor and the 120 Hz budget as reference lines.
public struct BenchPlot {
    /// The image's size in points, drawn at `scale`.
    public static let size = Size(width: 900, height: 560)
    public static let scale = 2.0
    /// One 120 Hz frame, milliseconds.
    public static let budget = 1000.0 / 120
    static let sceneColors = [Color(hex: 0x007AFF), Color(hex: 0xFF9500), Color(hex: 0xFF2D55), Color(hex: 0x34C759),
                              Color(hex: 0xAF52DE)]
    static let floorColor = Color(hex: 0x8E8E93)
    static let budgetColor = Color(hex: 0xFF3B30)

    public let reports: [BenchReport]

    public init(reports: [BenchReport]) {
        self.reports = reports
    }

    /// Draws the plot and writes it as a PNG.
    public func write(to path: String, title: String, fonts: any TextMeasuring & GlyphRasterizing, png: PNGFile) throws {
        let size = BenchPlot.size
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: size), textMeasurer: fonts)
        draw(title: title, in: &context)
        let buffer = PixelBuffer(width: Int(size.width * BenchPlot.scale), height: Int(size.height * BenchPlot.scale))
        Rasterizer(glyphs: fonts).render(context.list, into: buffer, scale: BenchPlot.scale, background: .white)
        try png.write(buffer, to: path)
    }

    public func draw(title: String, in context: inout DrawingContext) {
        let size = BenchPlot.size
        context.fill(Rect(origin: .zero, size: size), .white)
        context.drawText(TextRun(title, font: Font(size: 18, weight: .semibold)), at: Point(x: 24, y: 16), Palette.label)
        let chart = Rect(x: 80, y: 60, width: size.width - 280, height: size.height - 120)
        context.fill(chart, Color(hex: 0xF7F7FA))
        let maxX = (reports.map(\.size.megapixels).max() ?? 1) * 1.1
        let maxY = max(BenchPlot.budget, reports.flatMap { $0.scenes.map { $0.frame.p99 * 1000 } }.max() ?? 1) * 1.15
        func point(_ megapixels: Double, _ milliseconds: Double) -> Point {
            Point(x: chart.minX + megapixels / maxX * chart.width, y: chart.maxY - milliseconds / maxY * chart.height)
        }
        let small = Font(size: 12), text = Color(hex: 0x3C3C43)
        for tick in stride(from: 0.0, through: maxY, by: maxY > 20 ? 5 : 2) {
            let y = point(0, tick).y
            context.fill(Rect(x: chart.minX, y: y - 0.5, width: chart.width, height: 1), Color(hex: 0xD1D1D6))
            context.drawText(TextRun("\(Int(tick)) ms", font: small), at: Point(x: chart.minX - 48, y: y - 8), text)
        }
        for report in reports {
            let x = point(report.size.megapixels, 0).x
            context.fill(Rect(x: x - 0.5, y: chart.minY, width: 1, height: chart.height), Color(hex: 0xD1D1D6))
            context.drawText(TextRun(String(format: "%.1f Mpx", report.size.megapixels), font: small),
                             at: Point(x: x - 22, y: chart.maxY + 6), text)
            context.drawText(TextRun(report.size.label, font: Font(size: 10)), at: Point(x: x - 40, y: chart.maxY + 22), text)
        }
        let budgetY = point(0, BenchPlot.budget).y
        dashes(from: chart.minX, to: chart.maxX, y: budgetY, color: BenchPlot.budgetColor, context: &context)
        context.drawText(TextRun("120 Hz budget", font: small), at: Point(x: chart.maxX - 90, y: budgetY - 18), BenchPlot.budgetColor)
        polyline(reports.map { point($0.size.megapixels, $0.floor * 1000) }, width: 1.5, color: BenchPlot.floorColor, context: &context)

        var legendY = chart.minY
        let names = reports.first?.scenes.map(\.name) ?? []
        for (index, name) in names.enumerated() {
            let color = BenchPlot.sceneColors[index % BenchPlot.sceneColors.count]
            let p50 = reports.compactMap { r in r.scenes.first { $0.name == name }.map { point(r.size.megapixels, $0.frame.p50 * 1000) } }
            let p99 = reports.compactMap { r in r.scenes.first { $0.name == name }.map { point(r.size.megapixels, $0.frame.p99 * 1000) } }
            polyline(p99, width: 1, color: color.withOpacity(0.6), context: &context)
            polyline(p50, width: 2.5, color: color, context: &context)
            for dot in p50 { context.fillRoundedRect(Rect(x: dot.x - 4, y: dot.y - 4, width: 8, height: 8), radii: CornerRadii(4), color) }
            context.fill(Rect(x: chart.maxX + 24, y: legendY + 6, width: 18, height: 3), color)
            context.drawText(TextRun(name, font: small), at: Point(x: chart.maxX + 48, y: legendY), text)
            legendY += 22
        }
        context.fill(Rect(x: chart.maxX + 24, y: legendY + 6, width: 18, height: 2), BenchPlot.floorColor)
        context.drawText(TextRun("floor (one buffer fill)", font: small), at: Point(x: chart.maxX + 48, y: legendY), text)
        context.drawText(TextRun("thick: p50 · thin: p99", font: small), at: Point(x: chart.maxX + 24, y: legendY + 28),
                         Palette.secondaryLabel)
    }

    private func polyline(_ points: [Point], width: Double, color: Color, context: inout DrawingContext) {
        for (a, b) in zip(points, points.dropFirst()) { context.drawLine(from: a, to: b, width: width, color) }
    }

    private func dashes(from start: Double, to end: Double, y: Double, color: Color, context: inout DrawingContext) {
        var x = start
        while x < end {
            context.fill(Rect(x: x, y: y - 0.75, width: min(6, end - x), height: 1.5), color)
            x += 10
        }
    }
}
