import Foundation
import Scenes

/// Checks that an output never names an input or another output: writing it would destroy what the
/// other reads or writes (`replay T --states T` would overwrite the trace being replayed,
/// `--states S --plot S` the state lines with the plot).
public enum OutputPaths {
    /// Throws a usage error when an output path leads to the same file as the input or as an
    /// earlier output: the same existing file (after symlinks and hard links), or, for a file not
    /// made yet, the same path once made absolute with its folder's symlinks resolved. An output
    /// inside `frames` (a folder of `frame-NNNNN.png`) named like a frame, or naming a folder, is
    /// refused too.
    public static func checkDistinct(input: (path: String, role: String)?, outputs: [(path: String?, option: String)],
                                     frames: (folder: String, option: String)? = nil) throws {
        var seen: [(identity: FileIdentity?, key: String, role: String)] = []
        if let input { seen.append((FileIdentity(path: input.path), key(input.path), input.role)) }
        for output in outputs {
            guard let path = output.path, path != LineWriter.standardOutputPath else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw AppError.usage("\(output.option) '\(path)' is a folder: name a file")
            }
            let identity = FileIdentity(path: path), key = key(path)
            if let earlier = seen.first(where: { ($0.identity != nil && $0.identity == identity) || $0.key == key }) {
                throw AppError.usage("\(output.option) '\(path)' is \(earlier.role): writing it would overwrite it")
            }
            if let frames, folderKey(of: path) == self.key(frames.folder) {
                let name = (path as NSString).lastPathComponent
                if name.hasPrefix("frame-") && name.hasSuffix(".png") {
                    throw AppError.usage("\(output.option) '\(path)' is among the frames \(frames.option) writes: writing it would overwrite one")
                }
            }
            seen.append((identity, key, output.option))
        }
    }

    /// The path made absolute, with `.` and `..` removed and the symlinks of what exists resolved.
    static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func folderKey(of path: String) -> String {
        key((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
    }
}
