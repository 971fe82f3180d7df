import CSDL2
import Foundation
import Graphics

/// The app's one window: an SDL window, its renderer and a streaming ARGB8888 texture that each
/// frame's pixels are uploaded to.
///
/// Sizes are in points (SDL's window coordinates, which are also mouse coordinates); the pixel
/// buffer to present is `drawableSize` (points × `pixelScale`). Use it from the main thread.
public final class HostWindow {
    /// Upper bound of one `SDL_WaitEventTimeout` wait, in milliseconds (SDL takes an `Int32`).
    static let longestWaitMilliseconds = 1_000_000

    /// The window's clock: event times and `now()` read it; zero when the window was made.
    public let clock: HostClock
    let window: OpaquePointer
    let renderer: OpaquePointer
    var texture: OpaquePointer?
    private var textureWidth = 0
    private var textureHeight = 0
    var translator: EventTranslator
    #if os(Linux) && canImport(CXInput2)
    /// Touchpad and wheel scrolling from XInput 2.1 valuators under X11 (nil on other drivers and
    /// on servers without XInput 2.1).
    var scrollReader: XInputScrollReader?
    #endif
    /// The X server's time of the last system message's pointer event, for the SDL event SDL made of it.
    var serverEventTime: Double?
    /// The next `SDL_MOUSEWHEEL` repeats scrolling already read from X11 valuators: drop it.
    var dropsNextWheel = false
    /// Window points per canvas point, and where the frame's top left lies in the window, points
    /// (`HostWindow+Zoom`).
    var zoomState = (zoom: 1.0, origin: Point.zero)

