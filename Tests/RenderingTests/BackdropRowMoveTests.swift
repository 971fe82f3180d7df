import Graphics
import XCTest
@testable import Rendering

/// A material over content that scrolls by whole rows keeps the sums of the rows that only moved
/// (`BackdropRowSums`, `BackdropPlanner`) and starts the bands under its opaque interior at the
/// backdrop (`FrameBands`): every frame stays, byte for byte, the frame drawn whole, while the
/// frames read and draw only what came in or changed under it.
final class BackdropRowMoveTests: XCTestCase {
    static let background = Color(hex: 0x101820)

    static func list(_ commands: [DrawCommand]) -> DisplayList {
        var list = DisplayList()
        for command in commands { list.append(command) }
        return list
    }

    /// An incremental rasterizer on `threads` threads in small bands (every frame drawn in parallel),
    /// a whole-frame rasterizer to check it against, and their buffers, `width` × `height` pixels.
    static func renderers(glyphs: FixedGlyphs, threads: Int, width: Double, height: Double)
        -> (IncrementalRasterizer, Rasterizer, PixelBuffer, PixelBuffer) {
        let incremental = IncrementalRasterizer(glyphs: glyphs)
        incremental.rasterizer.threadCount = threads
        incremental.rasterizer.minimumParallelPixels = 1
        incremental.rasterizer.maximumBandBytes = 8192
        return (incremental, Rasterizer(glyphs: glyphs), PixelBuffer(width: Int(width), height: Int(height)),
                PixelBuffer(width: Int(width), height: Int(height)))
    }

