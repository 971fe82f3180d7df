import Devices
import Foundation
import LabBasics
import MotionAnalysis
import Playback
import ScrollPhysics

/// `scroll-lab measure`: a recording's frames → the scrolling region → every frame's offset → the
/// segments, their fits and UIScrollView beside them (`MeasureReport`).
public struct MeasureRunner {
    /// Frames a recording needs at least (in the time range measured): 30.
    public static let minimumFrames = 30
    /// A recording with fewer of its frames tracked than this cannot be measured (exit 2 with the
    /// reason, not a table of guesses): half.
    public static let minimumTrackedFraction = 0.5
    /// A `--region` must be at least this wide and high, pixels: 32 × 100.
    public static let minimumRegion = (width: 32, height: 100)
    /// A `--region` number beyond this is no frame's: 1,000,000 pixels.
    public static let regionLimit = 1_000_000

    public struct Options {
        public var path: String
        /// x, y, width, height in pixels of the displayed frame.
        public var region: (x: Int, y: Int, width: Int, height: Int)?
        /// Pixels per point, when given.
        public var scale: Double?
        /// The device the recording shows, when named (`--device`): its screen gives the scale.
        public var device: DeviceProfile?
        /// The time range measured, seconds from the first frame.
        public var from: Double?
        public var until: Double?
        /// The deceleration rate UIScrollView is compared with.
        public var rate: DecelerationRate = .normal
        /// The rate as given (`normal`, `fast`, a factor): the trace sets the list's `deceleration` to it.
        public var rateName = "normal"

        public init(path: String) { self.path = path }
    }

    public let options: Options

    public init(options: Options) { self.options = options }

    public func run() throws -> MeasureReport {
        let tools = try MediaTools(purpose: "measure")
        let info = try RecordingProbe(tools: tools).probe(options.path)
        let selection = try frameSelection(info)
        let region = try checkedRegion(info)
        let scale: PixelScale
        if let given = options.scale {
            scale = PixelScale(scale: given)
        } else if let device = options.device {
            let screen = PhoneScreen(width: device.size.width, height: device.size.height, scales: [device.scale], devices: device.name)
            do { scale = try PixelScale(frameWidth: info.width, frameHeight: info.height, screen: screen) } catch {
                throw Self.appError(error, path: options.path)
            }
        } else {
            do {
                scale = try PixelScale(frameWidth: info.width, frameHeight: info.height)
            } catch {
                throw AppError.usage("cannot tell the pixels per point of a \(info.width)x\(info.height) recording: pass --scale")
            }
        }
        let height = region?.height ?? info.height
        let rows = max(1, Int((Double(height) * min(1, ProfileReader.rowsPerPoint / scale.vertical)).rounded()))
        let rowsPerPoint = scale.vertical * Double(rows) / Double(height)
        let profiles = try ProfileReader.read(info, tools: tools, crop: region, rows: rows, selection: selection)
        let scrollRegion: ScrollRegion
        do {
            scrollRegion = region == nil ? try ScrollRegionFinder(profiles: profiles, rowsPerPoint: rowsPerPoint).find()
                : try Self.givenRegion(profiles)
        } catch {
            throw Self.appError(error, path: options.path)
        }
        let tracked = OffsetTracker(profiles: profiles, region: scrollRegion, rowsPerPoint: rowsPerPoint).track()
        try checkTracked(tracked)
        var configuration = ScrollConfiguration.standard
        configuration.decelerationRate = options.rate
        let motion = MeasuredMotion(times: tracked.map(\.time), offsets: tracked.map(\.offset), pixel: 1 / scale.vertical,
                                    configuration: configuration)
        let inFrame = scrollRegion.pixels(frameWidth: region?.width ?? info.width, frameHeight: height, analysisRows: rows,
                                          blockCount: ProfileReader.blocks)
        let pixels = (x: inFrame.x + (region?.x ?? 0), y: inFrame.y + (region?.y ?? 0), width: inFrame.width, height: inFrame.height)
        return MeasureReport(info: info, scale: scale, region: pixels, regionGiven: region != nil, firstFrame: selection.lowerBound,
                             tracked: tracked, motion: motion, rateName: options.rateName)
    }

    /// Refuses a recording most of whose frames are untracked, naming the commonest reason.
    private func checkTracked(_ tracked: [TrackedFrame]) throws {
        let known = tracked.filter(\.isTracked).count
        guard Double(known) < Self.minimumTrackedFraction * Double(tracked.count) else { return }
        let reasons = TrackingLoss.allCases.map { loss in (loss, tracked.filter { $0.loss == loss }.count) }
        let commonest = reasons.max { $0.1 < $1.1 }.map { $0.0.rawValue } ?? ""
        throw AppError.usage("'\(options.path)': the motion cannot be tracked: \(known) of \(tracked.count) frames tracked, "
                             + "the others \(commonest) (try --region X,Y,W,H)")
    }

    /// The kept frames inside `--from` … `--until`, between the frame limits.
    private func frameSelection(_ info: RecordingInfo) throws -> Range<Int> {
        let from = options.from ?? 0, until = options.until ?? .infinity
        let first = info.times.firstIndex { $0 >= from - 1e-9 } ?? info.times.count
        let end = info.times.lastIndex { $0 <= until + 1e-9 }.map { $0 + 1 } ?? 0
        let count = max(0, end - first)
        let what = options.from != nil || options.until != nil ? " in the time range measured" : ""
        guard count >= Self.minimumFrames else {
            throw AppError.usage("'\(options.path)' has \(count) frames\(what): measure needs at least \(Self.minimumFrames)")
        }
        try Limits.checkMeasuredFrames(count, path: options.path, what)
        return first..<end
    }

    /// `--region` inside the displayed frame.
    private func checkedRegion(_ info: RecordingInfo) throws -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let region = options.region else { return nil }
        guard region.x >= 0, region.y >= 0, region.x + region.width <= info.width, region.y + region.height <= info.height else {
            throw AppError.usage("--region \(region.x),\(region.y),\(region.width),\(region.height) lies outside the "
                                 + "\(info.width)x\(info.height) frame")
        }
        return region
    }

    /// A given region: all its rows, the blocks with texture.
    private static func givenRegion(_ profiles: FrameProfiles) throws(MotionAnalysisError) -> ScrollRegion {
        let finder = ScrollRegionFinder(profiles: profiles, rowsPerPoint: 1)
        guard !finder.motionPairs().isEmpty else { throw .nothingMoves }
        return ScrollRegion(rows: 0..<profiles.rows, blocks: Array(0..<profiles.blocks))
    }

    public static func appError(_ error: MotionAnalysisError, path: String) -> AppError {
        switch error {
        case .nothingMoves: return AppError.usage("'\(path)': nothing moves (no two frames differ)")
        case .noScrollingRegion: return AppError.usage("'\(path)': no region scrolls vertically (try --region X,Y,W,H)")
        case .unknownScale(let width, let height):
            return AppError.usage("cannot tell the pixels per point of a \(width)x\(height) recording: pass --scale")
        case .notTheScreensShape(let width, let height, let screen):
            return AppError.usage("'\(path)' is \(width)x\(height) px, not the shape of the \(screen.devices)'s "
                                  + "\(ReadableNumber.text(screen.width))x\(ReadableNumber.text(screen.height)) pt screen: pass --scale")
        }
    }
}
