import Foundation
import LabBasics
import Rendering

/// The folder of `--frames`: made (or kept) before the first frame, then one PNG per frame,
/// `frame-00000.png`, ..., named by the frame's index, each checked right before it is written to
/// land on no input or output (`OutputPaths`). A replay and a compare write their frames through it.
public struct FrameFolder {
    public let path: String
    private let png: PNGFile
    private let outputPaths: OutputPaths?

    /// Makes the folder at `path`; without a PNG encoder no frame can be written (a runtime error).
    public init(path: String, png: PNGFile?, outputPaths: OutputPaths?) throws {
        guard let png else { throw AppError.runtime("cannot write frames into '\(path)': no PNG encoder") }
        try OutputFolder.create(path)
        self.path = path
        self.png = png
        self.outputPaths = outputPaths
    }

    /// Writes `buffer` as frame `frame`'s PNG.
    public func write(_ buffer: PixelBuffer, frame: Int) throws {
        let file = (path as NSString).appendingPathComponent(OutputPaths.frameName(frame))
        try outputPaths?.checkFrame(at: file)
        try png.write(buffer, to: file)
    }
}
