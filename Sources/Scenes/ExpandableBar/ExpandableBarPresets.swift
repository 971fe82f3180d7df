/// The expandable bar's presets.
enum ExpandableBarPresets {
    static let all = [
        ScenePreset(name: "seed", summary: "AirBar as in the seed article: nearest state, 0.25 s settle, momentum stopped",
                    values: [
                        .init("compactHeight", "64", source: "AirBar example: compact state (seed 000/003)"),
                        .init("normalHeight", "128", source: "AirBar example: normal state"),
                        .init("expandedHeight", "284", source: "AirBar example: expanded state"),
                        .init("compactRow", "tabs", source: "AirBar's demo (Logo/Demo.gif): the compact bar keeps the tab "
                              + "row and drops the search field"),
                        .init("snap", "nearest", source: "seed: pan end moves to the nearest state with "
                              + "updateContentOffset(animated:), a 0.25 s UIView animation after stopping the deceleration"),
                    ] + ScenePreset.uikitPhysics()),
    ]
}
