/// Where a presented frame's time went after it was drawn, seconds: copying the changed rows into
/// the texture and onto the back buffer (`upload`), then `SDL_RenderPresent` (`display`), which with
/// vsync mostly waits for the display's next refresh.
public struct PresentTiming: Sendable {
    public var upload: Double
    public var display: Double

    public init(upload: Double, display: Double) {
        self.upload = upload
        self.display = display
    }
}
