import Foundation

/// Finds the app's `Assets` folder (fonts and images).
///
/// Order: the folder named by `SCROLLLAB_ASSETS`; else the first ancestor of the executable's folder
/// that holds `Assets/Fonts`; else the first such ancestor of the current directory.
public struct AssetLocator: Sendable {
    /// Environment variable that names the `Assets` folder explicitly.
    public static let environmentVariable = "SCROLLLAB_ASSETS"
    /// The folder below `Assets` that must exist for a candidate to count.
    public static let fontsFolder = "Fonts"

    /// The `Assets` folder that was found.
    public let directory: URL

    /// Uses `directory` as the `Assets` folder as is.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Searches for the `Assets` folder.
    ///
    /// - Throws: `SDLError.missingAsset` naming the places searched; when `SCROLLLAB_ASSETS` is set
    ///   but its folder has no `Fonts`, nothing else is tried.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executablePath: String? = AssetLocator.executablePath(),
                currentDirectory: String = FileManager.default.currentDirectoryPath) throws {
        if let explicit = environment[Self.environmentVariable], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit, isDirectory: true)
            guard Self.holdsFonts(url) else {
                throw SDLError.missingAsset(name: "Assets/\(Self.fontsFolder)",
                                            searched: ["\(Self.environmentVariable)=\(url.path)"])
            }
            self.directory = url
            return
        }
        var starts: [URL] = []
        if let executablePath {
            starts.append(URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: currentDirectory, isDirectory: true))
        var searched: [String] = []
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("Assets", isDirectory: true)
                if Self.holdsFonts(candidate) {
                    self.directory = candidate
                    return
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
            searched.append("\(start.path) and its parents")
        }
        throw SDLError.missingAsset(name: "Assets/\(Self.fontsFolder)", searched: searched)
    }

    /// The URL of a file inside the assets folder, such as `Fonts/Inter-Regular.otf`.
    public func url(for relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    /// The path of a file inside the assets folder, checked against the folder's manifest
    /// (`AssetManifest`): `.missingAsset` when it (or the manifest) does not exist, `.damagedAsset`
    /// when it is not the file the manifest lists.
    public func existingPath(for relativePath: String) throws -> String {
        let path = url(for: relativePath).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLError.missingAsset(name: relativePath, searched: [directory.path])
        }
        try AssetManifest(directory: directory).check(relativePath, at: path)
        return path
    }

    /// The running executable: `/proc/self/exe` on Linux, else `CommandLine.arguments[0]`.
    public static func executablePath() -> String? {
        if let linked = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return linked
        }
        if let bundled = Bundle.main.executablePath { return bundled }
        return CommandLine.arguments.first
    }

    private static func holdsFonts(_ assets: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let fonts = assets.appendingPathComponent(fontsFolder).path
        return FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
