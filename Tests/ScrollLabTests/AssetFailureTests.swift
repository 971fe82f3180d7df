import Foundation
import SDLHost
import XCTest
import TestKit

/// Missing, corrupt or changed assets are runtime failures (exit 1) with one line naming the file:
/// every file is checked against `Assets/manifest.txt` (size and CRC-32) before it is used.
final class AssetFailureTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var executable: URL!

    override func setUpWithError() throws {
        guard let built = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        executable = built
        folder = try TemporaryFolder()
    }

    override func tearDown() { folder?.remove() }

    func testACorruptFontIsNamed() throws {
        let assets = folder.url.appendingPathComponent("Assets/Fonts")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for name in ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
                     "NotoSansSC-Regular-Subset.otf", "NotoSansSC-Bold-Subset.otf"] {
            try Data("not a font".utf8).write(to: assets.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: try Self.realAssets().appendingPathComponent(AssetManifest.fileName),
                                         to: folder.url.appendingPathComponent("Assets/\(AssetManifest.fileName)"))
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let environment = ["SCROLLLAB_ASSETS": folder.url.appendingPathComponent("Assets").path]
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--frames", "f"], in: folder,
                                                  adding: environment)
        assertFails(outcome, status: 1, mentioning: ["Inter-", "10 bytes"], "fonts that are not fonts")
    }

    /// A font cut short (as a copy that ran out of room leaves it), a font with one byte changed, an
    /// image cut short, and an assets folder without its manifest: each named before it is used, where
    /// SDL_ttf loaded the cut font without a word and drew the status bar's text differently.
    func testAFileThatIsNotTheManifestsIsNamed() throws {
        let real = try Self.realAssets()
        let font = try Data(contentsOf: real.appendingPathComponent("Fonts/Inter-Regular.otf"))
        var changed = font
        changed[changed.count / 2] ^= 0x01
        let image = try Data(contentsOf: real.appendingPathComponent("Images/double11-lantern.png"))
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let cases: [(line: UInt, file: String, data: Data, scene: String, manifest: Bool, mentions: [String])] = [
            (#line, "Fonts/Inter-Regular.otf", font.prefix(30_000), "list", true, ["Fonts/Inter-Regular.otf", "30000 bytes", "61444"]),
            (#line, "Fonts/Inter-Regular.otf", changed, "list", true, ["Fonts/Inter-Regular.otf", "CRC-32"]),
            (#line, "Images/double11-lantern.png", image.prefix(20_000), "pull-promotion", true,
             ["Images/double11-lantern.png", "20000 bytes"]),
            (#line, "Fonts/Inter-Regular.otf", font, "list", false, ["missing asset manifest.txt"]),
        ]
        for c in cases {
            let assets = try makeAssets(replacing: c.file, with: c.data, manifest: c.manifest ? .real : .none)
            let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", c.scene, "--states", folder.path("s.jsonl")],
                                                      in: folder, adding: ["SCROLLLAB_ASSETS": assets.path])
            assertFails(outcome, status: 1, mentioning: c.mentions, c.file, line: c.line)
        }
    }

    func testAMissingAssetsFolderIsNamed() throws {
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list"], in: folder,
                                                  adding: ["SCROLLLAB_ASSETS": folder.path("nowhere")])
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("Assets/Fonts"), outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
    }

    /// libpng prints its errors and warnings itself: an unreadable PNG still gives one line (libpng's
    /// reason folded in), and a PNG that only warns prints nothing.
    func testLibpngMessagesNeverLeak() throws {
        let image = "double11-lantern.png"
        let original = try Data(contentsOf: try XCTUnwrap(packageRoot()).appendingPathComponent("Assets/Images/\(image)"))
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let cases: [(line: UInt, png: Data, status: Int32, mentions: [String])] = [
            (#line, Self.flippingFirstIDATChecksum(of: original), 1, [image, "libpng error", "CRC"]),
            (#line, Self.addingCommentWithBadChecksum(to: original), 0, []),
        ]
        for c in cases {
            let assets = try makeAssets(replacing: "Images/\(image)", with: c.png, manifest: .matching)
            let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "pull-promotion", "--states",
                                                                   folder.path("states.jsonl")], in: folder,
                                                      adding: ["SCROLLLAB_ASSETS": assets.path])
            XCTAssertEqual(outcome.status, c.status, outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stderr.split(separator: "\n").count, c.mentions.isEmpty ? 0 : 1, outcome.stderr, line: c.line)
            for word in c.mentions { XCTAssertTrue(outcome.stderr.contains(word), outcome.stderr, line: c.line) }
        }
    }

    /// Which manifest a made-up assets folder has.
    private enum Manifest { case real, matching, none }

    /// The shipped `Assets` folder.
    private static func realAssets() throws -> URL {
        try XCTUnwrap(packageRoot()).appendingPathComponent("Assets")
    }

    /// An `Assets` folder with the real fonts and images (linked), except `file` (a path inside it),
    /// which holds `data`; with the real manifest, one whose line for `file` matches `data`, or none.
    private func makeAssets(replacing file: String, with data: Data, manifest: Manifest) throws -> URL {
        let assets = folder.url.appendingPathComponent("Assets-\(UUID().uuidString)")
        let real = try Self.realAssets()
        let files = FileManager.default
        for sub in ["Fonts", "Images"] {
            try files.createDirectory(at: assets.appendingPathComponent(sub), withIntermediateDirectories: true)
            for other in try files.contentsOfDirectory(atPath: real.appendingPathComponent(sub).path) where "\(sub)/\(other)" != file {
                try files.createSymbolicLink(at: assets.appendingPathComponent(sub).appendingPathComponent(other),
                                             withDestinationURL: real.appendingPathComponent(sub).appendingPathComponent(other))
            }
        }
        try data.write(to: assets.appendingPathComponent(file))
        let manifestURL = assets.appendingPathComponent(AssetManifest.fileName)
        switch manifest {
        case .real:
            try files.copyItem(at: real.appendingPathComponent(AssetManifest.fileName), to: manifestURL)
        case .matching:
            let lines = try String(contentsOf: real.appendingPathComponent(AssetManifest.fileName), encoding: .utf8)
                .split(separator: "\n").map { $0.hasSuffix(" " + file) ? AssetManifest.line(for: file, data: data) : String($0) }
            try (lines.joined(separator: "\n") + "\n").write(to: manifestURL, atomically: false, encoding: .utf8)
        case .none:
            break
        }
        return assets
    }

    /// Chunk layout: 8-byte signature, then per chunk a 4-byte length, 4-byte type, data, 4-byte CRC.
    private static let signatureLength = 8

    /// The PNG with the first IDAT chunk's CRC inverted: libpng fails with "IDAT: CRC error".
    private static func flippingFirstIDATChecksum(of png: Data) -> Data {
        var bytes = [UInt8](png)
        var offset = signatureLength
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
                bytes[offset + 8 + length] ^= 0xFF
                break
            }
            offset += 12 + length
        }
        return Data(bytes)
    }

    /// The PNG with a tEXt chunk whose CRC is wrong after IHDR: libpng warns "tEXt: CRC error" and reads on.
    private static func addingCommentWithBadChecksum(to png: Data) -> Data {
        let bytes = [UInt8](png)
        let headerEnd = signatureLength + 12 + bytes[signatureLength..<signatureLength + 4].reduce(0) { $0 << 8 | Int($1) }
        let text = [UInt8]("Comment\u{0}made for a test".utf8)
        let length = UInt32(text.count)
        let chunk = [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + [UInt8]("tEXt".utf8) + text + [0, 0, 0, 0]
        return Data(bytes[..<headerEnd] + chunk + bytes[headerEnd...])
    }
}
