import Foundation
@testable import LabTools
import XCTest

/// An output that accepts `bytesBeforeFailure` bytes, then fails as a full disk does (ENOSPC).
final class FailingSink: OutputSink {
    let name: String
    private let bytesBeforeFailure: Int
    private(set) var written: [UInt8] = []
    private(set) var isClosed = false

    init(name: String, bytesBeforeFailure: Int) {
        self.name = name
        self.bytesBeforeFailure = bytesBeforeFailure
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard written.count + bytes.count <= bytesBeforeFailure else {
            written.append(contentsOf: bytes.prefix(bytesBeforeFailure - written.count))
            throw OutputFile.failure(name, ENOSPC)
        }
        written.append(contentsOf: bytes)
    }

    func close() throws { isClosed = true }
}
