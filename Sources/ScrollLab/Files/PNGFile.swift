import Rendering
import Scenes
import SDLHost

/// PNG output (frames, plots, contact sheets, screenshots): encoded in memory, then written in place
/// with every write and the close checked, so a failure is reported and never ends with exit 0.
enum PNGFile {
    /// Encodes `buffer` and writes it to `path` (created or truncated in place).
    static func write(_ buffer: PixelBuffer, to path: String) throws {
        let bytes = try encode(buffer, for: path)
        let file = try OutputFile(path: path)
        try file.write(bytes)
        try file.close()
    }

    /// Encodes `buffer` and writes it into `sink`, closing it.
    static func write(_ buffer: PixelBuffer, to sink: any OutputSink) throws {
        try sink.write(try encode(buffer, for: sink.name))
        try sink.close()
    }

    private static func encode(_ buffer: PixelBuffer, for name: String) throws -> [UInt8] {
        do {
            return try PNGWriter.encode(buffer)
        } catch let error as SDLError {
            throw AppError.runtime("cannot write '\(name)': \(error.description)")
        }
    }
}
