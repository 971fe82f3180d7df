import Components
import Graphics

/// The bottom sheet's presets (status bar 47 pt, home indicator 34 pt, as the scenes lay out). The
/// half detents the libraries place from the bottom or by the safe area's height follow the viewport.
enum BottomSheetPresets {
    /// Pulley's partially revealed drawer height, points (`kPulleyDefaultPartialRevealHeight`).
    static let pulleyPartialRevealHeight = 264.0
    /// FloatingPanel's `.half` anchor: this fraction of the safe area's height from its bottom.
    static let floatingPanelHalfFraction = 0.5

    /// The sheet's top at FloatingPanel's half anchor in `viewport`: the safe area runs from the
    /// status bar to the home indicator.
    static func floatingPanelHalfTop(in viewport: Size) -> Double {
        let safeBottom = viewport.height - BottomSheetController.bottomMargin
        return safeBottom - floatingPanelHalfFraction * (safeBottom - StatusBarView.height)
    }

    static let all = [
        ScenePreset(name: "seed", summary: "skagedal's two-state sheet: half at 400, full under the status bar, fast",
                    values: [
                        .init("half", "400", source: "seed 002: the table view's 400 pt top inset"),
                        .init("full", "47", source: "seed 002: the table view reaches up to the status bar"),
                        .init("snap", "seed", source: "seed 002: two states; between half and full the velocity's direction decides"),
                        .init("deceleration", "fast", source: "seed 002: decelerationRate = .fast"),
                    ]),
        ScenePreset(name: "floatingpanel", summary: "FloatingPanel's default bottom layout and behaviour",
                    values: [
                        .init("full", "65", source: "FloatingPanelBottomLayout: full 18 pt below the safe area top (47)"),
                        .init("half", source: "FloatingPanelBottomLayout: half at 0.5 of the safe area from its bottom (844 pt: 763 pt, 810)") {
                            PhysicsOptions.format(floatingPanelHalfTop(in: $0))
                        },
                        .init("collapsed", "103", source: "FloatingPanelBottomLayout: tip 69 pt above the safe area bottom, + 34"),
                        .init("snap", "projected", source: "FloatingPanelDefaultBehavior: projection with .normal, redirection 0.5"),
                        .init("snapResponse", "0.4", source: "FloatingPanelDefaultBehavior.springResponseTime 0.4 s"),
                        .init("snapDampingRatio", "1", source: "FloatingPanel's NumericSpringAnimator: critically damped at 300 pt/s or less"),
                        .init("flingDampingRatio", "0.576", source: "NumericSpringAnimator above 300 pt/s: ζ = ln(0.991) / (−2π · 0.001 / 0.4)"),
                    ]),
        ScenePreset(name: "pulley", summary: "Pulley's default drawer (PulleyViewController)",
                    values: [
                        .init("full", "67", source: "PulleyViewController.topInset 20 pt below the safe area top (47)"),
                        .init("half", source: "kPulleyDefaultPartialRevealHeight 264 pt above the bottom (844 − 264)") {
                            PhysicsOptions.format($0.height - pulleyPartialRevealHeight)
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
