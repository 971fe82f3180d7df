import Foundation

/// The package root: the ancestor of this file that holds Package.swift.
func packageRoot(file: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return nil
}
