#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LabBasics
import Playback

/// Reads a recording's header and packet times with ffprobe, without decoding a frame, and refuses
/// what `measure` cannot use, each with one line: not a file, not a video, no video stream, frames
/// over the pixel limit, no frame times.
public struct RecordingProbe {
    /// Frames over this many pixels, as the header declares them, are refused before decoding: the
    /// frame limit of every ScrollLab input (`Limits.pixels`, 64 Mpx).
    static let pixelLimit = Limits.pixels

    let tools: MediaTools

    public func probe(_ path: String) throws -> RecordingInfo {
        try checkFile(path)
        let entries = "stream=index,codec_type,codec_name,width,height:stream_disposition=attached_pic:stream_side_data=rotation"
        // The header only: a declared frame size is checked before anything is decoded.
        let url = ToolPath.url(path), doing = "reading '\(path)'"
        var header = try MediaTools.run(tools.ffprobe, ["-v", "error", "-nofind_stream_info", "-show_entries", entries, "-of", "json", url],
                                        doing: doing)
        guard header.status == 0 else { throw notReadable(path, header) }
        var stream = try videoStream(in: header.output, path: path)
        if stream.width <= 0 || stream.height <= 0 {
            // No size in the header (an image sequence, a raw stream): let the decoder read the first
            // frame, refusing frames over the limit.
            header = try MediaTools.run(tools.ffprobe, ["-v", "error", "-max_pixels", String(Self.pixelLimit), "-select_streams", "V:0",
                                                        "-show_entries", entries, "-of", "json", url], doing: doing)
            guard header.status == 0 else { throw notReadable(path, header) }
            stream = try videoStream(in: header.output, path: path)
        }
        guard stream.width > 0, stream.height > 0 else { throw AppError.usage("'\(path)': its video stream declares no frame size") }
        try Limits.checkRecordingFrame(width: stream.width, height: stream.height, path: path)
        let quarterTurn = abs(stream.rotation) % 180 == 90
        let (times, keeps, end) = try frameTimes(path)
        return RecordingInfo(path: path, codec: stream.codec, width: quarterTurn ? stream.height : stream.width,
                             height: quarterTurn ? stream.width : stream.height, rotation: stream.rotation, times: times, keeps: keeps,
                             lastFrameDuration: end)
    }

    /// A regular file: the recording is read two or three times.
    private func checkFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw AppError.usage("cannot read '\(path)': no such file") }
            throw AppError.usage("cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw AppError.usage("'\(path)' is not a file: measure reads a recording more than once, so it must be a regular file")
        }
        guard access(path, R_OK) == 0 else { throw AppError.usage("cannot read '\(path)': \(String(cString: strerror(errno)))") }
    }

    private func notReadable(_ path: String, _ outcome: MediaTools.Outcome) -> AppError {
        AppError.usage("'\(path)' is not a video ffmpeg can read (\(outcome.reason ?? "exit status \(outcome.status)"))")
    }

    private struct Stream {
        var codec: String, width: Int, height: Int, rotation: Int
    }

    /// The first video stream that is not cover art.
    private func videoStream(in json: Data, path: String) throws -> Stream {
        let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
        let streams = object?["streams"] as? [[String: Any]] ?? []
        let video = streams.first { stream in
            let coverArt = integer((stream["disposition"] as? [String: Any])?["attached_pic"]) == 1
            return stream["codec_type"] as? String == "video" && !coverArt
        }
        guard let video else {
            let audio = streams.contains { $0["codec_type"] as? String == "audio" }
            throw AppError.usage("'\(path)' has no video stream" + (audio ? " (audio only)" : ""))
        }
        let rotation = (video["side_data_list"] as? [[String: Any]] ?? []).compactMap { integer($0["rotation"]) }.first ?? 0
        return Stream(codec: video["codec_name"] as? String ?? "unknown", width: integer(video["width"]) ?? 0,
                      height: integer(video["height"]) ?? 0, rotation: RecordingProbe.degrees(rotation))
    }

    /// A number of ffprobe's JSON as an `Int`, its nearest bound beyond `Int`'s range (`NSNumber.intValue`
    /// traps on 2⁶³ and on any Double past it).
    private func integer(_ value: Any?) -> Int? {
        (value as? NSNumber).map { Int(saturating: $0.doubleValue) }
    }

    /// ffprobe's rotation, degrees, as it says it within a turn either way; 0 beyond, which is no rotation
    /// (a display matrix of zeros gives ffprobe NaN, printed as -2⁶³, and ffmpeg turns no frame for it).
    static func degrees(_ rotation: Int) -> Int {
        (-360...360).contains(rotation) ? rotation : 0
    }

    /// The frames' times from the packets (demuxed, not decoded): packets an edit list discards left
    /// out, sorted (packets come in decoding order), from 0; a time that repeats is not kept. Also the
    /// last frame's duration (its packet's, nil when the container gives none).
    private func frameTimes(_ path: String) throws -> (times: [Double], keeps: [Bool], last: Double?) {
        let outcome = try MediaTools.run(tools.ffprobe, ["-v", "error", "-select_streams", "V:0", "-show_entries",
                                                         "packet=pts_time,duration_time,flags", "-of", "csv=p=0", ToolPath.url(path)],
                                         doing: "reading the frame times of '\(path)'")
        guard outcome.status == 0 else { throw notReadable(path, outcome) }
        var times: [Double] = []
        var last: (time: Double, duration: Double?)?
        for line in String(decoding: outcome.output, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count >= 3, !fields[2].contains("D"), let time = Double(fields[0]), time.isFinite else { continue }
            times.append(time)
            let duration = Double(fields[1]).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            if last == nil || time >= last!.time { last = (time, duration) }
        }
        guard !times.isEmpty else {
            throw AppError.usage("'\(path)': its frames carry no times (a raw stream): put it in a container first "
                                 + "(ffmpeg -i FILE -c copy FILE.mp4)")
        }
        let (kept, keeps) = RecordingProbe.distinct(times.sorted())
        return (kept, keeps, last?.duration)
    }

    /// Times from the first, keeping the first of equal ones.
    static func distinct(_ sorted: [Double]) -> (times: [Double], keeps: [Bool]) {
        var times: [Double] = [], keeps: [Bool] = []
        for time in sorted {
            let relative = time - sorted[0]
            let keep = times.last.map { relative > $0 + 1e-7 } ?? true
            keeps.append(keep)
            if keep { times.append(relative) }
        }
        return (times, keeps)
    }
}
