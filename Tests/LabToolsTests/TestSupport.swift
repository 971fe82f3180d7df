import Foundation
@testable import LabBasics
@testable import Playback
import Scenes
@testable import LabTraces
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

/// A video's first stream as ffprobe reads it, decoding every frame: `codec,width,height,frames`.
func probeVideoStream(_ path: String) throws -> String {
    let probe = Process()
    let output = Pipe()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                       "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", path]
    probe.standardOutput = output
    try probe.run()
    probe.waitUntilExit()
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The state lines of the trace at `path` as `replay PATH` gives them with no other option: its
/// header picks scene, viewport, options and `from`.
func replayStateLines(_ path: String, assets: any AssetStore) throws -> [String] {
    let file = try TraceFile.load(path: path)
    let header = try XCTUnwrap(file.header)
    var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
    configuration.assignments = header.assignments
    configuration.viewport = header.viewport
    configuration.from = header.from
    var lines: [String] = []
    try ReplayRunner(events: file.events, configuration: configuration, assets: assets).run { lines.append($0) }
    return lines
}
