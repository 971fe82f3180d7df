import Foundation
import XCTest

/// The package root: the ancestor of this file that holds Package.swift.
func packageRoot(file: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return nil
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> (Int, Int) {
    let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path), path, file: file, line: line))
    XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], file: file, line: line)
    func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}
