import Foundation

extension OutputFile {
    /// Writes `bytes` as the whole of the file at `path` (created, or truncated in place) and closes
    /// it (closed too when a write fails).
    public static func write(bytes: UnsafeRawBufferPointer, to path: String) throws {
        let file = try OutputFile(path: path)
        do {
            try file.write(bytes)
        } catch {
            try? file.close()
            throw error
        }
        try file.close()
    }

    /// Writes `text` (UTF-8) as the whole of the file at `path`.
    public static func write(text: String, to path: String) throws {
        try Array(text.utf8).withUnsafeBytes { try write(bytes: $0, to: path) }
    }

    /// Writes `data` as the whole of the file at `path`.
    public static func write(data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write(bytes: $0, to: path) }
    }
}
