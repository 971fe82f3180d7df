import Foundation
import Graphics
import LabBasics
import Rendering
import Scenes
import ScrollUI

/// `replay --contact-sheet FILE`: every Nth frame of a replay as a thumbnail in one PNG grid, each
/// labelled with its time and phase, sized for a review.
public final class ContactSheet {
    /// Thumbnails are drawn at this many pixels per point.
    public static let thumbnailScale = 0.5
    /// Frames on one sheet when no interval is given.
    static let defaultFrameCount = 24
    public static let columns = 6
    public static let padding = 16.0
    static let labelHeight = 34.0
    static let headerHeight = 56.0
    /// Room over a compare's thumbnails for the variants' captions, and their colour dots, points.
    public static let captionHeight = 20.0
    static let captionDot = 8.0
    public static let background = Color(hex: 0x1C1C1E)

    /// Where one scene's frame sits in a thumbnail (a compare's thumbnail holds one per variant),
    /// points of the sheet: its phase is labelled under it, its caption (with a colour dot) over it.
    public struct Pane {
        public var x: Double
        public var width: Double
        public var phase: String
        public var caption: (text: String, color: Color)?

        public init(x: Double, width: Double, phase: String, caption: (text: String, color: Color)? = nil) {
            self.x = x
            self.width = width
            self.phase = phase
            self.caption = caption
        }
    }

    private let renderer: FrameRenderer
    private let fonts: any TextMeasuring & GlyphRasterizing
    private let png: PNGFile
    private let overlays: FrameOverlays?
    public let interval: Int
    /// The first frame given (a replay `--from` a time starts past frame 0); thumbnails count from it.
    private var firstFrame: Int?
    public private(set) var cells: [(image: Image, time: Double, frame: Int, panes: [Pane])] = []

    /// `interval` frames between thumbnails (nil: chosen so about `defaultFrameCount` fit); `overlays`
    /// are drawn into them (the replay samples them every frame).
    public init(fonts: any TextMeasuring & GlyphRasterizing, png: PNGFile, interval: Int?, totalFrames: Int,
                overlays: FrameOverlays? = nil) {
        self.fonts = fonts
        self.png = png
        self.overlays = overlays
        renderer = FrameRenderer(fonts: fonts)
        self.interval = ContactSheet.interval(interval, totalFrames: totalFrames)
    }

    /// Whether frame `frame` falls on the interval, counted from the first frame asked about.
    public func wants(frame: Int) -> Bool {
        let first = firstFrame ?? frame
        firstFrame = first
        return (frame - first) % interval == 0
    }

    /// Takes frame `frame` if it falls on the interval, counted from the first frame given.
    public func capture(frame: Int, time: Double, session: SceneSession) {
        guard wants(frame: frame) else { return }
        let scale = ContactSheet.thumbnailScale
        let buffer = overlays?.render(session, with: renderer, scale: scale) ?? renderer.render(session.window, scale: scale)
        add(buffer, frame: frame, time: time,
            panes: [Pane(x: 0, width: Double(buffer.width), phase: session.scene.mainScrollView.phase.rawValue)])
    }

    /// Adds a thumbnail drawn elsewhere (at `thumbnailScale`), with its panes.
    public func add(_ buffer: PixelBuffer, frame: Int, time: Double, panes: [Pane]) {
        let pixels = Array(UnsafeBufferPointer(buffer.pixels))
        cells.append((Image(width: buffer.width, height: buffer.height, pixels: pixels, name: "frame \(frame)"), time, frame, panes))
    }

    /// The sheet's size in pixels for `cells` thumbnails of `thumbnail` pixels (`captions`: a compare's).
    public static func size(cells: Int, thumbnail: Size, captions: Bool) -> Size {
        let columns = max(1, min(ContactSheet.columns, cells)), rows = (cells + columns - 1) / columns
        let p = ContactSheet.padding
        let cellHeight = (captions ? ContactSheet.captionHeight : 0) + thumbnail.height + ContactSheet.labelHeight + p
        return Size(width: p + Double(columns) * (thumbnail.width + p),
                    height: ContactSheet.headerHeight + Double(rows) * cellHeight + p)
    }

