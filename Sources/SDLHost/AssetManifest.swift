import CZlib
import Foundation

/// `Assets/manifest.txt`: the size in bytes and the CRC-32 (zlib's, as `python3 -c 'import zlib'`
/// computes it) of every file the app loads, kept with the assets, so that a file cut short or
/// changed is named before it is used (a font cut to its first 30,000 bytes loads without a word and
/// draws text wrongly). `Assets/make-manifest.py` writes it.
///
///     # size crc32 path
///     61444 a258116b Fonts/Inter-Regular.otf
public struct AssetManifest: Sendable {
    /// The manifest's name in the `Assets` folder.
    public static let fileName = "manifest.txt"

    struct Entry: Equatable, Sendable {
        var size: Int
        var checksum: UInt32
    }

    let entries: [String: Entry]

    /// Reads the manifest of the `Assets` folder `directory`; a missing one is a missing asset.
    init(directory: URL) throws {
        let url = directory.appendingPathComponent(AssetManifest.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SDLError.missingAsset(name: AssetManifest.fileName, searched: [directory.path])
        }
        var entries: [String: Entry] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, let size = Int(fields[0]), let checksum = UInt32(fields[1], radix: 16) else {
                throw SDLError.damagedAsset(path: url.path, reason: "the line '\(line)' is not 'SIZE CRC32 PATH'")
            }
            entries[String(fields[2])] = Entry(size: size, checksum: checksum)
        }
        self.entries = entries
    }

    /// Throws `damagedAsset` naming `path` when the file there is not the one the manifest lists as
    /// `relativePath`: not listed, another size, or another checksum.
    func check(_ relativePath: String, at path: String) throws {
        guard let entry = entries[relativePath] else {
            throw SDLError.damagedAsset(path: path, reason: "it is not listed in \(AssetManifest.fileName)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SDLError.damagedAsset(path: path, reason: "it cannot be read")
        }
        guard data.count == entry.size else {
            throw SDLError.damagedAsset(path: path, reason: "\(data.count) bytes where \(AssetManifest.fileName) says \(entry.size)")
        }
        let checksum = AssetManifest.checksum(of: data)
        guard checksum == entry.checksum else {
            throw SDLError.damagedAsset(path: path, reason: "its CRC-32 is \(AssetManifest.hex(checksum)) where "
                                        + "\(AssetManifest.fileName) says \(AssetManifest.hex(entry.checksum))")
        }
    }

    /// The manifest's line for the file `relativePath` holding `data`.
    public static func line(for relativePath: String, data: Data) -> String {
        "\(data.count) \(hex(checksum(of: data))) \(relativePath)"
    }

    /// zlib's CRC-32 of `data`.
    static func checksum(of data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            var crc = crc32(0, nil, 0)
            var offset = 0
            while offset < bytes.count {   // zlib takes at most 4 GiB a call
                let count = min(bytes.count - offset, Int(UInt32.max))
                crc = crc32(crc, bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Bytef.self), uInt(count))
                offset += count
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
