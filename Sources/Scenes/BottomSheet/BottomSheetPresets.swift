import Components
import Devices
import Graphics

/// The bottom sheet's presets. What the libraries place from the safe area (full below its top, a tip
/// above its bottom) follows the device, and the half detents placed from the bottom or by the safe
/// area's height follow the viewport; the sources give the values on an iPhone 14 (safe area 47 / 34).
enum BottomSheetPresets {
    /// Pulley's partially revealed drawer height, points (`kPulleyDefaultPartialRevealHeight`).
    static let pulleyPartialRevealHeight = 264.0
    /// FloatingPanel's `.half` anchor: this fraction of the safe area's height from its bottom.
    static let floatingPanelHalfFraction = 0.5

    /// FloatingPanelBottomLayout's full anchor below the safe area's top, and its tip above the safe
    /// area's bottom, points; Pulley's `topInset` below the safe area's top.
    static let floatingPanelFullInset = 18.0
    static let floatingPanelTipInset = 69.0
    static let pulleyTopInset = 20.0

    /// The sheet's top at FloatingPanel's half anchor in `viewport` on `device`: the safe area runs
    /// from under the status bar to above the home indicator.
    static func floatingPanelHalfTop(in viewport: Size, device: DeviceProfile) -> Double {
        let safeBottom = viewport.height - device.safeAreaInsets.bottom
        return safeBottom - floatingPanelHalfFraction * (safeBottom - device.safeAreaInsets.top)
    }

    private static func format(_ value: Double) -> String { PhysicsOptions.format(value) }

    static let all = [
        ScenePreset(name: "seed", summary: "skagedal's two-state sheet: half at 400, full under the status bar, fast",
                    values: [
                        .init("half", "400", source: "seed 002: the table view's 400 pt top inset"),
                        .init("full", source: "seed 002: the table view reaches up to the status bar (the safe area's top: 47)") {
                            format($1.safeAreaInsets.top)
                        },
                        .init("snap", "seed", source: "seed 002: two states; between half and full the velocity's direction decides"),
                        .init("deceleration", "fast", source: "seed 002: decelerationRate = .fast"),
                    ]),
        ScenePreset(name: "floatingpanel", summary: "FloatingPanel's default bottom layout and behaviour",
                    values: [
                        .init("full", source: "FloatingPanelBottomLayout: full 18 pt below the safe area top (47: 65)") {
                            format($1.safeAreaInsets.top + floatingPanelFullInset)
                        },
                        .init("half", source: "FloatingPanelBottomLayout: half at 0.5 of the safe area from its bottom (844 pt: 763 pt, 810)") {
                            format(floatingPanelHalfTop(in: $0, device: $1))
                        },
                        .init("collapsed", source: "FloatingPanelBottomLayout: tip 69 pt above the safe area bottom (34: 103)") {
                            format(floatingPanelTipInset + $1.safeAreaInsets.bottom)
                        },
                        .init("snap", "ends", source: "FloatingPanelDefaultBehavior: momentumProjectionRate .normal, "
                              + "shouldProjectMomentum false (the segment's ends), redirectionalProgress 0.5"),
                        .init("rubberBanding", "false", source: "FloatingPanelDefaultBehavior.allowsRubberBanding(for:) false (Behavior.swift)"),
                        .init("snapResponse", "0.4", source: "FloatingPanelDefaultBehavior.springResponseTime 0.4 s"),
                        .init("snapDampingRatio", "1", source: "FloatingPanel's NumericSpringAnimator: critically damped at 300 pt/s or less"),
                        .init("flingDampingRatio", "0.576", source: "NumericSpringAnimator above 300 pt/s: ζ = ln(0.991) / (−2π · 0.001 / 0.4)"),
                    ]),
        ScenePreset(name: "pulley", summary: "Pulley's default drawer (PulleyViewController)",
                    values: [
                        .init("full", source: "PulleyViewController.topInset 20 pt below the safe area top (47: 67)") {
                            format($1.safeAreaInsets.top + pulleyTopInset)
                        },
                        .init("half", source: "kPulleyDefaultPartialRevealHeight 264 pt above the bottom (844 − 264)") { viewport, _ in
                            format(viewport.height - pulleyPartialRevealHeight)
                        },
                        .init("collapsed", "68", source: "kPulleyDefaultCollapsedHeight 68 pt"),
                        .init("snap", "pulley", source: "PulleyViewController.snapMode = .nearestPositionUnlessExceeded(threshold: 20)"),
                        .init("deceleration", "fast", source: "drawerScrollView.decelerationRate = .fast"),
                        .init("bounces", "false", source: "drawerScrollView.bounces = false"),
                        .init("snapResponse", "0.3", source: "animationDuration 0.3 s (UIView spring animation)"),
                        .init("snapDampingRatio", "0.75", source: "animationSpringDamping 0.75"),
                    ]),
    ]
}