    /// The frames between thumbnails for `interval` (`--contact-every`) or, when nil, so that about
    /// `defaultFrameCount` of `totalFrames` fit.
    public static func interval(_ interval: Int?, totalFrames: Int) -> Int {
        max(1, interval ?? Int((Double(totalFrames) / Double(ContactSheet.defaultFrameCount)).rounded(.up)))
    }

    /// Composes the sheet and writes it to `path`.
    public func write(to path: String, title: String) throws {
        guard let first = cells.first else { throw AppError.runtime("no frames for the contact sheet") }
        let thumb = Size(width: Double(first.image.width), height: Double(first.image.height))
        let columns = min(ContactSheet.columns, cells.count)
        let p = ContactSheet.padding
        let captionHeight = first.panes.contains { $0.caption != nil } ? ContactSheet.captionHeight : 0
        let cellHeight = captionHeight + thumb.height + ContactSheet.labelHeight + p
        let size = ContactSheet.size(cells: cells.count, thumbnail: thumb, captions: captionHeight > 0)
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: size), textMeasurer: fonts)
        context.drawText(TextRun(title, font: Font(size: 17, weight: .semibold)), at: Point(x: p, y: 12), .white)
        context.drawText(TextRun("every \(interval) frame\(interval == 1 ? "" : "s") · \(cells.count) frames",
                                 font: Font(size: 12)), at: Point(x: p, y: 34), Color(hex: 0xEBEBF5, opacity: 0.6))
        for (index, cell) in cells.enumerated() {
            let x = p + Double(index % columns) * (thumb.width + p)
            let y = ContactSheet.headerHeight + Double(index / columns) * cellHeight + captionHeight
            let frame = Rect(x: x, y: y, width: thumb.width, height: thumb.height)
            context.drawImage(cell.image, in: frame, radii: CornerRadii(10))
            context.strokeRoundedRect(frame, radii: CornerRadii(10), width: 1, Color(hex: 0xFFFFFF, opacity: 0.15))
            let time = TextRun(String(format: "t %.3f s", cell.time), font: Font(size: 12, weight: .semibold))
            context.drawText(time, at: Point(x: x, y: y + thumb.height + 6), .white)
            for pane in cell.panes {
                drawLabels(of: pane, left: x + pane.x, top: y, bottom: y + thumb.height, context: &context)
            }
        }
        let buffer = PixelBuffer(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        Rasterizer(glyphs: fonts).render(context.list, into: buffer, scale: 1, background: ContactSheet.background)
        try png.write(buffer, to: path)
    }

    /// A pane's caption over it (truncated to its width) and its phase pill under its right edge.
    private func drawLabels(of pane: Pane, left: Double, top: Double, bottom: Double, context: inout DrawingContext) {
        if let caption = pane.caption {
            let dot = ContactSheet.captionDot
            let y = top - ContactSheet.captionHeight + 2
            context.fillRoundedRect(Rect(x: left + 2, y: y + 4, width: dot, height: dot), radii: CornerRadii(dot / 2), caption.color)
            let run = TextTruncation.run(caption.text, font: Font(size: 12, weight: .semibold),
                                         width: pane.width - dot - 8, measurer: fonts)
            context.drawText(run, at: Point(x: left + dot + 6, y: y), .white)
        }
        let phase = TextRun(pane.phase, font: Font(size: 11, weight: .semibold))
        let phaseSize = fonts.size(of: phase)
        let pill = Rect(x: left + pane.width - phaseSize.width - 12, y: bottom + 6, width: phaseSize.width + 12,
                        height: phaseSize.height + 2)
        context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), ContactSheet.color(forPhase: pane.phase))
        context.drawText(phase, at: Point(x: pill.minX + 6, y: pill.minY + 1), .white)
    }

    /// The colour of a phase's label (the same in the plots and the HUD).
    public static func color(forPhase phase: String) -> Color {
        switch phase {
        case "tracking": return Color(hex: 0x5E5CE6)
        case "dragging": return Color(hex: 0x0A84FF)
        case "decelerating": return Color(hex: 0x30B0C7)
        case "bouncing": return Color(hex: 0xFF9F0A)
        case "animating": return Color(hex: 0xBF5AF2)
        default: return Color(hex: 0x636366)
        }
    }
}
