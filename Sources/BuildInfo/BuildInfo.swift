/// Which build this is: the release and the commit it was built from (`scroll-lab --version`, and
/// what a report names). The commit is stamped at build time by the `BuildCommit` plugin.
public enum BuildInfo {
    /// The release, raised by hand when one is made.
    public static let release = "0.1.0"

    /// The commit's full hash, or nil for a build outside a git checkout.
    public static var commit: String? { GeneratedBuildCommit.commit }

    /// Whether tracked files differed from the commit when it was built.
    public static var hasUncommittedChanges: Bool { GeneratedBuildCommit.hasUncommittedChanges }

    /// `scroll-lab 0.1.0 (commit 13a3876…)`, with uncommitted changes said, or that the commit is unknown.
    public static var versionLine: String { line(release: release, commit: commit, changed: hasUncommittedChanges) }

    static func line(release: String, commit: String?, changed: Bool) -> String {
        guard let commit else { return "scroll-lab \(release) (built outside a git checkout: commit unknown)" }
        return "scroll-lab \(release) (commit \(commit)\(changed ? ", with uncommitted changes" : ""))"
    }
}
