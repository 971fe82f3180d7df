import Foundation

/// The real ffprobe reading a video back.
enum VideoProbe {
    /// `entries` of the first video stream of `path` (`codec_name,width,height,nb_read_frames`...), its
    /// frames counted one by one, as one line of comma-separated values.
    static func stream(_ entries: String, of path: String) throws -> String {
        let probe = Process()
        let output = Pipe()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=\(entries)", "-of", "csv=p=0", path]
        probe.standardOutput = output
        try probe.run()
        probe.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
