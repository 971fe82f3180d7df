#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The machine a bug report was made on, as `uname -srm` and the processor count say it:
/// `Linux 6.8.0-45-generic x86_64, 2 CPUs`.
public enum MachineInfo {
    public static var description: String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown (uname failed), \(cpus)" }
        let system = field(names.sysname), release = field(names.release), machine = field(names.machine)
        return "\(system) \(release) \(machine), \(cpus)"
    }

    private static var cpus: String {
        let count = ProcessInfo.processInfo.activeProcessorCount
        return "\(count) CPU\(count == 1 ? "" : "s")"
    }

    /// A fixed-size C string field of `utsname`.
    private static func field<T>(_ value: T) -> String {
        withUnsafeBytes(of: value) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
