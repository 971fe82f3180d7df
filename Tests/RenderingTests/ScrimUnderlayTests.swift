import Graphics
import XCTest
@testable import Rendering

/// A scrim (a translucent fill over most of the frame, as the dimming over a map behind a sheet)
/// whose colour changes while what lies under it stays: the frames copy the pixels under it from
/// its underlay (`ScrimUnderlay`) instead of drawing them, and stay the frames drawn whole, byte for
/// byte, also where an opaque sheet covered the map when the underlay was kept.
final class ScrimUnderlayTests: XCTestCase {
    private static let background = Color(hex: 0x101820)

    /// A map of `blocks` (its roads and blocks, still), a scrim of `dim` (0: none) over all of it, an
    /// opaque sheet from `sheetTop` (points) down with its rows moved with it, a control over the
    /// map after the scrim, and `extra` commands under the scrim.
    private static func screen(dim: Double, sheetTop: Double, extra: [DrawCommand] = []) -> DisplayList {
        var list = DisplayList()
        for row in 0..<12 {
            for column in 0..<4 {
                let rect = Rect(x: Double(column) * 25 + 2, y: Double(row) * 25 + 2, width: 21, height: 21)
                list.append(.roundedRect(rect, CornerRadii(3), Color(hex: UInt32(0xD8D4CC - (row * 4 + column) * 0x010101))))
                list.append(.line(from: Point(x: rect.minX, y: rect.maxY + 1), to: Point(x: rect.maxX, y: rect.maxY + 1), width: 1.5, .white))
            }
        }
        for command in extra { list.append(command) }
        if dim > 0 { list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 300), Color(red: 0, green: 0, blue: 0, alpha: UInt8(dim * 255)))) }
        list.append(.roundedRect(Rect(x: 70, y: 20, width: 24, height: 24), CornerRadii(6), .white))
        list.append(.pushTranslation(PixelOffset(x: 0, y: Int(sheetTop * 2))))
        list.append(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 300), .top(10), Color(hex: 0xF2F2F7)))
        for row in 0..<12 { list.append(.fill(Rect(x: 8, y: Double(row) * 20 + 16, width: 60, height: 8), Color(hex: 0x3C3C43))) }
        list.append(.popTranslation)
        return list
    }

    /// The sheet rises from half to full and falls back while the dimming follows it (frame after
    /// frame the scrim's colour changes), at scale 2 on 1 to 3 threads, with a change under the scrim
    /// now and then: every frame is the frame drawn whole, and most of those in which the dimming
    /// changed over an unchanged map start their bands at the scrim.
    func testADimmingThatFollowsASheetKeepsTheMapUnderIt() {
        var seeded = 0, dimmed = 0
        for threads in 1...3 {
            let frames = IncrementalRasterizer(glyphs: nil)
            frames.rasterizer.threadCount = threads
            frames.rasterizer.minimumParallelPixels = 1
            frames.rasterizer.maximumBandBytes = 8192
            let reference = Rasterizer(glyphs: nil)
            let buffer = PixelBuffer(width: 200, height: 600), whole = PixelBuffer(width: 200, height: 600)
            var extra: [DrawCommand] = []
            let tops = [150.0, 150, 140, 125, 105, 80, 60, 40, 30, 30, 45, 70, 100, 130, 150, 150, 120, 90, 60, 30]
            for (step, top) in tops.enumerated() {
                let dim = max(0, min(1, (150 - top) / 120)) * 0.2
                if step == 12 { extra.append(.fill(Rect(x: 10, y: 10, width: 30, height: 12), Color(hex: 0x34C759))) }
                let list = Self.screen(dim: dim, sheetTop: top, extra: extra)
                frames.render(list, overlay: DisplayList(), into: buffer, scale: 2, background: Self.background)
                reference.render(list, into: whole, scale: 2, background: Self.background)
                let same = buffer.hasSamePixels(as: whole)
                XCTAssertTrue(same, "\(threads) threads, step \(step) (sheet at \(top), dimming \(dim))")
                guard same else { return }
                if dim > 0 && step > 0 && tops[step - 1] != top { dimmed += 1 }
                if frames.seededBandCount > 0 { seeded += 1 }
            }
        }
        print("scrim: \(seeded) seeded of \(dimmed) with a new dimming")
        XCTAssertGreaterThan(seeded, dimmed / 2, "frames seeded from the underlay (\(seeded) of \(dimmed) with a new dimming)")
    }
}
