extension OutputFile {
    /// Writes `text` as the whole of the file at `path` (created, or truncated in place) and closes it.
    static func write(text: String, to path: String) throws {
        let file = try OutputFile(path: path)
        do {
            try Array(text.utf8).withUnsafeBytes { try file.write($0) }
        } catch {
            try? file.close()
            throw error
        }
        try file.close()
    }
}
