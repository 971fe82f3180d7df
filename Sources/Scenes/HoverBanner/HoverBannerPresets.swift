/// The hover banner's presets. Heights include the 47 pt status bar (iPhone 14).
enum HoverBannerPresets {
    static let all = [
        ScenePreset(name: "seed", summary: "BannerHoverView as in the seed article: no stretch, no snap",
                    values: [
                        .init("height", "280", source: "seed 004: a 280 pt banner, the list's top inset"),
                        .init("hoverHeight", "65", source: "seed 004: hovers when 65 pt remain"),
                        .init("stretch", "false", source: "seed 004: the banner does not stretch"),
                        .init("snap", "false", source: "seed 004: no snapping"),
                    ] + ScenePreset.uikitPhysics()),
        ScenePreset(name: "sliverappbar", summary: "Flutter's pinned SliverAppBar (API sample: expandedHeight 150)",
                    values: [
                        .init("height", "197", source: "SliverAppBar maxExtent: expandedHeight 150 (API sample) + 47 status bar"),
                        .init("hoverHeight", "103", source: "SliverAppBar minExtent: kToolbarHeight 56 + 47 status bar"),
                        .init("stretch", "false", source: "SliverAppBar.stretch defaults to false"),
                        .init("snap", "false", source: "SliverAppBar.snap defaults to false (and needs floating)"),
                        .init("deceleration", "normal", source: "BouncingScrollPhysics: friction drag 0.135 per second ≈ 0.998 per ms"),
                    ]),
    ]
}
