import Foundation
import XCTest

/// The rules of the layers, read from `Package.swift` and the sources: the targets' dependencies form
/// no cycle, the lab's modules point one way (each uses only the ones before it), the foundation and
/// the traces never reach `Scenes`, every module a Swift file imports is declared as its target's
/// dependency, and docs/ARCHITECTURE.md's table of targets names the dependencies the package declares.
final class ModuleGraphTests: XCTestCase {
    /// The lab's modules, each allowed to use only those before it.
    static let labModules = ["LabBasics", "LabTraces", "LabDrawing", "Playback", "Measure", "Studio"]
    /// The modules that must never depend on `Scenes`, directly or through another.
    static let belowScenes = ["LabBasics", "LabTraces"]

    private var manifest: PackageManifest!

    override func setUpWithError() throws {
        manifest = try PackageManifest()
    }

    func testTheManifestIsRead() throws {
        // A reader that found nothing would pass every other test.
        XCTAssertGreaterThanOrEqual(manifest.targets.count, 25)
        XCTAssertEqual(manifest["LabTraces"]?.path, "Sources/LabTraces")
        XCTAssertEqual(manifest["TestKit"]?.path, "Tests/TestKit")
        XCTAssertEqual(manifest["LabToolsTests"]?.kind, "testTarget")
        XCTAssertTrue(manifest["ScrollLab"]?.dependencies.contains("ArgumentParser") == true)
        XCTAssertTrue(manifest["SDLHost"]?.dependencies.contains("CXInput2") == true)
    }

    func testNoTargetDependsOnItself() {
        for target in manifest.targets {
            XCTAssertFalse(manifest.closure(of: target.name).contains(target.name),
                           "\(target.name) depends on itself through \(target.dependencies)")
        }
    }

    func testTheLabModulesPointOneWay() {
        for (index, name) in Self.labModules.enumerated() {
            guard let target = manifest[name] else { XCTFail("Package.swift declares no \(name)"); continue }
            let later = Set(Self.labModules[index...])
            for dependency in target.dependencies where later.contains(dependency) {
                XCTFail("\(name) depends on \(dependency), which comes after it (\(Self.labModules.joined(separator: " < ")))")
            }
        }
    }

    func testTheFoundationAndTheTracesNeverReachScenes() {
        for name in Self.belowScenes {
            XCTAssertNotNil(manifest[name], name)
            XCTAssertFalse(manifest.closure(of: name).contains("Scenes"), "\(name) reaches Scenes: \(manifest.closure(of: name).sorted())")
        }
        XCTAssertTrue(manifest.closure(of: "Scenes").contains("LabBasics"), "the scenes' errors come from the foundation")
    }

    func testEveryImportedModuleIsADeclaredDependency() throws {
        let declared = Set(manifest.targets.map(\.name) + manifest.targets.flatMap(\.dependencies))
        var checked = 0
        for target in manifest.targets where ["target", "executableTarget", "testTarget"].contains(target.kind) {
            for (module, file) in try manifest.imports(of: target) where declared.contains(module) && module != target.name {
                checked += 1
                XCTAssertTrue(target.dependencies.contains(module), "\(file) imports \(module), which \(target.name) does not declare")
            }
        }
        XCTAssertGreaterThan(checked, 100, "imports found")
    }

    func testOnlySDLHostUsesSDL() {
        for target in manifest.targets where target.kind != "testTarget" && target.name != "SDLHost" {
            XCTAssertFalse(target.dependencies.contains("CSDL2") || target.dependencies.contains("CXInput2"), target.name)
        }
    }

    /// ARCHITECTURE.md's table (`| \`Target\` | dependencies | holds |`) is the module graph the
    /// package declares: every row of a Swift target names exactly its dependencies.
    func testTheArchitectureTableMatchesThePackage() throws {
        let text = try String(contentsOf: PackageManifest.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, let name = cells[1].split(separator: "`").first.map(String.init) else { continue }
            // "CXInput2 (Linux)" names CXInput2; "nothing (no Foundation needed)" names none.
            let names = cells[2].replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "nothing" }
            rows[name] = Set(names)
        }
        var compared = 0
        for target in manifest.targets where target.kind == "target" || target.kind == "executableTarget" {
            if target.path.hasPrefix("Tests/") { continue }
            guard let row = rows[target.name] else { XCTFail("ARCHITECTURE.md has no row for \(target.name)"); continue }
            XCTAssertEqual(row, Set(target.dependencies), "ARCHITECTURE.md's dependencies of \(target.name)")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 15)
    }
}
