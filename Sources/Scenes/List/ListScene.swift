import Graphics
import LabBasics
import ScrollUI

/// The `list` scene: an iOS list with a large title under a translucent navigation bar; the plain
/// scroll view with nothing riding on it, to feel and check the physics.
final class ListScene: Scene {
    static let name = "list"
    static let summary = "an iOS list (large title, 1,000 rows) for the bare scroll physics"
    static let presets = ListPresets.all
    static let rows = CommonOptions.rows(default: 1000)
    static let options = [rows.option, PhysicsOptions.decelerationKey.option, CommonOptions.bounces.option] + PhysicsOptions.springs
    /// The row shown pressed; null when none is.
    static let highlightedRow = StateKey.integer("highlightedRow", nullable: true)
    static let stateKeys = [highlightedRow]
    /// Height of the large-title header that scrolls with the rows, points (iOS: 52).
    static let largeTitleHeight = 52.0
    static let title = "Messages"

    let list = ListView()
    let navigationBar: NavigationBarView
    private let largeTitle = Label(text: ListScene.title, font: .largeTitle, color: Palette.label)
    private var observation: ScrollObservation?

    var mainScrollView: ScrollView { list }

    init(context: SceneContext) throws {
        let settings = context.settings
        navigationBar = NavigationBarView(title: ListScene.title, device: context.device)
        let barHeight = navigationBar.height
        let header = ContainerView { [largeTitle] header in
            largeTitle.frame = Rect(x: 16, y: 3, width: header.bounds.width - 32, height: 41)
        }
        header.frame = Rect(x: 0, y: 0, width: 0, height: ListScene.largeTitleHeight)
        header.addSubview(largeTitle)

        list.backgroundColor = Palette.systemBackground
        list.bounces = settings[CommonOptions.bounces]
        list.alwaysBounceVertical = true
        // UIKit's adjusted insets: the bar above, the home indicator's safe area below (the last row
        // rests above it).
        let safeBottom = context.device.safeAreaInsets.bottom
        list.contentInset = EdgeInsets(top: barHeight, bottom: safeBottom)
        list.scrollIndicatorInsets = EdgeInsets(top: barHeight, bottom: safeBottom)
        list.rowHeight = MessageRowView.height
        list.separatorInsetLeft = MessageRowView.textLeft
        list.headerView = header
        list.makeRow = { MessageRowView() }
        list.configureRow = { row, index in (row as? MessageRowView)?.configure(with: Message(index: index)) }
        list.rowCount = settings[Self.rows]
        list.contentOffset = Point(x: 0, y: -barHeight)

        let container = ContainerView { [list, navigationBar] container in
            list.frame = container.bounds
            navigationBar.frame = Rect(x: 0, y: 0, width: container.bounds.width, height: navigationBar.height)
        }
        container.addSubview(list)
        container.addSubview(navigationBar)
        observation = list.observe { [unowned self] _, change in
            if change == .contentOffset || change == .contentInset { self.updateBar() }
        }
        updateBar()
        context.window.setContent(container)
    }

    /// `highlightedRow`: the row shown pressed (after 150 ms without a drag, or a tap's flash), or null.
    func appendState(to line: inout StateLine) {
        line.add(Self.highlightedRow, list.highlightedRow)
    }

    var guides: [SceneGuide] {
        [SceneGuide(label: "navigation bar \(ReadableNumber.text(navigationBar.height)) (content inset top)",
                    y: navigationBar.height, color: SceneGuide.insetColor)]
    }

    /// iOS's scroll-edge appearance: the bar is clear while the large title shows and gains its
    /// background and inline title once the content scrolls under it.
    private func updateBar() {
        let scrolled = list.contentOffset.y + list.contentInset.top
        navigationBar.backgroundProgress = min(max(scrolled / 8, 0), 1)
        navigationBar.titleLabel.alpha = min(max((scrolled - ListScene.largeTitleHeight + 14) / 10, 0), 1)
    }
}
