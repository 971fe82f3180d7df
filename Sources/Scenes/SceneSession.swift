import Devices
import Graphics
import LabBasics
import ScrollUI

/// A scene running in a window (real or headless): builds it, routes keys, and describes its state.
public final class SceneSession {
    public let window: Window
    /// The scene shown; a change of its own options (`update(_:)`) replaces it in the same window.
    public private(set) var scene: any Scene
    public let sceneType: any Scene.Type
    public private(set) var settings: SceneSettings
    private let assets: any AssetStore

    /// The scene `sceneType` with `assignments` in a window of `viewport` points, laid out for
    /// `device` (its status bar, safe area, sensor housing and home indicator, whatever the viewport).
    public init(sceneType: any Scene.Type, assignments: [String], viewport: Size, assets: any AssetStore,
                startTime: Double = 0, device: DeviceProfile = DeviceCatalog.standard) throws {
        let settings = try SceneSettings(options: sceneType.options, assignments: assignments, sceneName: sceneType.name,
                                         device: device)
        let window = Window(size: viewport, textMeasurer: assets.fonts, startTime: startTime)
        window.statusBarHeight = device.statusBarHeight
        window.safeAreaInsets = device.safeAreaInsets
        self.window = window
        self.scene = try sceneType.init(context: SceneContext(window: window, settings: settings, assets: assets))
        self.sceneType = sceneType
        self.settings = settings
        self.assets = assets
        install()
    }

    /// Wires the scene to the window: the physics, the keyboard's scroll view and keys, the device's
    /// sensor housing, home indicator and corners over the scene, a layout.
    private func install() {
        for scrollView in scene.scrollViews { scrollView.configuration = settings.scrollConfiguration }
        window.keyScrollView = scene.mainScrollView
        window.keyHandler = { [unowned scene] event in scene.handleKey(event) }
        window.rootView.addSubview(DeviceChromeView(device: device) { [unowned scene] in scene.isDarkUnderHomeIndicator })
        window.rootView.setNeedsLayout()
        window.layoutIfNeeded()
    }

    public var name: String { sceneType.name }
    /// The device the scene lays out for.
    public var device: DeviceProfile { settings.device }

    /// Changes options (`NAME=VALUE`) while the scene runs. Physics options alone apply in place
    /// (`updatePhysics(_:)`); any other option rebuilds the scene for the new settings in the same
    /// window (`rebuild(with:)`). Throws a usage error, and changes nothing, for a bad value or a
    /// broken rule between options.
    public func update(_ assignments: [String]) throws {
        let updated = try check(assignments)
        if assignments.allSatisfy({ PhysicsOptions.names.contains(OptionAssignment.name(of: $0)) }) {
            return try updatePhysics(assignments)
        }
        try rebuild(with: updated)
    }

    /// The settings `update(_:)` would give: throws its usage error, and changes nothing, for a bad
    /// value or a broken rule between options.
    @discardableResult
    public func check(_ assignments: [String]) throws -> SceneSettings {
        let updated = try SceneSettings(options: sceneType.options, assignments: settings.assignments + assignments,
                                        sceneName: name, device: device)
        try sceneType.validate(updated, viewport: window.size)
        return updated
    }

    /// Changes physics options (`PhysicsOptions`, `NAME=VALUE`) while the scene runs: the content stays
    /// where it is drawn, a drag goes on from there and a motion restarts from there with its velocity.
    /// Throws a usage error, and changes nothing, for a bad value or an option that is not physics.
    public func updatePhysics(_ assignments: [String]) throws {
        let updated = try SceneSettings(options: sceneType.options, assignments: settings.assignments + assignments,
                                        sceneName: name, device: device)
        for assignment in assignments {
            let name = OptionAssignment.name(of: assignment)
            guard PhysicsOptions.names.contains(name) else {
                throw AppError.usage("option '\(name)' cannot change while the scene runs (physics options: "
                                     + PhysicsOptions.names.joined(separator: ", ") + ")")
            }
        }
        try sceneType.validate(updated, viewport: window.size)
        settings = updated
        let configuration = updated.scrollConfiguration
        for scrollView in scene.scrollViews { scrollView.configuration = configuration }
    }

