/// What a recording's header and packets say, before any frame is decoded.
public struct RecordingInfo: Sendable {
    public let path: String
    public let codec: String
    /// The displayed frame (after rotation), pixels.
    public let width: Int
    public let height: Int
    /// Degrees the player turns the picture (ffmpeg turns it while decoding).
    public let rotation: Int
    /// Every frame's time, seconds from the first, increasing, in decoding output order (presentation
    /// order); frames whose time repeats an earlier one are left out.
    public let times: [Double]
    /// For each frame the decoder gives, whether it is kept (false: a repeated time).
    public let keeps: [Bool]

    /// How long the last frame is shown, seconds, when the container says (a GIF's last delay).
    public let lastFrameDuration: Double?

    /// The frames the decoder gives.
    public var decodedCount: Int { keeps.count }
}
