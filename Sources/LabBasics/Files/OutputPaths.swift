import Foundation

/// Checks that an output never lands on an input or on another output: writing it would destroy what
/// the other reads or writes (`replay T --states T` would overwrite the trace being replayed,
/// `--states S --plot S` the state lines with the plot). Two paths land on the same file when they
/// lead to the same existing file (device and inode, after symlinks and hard links), or to the same
/// place once made absolute with every symlink resolved, a link whose target does not exist yet
/// included. A `--frames` folder's files are checked too: every frame it will receive before
/// anything is written (`checkFrames`), and each frame again right before it is opened (`checkFrame`).
public struct OutputPaths {
    /// An input or an output: where it leads and what it is called in messages.
    private struct Claim {
        public let path: String
        public let key: String
        public let role: String
        /// The file the path leads to now (it may be made after the check).
        var identity: FileIdentity? { FileIdentity(path: path) }
    }

    private var claims: [Claim] = []
    private let frames: (folder: String, key: String, option: String)?
    /// Symlinks followed at most in one path, as the system's own limit (ELOOP) stops a loop.
    static let symlinkLimit = 40

    /// Throws a usage error when an output path is empty, a folder, or lands on the input, on an
    /// earlier output or among the frames `frames` writes (a file named like a frame in that folder);
    /// `frames` itself must be a folder or nothing yet. `folders` are outputs that are folders (the
    /// soak's `--output`): they must not be files.
    public init(input: (path: String, role: String)?, outputs: [(path: String?, option: String)],
                frames: (folder: String, option: String)? = nil, folders: [(path: String, option: String)] = []) throws {
        for folder in folders + (frames.map { [($0.folder, $0.option)] } ?? []) {
            try OutputPaths.checkFolder(folder.path, option: folder.option)
        }
        self.frames = frames.map { ($0.folder, OutputPaths.key($0.folder), $0.option) }
        if let input { try claim(input.path, role: input.role) }
        for output in outputs {
            guard let path = output.path, path != LineWriter.standardOutputPath else { continue }
            guard !path.isEmpty else { throw AppError.usage("\(output.option): an output path is empty: name a file") }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw AppError.usage("\(output.option) '\(path)' is a folder: name a file")
            }
            try claim(path, role: output.option)
        }
    }

    /// `init` for its checks alone.
    public static func checkDistinct(input: (path: String, role: String)?, outputs: [(path: String?, option: String)],
                                     frames: (folder: String, option: String)? = nil,
                                     folders: [(path: String, option: String)] = []) throws {
        _ = try OutputPaths(input: input, outputs: outputs, frames: frames, folders: folders)
    }

    /// Adds `path` after checking it against every claim so far and the frames' names.
    private mutating func claim(_ path: String, role: String) throws {
        let key = OutputPaths.key(path), identity = FileIdentity(path: path)
        if let earlier = claims.first(where: { $0.key == key || (identity != nil && $0.identity == identity) }) {
            throw AppError.usage("\(role) '\(path)' is \(earlier.role): writing it would overwrite it")
        }
        if let frames, OutputPaths.parentKey(of: key) == frames.key, OutputPaths.isFrameName(OutputPaths.name(of: key)) {
            throw AppError.usage("\(role) '\(path)' is among the frames \(frames.option) writes: writing them would overwrite it")
        }
        claims.append(Claim(path: path, key: key, role: role))
    }

    /// Checks every file the frames folder will receive (frames `numbers`) that is there already (a
    /// link or another name of an input or output), before anything is written.
    public func checkFrames(_ numbers: Range<Int>) throws {
        guard let frames, !numbers.isEmpty,
              let names = try? FileManager.default.contentsOfDirectory(atPath: frames.folder) else { return }
        for name in names {
            guard let number = OutputPaths.frameNumber(name), numbers.contains(number) else { continue }
            try checkFrame(at: (frames.folder as NSString).appendingPathComponent(name))
        }
    }

    /// Right before the frame file `path` is opened: it must not land on an input or an output (as
    /// they are now: an output may have been made since the first check).
    public func checkFrame(at path: String) throws {
        let key = OutputPaths.key(path), identity = FileIdentity(path: path)
        guard let other = claims.first(where: { $0.key == key || (identity != nil && $0.identity == identity) }) else { return }
        throw AppError.usage("\(frames?.option ?? "--frames") would write '\(path)', which is \(other.role): "
                             + "writing it would overwrite it")
    }

    /// The name of frame `number` in a frames folder: `frame-00042.png`.
    public static func frameName(_ number: Int) -> String {
        String(format: "frame-%05d.png", number)
    }

    /// The frame number a file name stands for, or nil when it is not a frame's name.
    static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png"),
              let number = Int(name.dropFirst(6).dropLast(4)), number >= 0, frameName(number) == name else { return nil }
        return number
    }

    private static func isFrameName(_ name: String) -> Bool {
        name.hasPrefix("frame-") && name.hasSuffix(".png")
    }

    /// An output folder: named, and a folder when something is there already.
    private static func checkFolder(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw AppError.usage("\(option): an output folder is empty: name a folder") }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw AppError.usage("\(option) '\(path)' is a file: name a folder")
        }
    }

    /// The path made absolute with `.`, `..` and every symlink resolved, component by component: a link
    /// whose target does not exist yet leads to that target, as a write through it would.
    public static func key(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var pending = absolute.split(separator: "/").map(String.init)
        var resolved: [String] = []
        var links = 0
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name.isEmpty || name == "." { continue }
            if name == ".." {
                if !resolved.isEmpty { resolved.removeLast() }   // the prefix is resolved: `..` is its folder
                continue
            }
            let candidate = "/" + (resolved + [name]).joined(separator: "/")
            if links < symlinkLimit, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) {
                links += 1
                if target.hasPrefix("/") { resolved = [] }
                pending = target.split(separator: "/").map(String.init) + pending
            } else {
                resolved.append(name)
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    private static func parentKey(of key: String) -> String {
        let parent = (key as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    private static func name(of key: String) -> String {
        (key as NSString).lastPathComponent
    }
}
