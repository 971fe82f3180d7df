import Foundation

/// Finds a program on the PATH, as a shell would: the first folder holding an executable file of that name.
enum ExecutableLocator {
    /// The first executable `name` in the PATH's folders.
    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }
}