    /// Builds the scene again for `updated` in the same window (whoever holds the window or this
    /// session keeps it) and lets it take over from the old one (`Scene.takeOver(from:)`): the
    /// offset, a motion with its velocity, the component's resting state. A finger on the scene is
    /// cancelled first, as a touch cancel (the content settles from there with its velocity), so the
    /// new scene starts with no pointer held.
    private func rebuild(with updated: SceneSettings) throws {
        if window.isPointerDown {
            window.apply(Input(time: window.now, kind: .cancel(window.pointerLocation)))
        }
        let previous = scene
        window.removeAllAnimators()
        window.pressObserver = nil
        scene = try sceneType.init(context: SceneContext(window: window, settings: updated, assets: assets))
        settings = updated
        install()
        scene.takeOver(from: previous)
        for scrollView in previous.scrollViews { scrollView.stopMotion() }
        // The new options may make the offset taken over no legal rest (a banner left part-way before
        // `snap=true`, a sheet between the new detents): settled as a range change settles it.
        for scrollView in scene.scrollViews { scrollView.restingRulesDidChange() }
        window.layoutIfNeeded()
        window.setNeedsDisplay()
    }

    /// The state line of frame `frame` at time `time` (QA-INTERFACE.md).
    public func stateLine(frame: Int, time: Double) -> String {
        makeStateLine(frame: frame, time: time, keepingPairs: false).finished
    }

    /// The state line of one variant of `replay --compare` (a `variant` key after `scene`) and the
    /// typed values of the keys the variants share after it (`stateKeys`: the scroll view's and the
    /// scene's).
    public func variantState(frame: Int, time: Double, variant: String) -> (line: String, values: StateValues) {
        let line = makeStateLine(frame: frame, time: time, keepingPairs: false, keepingValues: true, variant: variant)
        return (line.finished, StateValues(written: line.values))
    }

    /// The state as readable key/value pairs (the HUD), without the frame bookkeeping keys.
    public func statePairs() -> [(key: String, value: String)] {
        let bookkeeping = Set(CommonStateKeys.bookkeeping.map(\.name))
        return makeStateLine(frame: 0, time: window.now, keepingPairs: true).pairs.filter { !bookkeeping.contains($0.key) }
    }

    /// The typed values of the keys after the frame bookkeeping (the soak checks them).
    public func stateValues() -> [(key: String, value: StateValue)] {
        makeStateLine(frame: 0, time: window.now, keepingPairs: false, keepingValues: true).values
    }

    /// Every key of the scene's state lines after the frame bookkeeping, declared: the common ones,
    /// then the scene's own.
    public var stateKeys: [StateKey] { CommonStateKeys.shown + sceneType.stateKeys }

    private func makeStateLine(frame: Int, time: Double, keepingPairs: Bool, keepingValues: Bool = false,
                               variant: String? = nil) -> StateLine {
        let scrollView = scene.mainScrollView
        var line = StateLine()
        line.keepsPairs = keepingPairs
        typealias Keys = CommonStateKeys
        line.add(Keys.time, time)
        line.add(Keys.frame, frame)
        line.add(Keys.scene, name)
        if let variant { line.add(Keys.variant, variant) }
        line.keepsValues = keepingValues
        line.add(Keys.offsetX, scrollView.contentOffset.x)
        line.add(Keys.offsetY, scrollView.contentOffset.y)
        line.add(Keys.velocityY, scrollView.velocity.y)
        line.add(Keys.phase, scrollView.phase.rawValue)
        line.add(Keys.insetTop, scrollView.contentInset.top)
        line.add(Keys.insetBottom, scrollView.contentInset.bottom)
        line.add(Keys.contentHeight, scrollView.contentSize.height)
        line.add(Keys.viewportWidth, window.size.width)
        line.add(Keys.viewportHeight, window.size.height)
        line.add(Keys.pointerDown, window.isPointerDown)
        scene.appendState(to: &line)
        return line
    }
}
