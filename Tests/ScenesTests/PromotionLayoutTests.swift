import Graphics
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// The Double 11 promotion composes for any viewport: nothing overlaps, nothing is cut, the hint and
/// the close button stay clear (`PromotionStack`, `PromotionLayout`, `PromotionBackdropView`).
final class PromotionLayoutTests: XCTestCase {
    /// The sizes the promotion must compose for: iPhone SE (1st), iPhone 14, Pro Max, iPad, landscape.
    static let viewports = [Size(width: 320, height: 568), Size(width: 390, height: 844), Size(width: 430, height: 932),
                            Size(width: 768, height: 1024), Size(width: 844, height: 390)]

    // MARK: The stack

    func testStackGrowsGapsShrinksItemsAndStaysInside() {
        typealias L = PromotionStack.Length
        let items = [L(natural: 60, minimum: 30), L(natural: 40, minimum: 20)]
        let gaps = [L(natural: 10, minimum: 4)]
        // (available height, first top, first height, second top, second height)
        let cases: [(Double, Double, Double, Double, Double)] = [
            (110, 0, 60, 70, 40),                    // exactly natural
            (210, 36, 60, 116, 40),                  // 100 spare: 0.4 of it would grow the gap past 2x, so 20; 0.4 of the rest above
            (1000, 0.4 * (890 - 10), 60, 0.4 * 880 + 80, 40),   // gap capped at 2x its natural 10
            (80, 0, 60 - 30 * 30 / 56, 60 - 30 * 30 / 56 + 10 - 6 * 30 / 56, 40 - 20 * 30 / 56),  // shrinks alike
            (27, 0, 15, 17, 10),                     // below the minimums (54): everything halves
        ]
        for (available, top0, height0, top1, height1) in cases {
            let stack = PromotionStack(items: items, gaps: gaps, top: 0, bottom: available)
            XCTAssertEqual(stack.frames[0].y, top0, accuracy: 1e-9, "available \(available)")
            XCTAssertEqual(stack.frames[0].height, height0, accuracy: 1e-9, "available \(available)")
            XCTAssertEqual(stack.frames[1].y, top1, accuracy: 1e-9, "available \(available)")
            XCTAssertEqual(stack.frames[1].height, height1, accuracy: 1e-9, "available \(available)")
            XCTAssertLessThanOrEqual(stack.frames[1].y + stack.frames[1].height, available + 1e-9)
        }
    }

    // MARK: The layout

    func testLayoutKeepsEveryPartApartInsideTheContentArea() throws {
        let assets = try TestAssets()
        let size = { (path: String) in PromotionBackdropView.Artwork.size(of: try assets.image(path)) }
        let headline = try size(PullPromotionTexts(language: "zh").headlineImagePath)
        let wordmark = try size(PullPromotionScene.wordmarkImagePath), lantern = try size(PullPromotionScene.lanternImagePath)
        for viewport in Self.viewports + [Size(width: 375, height: 667), Size(width: 1024, height: 1366), Size(width: 568, height: 320)] {
            let close = Rect(x: viewport.width - 48, y: 53, width: 32, height: 32)
            let top = 99.0, bottom = viewport.height - 48
            let layout = PromotionLayout(size: viewport, contentTop: top, contentBottom: bottom, closeButton: close,
                                         headlineSize: headline, wordmarkSize: wordmark, lanternSize: lantern)
            let name = "\(Int(viewport.width))x\(Int(viewport.height))"
            for frame in layout.contentFrames {
                XCTAssertGreaterThanOrEqual(frame.minY, top - 1e-9, name)
                XCTAssertLessThanOrEqual(frame.maxY, bottom + 1e-9, name)
                XCTAssertGreaterThanOrEqual(frame.minX, 0, name)
                XCTAssertLessThanOrEqual(frame.maxX, viewport.width, name)
                XCTAssertGreaterThan(frame.height, 10, name)
            }
            let parts = layout.contentFrames + layout.lanterns.filter { !$0.isEmpty } + [close]
            for (i, a) in parts.enumerated() {
                for b in parts[(i + 1)...] {
                    XCTAssertFalse(a.intersects(b), "\(name): \(a) overlaps \(b)")
                }
            }
            XCTAssertEqual(layout.coupons.count, 3, name)
            // The required sizes keep the coupons at or above their smallest height (a smaller
            // window still fits, everything scaled down alike).
            if Self.viewports.contains(viewport) {
                XCTAssertGreaterThanOrEqual(layout.coupons[0].height, PromotionLayout.coupon.minimum - 1e-9, name)
            }
        }
    }

