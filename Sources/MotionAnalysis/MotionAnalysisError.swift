/// Why a recording cannot be measured: bad input, each reported as one line by the caller.
public enum MotionAnalysisError: Error, Equatable, Sendable {
    /// No two frames differ.
    case nothingMoves
    /// Things move, but no band of rows shifts vertically as a whole.
    case noScrollingRegion
    /// No known screen fits the frame and no scale was given.
    case unknownScale(width: Int, height: Int)
    /// The frame is not the shape of the screen named.
    case notTheScreensShape(width: Int, height: Int, screen: PhoneScreen)
}
