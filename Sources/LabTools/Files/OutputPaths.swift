import Scenes

/// Checks that an output never names an input or another output: writing it would destroy what the
/// other reads or writes (`replay T --states T` would overwrite the trace being replayed).
public enum OutputPaths {
    /// Throws a usage error when an output path leads to the same file as the input or as an
    /// earlier output (after symlinks and hard links). Paths that do not exist yet cannot collide.
    public static func checkDistinct(input: (path: String, role: String)?, outputs: [(path: String?, option: String)]) throws {
        var seen: [(identity: FileIdentity, role: String)] = []
        if let input, let identity = FileIdentity(path: input.path) { seen.append((identity, input.role)) }
        for output in outputs {
            guard let path = output.path, let identity = FileIdentity(path: path) else { continue }
            if let earlier = seen.first(where: { $0.identity == identity }) {
                throw AppError.usage("\(output.option) '\(path)' is \(earlier.role): writing it would overwrite it")
            }
            seen.append((identity, output.option))
        }
    }
}
