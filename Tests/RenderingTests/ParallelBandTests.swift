import Foundation
import Graphics
import XCTest
@testable import Rendering

/// Frames drawn in bands on several threads against the same frames drawn as one band on the calling
/// thread: byte-identical for every command kind, odd sizes and scales, with and without culling.
final class ParallelBandTests: XCTestCase {
    /// Glyph masks with varied coverage; remembers the threads that asked and how often.
    private final class RecordingGlyphs: GlyphRasterizing {
        private(set) var threads: [Thread] = []
        func mask(for run: TextRun, scale: Double) -> AlphaMask? {
            threads.append(Thread.current)
            let width = Int(Double(run.string.count) * 6 * scale), height = Int(11 * scale)
            guard width > 0, height > 0 else { return nil }
            return AlphaMask(width: width, height: height,
                             coverage: (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ $0 / width &* 71) })
        }
    }

    nonisolated(unsafe) private static let photo: Image = {
        var rng = SplitMix(state: 91)
        return Image(width: 24, height: 16, pixels: (0..<(24 * 16)).map { _ in randomPremultiplied(&rng) | 0xFF00_0000 })
    }()
    nonisolated(unsafe) private static let sticker: Image = {
        var rng = SplitMix(state: 92)
        return Image(width: 9, height: 7, pixels: (0..<63).map { _ in randomPremultiplied(&rng) })
    }()

    /// A screen `size` points wide and tall with every command kind: opaque and translucent fills,
    /// rounded rects, borders, vertical and diagonal gradients, sharp and blurred shadows, images at
    /// 1:1, scaled and translucent, text, lines, nested rect and rounded clips, an unmatched pop and
    /// an unmatched push, a material at the bottom (a tab bar: it reads the rows above it); a card of
    /// rows stacked like a list over a map, so that culling hides and covers some of it.
    static func sampleScreen(width: Double, height: Double) -> DisplayList {
        var list = DisplayList()
        list.append(.linearGradient(Rect(x: 0, y: 0, width: width, height: height), .zero,
                                    start: .zero, end: Point(x: 0, y: height), from: Color(hex: 0x204060), to: Color(hex: 0x402010)))
        for k in 0..<8 {  // a map under the card, hidden by its rows
            list.append(.roundedRect(Rect(x: 12 + Double(k % 4) * 9, y: 25 + Double(k / 4) * 12, width: 7, height: 9), CornerRadii(2),
                                     Color(hex: 0x88AA88)))
        }
        list.append(.text(TextRun("Street", font: .body), origin: Point(x: 14, y: 28), .black))
        list.append(.shadow(Rect(x: 6, y: 10, width: width - 12, height: height * 0.4), CornerRadii(10), blur: 7,
                            Color(hex: 0x000000, opacity: 0.35)))
        list.append(.shadow(Rect(x: 2, y: 3, width: 8, height: 5), .zero, blur: 0.1, Color(hex: 0x00FF00, opacity: 0.5)))
        list.append(.roundedRect(Rect(x: 6, y: 10, width: width - 12, height: height * 0.4), CornerRadii(10), .white))
        list.append(.pushClip(Rect(x: 6, y: 10, width: width - 12, height: height * 0.4), CornerRadii(10)))
        for row in 0..<Int(height / 9) {
            let top = 10 + Double(row) * 9 - 3
            list.append(.fill(Rect(x: 6, y: top, width: width - 12, height: 9), row % 3 == 0 ? Color(hex: 0xEEEEF4) : .white))
            list.append(.image(photo, source: Rect(x: 0, y: 0, width: 24, height: 16), rect: Rect(x: 8.5, y: top + 1, width: 10, height: 7),
                               opacity: 1, CornerRadii(2)))
            list.append(.text(TextRun("Row \(row)", font: .body), origin: Point(x: 21, y: top + 0.5), Color(hex: 0x111111)))
            list.append(.line(from: Point(x: 21, y: top + 8.75), to: Point(x: width - 6, y: top + 8.75), width: 0.5, Color(hex: 0xC6C6C8)))
        }
        list.append(.popClip)
        list.append(.pushClip(Rect(x: 3.3, y: height * 0.45, width: width * 0.7, height: height * 0.5), .zero))
        list.append(.image(photo, source: Rect(x: 0, y: 0, width: 24, height: 16), rect: Rect(x: 4, y: height * 0.5, width: 24, height: 16),
                           opacity: 1, .zero))
        list.append(.image(sticker, source: Rect(x: 0.5, y: 1, width: 8, height: 5), rect: Rect(x: 12.25, y: height * 0.55, width: 30, height: 21),
                           opacity: 0.6, CornerRadii(5)))
        list.append(.pushClip(Rect(x: 10, y: height * 0.6, width: width * 0.5, height: height * 0.3), CornerRadii(topLeft: 9, topRight: 2, bottomRight: 14, bottomLeft: 0)))
        list.append(.linearGradient(Rect(x: 0, y: height * 0.5, width: width, height: height * 0.5), CornerRadii(6),
                                    start: Point(x: 0, y: height * 0.5), end: Point(x: width, y: height),
                                    from: Color(hex: 0xFF0000, opacity: 0.7), to: Color(hex: 0x0000FF, opacity: 0.2)))
        list.append(.border(Rect(x: 12, y: height * 0.62, width: width * 0.4, height: height * 0.2), CornerRadii(5), width: 1.5,
                            Color(hex: 0xFFCC00)))
        list.append(.text(TextRun("Clipped text", font: .body), origin: Point(x: 8, y: height * 0.7), Color(hex: 0xFFFFFF, opacity: 0.8)))
        list.append(.popClip)
        list.append(.popClip)
        list.append(.popClip)  // unmatched: ignored
        list.append(.fill(Rect(x: 0, y: height - 12, width: width, height: 12), Color(hex: 0xF9F9F9, opacity: 0.85)))
        list.append(.backdrop(Rect(x: 0, y: height - 14, width: width, height: 14), .top(6), RandomDisplayList.smallMaterial,
                              opacity: 0.9))
        list.append(.line(from: Point(x: 2, y: 2), to: Point(x: width - 2, y: height - 2), width: 1.25, Color(hex: 0x00AAFF, opacity: 0.9)))
        list.append(.text(TextRun("Title", font: .largeTitle), origin: Point(x: 5, y: 1), .black))
        list.append(.pushClip(Rect(x: 0, y: height * 0.8, width: width, height: height), CornerRadii(8)))  // never popped
        list.append(.shadow(Rect(x: 4, y: height * 0.85, width: width - 8, height: 30), .top(8), blur: 12, Color(hex: 0x000000, opacity: 0.3)))
        return list
    }

    /// The frame drawn as one band on the calling thread, and drawn in bands on `threads` threads;
    /// with the hidden, covered and cleared counts of each.
    private func renderBothWays(_ list: DisplayList, width: Int, height: Int, scale: Double, threads: Int,
                                culling: Bool = true) -> (single: [UInt32], parallel: [UInt32], counts: [[Int]], bands: Int) {
        let glyphs = RecordingGlyphs()
        func frame(threads: Int) -> ([UInt32], [Int], Int) {
            let rasterizer = Rasterizer(glyphs: glyphs)
            rasterizer.threadCount = threads
            rasterizer.minimumParallelPixels = 0
            if threads == 1 { rasterizer.maximumBandBytes = .max }
            rasterizer.isOcclusionCullingEnabled = culling
            let buffer = PixelBuffer(width: width, height: height)
            rasterizer.render(list, into: buffer, scale: scale, background: Color(hex: 0x336699))
            return (Array(buffer.pixels), [rasterizer.hiddenCommandCount, rasterizer.coveredRowCount, rasterizer.clearedRowCount],
                    rasterizer.bandCount)
        }
        let single = frame(threads: 1), parallel = frame(threads: threads)
        XCTAssertEqual(single.2, 1)
        return (single.0, parallel.0, [single.1, parallel.1], parallel.2)
    }

    private func assertSame(_ single: [UInt32], _ parallel: [UInt32], width: Int, _ label: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard single != parallel else { return }
        let first = zip(single, parallel).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
        let differing = zip(single, parallel).filter { $0 != $1 }.count
        XCTFail("\(label): \(differing) pixels differ, first at (\(first % width), \(first / width))", file: file, line: line)
    }

    func testEveryCommandKindGivesTheSamePixelsInBands() {
        for scale in [1.0, 2.0, 3.0] {
            for threads in [2, 3, 4] {
                for culling in [true, false] {
                    let list = Self.sampleScreen(width: 120, height: 150)
                    let width = Int(120 * scale), height = Int(150 * scale)
                    let result = renderBothWays(list, width: width, height: height, scale: scale, threads: threads, culling: culling)
                    let label = "scale \(scale), \(threads) threads, culling \(culling)"
                    assertSame(result.single, result.parallel, width: width, label)
                    XCTAssertEqual(result.counts[0], result.counts[1], "hidden, covered and cleared counts, \(label)")
                    XCTAssertEqual(result.bands, threads * Rasterizer.bandsPerThread, label)
                }
            }
        }
    }

    func testTheSampleScreenExercisesCullingAndTheParallelPass() {
        let result = renderBothWays(Self.sampleScreen(width: 120, height: 150), width: 240, height: 300, scale: 2, threads: 2)
        XCTAssertGreaterThan(result.counts[0][0], 8, "commands hidden under the list rows")
        XCTAssertGreaterThan(result.counts[0][1], 50, "rows covered")
        XCTAssertEqual(result.bands, 8)
        XCTAssertGreaterThan(Set(result.single).count, 500, "a varied frame, not a flat one")
    }

    func testOddSizesGiveTheSamePixelsInBands() {
        // (width, height) in pixels: one row, fewer rows than bands, prime heights, one column.
        let sizes = [(97, 1), (97, 2), (31, 3), (53, 7), (1, 13), (61, 31), (89, 97), (101, 211), (240, 419)]
        for (width, height) in sizes {
            for scale in [1.0, 2.0, 3.0] {
                let list = Self.sampleScreen(width: Double(width) / scale, height: Double(height) / scale)
                for threads in [2, 4, 7] {
                    let result = renderBothWays(list, width: width, height: height, scale: scale, threads: threads)
                    let label = "\(width) × \(height) px at scale \(scale), \(threads) threads"
                    assertSame(result.single, result.parallel, width: width, label)
                    XCTAssertEqual(result.counts[0], result.counts[1], label)
                    XCTAssertEqual(result.bands, min(threads * Rasterizer.bandsPerThread, height), label)
                }
            }
        }
    }

    func testRandomFramesGiveTheSamePixelsInBands() {
        var rng = SplitMix(state: 93)
        for trial in 0..<60 {
            let scale = [1.0, 2.0, 3.0, 1.5][trial % 4]
            let list = RandomDisplayList.make(&rng, size: 40, images: [Self.photo, Self.sticker])
            let pixels = Int(40 * scale) + trial % 5
            let result = renderBothWays(list, width: pixels, height: pixels + trial % 3, scale: scale, threads: 2 + trial % 3,
                                        culling: trial % 2 == 0)
            assertSame(result.single, result.parallel, width: pixels, "trial \(trial)")
            XCTAssertEqual(result.counts[0], result.counts[1], "trial \(trial)")
        }
    }

    func testAnOverlayDrawnInBandsKeepsWhatTheBufferHeld() {
        var rng = SplitMix(state: 94)
        let base = (0..<(150 * 170)).map { _ in randomPremultiplied(&rng) }
        var frames: [[UInt32]] = []
        for threads in [1, 3] {
            let rasterizer = Rasterizer(glyphs: RecordingGlyphs())
            rasterizer.threadCount = threads
            rasterizer.minimumParallelPixels = 0
            let buffer = PixelBuffer(width: 150, height: 170)
            base.withUnsafeBufferPointer { _ = buffer.pixels.update(fromContentsOf: $0) }
            rasterizer.draw(Self.sampleScreen(width: 150, height: 170), into: buffer, scale: 1)
            XCTAssertEqual(rasterizer.bandCount, threads == 1 ? 1 : 12)
            frames.append(Array(buffer.pixels))
        }
        assertSame(frames[0], frames[1], width: 150, "overlay")
        XCTAssertNotEqual(frames[0], base)
    }

    func testGlyphMasksAreLookedUpOnceOnTheCallingThread() {
        let glyphs = RecordingGlyphs()
        let rasterizer = Rasterizer(glyphs: glyphs)
        rasterizer.threadCount = 4
        rasterizer.minimumParallelPixels = 0
        let list = Self.sampleScreen(width: 120, height: 150)
        let visibleRuns = list.commands.filter { if case let .text(_, _, color) = $0 { !color.isInvisible } else { false } }.count
        let buffer = PixelBuffer(width: 240, height: 300)
        for frame in 1...3 {
            rasterizer.render(list, into: buffer, scale: 2, background: .black)
            XCTAssertEqual(rasterizer.bandCount, 16)
            XCTAssertEqual(glyphs.threads.count, frame * visibleRuns, "one request per visible run per frame")
        }
        XCTAssertTrue(glyphs.threads.allSatisfy { $0 === Thread.current }, "every request on the calling thread")
    }

    func testRepeatedFramesAndResizesStayIdentical() {
        let rasterizer = Rasterizer(glyphs: RecordingGlyphs())
        rasterizer.threadCount = 2
        rasterizer.minimumParallelPixels = 0
        let buffer = PixelBuffer(width: 1, height: 1)
        // Wider than the scratch rows reserved up front, then narrower, then wider again.
        for (trial, (width, height)) in [(300, 200), (CommandPainter.initialScratchWidth + 77, 60), (90, 333), (2100, 41)].enumerated() {
            let list = Self.sampleScreen(width: Double(width) / 2, height: Double(height) / 2)
            let expected = renderBothWays(list, width: width, height: height, scale: 2, threads: 2).single
            for repeatIndex in 0..<5 {
                buffer.resize(width: width, height: height)
                rasterizer.render(list, into: buffer, scale: 2, background: Color(hex: 0x336699))
                assertSame(expected, Array(buffer.pixels), width: width, "size \(trial), frame \(repeatIndex)")
            }
        }
    }

    func testSmallFramesAndOneThreadStayOnTheCallingThread() {
        let rasterizer = Rasterizer(glyphs: nil)
        XCTAssertEqual(rasterizer.threadCount, ProcessInfo.processInfo.activeProcessorCount)
        rasterizer.threadCount = 4
        let list = Self.sampleScreen(width: 100, height: 100)
        let small = PixelBuffer(width: 256, height: Rasterizer.parallelPixelThreshold / 256 - 1)
        rasterizer.render(list, into: small, scale: 1, background: .black)
        XCTAssertEqual(rasterizer.frameThreadCount, 1, "below the threshold")
        XCTAssertEqual(rasterizer.bandCount, 2, "1 MiB less a row in bands of at most 512 KiB")
        let large = PixelBuffer(width: 256, height: Rasterizer.parallelPixelThreshold / 256)
        rasterizer.render(list, into: large, scale: 1, background: .black)
        XCTAssertEqual(rasterizer.frameThreadCount, 4, "at the threshold")
        XCTAssertEqual(rasterizer.bandCount, 4 * Rasterizer.bandsPerThread)
        rasterizer.threadCount = 1
        rasterizer.render(list, into: large, scale: 1, background: .black)
        XCTAssertEqual(rasterizer.frameThreadCount, 1, "one thread")
        XCTAssertEqual(rasterizer.bandCount, 2, "1 MiB in bands of at most 512 KiB")
        rasterizer.threadCount = 0
        rasterizer.render(list, into: large, scale: 1, background: .black)
        XCTAssertEqual(rasterizer.frameThreadCount, 1, "no thread count still draws")
        XCTAssertNotEqual(large[50, 50], Color.black.premultipliedARGB)
        let tiny = PixelBuffer(width: 64, height: 64)
        rasterizer.render(list, into: tiny, scale: 1, background: .black)
        XCTAssertEqual(rasterizer.bandCount, 1, "16 KiB fit one band")
    }

    func testCacheSizedBandsOnOneThreadGiveTheSamePixels() {
        for (width, height, scale) in [(120, 150, 1.0), (240, 300, 2.0), (97, 211, 3.0), (360, 7, 3.0)] {
            let list = Self.sampleScreen(width: Double(width) / scale, height: Double(height) / scale)
            var frames: [[UInt32]] = []
            for bandBytes in [Int.max, 4096, 1] {
                let rasterizer = Rasterizer(glyphs: RecordingGlyphs())
                rasterizer.threadCount = 1
                rasterizer.maximumBandBytes = bandBytes
                let buffer = PixelBuffer(width: width, height: height)
                rasterizer.render(list, into: buffer, scale: scale, background: Color(hex: 0x336699))
                XCTAssertEqual(rasterizer.bandCount, bandBytes == .max ? 1 : min(height, (width * height * 4 + bandBytes - 1) / bandBytes))
                frames.append(Array(buffer.pixels))
            }
            assertSame(frames[0], frames[1], width: width, "\(width) × \(height) in 4 KiB bands")
            assertSame(frames[0], frames[2], width: width, "\(width) × \(height) one row a band")
        }
    }

    func testBandsCoverEveryRowOnceInOrder() {
        for height in [1, 2, 3, 7, 8, 9, 97, 1688, 2796] {
            for count in 1...min(height, 40) {
                let bands = (0..<count).map { BandScheduler.rows(ofBand: $0, of: count, height: height) }
                XCTAssertEqual(bands.first?.lowerBound, 0)
                XCTAssertEqual(bands.last?.upperBound, height)
                XCTAssertTrue(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(count) of \(height)")
                XCTAssertTrue(bands.allSatisfy { !$0.isEmpty }, "\(count) of \(height)")
                XCTAssertLessThanOrEqual(bands.map(\.count).max()! - bands.map(\.count).min()!, 1, "even split")
            }
        }
    }
}
