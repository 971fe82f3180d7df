/// The bottom sheet's presets, for the 390 × 844 viewport (status bar 47 pt, home indicator 34 pt).
enum BottomSheetPresets {
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
                        .init("half", "428.5", source: "FloatingPanelBottomLayout: half at 0.5 of the safe area (763 pt) from its bottom (810)"),
                        .init("collapsed", "103", source: "FloatingPanelBottomLayout: tip 69 pt above the safe area bottom, + 34"),
                        .init("snap", "projected", source: "FloatingPanelDefaultBehavior: projection with .normal, redirection 0.5"),
                        .init("snapResponse", "0.4", source: "FloatingPanelDefaultBehavior.springResponseTime 0.4 s"),
                        .init("snapDampingRatio", "1", source: "FloatingPanel's NumericSpringAnimator: critically damped at 300 pt/s or less"),
                        .init("flingDampingRatio", "0.576", source: "NumericSpringAnimator above 300 pt/s: ζ = ln(0.991) / (−2π · 0.001 / 0.4)"),
                    ]),
        ScenePreset(name: "pulley", summary: "Pulley's default drawer (PulleyViewController)",
                    values: [
                        .init("full", "67", source: "PulleyViewController.topInset 20 pt below the safe area top (47)"),
                        .init("half", "580", source: "kPulleyDefaultPartialRevealHeight 264 pt above the bottom (844 − 264)"),
                        .init("collapsed", "68", source: "kPulleyDefaultCollapsedHeight 68 pt"),
                        .init("snap", "pulley", source: "PulleyViewController.snapMode = .nearestPositionUnlessExceeded(threshold: 20)"),
                        .init("deceleration", "fast", source: "drawerScrollView.decelerationRate = .fast"),
                        .init("bounces", "false", source: "drawerScrollView.bounces = false"),
                        .init("snapResponse", "0.3", source: "animationDuration 0.3 s (UIView spring animation)"),
                        .init("snapDampingRatio", "0.75", source: "animationSpringDamping 0.75"),
                    ]),
    ]
}