    /// Opens a resizable, high-DPI-aware window centred on the screen.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - size: The content size in points.
    ///   - isVSyncEnabled: Whether presenting waits for the display's refresh.
    ///   - sizeForDisplay: When given, the content size for the usable size of the primary display,
    ///     points (nil when SDL cannot tell), instead of `size`: the window opens at the size it keeps.
    /// - Throws: `SDLError.noDisplay` without a screen (unless `SDL_VIDEODRIVER` asks for a
    ///   headless driver), or the creation error of the window or renderer. Whatever SDL and the
    ///   libraries below it print meanwhile goes into the error's reason, never to standard error.
    public init(title: String, size: Size, isVSyncEnabled: Bool = true, sizeForDisplay: ((Size?) -> Size)? = nil) throws {
        try SDLLibrary.shared.startVideo()
        clock = HostClock()
        let size = sizeForDisplay?(HostWindow.usableSize(ofDisplay: 0)) ?? size
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        // Mesa, EGL and libdecor may print while the window and renderer are made: keep that for
        // the message if this fails, and drop it otherwise.
        let (window, windowOutput) = DiagnosticCapture.capture {
            SDL_CreateWindow(title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED,
                             Int32(max(1, size.width.rounded())), Int32(max(1, size.height.rounded())), flags)
        }
        guard let window else {
            let error = SDLError.windowCreationFailed(reason: DiagnosticCapture.reason(SDLError.lastReason,
                                                                                       adding: windowOutput))
            SDLLibrary.shared.stopVideo()
            throw error
        }
        let vsync = isVSyncEnabled ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        // Index -1 honours SDL_RENDER_DRIVER; accelerated first, then software.
        let (renderer, rendererOutput) = DiagnosticCapture.capture {
            SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let error = SDLError.rendererCreationFailed(reason: DiagnosticCapture.reason(SDLError.lastReason,
                                                                                         adding: rendererOutput))
            SDL_DestroyWindow(window)
            SDLLibrary.shared.stopVideo()
            throw error
        }
        self.window = window
        self.renderer = renderer
        self.translator = EventTranslator(windowID: SDL_GetWindowID(window), clock: clock)
        #if os(Linux) && canImport(CXInput2)
        // After the renderer: creating an OpenGL renderer may recreate the X window.
        scrollReader = XInputScrollReader(sdlWindow: window, clock: clock)
        // SDL wakes for the X events its connection shares with the reader's, and tells which
        // legacy wheel buttons came from smooth scrolling.
        if scrollReader != nil { SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE) }
        #endif
    }

    deinit {
        #if os(Linux) && canImport(CXInput2)
        if scrollReader != nil { SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_DISABLE) }
        #endif
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDLLibrary.shared.stopVideo()
    }

    /// Sets, for the process, what happens when the connection to the display is lost (the X server
    /// went away), also while a window is being made: the handler gets `.displayConnectionLost` on the
    /// main thread and must end the process (Xlib exits as soon as it returns). Without one, the
    /// error's line goes to standard error and the exit code is 1. On X11 only (SDL reports a lost
    /// Wayland compositor as a quit).
    public static func whenDisplayIsLost(_ handler: @escaping (SDLError) -> Never) {
        #if os(Linux)
        X11ErrorHandlers.connectionLost = handler
        #endif
    }

    /// Seconds on the window's clock (the same clock as event times).
    public func now() -> Double { clock.now() }

    /// The window's title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// The content size in points (`SDL_GetWindowSize`).
    public var sizeInPoints: Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// Asks the window manager for a new content size in points; a `.resized` event follows.
    public func setSize(_ size: Size) {
        SDL_SetWindowSize(window, Int32(max(1, size.width.rounded())), Int32(max(1, size.height.rounded())))
    }

    /// The usable size of display `index`, points (without panels and docks); nil when SDL cannot tell.
    static func usableSize(ofDisplay index: Int32) -> Size? {
        var rect = SDL_Rect()
        guard index >= 0, SDL_GetDisplayUsableBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return Size(width: Double(rect.w), height: Double(rect.h))
    }

    /// The renderer's output size in pixels (`SDL_GetRendererOutputSize`).
    public var drawableSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Pixels per point: 2 on a Retina display, 1 elsewhere.
    public var pixelScale: Double {
        let points = sizeInPoints
        guard points.width > 0 else { return 1 }
        return Double(drawableSize.width) / points.width
    }

    /// The name of the renderer SDL chose (`opengl`, `software`, ...).
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// Uploads a frame and shows it, stretched over the whole window (in its middle, unscaled, while
    /// `contentZoom` is not 1).
    ///
    /// - Parameters:
    ///   - pixels: `width * height` premultiplied ARGB8888 values (`0xAARRGGBB`), rows packed.
    ///     Alpha is ignored: frames are shown as opaque.
    ///   - dirtyRows: When given, only these rows are uploaded; the rest of the texture keeps the
    ///     previous frame. Ignored (everything is uploaded) when the size changed.
    @discardableResult
    public func present(pixels: UnsafePointer<UInt32>, width: Int, height: Int,
                        dirtyRows: Range<Int>? = nil) throws -> PresentTiming {
        try present(width: width, height: height, dirtyRows: dirtyRows) { rows, upload in
            try upload(pixels + rows.lowerBound * width, rows)
        }
    }

    /// Uploads the rows `rows` hands out (the changed rows, or every row after a new size) and shows
    /// the frame: `rows` calls its second argument with a pointer to the first pixel of each run of
    /// rows stored in order, and the rows of that run.
    @discardableResult
    public func present(width: Int, height: Int, dirtyRows: Range<Int>?,
                        rows: (Range<Int>, (UnsafePointer<UInt32>, Range<Int>) throws -> Void) throws -> Void) throws -> PresentTiming {
        let start = clock.now()
        precondition(width > 0 && height > 0, "present needs a non-empty frame")
        var changed = dirtyRows.map { $0.clamped(to: 0..<height) } ?? 0..<height
        if texture == nil || width != textureWidth || height != textureHeight {
            try makeTexture(width: width, height: height)
            changed = 0..<height
        }
        if !changed.isEmpty {
            try rows(changed) { first, run in
                var rect = SDL_Rect(x: 0, y: Int32(run.lowerBound), w: Int32(width), h: Int32(run.count))
                guard SDL_UpdateTexture(texture, &rect, first, Int32(width * MemoryLayout<UInt32>.size)) == 0 else {
                    throw SDLError.textureCreationFailed(width: width, height: height, reason: SDLError.lastReason)
                }
            }
        }
        copyFrame(width: width, height: height)
        let copied = clock.now()
        SDL_RenderPresent(renderer)
        return PresentTiming(upload: copied - start, display: clock.now() - copied)
    }

    /// How often the window's display refreshes, seconds (nil when SDL does not know).
    public var refreshInterval: Double? {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return 1 / Double(mode.refresh_rate)
    }

    /// Whether presenting waits for the display's refresh (the renderer got vsync).
    public var isVSynced: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    /// Presents a frame held in an array (see `present(pixels:width:height:dirtyRows:)`).
    @discardableResult
    public func present(_ pixels: [UInt32], width: Int, height: Int, dirtyRows: Range<Int>? = nil) throws -> PresentTiming {
        precondition(pixels.count >= width * height, "the frame holds fewer than width * height pixels")
        return try pixels.withUnsafeBufferPointer { buffer in
            try present(pixels: buffer.baseAddress!, width: width, height: height, dirtyRows: dirtyRows)
        }
    }

    /// SDL's id of the window (events carry it).
    var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Draws the texture as `present` does (placed for the zoom) and reads the result back
    /// (`SDL_RenderReadPixels`), without presenting: lets tests check what `present` showed. Nil
    /// before the first `present`.
    func readBackTexture() -> [UInt32]? {
        guard texture != nil else { return nil }
        let (width, height) = drawableSize
        var pixels = [UInt32](repeating: 0, count: width * height)
        copyFrame(width: textureWidth, height: textureHeight)
        let status = pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, nil, CSDL2_PIXELFORMAT_ARGB8888, bytes.baseAddress, Int32(width * 4))
        }
        return status == 0 ? pixels : nil
    }

    private func makeTexture(width: Int, height: Int) throws {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, CSDL2_PIXELFORMAT_ARGB8888,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        guard let texture else {
            textureWidth = 0
            textureHeight = 0
            throw SDLError.textureCreationFailed(width: width, height: height, reason: SDLError.lastReason)
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        textureWidth = width
        textureHeight = height
    }
}
