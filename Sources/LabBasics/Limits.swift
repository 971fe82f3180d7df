import Graphics
import Rendering

/// Every limit on what a command line, a trace or the window may ask for that sizes work or memory,
/// stated once with its unit (README "Files and errors" has the table), and the checks that apply
/// them before anything is allocated or written: a quantity past one is a usage error whose one line
/// names the limit.
public enum Limits {
    /// Arguments on one command line: the argument parser's time grows with their square (16,000
    /// names took 7.8 s), so a longer command line is refused before it is parsed.
    public static let arguments = 4_096
    /// The largest trace read, or grown by `gesture --append`, bytes (256 MB: an hour of recording
    /// at 1,000 events per second is about 200 MB).
    public static let traceBytes = 256 << 20
    /// The longest trace line that holds an event, bytes, white space included and its line end not:
    /// the longest event the lab writes is about 150 bytes. A longer line is refused before it is
    /// read as JSON; blank and comment lines may be of any length (they are skipped, nothing kept).
    public static let traceLineBytes = 4_096
    /// Member names in one trace line, counted over all its objects (an event has at most six that
    /// the format reads): the reader stops at the next one.
    public static let traceLineNames = 256
    /// Escapes (`\n`, `\u00e9`, a surrogate pair as one) in one trace line's strings: the reader stops
    /// at the next one.
    public static let traceLineEscapes = 256
    /// The latest time of a trace event, `--until`, `--from`, a header's `from=` and the end of a
    /// written gesture, seconds (an hour).
    public static let traceSeconds = 3600.0
    /// The largest side of a viewport, points: `--viewport`, a header's `viewport=`, the window's
    /// (larger windows show this much) and a `resize` (larger sizes are clamped to it).
    public static let viewportSide = 4096.0
    /// The most pixels of a frame (with the HUD's and overlays' room), a side-by-side frame, a
    /// contact sheet or an image read (64 Mpx).
    public static let pixels = PixelBuffer.pixelLimit
    /// The fastest replay clock, frames per second (so a replay has at most 3,600,000 frames).
    public static let frameRate = 1000.0
    /// Frames one replay writes as PNG files (`--frames`) or into a video: an hour at 60 frames per
    /// second, the first and the last included.
    public static let writtenFrames = 216_001
    /// Wheel notches in one written gesture.
    public static let notches = 1_000
    /// The bound a trace's coordinates and deltas are clamped to, points (± this; a trace may hold 1e300).
    public static let traceCoordinate = 1_000_000.0
    /// A written fling's finger travel (`gesture fling --distance`), points: the bound a trace's
    /// coordinates are clamped to, so a longer travel could not be replayed as written.
    public static let gestureDistance = traceCoordinate
    /// Frames of a recording `measure` reads (in the range measured): 7,200, two minutes at 60 fps
    /// (every frame's profile is kept: 27 KB each for a phone, 194 MB at most).
    public static let measuredFrames = 7_200

    /// A recording whose frames are `width` × `height` pixels, as its header declares them (`path` names it).
    public static func checkRecordingFrame(width: Int, height: Int, path: String) throws {
        guard megapixels(over: Double(width), Double(height)) != nil else { return }
        throw AppError.usage("'\(path)': frames of \(width)x\(height) pixels are over the \(Limits.pixels >> 20) Mpx limit")
    }

    /// `count` frames of a recording to measure.
    public static func checkMeasuredFrames(_ count: Int, path: String, _ range: String) throws {
        guard count > measuredFrames else { return }
        throw AppError.usage("'\(path)' has \(count) frames\(range): measure reads at most \(measuredFrames) "
                             + "(2 minutes at 60 fps); use --from and --until")
    }

    /// A command line of `count` arguments (after the program's name).
    public static func checkArguments(_ count: Int) throws {
        guard count > arguments else { return }
        throw AppError.usage("\(count) arguments: a command line takes at most \(arguments)")
    }

    /// Why a frame of `size` points at `scale` pixels per point is too large to render, or nil.
    public static func frameProblem(_ size: Size, scale: Double) -> String? {
        guard let megapixels = megapixels(over: (size.width * scale).rounded(), (size.height * scale).rounded()) else { return nil }
        return "\(StateText.number(size.width))x\(StateText.number(size.height)) points at scale \(StateText.number(scale)) "
            + "is \(megapixels) Mpx; frames are limited to \(Limits.pixels >> 20) Mpx"
    }

    /// A frame of `size` points at `scale` (`what` says which, as the message's start).
    public static func checkFrame(_ size: Size, scale: Double, _ what: String) throws {
        if let problem = frameProblem(size, scale: scale) { throw AppError.usage("\(what): \(problem)") }
    }

    /// An image of `width` × `height` pixels made of many frames (a contact sheet).
    public static func checkImage(width: Double, height: Double, _ what: String, advice: String) throws {
        guard let megapixels = megapixels(over: width.rounded(), height.rounded()) else { return }
        throw AppError.usage("\(what) would be \(Int(saturating: width.rounded())) x \(Int(saturating: height.rounded())) px (\(megapixels) Mpx); "
                             + "images are limited to \(Limits.pixels >> 20) Mpx: \(advice)")
    }

    /// `count` frames written as files or video.
    public static func checkWrittenFrames(_ count: Int, _ what: String) throws {
        guard count > writtenFrames else { return }
        throw AppError.usage("\(what) would be \(count) frames; at most \(writtenFrames) are written (an hour at 60 fps): "
                             + "use a lower --fps, a higher --speed, or --from and --until")
    }

    /// A moment `seconds` into a trace.
    public static func checkTraceTime(_ seconds: Double, _ what: String) throws {
        guard !(seconds <= traceSeconds) else { return }
        throw AppError.usage("\(what) would be at \(ReadableNumber.text(seconds)) s, after \(Int(traceSeconds)) s, "
                             + "the longest a trace may last")
    }

    /// A trace of `bytes` bytes.
    public static func checkTraceBytes(_ bytes: Int, _ what: String) throws {
        guard bytes > traceBytes else { return }
        throw AppError.usage("\(what) would be \(bytes) bytes; a trace is at most \(traceBytes >> 20) MB "
                             + "(\(traceBytes) bytes), the most replay reads")
    }

    /// A trace of `bytes` bytes that a gesture is to be appended to: at the limit, not a byte more fits.
    public static func checkAppendable(_ bytes: Int, _ what: String) throws {
        guard bytes >= traceBytes else { return }
        throw AppError.usage("\(what) is \(bytes) bytes: a trace is at most \(traceBytes >> 20) MB (\(traceBytes) bytes), "
                             + "the most replay reads, so nothing can be appended")
    }

    /// A `resize` or window size within `viewportSide` on each side (as the replay applies it).
    public static func clampedViewport(_ size: Size) -> Size {
        Size(width: min(size.width, viewportSide), height: min(size.height, viewportSide))
    }

    /// The megapixels of `width` × `height` pixels, in words, when they are more than `pixels`; nil otherwise.
    private static func megapixels(over width: Double, _ height: Double) -> String? {
        let pixels = width * height
        guard !(pixels <= Double(Limits.pixels)) else { return nil }
        return pixels.isFinite ? String(Int(saturating: (pixels / Double(1 << 20)).rounded())) : "too many"
    }
}