    func testLandscapePutsTheTitleBesideTheCoupons() throws {
        let image = Size(width: 100, height: 40)
        let layout = PromotionLayout(size: Size(width: 844, height: 390), contentTop: 99, contentBottom: 342,
                                     closeButton: Rect(x: 796, y: 53, width: 32, height: 32),
                                     headlineSize: image, wordmarkSize: image, lanternSize: image)
        XCTAssertLessThan(layout.wordmark.maxX, layout.coupons[0].minX)
        XCTAssertLessThan(layout.coupons[0].minY, layout.saleDates.maxY)
    }

    // MARK: The scene

    /// Opens the promotion at every viewport and checks what the backdrop shows: every text whole
    /// (not truncated, its line inside its frame), every part inside the viewport, nothing under the
    /// close button or the hint.
    func testTheOpenPromotionShowsEveryTextWholeAtEveryViewport() throws {
        let assets = try TestAssets()
        for viewport in Self.viewports {
            for language in ["zh", "en"] {
                let name = "\(Int(viewport.width))x\(Int(viewport.height)) \(language)"
                var replay = SceneReplay()
                replay.drag(x: viewport.width / 2, from: max(140, viewport.height * 0.3), to: viewport.height - 4, speed: 900)
                replay.wait(1.5)
                var last: SceneSession?
                let states = try replay.run(scene: PullPromotionScene.self,
                                            assignments: ["language=\(language)", "refreshThreshold=60", "promotionThreshold=85"],
                                            viewport: viewport, assets: assets, observe: { last = $0 })
                XCTAssertEqual(states.last?.string(PullPromotionScene.pullState), "promotionShowing", name)
                let session = try XCTUnwrap(last), backdrop = try XCTUnwrap((session.scene as? PullPromotionScene)?.backdrop)
                let layout = try XCTUnwrap(backdrop.layout, name)
                let pill = try XCTUnwrap(backdrop.hintPillFrame, name)
                XCTAssertEqual(backdrop.contentAlpha, 1, name)
                var labels = 0
                visit(backdrop) { view in
                    let frame = Rect(origin: view.convert(view.bounds.origin, to: nil), size: view.frame.size)
                    guard !view.isHidden, !(view is ImageView), !(view is ConfettiView), !(view is PromotionCanvasView), !(view is TitleGlowView),
                          view !== backdrop, view.subviews.isEmpty || view is CouponView || view is PromotionPillView else { return }
                    let screen = Rect(origin: .zero, size: viewport).insetBy(dx: -0.5, dy: -0.5)
                    XCTAssertTrue(screen.contains(frame.origin) && screen.contains(Point(x: frame.maxX, y: frame.maxY)), "\(name): \(frame)")
                    XCTAssertFalse(frame.intersects(pill), "\(name): \(frame) under the hint")
                    XCTAssertFalse(frame.intersects(backdrop.closeButtonFrame), "\(name): \(frame) under the close button")
                    guard let label = view as? Label else { return }
                    labels += 1
                    let run = label.drawnRun(using: session.window.textMeasurer)
                    XCTAssertEqual(run.string, label.text, "\(name): cut")
                    XCTAssertLessThanOrEqual(session.window.textMeasurer.size(of: run).height, label.frame.height + 0.5, "\(name): \(label.text)")
                    XCTAssertGreaterThanOrEqual(run.font.size, 8, "\(name): \(label.text) too small to read")
                }
                XCTAssertEqual(labels, 3 * 4 + 4, name)    // per coupon ¥, amount, condition, claim; ribbon, dates, action, tagline
                XCTAssertFalse(layout.contentFrames.contains { $0.intersects(pill) }, name)
            }
        }
    }

    private func visit(_ view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { visit(subview, body) }
    }
}
