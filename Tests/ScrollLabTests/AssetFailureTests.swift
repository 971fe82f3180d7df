import Foundation
import XCTest
import TestKit

/// Missing or corrupt assets are runtime failures (exit 1) with one line naming the file.
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
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let environment = ["SCROLLLAB_ASSETS": folder.url.appendingPathComponent("Assets").path]
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--frames", "f"], in: folder,
                                                  adding: environment)
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("Inter-"), outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
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
            let assets = try makeAssets(replacing: image, with: c.png)
            let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "pull-promotion", "--states",
                                                                   folder.path("states.jsonl")], in: folder,
                                                      adding: ["SCROLLLAB_ASSETS": assets.path])
            XCTAssertEqual(outcome.status, c.status, outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stderr.split(separator: "\n").count, c.mentions.isEmpty ? 0 : 1, outcome.stderr, line: c.line)
            for word in c.mentions { XCTAssertTrue(outcome.stderr.contains(word), outcome.stderr, line: c.line) }
        }
    }

    /// An `Assets` folder with the real fonts and images (linked), except `name`, which holds `png`.
    private func makeAssets(replacing name: String, with png: Data) throws -> URL {
        let assets = folder.url.appendingPathComponent("Assets-\(UUID().uuidString)")
        let images = assets.appendingPathComponent("Images")
        let real = try XCTUnwrap(packageRoot()).appendingPathComponent("Assets")
        let files = FileManager.default
        try files.createDirectory(at: images, withIntermediateDirectories: true)
        try files.createSymbolicLink(at: assets.appendingPathComponent("Fonts"), withDestinationURL: real.appendingPathComponent("Fonts"))
        for other in try files.contentsOfDirectory(atPath: real.appendingPathComponent("Images").path) where other != name {
            try files.createSymbolicLink(at: images.appendingPathComponent(other),
                                         withDestinationURL: real.appendingPathComponent("Images").appendingPathComponent(other))
        }
        try png.write(to: images.appendingPathComponent(name))
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
