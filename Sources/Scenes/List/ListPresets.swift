import ScrollPhysics

/// The list's presets: the bare UIScrollView it shows.
enum ListPresets {
    static let all = [
        ScenePreset(name: "seed", summary: "UITableView's defaults under a navigation bar",
                    values: ScenePreset.uikitPhysics() + [
                        .init("bounceResponse", PhysicsOptions.format(SpringParameters.bounceResponse),
                              source: "UIScrollView's bounce back, fitted to a recording of iOS 26.5 (PHYSICS.md §4)"),
                        .init("bounceDampingRatio", PhysicsOptions.format(SpringParameters.bounceDampingRatio),
                              source: "the same fit: overdamped, it never crosses the edge (PHYSICS.md §4)"),
                    ]),
    ]
}
