import Foundation
import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Scenes
import XCTest
import TestKit

/// Shift+C on the tuning panel: the tuned values as Swift, for each scene and preset, checked line by
/// line and parsed by the Swift compiler (`swiftc -parse`: syntax only, as the iOS modules are not here).
final class SwiftHandoffTests: XCTestCase {
    private static let cases: [(line: UInt, scene: String, assignments: [String], expected: [String], absent: [String])] = [
        (#line, "list", [], ["enum ListTuning {", "static let decelerationRate: UIScrollView.DecelerationRate = .normal",
                            "static let bounces = true", "UISpringTimingParameters(mass: 1, stiffness: 246.7401, damping: 31.4159,",
                            "Animation.spring(response: 0.4, dampingFraction: 1)", "rubber band (tuned: coefficient 0.55"], ["Floating"]),
        (#line, "list", ["deceleration=0.995", "rubberBand=0.7"], ["UIScrollView.DecelerationRate(rawValue: 0.995)",
                                                                  "coefficient 0.7; UIKit's is 0.55"], []),
        (#line, "expandable-bar", [], ["enum ExpandableBarTuning {", "static let compactHeight: CGFloat = 64",
                                      "static let normalHeight: CGFloat = 128", "static let expandedHeight: CGFloat = 284",
                                      "// snap: projected"], []),
        (#line, "expandable-bar", ["preset=seed"], ["// snap: nearest"], []),
        (#line, "pull-promotion", [], ["static let refreshThreshold: CGFloat = 70", "static let promotionThreshold: CGFloat = 100",
                                      "static let refreshDuration: TimeInterval = 2"], []),
        (#line, "pull-promotion", ["preset=mjrefresh"], ["static let refreshThreshold: CGFloat = 54"], []),
        (#line, "hover-banner", [], ["static let height: CGFloat = 280", "static let hoverHeight: CGFloat = 91",
                                    "static let stretch = true", "static let snap = false"], []),
        (#line, "hover-banner", ["preset=sliverappbar"], ["static let height: CGFloat = 197", "static let hoverHeight: CGFloat = 103"], []),
        (#line, "bottom-sheet", [], ["import FloatingPanel", "final class TunedPanelLayout: FloatingPanelLayout {",
                                    ".full: FloatingPanelLayoutAnchor(absoluteInset: BottomSheetTuning.full, edge: .top, referenceGuide: .superview)",
                                    "static let half: CGFloat = 400", "static let screenHeight: CGFloat = 844"], ["import Pulley", "presentationDetents"]),
        (#line, "bottom-sheet", ["preset=floatingpanel"], ["static let half: CGFloat = 428.5", "static let collapsed: CGFloat = 103",
                                                          "FloatingPanelLayoutAnchor(absoluteInset: BottomSheetTuning.screenHeight - BottomSheetTuning.half, edge: .bottom",
                                                          "UISpringTimingParameters(dampingRatio: 0.576)"], ["import Pulley"]),
        (#line, "bottom-sheet", ["preset=pulley"], ["import Pulley", "PulleyDrawerViewControllerDelegate",
                                                   "func partialRevealDrawerHeight(bottomSafeArea: CGFloat) -> CGFloat { BottomSheetTuning.screenHeight - BottomSheetTuning.half }",
                                                   "pulley.topInset = BottomSheetTuning.full - 47", "nearestPositionUnlessExceeded(threshold: 20)",
                                                   "pulley.animationDuration = 0.3", "pulley.animationSpringDamping = 0.75",
                                                   "static let decelerationRate: UIScrollView.DecelerationRate = .fast", "static let bounces = false"],
         ["FloatingPanelLayout", "presentationDetents"]),
        (#line, "bottom-sheet", ["snap=nearest"], ["pulley.snapMode = .nearestPosition"], []),
        (#line, "bottom-sheet", ["preset=seed"], ["content.presentationDetents([", ".height(BottomSheetTuning.screenHeight - BottomSheetTuning.full)",
                                                 "static let full: CGFloat = 47"], ["FloatingPanelLayout", "import Pulley"]),
    ]

    func testEachSceneAndPresetGivesItsCode() throws {
        let assets = try TestAssets()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var files: [String] = []
        for c in Self.cases {
            let scene = try XCTUnwrap(SceneCatalog.all.first { $0.name == c.scene })
            // A preset as the command line resolves it: its values, then the other assignments.
            let assignments = try c.assignments.flatMap { assignment -> [String] in
                guard assignment.hasPrefix("preset=") else { return [assignment] }
                return try SceneCatalog.preset(named: String(assignment.dropFirst(7)), of: scene).assignments
            }
            let session = try SceneSession(sceneType: scene, assignments: assignments, viewport: Size(width: 390, height: 844),
                                           assets: assets)
            let panel = TuningPanel(options: scene.options, assignments: session.settings.assignments)
            let qa = QAController()
            qa.buildLine = "scroll-lab 1.0"
            let code = qa.handoff(panel, session: session)
            for text in c.expected { XCTAssertTrue(code.contains(text), "\(c.scene) \(c.assignments): \(text)\n\(code)", line: c.line) }
            for text in c.absent { XCTAssertFalse(code.contains(text), "\(c.scene) \(c.assignments): \(text)", line: c.line) }
            let names = code.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "static let ") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != ":" && $0 != " " })
            }
            XCTAssertEqual(names.count, Set(names).count, "each constant once: \(names)", line: c.line)
            XCTAssertTrue(code.hasPrefix("// Tuned in ScrollLab: \(c.scene) on the iPhone 14"), code, line: c.line)
            files.append(try folder.write(code, to: "case\(files.count).swift"))
        }
        try parse(files)
    }

    /// The spring's stiffness and damping for mass 1 give back its response and damping ratio.
    func testSpringCoefficientsGiveTheResponseAndRatio() {
        for (response, ratio) in [(0.4, 1.0), (0.3, 0.75), (0.55, 0.825)] {
            let spring = SwiftHandoff.spring(response: response, dampingRatio: ratio)
            let stiffness = Double(spring.stiffness)!, damping = Double(spring.damping)!
            XCTAssertEqual(2 * Double.pi / stiffness.squareRoot(), response, accuracy: 1e-5)
            XCTAssertEqual(damping / (2 * stiffness.squareRoot()), ratio, accuracy: 1e-5)
        }
    }

    /// `swiftc -parse` on every file at once (a second or so); skipped without a Swift compiler.
    private func parse(_ files: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse"] + files
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        do { try process.run() } catch { throw XCTSkip("no swiftc: \(error)") }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertFalse(text.contains("error"), text)
    }
}
