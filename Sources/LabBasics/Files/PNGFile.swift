import Rendering

/// PNG output (frames, plots, contact sheets, screenshots): encoded in memory, then written in place
/// with every write and the close checked, so a failure is reported and never ends with exit 0.
public struct PNGFile {
    public let encoder: any PNGEncoding

    public init(encoder: any PNGEncoding) {
        self.encoder = encoder
    }

    /// Encodes `buffer` and writes it to `path` (created or truncated in place).
    public func write(_ buffer: PixelBuffer, to path: String) throws {
        try encode(buffer, for: path).withUnsafeBytes { try OutputFile.write(bytes: $0, to: path) }
    }

    /// Encodes `buffer` and writes it into `sink`, closing it.
    public func write(_ buffer: PixelBuffer, to sink: any OutputSink) throws {
        try sink.write(try encode(buffer, for: sink.name))
        try sink.close()
    }

    private func encode(_ buffer: PixelBuffer, for name: String) throws -> [UInt8] {
        do {
            return try encoder.encode(buffer)
        } catch let error as AppError {
            throw AppError.runtime("cannot write '\(name)': \(error.message)")
        }
    }
}
