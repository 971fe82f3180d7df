import Graphics
import XCTest
@testable import Rendering

/// Frames in which translation groups moved by whole pixels (`FrameShift` through
/// `IncrementalRasterizer`): the pixels of the groups' clip are moved, only what the move cannot give
/// is drawn, and every frame is the pixels of the frame drawn whole.
final class FrameShiftTests: XCTestCase {
    private static let background = Color(hex: 0x102030)
    private static let white = Color.white, red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF)

    private static func list(_ commands: [DrawCommand]) -> DisplayList {
        var list = DisplayList()
        for command in commands { list.append(command) }
        return list
    }

    /// A scroll view's frame `width` px wide and `height` px tall, scale 1: an opaque status bar (rows
    /// 0–8), the list's white background under its clip (rows 8 to the bottom), its content moved by
    /// `offset`, a translucent bar over rows 8–16 and, when given, `extra` after everything.
    private static func scrolled(offset: PixelOffset, extra: [DrawCommand] = [], width: Double = 64,
                                 height: Double = 64) -> DisplayList {
        var content: [DrawCommand] = []
        for row in 0..<Int(height / 5) {
            let y = Double(row * 10)
            content.append(.fill(Rect(x: 2, y: y + 1, width: 40, height: 6), row.isMultiple(of: 2) ? red : blue))
            content.append(.roundedRect(Rect(x: 46, y: y + 0.5, width: 12, height: 8.5), CornerRadii(3), red))
        }
        return list([.fill(Rect(x: 0, y: 0, width: width, height: 8), blue),
                     .fill(Rect(x: 0, y: 8, width: width, height: height - 8), white),
                     .pushClip(Rect(x: 0, y: 8, width: width, height: height - 8), .zero),
                     .pushTranslation(offset)] + content + [.popTranslation, .popClip,
                     .fill(Rect(x: 0, y: 8, width: width, height: 8), Color(hex: 0xF0F0F0, opacity: 0.8))] + extra)
    }

    private func assertWhole(_ buffer: PixelBuffer, _ list: DisplayList, file: StaticString = #filePath, line: UInt = #line) {
        let whole = PixelBuffer(width: buffer.width, height: buffer.height)
        Rasterizer(glyphs: nil).render(list, into: whole, scale: 1, background: Self.background)
        XCTAssertTrue(buffer.pixels.elementsEqual(whole.pixels), "the pixels of the frame drawn whole", file: file, line: line)
    }

    private static func rects(_ damage: DamageRegion) -> Set<[Int]> {
        Set(damage.rects.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] })
    }

    /// (second frame's content offset and extra commands, the rows moved, the rects drawn), after
    /// the content at (0, 8), 160 px wide (so that the rects drawn are too far apart to be drawn as
    /// their box, `DamageRegion.smallArea`); moves copied (the rotation of whole rows is tested below).
    func testAMoveCopiesTheClipAndDrawsWhatItCannotGive() {
        let indicator: DrawCommand = .fill(Rect(x: 60, y: 30, width: 2, height: 10), Color(hex: 0x000000, opacity: 0.35))
        let cases: [(line: UInt, offset: PixelOffset, extra: [DrawCommand], moved: Range<Int>, drawn: Set<[Int]>)] = [
            // Up 3 rows: the rows exposed at the bottom, the bar and where its old pixels land.
            (#line, PixelOffset(x: 0, y: 5), [], 8..<61, [[0, 61, 160, 64], [0, 8, 160, 16]]),
            // Down 4 rows: the rows exposed under the bar, the bar and its old pixels moved down.
            (#line, PixelOffset(x: 0, y: 12), [], 12..<64, [[0, 8, 160, 20]]),
            // Sideways: the columns exposed on the left, in the rows below the bar.
            (#line, PixelOffset(x: 3, y: 8), [], 8..<64, [[0, 8, 3, 64], [3, 8, 160, 16]]),
            // Something still over the content (an indicator): its pixels and where its old ones land.
            (#line, PixelOffset(x: 0, y: 5), [indicator], 8..<61, [[0, 61, 160, 64], [0, 8, 160, 16], [60, 27, 62, 40]]),
            // Nothing moved, nothing changed.
            (#line, PixelOffset(x: 0, y: 8), [], 0..<0, []),
        ]
        for c in cases {
            let frames = IncrementalRasterizer(glyphs: nil)
            frames.mayRotateRows = false
            let buffer = PixelBuffer(width: 160, height: 64)
            frames.render(Self.scrolled(offset: PixelOffset(x: 0, y: 8), extra: c.extra, width: 160), overlay: DisplayList(), into: buffer,
                          scale: 1, background: Self.background)
            let second = Self.scrolled(offset: c.offset, extra: c.extra, width: 160)
            frames.render(second, overlay: DisplayList(), into: buffer, scale: 1, background: Self.background)
            XCTAssertFalse(frames.drewWholeFrame, line: c.line)
            XCTAssertEqual(frames.movedRows, c.moved, line: c.line)
            XCTAssertEqual(Self.rects(frames.damage), c.drawn, line: c.line)
            assertWhole(buffer, second, line: c.line)
        }
    }

    /// A move by whole rows across the frame rotates the buffer's rows instead of copying them; the
    /// rows outside the moved area are copied back, and the frames stay those drawn whole, read row
    /// by row as stored, and in order after `pixels` puts them back.
    func testAMoveAcrossTheFrameRotatesTheRows() {
        let frames = IncrementalRasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 64, height: 200)
        var rotations = 0
        for (step, y) in [8, 5, -20, -21, 3, 30, 29, -60, 8].enumerated() {
            let origin = buffer.rowOrigin
            let list = Self.scrolled(offset: PixelOffset(x: 0, y: y), height: 200)
            frames.render(list, overlay: DisplayList(), into: buffer, scale: 1, background: Self.background)
            let whole = PixelBuffer(width: 64, height: 200)
            Rasterizer(glyphs: nil).render(list, into: whole, scale: 1, background: Self.background)
            var differing = 0
            for row in 0..<200 { for x in 0..<64 where buffer[x, row] != whole[x, row] { differing += 1 } }
            XCTAssertEqual(differing, 0, "step \(step)")
            if step > 0 { XCTAssertFalse(frames.drewWholeFrame, "step \(step)") }
            if buffer.rowOrigin != origin {
                // Small moves rotate (large ones copy the fewer rows they keep).
                rotations += 1
                XCTAssertFalse(frames.damage.rects.contains { $0.minY < 8 },
                               "the status bar above the moved area is copied back, not drawn, step \(step)")
            }
        }
        XCTAssertGreaterThanOrEqual(rotations, 3, "small moves rotated the rows")
        let whole = PixelBuffer(width: 64, height: 200)
        Rasterizer(glyphs: nil).render(Self.scrolled(offset: PixelOffset(x: 0, y: 8), height: 200), into: whole, scale: 1, background: Self.background)
        XCTAssertTrue(buffer.pixels.elementsEqual(whole.pixels))
        XCTAssertEqual(buffer.rowOrigin, 0, "back in order")
    }

    /// Moves across the frame under a still opaque bar rotate the buffer's rows and copy back the
    /// rows that stay, from where the rotation took them: a bar at the bottom (a collapsed sheet over
    /// a map panned up), and a bar at the top of a list scrolled both ways under it, with the rows
    /// above the list's clip, whose places the rotation wraps around the frame's edge. None of them is
    /// drawn again, and every frame is the frame drawn whole.
    /// (bar, offsets of the content, rows never drawn, rotations).
    func testARotationCopiesTheStayingRowsBack() {
        let cases: [(line: UInt, bar: Rect, offsets: [Int], staying: Range<Int>, rotations: Int)] = [
            (#line, Rect(x: 0, y: 170, width: 64, height: 30), [8, 5, 1, -4, -10, -11], 170..<200, 5),
            (#line, Rect(x: 0, y: 8, width: 64, height: 22), [0, -4, -9, -15, -14, -6, -13], 0..<30, 6),
        ]
        for c in cases {
            let bar: DrawCommand = .fill(c.bar, Color(hex: 0x203050))
            let frames = IncrementalRasterizer(glyphs: nil)
            let buffer = PixelBuffer(width: 64, height: 200)
            var rotations = 0
            for (step, y) in c.offsets.enumerated() {
                let origin = buffer.rowOrigin
                let list = Self.scrolled(offset: PixelOffset(x: 0, y: y), extra: [bar], height: 200)
                frames.render(list, overlay: DisplayList(), into: buffer, scale: 1, background: Self.background)
                if buffer.rowOrigin != origin { rotations += 1 }  // before `pixels` puts the rows in order
                assertWhole(buffer, list, line: c.line)
                guard step > 0 else { continue }
                XCTAssertFalse(frames.drewWholeFrame, "step \(step)", line: c.line)
                XCTAssertFalse(frames.damage.rects.contains { $0.minY < c.staying.upperBound && $0.maxY > c.staying.lowerBound },
                               "the staying rows are not drawn, step \(step)", line: c.line)
            }
            XCTAssertEqual(rotations, c.rotations, line: c.line)
        }
    }

    /// A map panned up and down under a fixed frame, drawing only the blocks in view (each a block
    /// and its buildings, in the map's coordinates): a row of blocks (more commands than a difference
    /// looks ahead for one command of its kind) comes into view at one edge as another leaves at the
    /// other, and the frames still pair them and move the map's pixels, drawing little more than the
    /// rows exposed (20 at most).
    func testPlacesComingIntoViewStillMove() {
        func map(panned y: Int) -> DisplayList {
            var commands: [DrawCommand] = [.pushClip(Rect(x: 0, y: 0, width: 200, height: 300), .zero),
                                           .pushTranslation(PixelOffset(x: 0, y: -y))]
            for row in 0..<40 {
                let top = Double(row * 60)
                guard top + 60 > Double(y), top < Double(y + 300) else { continue }   // only what is in view
                for column in 0..<6 {
                    let block = Rect(x: Double(column) * 34 + 2, y: top + 4, width: 30, height: 52)
                    commands.append(.roundedRect(block, CornerRadii(3), Color(hex: 0xE0DDD5)))
                    commands.append(.roundedRect(block.insetBy(dx: 4, dy: 4 + Double(column % 3)), CornerRadii(2), Color(hex: 0xC8C4BA)))
                    commands.append(.fill(Rect(x: block.minX + 6, y: block.minY + 10, width: 6, height: 6), Color(hex: 0x8A8A8A)))
                }
            }
            return Self.list(commands + [.popTranslation, .popClip])
        }
        let frames = IncrementalRasterizer(glyphs: nil)
        let buffer = PixelBuffer(width: 200, height: 300)
        var moved = 0
        for (step, y) in [600, 590, 575, 560, 548, 540, 552, 570, 590, 610, 625, 640].enumerated() {
            frames.render(map(panned: y), overlay: DisplayList(), into: buffer, scale: 1, background: Self.background)
            assertWhole(buffer, map(panned: y))
            guard step > 0 else { continue }
            XCTAssertFalse(frames.drewWholeFrame, "step \(step)")
            if !frames.movedRows.isEmpty && frames.damage.rects.reduce(0, { $0 + $1.area }) <= 200 * 40 { moved += 1 }
        }
        XCTAssertEqual(moved, 11, "every frame moved the map and drew little more than the rows it exposed")
    }

    nonisolated(unsafe) private static let images: [Image] = {
        var rng = SplitMix(state: 5)
        return [Image(width: 24, height: 16, pixels: (0..<(24 * 16)).map { _ in UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000 }),
                Image(width: 9, height: 7, pixels: (0..<63).map { _ in 0x8040_2010 })]
    }()

    /// A random list with its clips closed.
    /// `commands` with their backdrops in the small material when `backdrops`, else without them: a
    /// material over moved content is drawn again with all its blur reads, and the system materials'
    /// reach past these 48-pt frames, which would then be drawn whole (`BackdropTests` and the bench
    /// scripts' frames test materials over moves at a phone's size).
    private static func materials(_ commands: [DrawCommand], backdrops: Bool) -> [DrawCommand] {
        commands.compactMap { command in
            guard case let .backdrop(rect, radii, _, opacity) = command else { return command }
            return backdrops ? .backdrop(rect, radii, RandomDisplayList.smallMaterial, opacity: opacity) : nil
        }
    }

    private static func balanced(_ rng: inout SplitMix, size: Double, backdrops: Bool) -> [DrawCommand] {
        var commands = materials(RandomDisplayList.make(&rng, size: size, images: images).commands, backdrops: backdrops)
        var depth = 0
        for command in commands {
            if case .pushClip = command { depth += 1 } else if case .popClip = command { depth -= 1 }
        }
        commands.append(contentsOf: repeatElement(.popClip, count: max(depth, 0)))
        return commands
    }

    /// Random frames of random content scrolled in a clip (moved by random whole pixels, sideways
    /// too, sometimes not at all), with random still commands under and over it (opaque bars across
    /// it among them), a group outside the clip moving with the content (a sheet's background), or
    /// by another move, random edits of every part, on 1 to 3 threads at four scales, the clip
    /// across the frame every other trial (rows rotated): every frame the pixels of the frame drawn
    /// whole, and many of them moved rather than drawn.
    func testRandomScrolledFramesGiveThePixelsOfWholeFrames() {
        var rng = SplitMix(state: 2031)
        let glyphs = FixedGlyphs(mask: AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8($0 * 4) }))
        var movedFrames = 0, frames = 0
        for trial in 0..<32 {
            let run = IncrementalTrial(trial, side: 48, glyphs: glyphs)
            let (scale, incremental, reference, buffer, whole) = (run.scale, run.frames, run.reference, run.buffer, run.whole)
            let width = buffer.width, height = buffer.height
            // Every other trial the clip spans the frame, so that moves rotate the rows.
            let clip = trial % 2 == 0 ? Rect(x: 0, y: 4, width: Double(width) / scale + 1, height: 40)
                : Rect(x: Double.random(in: 0...6, using: &rng).rounded(), y: 4, width: 40, height: 40)
            // Every fourth trial holds backdrops.
            let backdrops = trial % 4 == 3
            var under = Self.balanced(&rng, size: 48, backdrops: backdrops), over = Self.balanced(&rng, size: 48, backdrops: backdrops)
            var content = Self.balanced(&rng, size: 80, backdrops: backdrops)
            var follower = Self.balanced(&rng, size: 30, backdrops: backdrops)
            if trial % 3 == 0 {
                // Opaque bars across the clip over the content, as a navigation bar or a sheet.
                over.append(.fill(Rect(x: 0, y: 4, width: 48, height: 6), Color(hex: 0x3366CC)))
                over.append(.roundedRect(Rect(x: 0, y: 30, width: 48, height: 30), .top(4), Color(hex: 0xEEEEEE)))
            }
            var offset = PixelOffset(x: 0, y: 0), followerOffset = PixelOffset(x: 0, y: Int(20 * scale))
            let overlay = Self.list([.fill(Rect(x: 0, y: 20, width: 48, height: 2), Color(hex: 0xFFFFFF, opacity: 0.5))])
            for step in 0..<14 {
                let move = Int.random(in: 0..<5, using: &rng) == 0 ? PixelOffset.zero
                    : PixelOffset(x: trial % 4 == 1 ? Int.random(in: -6...6, using: &rng) : 0, y: Int.random(in: -40...40, using: &rng))
                offset = offset + move
                followerOffset = followerOffset + (trial % 5 == 2 ? PixelOffset(x: 0, y: Int.random(in: -3...3, using: &rng)) : move)
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    var donor = RandomDisplayList.make(&rng, size: 48, images: Self.images).commands.filter {
                        if case .pushClip = $0 { return false } else if case .popClip = $0 { return false } else { return true }
                    }
                    donor = Self.materials(donor, backdrops: backdrops)
                    if let other = donor.first {
                        switch Int.random(in: 0..<4, using: &rng) {
                        case 0: content.insert(other, at: Int.random(in: 0...content.count, using: &rng))
                        case 1: over.append(other)
                        case 2: under.insert(other, at: 0)
                        default: follower.append(other)
                        }
                    }
                }
                let list = Self.list(under + [.pushTranslation(followerOffset)] + follower + [.popTranslation, .pushClip(clip, .zero),
                                     .pushTranslation(offset)] + content + [.popTranslation, .popClip] + over)
                incremental.render(list, overlay: overlay, into: buffer, scale: scale, background: Self.background)
                reference.render(list, into: whole, scale: scale, background: Self.background)
                reference.draw(overlay, into: whole, scale: scale)
                // Row by row as stored: rotated rows stay rotated from frame to frame.
                let same = buffer.hasSamePixels(as: whole)
                XCTAssertTrue(same, "trial \(trial), step \(step)")
                if !same { return }
                frames += 1
                if !incremental.drewWholeFrame && !incremental.movedRows.isEmpty { movedFrames += 1 }
            }
        }
        XCTAssertGreaterThan(movedFrames, frames / 6, "enough frames moved pixels to exercise the move (89 of 448 when written)")
    }
}
