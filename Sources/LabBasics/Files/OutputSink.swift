/// Somewhere bytes go: a file opened in place, standard output, or (in tests) a sink that fails.
/// Every write and the close report failure as an `AppError` naming the destination.
public protocol OutputSink: AnyObject {
    /// What the user called it: the path, or "standard output".
    var name: String { get }
    /// Writes all of `bytes`, or throws.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Finishes the output (a file is closed); a failure here means the data may not have arrived.
    func close() throws
}

extension OutputSink {
    /// Writes an array of bytes.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}
