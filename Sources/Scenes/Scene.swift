import Components
import Devices
import Graphics
import ScrollUI

/// What a scene gets to build itself: the window, its validated options and the shared assets.
public struct SceneContext {
    let window: Window
    let settings: SceneSettings
    let assets: any AssetStore

    /// The device the scene lays out for: its status bar and safe area (the window's `safeAreaInsets`).
    var device: DeviceProfile { settings.device }
}

/// One screen of the lab: a scroll view and the component riding on it, with its options and the
/// keys it adds to the state lines.
public protocol Scene: AnyObject {
    /// The name used by `--scene` and in state lines.
    static var name: String { get }
    /// One line for `scroll-lab scenes --verbose`.
    static var summary: String { get }
    /// The `--set` options and their defaults.
    static var options: [SceneOption] { get }
    /// The named option sets (`--preset`): `seed` first, then the anchor libraries.
    static var presets: [ScenePreset] { get }
    /// The keys the scene adds to the state lines, in the order `appendState(to:)` writes them.
    static var stateKeys: [StateKey] { get }

    /// Checks the rules between options (heights that must grow, thresholds in order) for a window of
    /// `viewport`; throws the usage error the scene's builder would. Checked before a running scene
    /// is rebuilt, so a refused change leaves it as it was.
    static func validate(_ settings: SceneSettings, viewport: Size) throws

    /// Builds the scene's views into `context.window`.
    init(context: SceneContext) throws

    /// Just built in the same window for new options: takes over what maps from `previous` (the
    /// scene it replaces, not yet torn down): the main scroll view's offset and motion, and the
    /// component's resting state (a detent, a bar state, an open promotion).
    func takeOver(from previous: any Scene)

    /// The scroll view whose offset, velocity and phase the state lines report.
    var mainScrollView: ScrollView { get }

    /// The scroll views the physics options (`PhysicsOptions`) apply to: the main one and any it swaps
    /// with (the bar's two feeds).
    var scrollViews: [ScrollView] { get }

    /// Appends the scene's own keys (`stateKeys`) to a state line.
    func appendState(to line: inout StateLine)

    /// Handles a key before the main scroll view does; returns true when it used it.
    func handleKey(_ event: KeyEvent) -> Bool

    /// Lines over the viewport for the guides (G): thresholds, detents, insets, hover heights.
    var guides: [SceneGuide] { get }

    /// The component's key value for the HUD and plots (bar progress, pull state, banner percent...).
    var metric: SceneMetric? { get }

    /// The component's state changes since the last call, each as it happened (the soak checks them).
    func drainTransitions() -> [any ComponentTransition]

    /// True while what shows under the home indicator is dark, so it is drawn light (iOS picks the
    /// indicator's colour from what is under it).
    var isDarkUnderHomeIndicator: Bool { get }
}

extension Scene {
    static func validate(_ settings: SceneSettings, viewport: Size) throws {}

    var scrollViews: [ScrollView] { [mainScrollView] }

    /// By default the main scroll view's offset and motion (`ScrollCarry`).
    func takeOver(from previous: any Scene) {
        ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
    }

    func appendState(to line: inout StateLine) {}
    func handleKey(_ event: KeyEvent) -> Bool { false }

    /// By default: where the main scroll view's content rests (its top inset).
    var guides: [SceneGuide] {
        let scrollView = mainScrollView
        let top = scrollView.convert(Point(x: 0, y: -scrollView.contentInset.top), to: nil).y
            + scrollView.contentOffset.y + scrollView.contentInset.top
        return [SceneGuide(label: "content top (inset \(StateLine.format(scrollView.contentInset.top)))",
                           y: top, color: SceneGuide.insetColor)]
    }

    var metric: SceneMetric? { nil }

    func drainTransitions() -> [any ComponentTransition] { [] }

    var isDarkUnderHomeIndicator: Bool { false }
}
