import Graphics
import ScrollUI

/// A scene running in a window (real or headless): builds it, routes keys, and describes its state.
public final class SceneSession {
    public let window: Window
    public let scene: any Scene
    public let sceneType: any Scene.Type
    public private(set) var settings: SceneSettings

    public init(sceneType: any Scene.Type, assignments: [String], viewport: Size, assets: any AssetStore,
         startTime: Double = 0) throws {
        let settings = try SceneSettings(options: sceneType.options, assignments: assignments, sceneName: sceneType.name)
        let window = Window(size: viewport, textMeasurer: assets.fonts, startTime: startTime)
        let scene = try sceneType.init(context: SceneContext(window: window, settings: settings, assets: assets))
        for scrollView in scene.scrollViews { scrollView.configuration = settings.scrollConfiguration }
        self.window = window
        self.scene = scene
        self.sceneType = sceneType
        self.settings = settings
        window.keyScrollView = scene.mainScrollView
        window.statusBarHeight = StatusBarView.height
        window.keyHandler = { [unowned scene] event in scene.handleKey(event) }
        window.layoutIfNeeded()
    }

    public var name: String { sceneType.name }

    /// Changes physics options (`PhysicsOptions`, `NAME=VALUE`) while the scene runs: the content stays
    /// where it is drawn, a drag goes on from there and a motion restarts from there with its velocity.
    /// Throws a usage error, and changes nothing, for a bad value or an option that is not physics.
    public func updatePhysics(_ assignments: [String]) throws {
        let updated = try SceneSettings(options: sceneType.options, assignments: settings.assignments + assignments,
                                        sceneName: name)
        for assignment in assignments {
            let name = String(assignment.prefix { $0 != "=" })
            guard PhysicsOptions.names.contains(name) else {
                throw AppError.usage("option '\(name)' cannot change while the scene runs (physics options: "
                                     + PhysicsOptions.names.joined(separator: ", ") + ")")
            }
        }
        settings = updated
        let configuration = updated.scrollConfiguration
        for scrollView in scene.scrollViews { scrollView.configuration = configuration }
    }

    /// The state line of frame `frame` at time `time` (QA-INTERFACE.md).
    public func stateLine(frame: Int, time: Double) -> String {
        makeStateLine(frame: frame, time: time, keepingPairs: false).finished
    }

    /// The state line of one variant of `replay --compare` (a `variant` key after `scene`) and the
    /// typed values of the keys the variants share after it (the scroll view's and the scene's).
    public func variantState(frame: Int, time: Double, variant: String)
        -> (line: String, values: [(key: String, value: StateValue)]) {
        let line = makeStateLine(frame: frame, time: time, keepingPairs: false, variant: variant)
        return (line.finished, line.values)
    }

    /// The state as readable key/value pairs (the HUD), without the frame bookkeeping keys.
    public func statePairs() -> [(key: String, value: String)] {
        makeStateLine(frame: 0, time: window.now, keepingPairs: true).pairs
            .filter { !["t", "frame", "scene"].contains($0.key) }
    }

    private func makeStateLine(frame: Int, time: Double, keepingPairs: Bool, variant: String? = nil) -> StateLine {
        let scrollView = scene.mainScrollView
        var line = StateLine()
        line.keepsPairs = keepingPairs
        line.add("t", time)
        line.add("frame", frame)
        line.add("scene", name)
        if let variant { line.add("variant", variant) }
        line.keepsValues = variant != nil
        line.add("offsetX", scrollView.contentOffset.x)
        line.add("offsetY", scrollView.contentOffset.y)
        line.add("velocityY", scrollView.velocity.y)
        line.add("phase", scrollView.phase.rawValue)
        line.add("insetTop", scrollView.contentInset.top)
        line.add("insetBottom", scrollView.contentInset.bottom)
        line.add("contentHeight", scrollView.contentSize.height)
        line.add("viewportWidth", window.size.width)
        line.add("viewportHeight", window.size.height)
        line.add("pointerDown", window.isPointerDown)
        scene.appendState(to: &line)
        return line
    }
}
