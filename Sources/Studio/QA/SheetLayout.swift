import Devices

/// The bottom sheet's detents as the library whose release rule its `snap` option follows lays them
/// out (`SwiftHandoff`): FloatingPanel for `projected` (its default and the `floatingpanel` preset),
/// Pulley for `pulley` and `nearest` (its snap modes, the `pulley` preset), SwiftUI's
/// `presentationDetents` for `seed`. The lab's detents: `full` and `half` are the sheet's top from the
/// screen's top, `collapsed` the visible height with the home indicator.
enum SheetLayout {
    case floatingPanel, pulley(nearest: Bool), swiftUI

    init(_ snap: String) {
        switch snap {
        case "pulley": self = .pulley(nearest: false)
        case "nearest": self = .pulley(nearest: true)
        case "seed": self = .swiftUI
        default: self = .floatingPanel
        }
    }

    var importLine: String {
        switch self {
        case .floatingPanel: return "import FloatingPanel"
        case .pulley: return "import Pulley"
        case .swiftUI: return "// SwiftUI's sheet (iOS 16)"
        }
    }

    func code(type t: String, values: [String: String], device: DeviceProfile) -> [String] {
        switch self {
        case .floatingPanel:
            return ["/// The detents as FloatingPanel anchors, from the screen's edges.",
                    "final class TunedPanelLayout: FloatingPanelLayout {",
                    "    let position: FloatingPanelPosition = .bottom",
                    "    let initialState: FloatingPanelState = .half",
                    "    let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [",
                    "        .full: FloatingPanelLayoutAnchor(absoluteInset: \(t).full, edge: .top, referenceGuide: .superview),",
                    "        .half: FloatingPanelLayoutAnchor(absoluteInset: \(t).screenHeight - \(t).half, edge: .bottom, referenceGuide: .superview),",
                    "        .tip: FloatingPanelLayoutAnchor(absoluteInset: \(t).collapsed, edge: .bottom, referenceGuide: .superview),",
                    "    ]",
                    "}"]
        case .pulley(let nearest):
            let top = SwiftHandoff.number(device.safeAreaInsets.top)
            return ["/// The drawer's heights for Pulley (which leaves the safe area to you: the heights include it).",
                    "final class TunedDrawerViewController: UIViewController, PulleyDrawerViewControllerDelegate {",
                    "    func collapsedDrawerHeight(bottomSafeArea: CGFloat) -> CGFloat { \(t).collapsed }",
                    "    func partialRevealDrawerHeight(bottomSafeArea: CGFloat) -> CGFloat { \(t).screenHeight - \(t).half }",
                    "    func supportedDrawerPositions() -> [PulleyPosition] { [.collapsed, .partiallyRevealed, .open] }",
                    "}",
                    "",
                    "/// The open position, the release rule and the snap for a `PulleyViewController`.",
                    "func applyTuning(to pulley: PulleyViewController) {",
                    "    pulley.topInset = \(t).full - \(top)   // Pulley's inset is from the top safe area (\(top) pt here)",
                    "    pulley.snapMode = \(nearest ? ".nearestPosition" : ".nearestPositionUnlessExceeded(threshold: 20)")",
                    "    // Pulley animates with a duration: the spring's response stands in for it.",
                    "    pulley.animationDuration = \(values["snapResponse"] ?? "0.3")",
                    "    pulley.animationSpringDamping = \(values["snapDampingRatio"] ?? "0.75")",
                    "}"]
        case .swiftUI:
            return ["/// The detents as a SwiftUI sheet's, by the sheet's visible height: `.modifier(TunedDetents())`.",
                    "struct TunedDetents: ViewModifier {",
                    "    func body(content: Content) -> some View {",
                    "        content.presentationDetents([",
                    "            .height(\(t).collapsed),",
                    "            .height(\(t).screenHeight - \(t).half),",
                    "            .height(\(t).screenHeight - \(t).full),",
                    "        ])",
                    "    }",
                    "}"]
        }
    }
}
