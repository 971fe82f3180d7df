import Devices
import Graphics
import LabBasics
import LabDrawing
import Scenes
import ScrollUI

/// The scenes the window drives: one, or the variants of `run --compare`, each its own session with
/// its own options and all getting the same input in viewport coordinates at the same times (an
/// `InputDriver` drives them), so that they stay as `replay --compare` of that input plays them
/// (README "Compare").
public final class SessionGroup {
    public private(set) var sessions: [SceneSession]
    /// The compare's variants, in the order of `sessions`; empty for one scene.
    public let variants: [CompareVariant]
    /// The options every variant starts from (`--preset`, `--set`): a recording's header.
    public let base: [String]
    /// Each variant's `--compare` text as typed: a recording's header.
    public let sets: [String]

    /// One scene.
    public init(_ session: SceneSession) {
        sessions = [session]
        variants = []
        base = session.settings.assignments
        sets = []
    }

    /// One session per variant of `sets` over the `base` options, each with a `viewport` window laid
    /// out for `device`, starting at `startTime`; a variant's error names it.
    public init(sceneType: any Scene.Type, base: [String], sets: [String], viewport: Size, assets: any AssetStore,
                startTime: Double, device: DeviceProfile = DeviceCatalog.standard) throws {
        variants = try CompareVariant.parse(sets, base: base, sceneType: sceneType, viewport: viewport, device: device)
        sessions = try variants.map { variant in
            do {
                return try SceneSession(sceneType: sceneType, assignments: variant.assignments, viewport: viewport,
                                        assets: assets, startTime: startTime, device: device)
            } catch let error as AppError {
                throw error.inVariant(variant.letter, sets: variant.label)
            }
        }
        self.base = base
        self.sets = sets
    }

    /// Variant A's session, or the one scene: its clock is the window's.
    public var primary: SceneSession { sessions[0] }
    public var isComparing: Bool { !variants.isEmpty }
    public var isAnimating: Bool { sessions.contains { $0.window.isAnimating } }
    public var needsDisplay: Bool { sessions.contains { $0.window.needsDisplay } }
    public var isPointerDown: Bool { sessions.contains { $0.window.isPointerDown } }
    /// True while something moves on screen: a motion whose clock runs (not paused), or content
    /// following a finger. Only then can a frame be dropped.
    public var isMoving: Bool {
        sessions.contains { ($0.window.isAnimating && $0.window.timeScale > 0) || $0.window.isPointerDown }
    }

    public func setNeedsDisplay() {
        for session in sessions { session.window.setNeedsDisplay() }
    }

    /// Changes options while the scenes run (the tuning panel, a played trace's `set`): every
    /// session or none (`SceneSession.update(_:)`: physics in place, other options by a rebuild that
    /// keeps the state). Every session checks the options first, so a refusal changes nothing anywhere.
    public func update(_ assignments: [String]) throws {
        try check(assignments)
        for session in sessions { try session.update(assignments) }
    }

    /// Throws `update(_:)`'s refusal, changing nothing.
    public func check(_ assignments: String...) throws {
        try check(assignments)
    }

    private func check(_ assignments: [String]) throws {
        for session in sessions { try session.check(assignments) }
    }

    /// Throws what `update(_:)` would, and, while comparing, for an option whose value differs between
    /// the variants: that difference is what they compare, so one change for all (the tuning panel's)
    /// would erase it; `--compare` sets it per variant.
    public func checkSharedChange(_ assignment: String) throws {
        let name = OptionAssignment.name(of: assignment)
        if isComparing {
            let values = values(of: name)
            if Set(values).count > 1 {
                let listed = zip(variants, values).map { "\($0.letter): \($1)" }.joined(separator: ", ")
                throw AppError.usage("\(name) differs between the variants (\(listed)): it is what they compare; "
                                     + "set it per variant with --compare")
            }
        }
        try check([assignment])
    }

    /// Each session's current value of option `name` ("" when it has none).
    public func values(of name: String) -> [String] {
        sessions.map { $0.settings.text(of: name) }
    }

    /// The tuning panel's C while comparing: the changes every variant shares as `--set`, then each
    /// variant's own sets as `--compare`, so the command opens the same comparison.
    public func commandLine(for panel: TuningPanel) -> String {
        let shared = panel.rows.filter { $0.isChanged && Set(values(of: $0.name)).count == 1 }.map { "--set \($0.name)=\($0.text)" }
        return (shared + sets.map { "--compare \"\($0)\"" }).joined(separator: " ")
    }

    /// The state lines of frame `frame`: the scene's, or each variant's with its `variant` key.
    public func stateLines(frame: Int, time: Double) -> [String] {
        guard isComparing else { return [primary.stateLine(frame: frame, time: time)] }
        return zip(sessions, variants).map { $0.variantState(frame: frame, time: time, variant: $1.letter).line }
    }
}
