import ScrollPhysics

/// The list's presets: the bare UIScrollView it shows.
enum ListPresets {
    static let all = [
        ScenePreset(name: "seed", summary: "UITableView's defaults under a navigation bar",
                    values: ScenePreset.uikitPhysics() + [
                        .init("bounceResponse", PhysicsOptions.format(SpringParameters.bounceResponse),
                              source: "the critically damped bounce, stiffness 100 (PHYSICS.md §4)"),
                        .init("bounceDampingRatio", "1", source: "PHYSICS.md §4"),
                    ]),
    ]
}
