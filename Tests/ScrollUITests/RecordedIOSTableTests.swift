import Foundation
import XCTest

/// PHYSICS.md's table "Against recorded iOS" is what the scroll view does now: `make physics-table`
/// (SCROLLLAB_UPDATE_PHYSICS_TABLE=1) writes it anew.
final class RecordedIOSTableTests: XCTestCase {
    static var physicsDocument: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/PHYSICS.md")
    }

    func testThePhysicsDocumentShowsTheTableOfTheScrollViewAsItIs() throws {
        let url = Self.physicsDocument
        let document = try String(contentsOf: url, encoding: .utf8)
        let table = RecordedIOSTable.markdown()
        guard let start = document.range(of: RecordedIOSTable.begin),
              let end = document.range(of: RecordedIOSTable.end, range: start.upperBound..<document.endIndex) else {
            return XCTFail("PHYSICS.md has no table between \(RecordedIOSTable.begin) and \(RecordedIOSTable.end)")
        }
        let written = String(document[start.lowerBound..<end.upperBound])
        if ProcessInfo.processInfo.environment["SCROLLLAB_UPDATE_PHYSICS_TABLE"] == "1" {
            if written != table {
                try document.replacingCharacters(in: start.lowerBound..<end.upperBound, with: table)
                    .write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        XCTAssertEqual(written, table, "PHYSICS.md's table is not the scroll view's: run `make physics-table`")
    }
}
