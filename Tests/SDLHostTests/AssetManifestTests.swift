import Foundation
@testable import SDLHost
import XCTest

/// `Assets/manifest.txt` and the check every asset passes before it is used.
final class AssetManifestTests: XCTestCase {
    /// CRC-32's published check value: the CRC of the nine bytes "123456789" is 0xCBF43926.
    func testTheChecksumIsCRC32() {
        XCTAssertEqual(AssetManifest.checksum(of: Data("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(AssetManifest.checksum(of: Data()), 0)
        XCTAssertEqual(AssetManifest.line(for: "Fonts/x.otf", data: Data("123456789".utf8)), "9 cbf43926 Fonts/x.otf")
    }

    /// Every font and image shipped is listed with its size and checksum, and passes.
    func testTheShippedAssetsMatchTheirManifest() throws {
        let assets = try AssetLocator()
        let manifest = try AssetManifest(directory: assets.directory)
        var shipped: [String] = []
        for folder in ["Fonts", "Images"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: assets.url(for: folder).path)
            shipped += names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".png") }.map { "\(folder)/\($0)" }
        }
        XCTAssertEqual(Set(manifest.entries.keys), Set(shipped))
        for face in FontFace.allCases { XCTAssertNoThrow(try assets.existingPath(for: face.relativePath)) }
        for file in shipped { XCTAssertNoThrow(try assets.existingPath(for: file), file) }
    }

    func testAFileNotAsListedIsNamedWithTheReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Data("123456789".utf8)
        try data.write(to: folder.appendingPathComponent("Fonts/a.otf"))
        try data.write(to: folder.appendingPathComponent("Fonts/b.otf"))
        let cases: [(line: UInt, manifest: String?, file: String, reason: String?)] = [
            (#line, "9 cbf43926 Fonts/a.otf\n", "Fonts/a.otf", nil),
            (#line, "# size crc32 path\n10 cbf43926 Fonts/a.otf\n", "Fonts/a.otf", "9 bytes where manifest.txt says 10"),
            (#line, "9 cbf43927 Fonts/a.otf\n", "Fonts/a.otf", "CRC-32 is cbf43926 where manifest.txt says cbf43927"),
            (#line, "9 cbf43926 Fonts/a.otf\n", "Fonts/b.otf", "not listed"),
            (#line, "nine cbf43926 Fonts/a.otf\n", "Fonts/a.otf", "is not 'SIZE CRC32 PATH'"),
            (#line, nil, "Fonts/a.otf", "missing asset manifest.txt"),
        ]
        for c in cases {
            let manifest = folder.appendingPathComponent(AssetManifest.fileName)
            try? FileManager.default.removeItem(at: manifest)
            if let text = c.manifest { try text.write(to: manifest, atomically: false, encoding: .utf8) }
            let locator = AssetLocator(directory: folder)
            guard let reason = c.reason else {
                XCTAssertNoThrow(try locator.existingPath(for: c.file), line: c.line)
                continue
            }
            XCTAssertThrowsError(try locator.existingPath(for: c.file), line: c.line) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(error)", line: c.line)
            }
        }
    }
}
