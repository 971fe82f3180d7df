import Foundation
import TestKit
import XCTest

/// Every number `measure` reads from ffprobe (a stream's width, height, rotation and cover-art flag;
/// each packet's time and duration), given the integers at and past `Int`'s range, the largest
/// doubles, -0, NaN and the infinities, and one past each limit, through a stand-in ffprobe first on
/// the PATH: one line, exit 1 or 2, never a trap. And a real recording whose `tkhd` display matrix is
/// zeroed (ffprobe's rotation -2⁶³), which trapped in `abs`.
final class ProbeNumberTests: ExecutableTestCase {
    override class var traceEnd: Double { 1.5 }

    static let extremes = ["-9223372036854775808", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                           "1e308", "-0", "nan", "inf"]

    /// The stream ffprobe describes (its JSON), numbers as text, as the stand-in prints them.
    private struct Header {
        var width = "120", height = "260", rotation = "0", attachedPicture = "0"

        var json: String {
            #"{"streams": [{"index": 0, "codec_name": "h264", "codec_type": "video", "width": \#(width), "height": \#(height), "#
                + #""disposition": {"attached_pic": \#(attachedPicture)}, "side_data_list": [{"rotation": \#(rotation)}]}]}"#
        }
    }

    /// A stand-in ffprobe printing `header` for the stream and 40 packets at 30 fps, the first one's
    /// time and duration `firstTime` and `firstDuration` (the real ffmpeg beside it).
    private func tools(_ header: Header, firstTime: String = "0.000000", firstDuration: String = "0.033333") throws -> String {
        let tools = folder.path("tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tools + "/ffmpeg", withDestinationPath: try XCTUnwrap(ScrollLabExecutable.tool("ffmpeg")))
        var packets = ["\(firstTime),\(firstDuration),K__"]
        for frame in 1..<40 { packets.append(String(format: "%.6f,0.033333,___", Double(frame) / 30)) }
        let script = """
            #!/bin/sh
            case "$*" in
            *packet=pts_time*) cat <<'EOF'
            \(packets.joined(separator: "\n"))
            EOF
            ;;
            *) cat <<'EOF'
            \(header.json)
            EOF
            ;;
            esac

            """
        let path = try folder.write(script, to: (tools as NSString).lastPathComponent + "/ffprobe")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return tools
    }

    /// 40 frames of 120 x 260 pixels at 30 fps: ffmpeg's moving test pattern.
    private func testPattern() throws -> String {
        let made = try ScrollLabExecutable.run(URL(fileURLWithPath: try XCTUnwrap(ScrollLabExecutable.tool("ffmpeg"))), [
            "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=120x260:rate=30:duration=1.34", "-pix_fmt", "yuv420p", "pattern.mp4",
        ], in: folder)
        XCTAssertEqual(made.status, 0, made.stderr)
        return "pattern.mp4"
    }

    func testEveryNumberFromFFprobeEndsInOneLine() throws {
        guard ScrollLabExecutable.tool("ffmpeg") != nil else { throw XCTSkip("ffmpeg is not installed") }
        let recording = try testPattern()
        // In JSON as numbers, and as strings (ffprobe's JSON prints NaN and infinities unquoted, which is no JSON).
        let numbers = Self.extremes + ["\"nan\"", "\"9223372036854775808\""]
        var headers: [(String, Header)] = []
        for value in numbers + ["8193", "0", "1"] {
            var header = Header()
            header.width = value
            headers.append(("width \(value)", header))
            header = Header()
            header.height = value
            headers.append(("height \(value)", header))
        }
        for value in numbers + ["361", "-361", "90", "-270"] {
            var header = Header()
            header.rotation = value
            headers.append(("rotation \(value)", header))
        }
        for value in numbers + ["2"] {
            var header = Header()
            header.attachedPicture = value
            headers.append(("attached_pic \(value)", header))
        }
        var cases: [(String, String)] = []
        for (what, header) in headers { cases.append((what, try tools(header))) }
        for value in Self.extremes + ["", "N/A"] {
            cases.append(("pts_time \(value)", try tools(Header(), firstTime: value)))
            cases.append(("duration_time \(value)", try tools(Header(), firstDuration: value)))
        }
        // Two at a time: each run starts three tools.
        let results = Results(executable: executable, folder: folder, arguments: ["measure", recording], paths: cases.map(\.1))
        DispatchQueue.concurrentPerform(iterations: cases.count) { results.run($0) }
        for ((what, _), outcome) in zip(cases, results.outcomes) {
            let outcome = try XCTUnwrap(outcome, what)
            let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count
            XCTAssertNil(outcome.signal, "\(what): \(outcome.stderr.prefix(300))")
            XCTAssertTrue([1, 2].contains(outcome.status), "\(what): exit \(outcome.status) \(outcome.stderr)")
            XCTAssertEqual(lines, 1, "\(what): \(outcome.stderr.prefix(300))")
            XCTAssertTrue(outcome.stderr.hasPrefix("scroll-lab: "), "\(what): \(outcome.stderr.prefix(300))")
        }
    }

    /// The same command run with each PATH at the same time, and the outcomes by index.
    private final class Results: @unchecked Sendable {
        let executable: URL, folder: TemporaryFolder, arguments: [String], paths: [String]
        private(set) var outcomes: [ScrollLabExecutable.Outcome?]
        private let lock = NSLock()

        init(executable: URL, folder: TemporaryFolder, arguments: [String], paths: [String]) {
            (self.executable, self.folder, self.arguments, self.paths) = (executable, folder, arguments, paths)
            outcomes = Array(repeating: nil, count: paths.count)
        }

        func run(_ index: Int) {
            let outcome = try? ScrollLabExecutable.run(executable, arguments, in: folder, adding: ["PATH": paths[index] + ":/usr/bin:/bin"])
            lock.withLock { outcomes[index] = outcome }
        }
    }

    /// A real recording (`replay --video`) with the 36 bytes of its `tkhd` display matrix zeroed: ffprobe
    /// gives its rotation as -2⁶³ (the matrix's angle is NaN), which trapped in `abs`. It measures as the
    /// recording it was made from (no rotation).
    func testARecordingWithAZeroDisplayMatrixMeasures() throws {
        guard ScrollLabExecutable.tool("ffmpeg") != nil else { throw XCTSkip("ffmpeg is not installed") }
        let made = try run(["replay", trace, "--scene", "list", "--video", "made.mp4"])
        XCTAssertEqual(made.status, 0, made.stderr)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("made.mp4"))))
        let matrix = try XCTUnwrap(Self.displayMatrix(in: bytes), "a tkhd box")
        XCTAssertEqual(Array(bytes[matrix.lowerBound..<matrix.lowerBound + 4]), [0, 1, 0, 0], "the identity's 1.0 (16.16) first")
        for index in matrix { bytes[index] = 0 }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path("zero-matrix.mp4")))
        let probed = try ScrollLabExecutable.run(URL(fileURLWithPath: try XCTUnwrap(ScrollLabExecutable.tool("ffprobe"))),
                                                 ["-v", "error", "-show_entries", "stream_side_data=rotation", "-of", "csv=p=0",
                                                  "zero-matrix.mp4"], in: folder)
        XCTAssertTrue(probed.stdout.contains("-9223372036854775808"), "ffprobe's rotation: \(probed.stdout)")

        let normal = try run(["measure", "made.mp4", "--states", "-"])
        XCTAssertEqual(normal.status, 0, normal.stderr)
        XCTAssertTrue(normal.stdout.contains("\"tracked\": true"), String(normal.stdout.prefix(200)))
        // Before: a trap in abs (SIGILL and a backtrace).
        let zeroed = try run(["measure", "zero-matrix.mp4", "--states", "-"])
        XCTAssertNil(zeroed.signal, zeroed.stderr)
        XCTAssertEqual(zeroed.status, 0, zeroed.stderr)
        XCTAssertEqual(zeroed.stderr, "")
        XCTAssertEqual(zeroed.stdout, normal.stdout)
    }

    /// The 36 bytes of the display matrix of the first `tkhd` box: after its size, type, version and
    /// flags, the times, track and duration (20 bytes in version 0, 32 in version 1), then 16 more.
    static func displayMatrix(in bytes: [UInt8]) -> Range<Int>? {
        let type = Array("tkhd".utf8)
        guard let at = (4..<max(4, bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == type }) else { return nil }
        let box = at - 4, version = bytes[at + 4]
        let start = box + 8 + 4 + (version == 1 ? 32 : 20) + 16
        return start + 36 <= bytes.count ? start..<start + 36 : nil
    }
}