    /// Rows scrolled under a bar by `move` pixels, nothing else changing and no row leaving the
    /// screen, at scale 2 on 1 and 2 threads: the blur reads the rows that came into its area once
    /// each (those the move exposed under the bar, or those it brought up from below the area), as
    /// many block-rows as rows times the grid's width, and the frame is the frame drawn whole.
    func testRowsAMoveBringsIntoTheAreaAreReadOnce() {
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8($0 * 4) }))
        let (width, height, bar, scale) = (90.0, 200.0, 40.0, 2.0)
        func screen(offset: Int) -> DisplayList {
            var commands: [DrawCommand] = [.pushClip(Rect(x: 0, y: 0, width: width, height: height), .zero),
                                           .pushTranslation(PixelOffset(x: 0, y: offset))]
            for row in 0..<40 {
                commands.append(.fill(Rect(x: 0, y: Double(row) * 14, width: width, height: 14),
                                      Color(hex: UInt32(0x30_60_90 + row * 0x0A_07_03))))
            }
            commands += [.popTranslation, .popClip, .backdrop(Rect(x: 0, y: 0, width: width, height: bar), .zero, .chrome, opacity: 1)]
            return Self.list(commands)
        }
        let bounds = PixelRect(minX: 0, minY: 0, maxX: Int(width * scale), maxY: Int(height * scale))
        let geometry = BackdropGeometry(rect: Rect(x: 0, y: 0, width: width * scale, height: bar * scale), material: .chrome,
                                        scale: scale, bounds: bounds)!
        let cases: [(line: UInt, threads: Int, start: Int, move: Int)] = [
            (#line, 1, -100, 30), (#line, 2, -100, 30),     // down: rows exposed under the bar
            (#line, 1, -84, -20), (#line, 2, -84, -20),     // up: rows brought in from below the area
            (#line, 1, -200, 7), (#line, 2, -60, -12),
        ]
        for c in cases {
            let (incremental, reference, buffer, whole) = Self.renderers(glyphs: glyphs, threads: c.threads, width: width * scale,
                                                                      height: height * scale)
            incremental.render(screen(offset: c.start), overlay: DisplayList(), into: buffer, scale: scale, background: Self.background)
            let list = screen(offset: c.start + c.move)
            incremental.render(list, overlay: DisplayList(), into: buffer, scale: scale, background: Self.background)
            reference.render(list, into: whole, scale: scale, background: Self.background)
            XCTAssertTrue(buffer.hasSamePixels(as: whole), "line \(c.line)")
            XCTAssertFalse(incremental.drewWholeFrame, "line \(c.line)")
            XCTAssertEqual(incremental.readBackdropBlockRowCount, abs(c.move) * geometry.gridWidth, "line \(c.line)")
        }
    }

    /// A screen `width` points wide: rows of stripes, dots and text scrolled by `offset` pixels in a
    /// clip across it, a thin still indicator and a still card over the rows (in the bar's reach),
    /// with `pinned` an opaque band across the screen over the rows there (a pinned section header),
    /// a bar's material at the top with its title over it, and `extra` commands among the rows.
    static func screen(offset: Int, width: Double, height: Double, material: Material, bar: Double, pinned: Bool,
                               opacity: Double = 1, clipTop: Double = 0, header: Color = Color(hex: 0xFF9F0A),
                               extra: [DrawCommand] = []) -> DisplayList {
        // With `clipTop`, a still header over the rows above the scrolled clip.
        var commands: [DrawCommand] = clipTop > 0 ? [.fill(Rect(x: 0, y: 0, width: width * 0.6, height: clipTop), header)] : []
        commands += [.pushClip(Rect(x: 0, y: clipTop, width: width, height: height - clipTop), .zero),
                     .pushTranslation(PixelOffset(x: 0, y: offset))]
        for row in 0..<80 {
            let y = Double(row) * 14
            commands.append(.fill(Rect(x: 0, y: y, width: width, height: 14), row % 3 == 0 ? .white : Color(hex: 0xE8F0FF)))
            commands.append(.roundedRect(Rect(x: 4, y: y + 2, width: 10, height: 10), CornerRadii(5),
                                         Color(hex: UInt32(0x30_60_90 + row * 0x0A_07_03))))
            commands.append(.text(TextRun("row", font: .body), origin: Point(x: 20, y: y + 3), .black))
        }
        commands.append(contentsOf: extra)
        commands.append(contentsOf: [.popTranslation, .popClip])
        if pinned { commands.append(.fill(Rect(x: 0, y: bar + 24, width: width, height: 10), Color(hex: 0x5856D6))) }
        commands.append(contentsOf: [.fill(Rect(x: width - 4, y: bar + 6, width: 2, height: 40), Color(hex: 0x000000, opacity: 0.4)),
                                     .roundedRect(Rect(x: 30, y: bar + 14, width: 12, height: 6), CornerRadii(2), Color(hex: 0xFF9500)),
                                     .backdrop(Rect(x: 0, y: 0, width: width, height: bar), .zero, material, opacity: opacity),
                                     .text(TextRun("Title", font: .body), origin: Point(x: width / 2 - 10, y: bar - 12), .black),
                                     .fill(Rect(x: 0, y: bar - 0.5, width: width, height: 0.5), Color(hex: 0x000000, opacity: 0.3))])
        return list(commands)
    }

    /// Scrolls the screen under the bar by random whole rows (both ways, some beyond the blur's
    /// reach, some not at all), now and then with a row added or recoloured under the bar or in its
    /// reach, an overlay over the reach half of the time, a pinned band in some trials, the bar
    /// fading in in others, the scrolled clip starting under a still header half of the time (the
    /// bar's rows above it keep their sums in place), at scales 1 to 3 on 1 to 3 threads:
    /// every frame is the frame drawn whole, most moving frames move row sums and start bands at the
    /// backdrop, and a small move draws far fewer rows than the bar's area.
    func testScrolledContentUnderABarKeepsTheRowsThatOnlyMoved() {
        var rng = SplitMix(state: 0xBA5E)
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8($0 * 4) }))
        var movingFrames = 0, movedSums = 0, startedAtBackdrop = 0, smallMoves = 0
        for trial in 0..<9 {
            let scale = [1.0, 2, 3][trial % 3], threads = 1 + trial % 3
            let material = [Material.chrome, .thin, RandomDisplayList.smallMaterial][trial / 3]
            let (width, height, bar) = (90.0, 200.0, 40.0)
            let (incremental, reference, buffer, whole) = Self.renderers(glyphs: glyphs, threads: threads, width: width * scale,
                                                                      height: height * scale)
            let pixels = (width: buffer.width, height: buffer.height)
            var offset = 0
            var extra: [DrawCommand] = []
            // The content's rows end 1,120 pt down: the offset stays where rows fill the screen.
            let lowest = -Int((1120 - height) * scale)
            for step in 0..<24 {
                var move = [0, 1, -1, 3, -7, 12, -30, 90][Int.random(in: 0..<8, using: &rng)]
                if offset + move > 0 || offset + move < lowest { move = -move }
                offset += move
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    // A change under the bar or in its reach, in the content's own coordinates.
                    let y = Double(Int.random(in: 0...80, using: &rng)) - Double(offset) / scale
                    extra.append(.fill(Rect(x: Double(Int.random(in: 0...60, using: &rng)), y: y, width: 20, height: 6),
                                       Color(hex: UInt32.random(in: 0...0xFFFFFF, using: &rng))))
                }
                let overlay = trial % 2 == 0 ? DisplayList()
                    : Self.list([.fill(Rect(x: 20, y: bar + 10, width: 30, height: 20), Color(hex: 0x34C759, opacity: 0.6))])
                // In some trials the bar's background fades in as the content starts to scroll under it.
                let opacity = trial % 3 == 2 ? min(1, 0.3 + 0.1 * Double(step)) : 1
                let list = Self.screen(offset: offset, width: width, height: height, material: material, bar: bar,
                                       pinned: trial % 4 == 1, opacity: opacity, clipTop: trial % 2 == 1 ? 16 : 0,
                                       header: step % 5 == 4 ? Color(hex: 0x5AC8FA) : Color(hex: 0xFF9F0A), extra: extra)
                incremental.render(list, overlay: overlay, into: buffer, scale: scale, background: Self.background)
                reference.render(list, into: whole, scale: scale, background: Self.background)
                reference.draw(overlay, into: whole, scale: scale)
                let same = buffer.hasSamePixels(as: whole)
                XCTAssertTrue(same, "trial \(trial) (scale \(scale), \(threads) threads), step \(step), moved \(move)")
                guard same else { return }
                guard step > 0, move != 0, !incremental.drewWholeFrame else { continue }
                movingFrames += 1
                if incremental.movedBackdropRowCount > 0 { movedSums += 1 }
                if incremental.bandsStartingAtBackdrops > 0 { startedAtBackdrop += 1 }
                if abs(move) <= 3 && overlay.isEmpty && material != RandomDisplayList.smallMaterial {
                    smallMoves += 1
                    // Below the bar, in the blur's reach, only the indicator, the card over the
                    // moved rows and where the bar's old pixels landed are drawn, not the reach (the
                    // overlay, drawn over the reach, has the rows it covers drawn; the small
                    // material's reach is a few rows).
                    let bounds = PixelRect(minX: 0, minY: 0, maxX: pixels.width, maxY: pixels.height)
                    let geometry = BackdropGeometry(rect: Rect(x: 0, y: 0, width: width * scale, height: bar * scale), material: material,
                                                    scale: scale, bounds: bounds)!
                    let reach = PixelRect(minX: 0, minY: geometry.written.maxY, maxX: pixels.width, maxY: geometry.area.maxY)
                    let drawn = incremental.damage.rects.reduce(0) { $0 + $1.intersection(reach).area }
                    XCTAssertLessThan(drawn, reach.area / 2, "trial \(trial), step \(step): drew \(drawn) px of the reach's \(reach.area)")
                }
            }
        }
        print("bar over scrolled rows: \(movedSums) of \(movingFrames) moving frames moved row sums, \(startedAtBackdrop) started bands at the backdrop")
        XCTAssertGreaterThan(smallMoves, 5)
        XCTAssertGreaterThan(movedSums, movingFrames * 3 / 4, "moving frames that moved row sums (\(movedSums) of \(movingFrames))")
        XCTAssertGreaterThan(startedAtBackdrop, movingFrames / 2, "moving frames with bands from the backdrop (\(startedAtBackdrop) of \(movingFrames))")
    }

    /// A command that moves from over the bar's material to under it (a view brought behind the bar)
    /// while the bar's opacity changes, the content still or scrolling: the bar's blur takes it in.
    func testACommandBroughtUnderAFadingBarIsInItsBlur() {
        let chip = DrawCommand.fill(Rect(x: 20, y: 46, width: 30, height: 10), Color(hex: 0xFF2D55))
        func frame(offset: Int, opacity: Double, chipUnder: Bool) -> DisplayList {
            var list = DisplayList()
            list.append(.pushClip(Rect(x: 0, y: 0, width: 90, height: 200), .zero))
            list.append(.pushTranslation(PixelOffset(x: 0, y: offset)))
            for row in 0..<40 { list.append(.fill(Rect(x: 0, y: Double(row) * 14, width: 90, height: 14), row % 2 == 0 ? .white : Color(hex: 0xDDE6F0))) }
            list.append(.popTranslation)
            list.append(.popClip)
            if chipUnder { list.append(chip) }
            list.append(.backdrop(Rect(x: 0, y: 0, width: 90, height: 40), .zero, .chrome, opacity: opacity))
            if !chipUnder { list.append(chip) }
            return list
        }
        let incremental = IncrementalRasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 180, height: 400), whole = PixelBuffer(width: 180, height: 400)
        for (step, (offset, opacity, under)) in [(0, 0.5, false), (-4, 0.6, false), (-4, 0.7, true), (-10, 0.8, true), (-10, 0.9, false)].enumerated() {
            let list = frame(offset: offset, opacity: opacity, chipUnder: under)
            incremental.render(list, overlay: DisplayList(), into: buffer, scale: 2, background: Self.background)
            Rasterizer(glyphs: nil).render(list, into: whole, scale: 2, background: Self.background)
            XCTAssertTrue(Array(buffer.pixels) == Array(whole.pixels), "step \(step)")
            if step > 0 { XCTAssertGreaterThan(incremental.movedBackdropRowCount, 0, "step \(step): the rows that only moved keep their sums") }
        }
    }

    /// Random content (materials among it, moving with it) scrolled at random under random still
    /// commands and a bar's material, with random commands added here and there, on a frame taller
    /// than the materials' areas, at four scales on 1 to 3 threads: every frame the frame drawn
    /// whole, and many frames move the bar's row sums.
    func testRandomContentUnderABarGivesTheWholeFrames() {
        var rng = SplitMix(state: 0x5EED_29)
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 5, height: 7, coverage: (0..<35).map { UInt8($0 * 7) }))
        let images = [Image(width: 8, height: 8, pixels: (0..<64).map { _ in UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000 }),
                      Image(width: 5, height: 3, pixels: (0..<15).map { _ in 0x8040_2010 })]
        /// A random list of `size` points without clips, its materials the small one.
        func random(_ size: Double) -> [DrawCommand] {
            RandomDisplayList.make(&rng, size: size, images: images).commands.compactMap {
                switch $0 {
                case .pushClip, .popClip: return nil
                case let .backdrop(rect, radii, _, opacity): return .backdrop(rect, radii, RandomDisplayList.smallMaterial, opacity: opacity)
                default: return $0
                }
            }
        }
        var movedSums = 0, frames = 0
        for trial in 0..<16 {
            let scale = [1.0, 2, 3, 1.5][trial % 4]
            let width = Int(60 * scale) + trial % 3, height = Int(240 * scale)
            let incremental = IncrementalRasterizer(glyphs: glyphs)
            incremental.rasterizer.threadCount = 1 + trial % 3
            incremental.rasterizer.minimumParallelPixels = 1
            incremental.rasterizer.maximumBandBytes = 4096
            let reference = Rasterizer(glyphs: glyphs)
            let buffer = PixelBuffer(width: width, height: height), whole = PixelBuffer(width: width, height: height)
            // Four blocks of random content stacked down the frame, in groups of their own.
            var blocks = (0..<4).map { _ in random(60) }
            var over = random(30)
            over.append(.backdrop(Rect(x: 0, y: 0, width: 61, height: 16), .zero, RandomDisplayList.smallMaterial, opacity: 1))
            if trial % 2 == 0 { over.append(contentsOf: random(20)) }
            var offset = 0
            for step in 0..<16 {
                var move = Int.random(in: -14...14, using: &rng)
                if offset + move > Int(60 * scale) || offset + move < -Int(60 * scale) { move = -move }
                offset += move
                if Int.random(in: 0..<3, using: &rng) == 0, let command = random(60).first {
                    let block = Int.random(in: 0..<4, using: &rng)
                    blocks[block].insert(command, at: Int.random(in: 0...blocks[block].count, using: &rng))
                }
                var commands: [DrawCommand] = [.pushClip(Rect(x: 0, y: 0, width: 61, height: 240), .zero),
                                               .pushTranslation(PixelOffset(x: 0, y: offset))]
                for (index, block) in blocks.enumerated() {
                    commands += [.pushTranslation(PixelOffset(x: 0, y: Int(Double(index * 60) * scale)))] + block + [.popTranslation]
                }
                let list = Self.list(commands + [.popTranslation, .popClip] + over)
                incremental.render(list, overlay: DisplayList(), into: buffer, scale: scale, background: Self.background)
                reference.render(list, into: whole, scale: scale, background: Self.background)
                let same = buffer.hasSamePixels(as: whole)
                XCTAssertTrue(same, "trial \(trial), step \(step)")
                guard same else { return }
                frames += 1
                if incremental.movedBackdropRowCount > 0 { movedSums += 1 }
            }
        }
        print("random content under a bar: \(movedSums) of \(frames) frames moved row sums")
        XCTAssertGreaterThan(movedSums, frames / 2, "frames that moved row sums (\(movedSums) of \(frames))")
    }
}
