import Devices
import Graphics

/// The hover banner's presets. Heights that hang under the status bar follow the device's safe area;
/// the sources give them on an iPhone 14 (safe area top 47).
enum HoverBannerPresets {
    /// The seed's bar below its phones' 20 pt status bar: its 65 pt hover height less the status bar.
    static let seedBarHeight = 45.0
    /// Flutter's `kToolbarHeight`, and the API sample's `expandedHeight`, points.
    static let toolbarHeight = 56.0
    static let sliverExpandedHeight = 150.0

    private static func below(_ inset: Double) -> @Sendable (Size, DeviceProfile) -> String {
        { _, device in PhysicsOptions.format(device.safeAreaInsets.top + inset) }
    }

    static let all = [
        ScenePreset(name: "seed", summary: "BannerHoverView as in the seed article: no stretch, no snap",
                    values: [
                        .init("height", "280", source: "seed 004: a 280 pt banner, the list's top inset"),
                        .init("hoverHeight", source: "seed 004: hovers when 65 pt remain, its phones' 20 pt status bar and a 45 pt bar "
                              + "(the safe area's top + 45: 92 on an iPhone 14)", forScreen: below(seedBarHeight)),
                        .init("stretch", "false", source: "seed 004: the banner does not stretch"),
                        .init("snap", "false", source: "seed 004: no snapping"),
                        .init("section", "scrolls", source: "BannerHoverView's demo (source/demo.gif): a grouped table whose "
                              + "35 pt grey first header sits under the banner and, once the bar hovers, slides under it"),
                    ] + ScenePreset.uikitPhysics()),
        ScenePreset(name: "sliverappbar", summary: "Flutter's pinned SliverAppBar (API sample: expandedHeight 150)",
                    values: [
                        .init("height", source: "SliverAppBar maxExtent: expandedHeight 150 (API sample) + the safe area's top (47: 197)",
                              forScreen: below(sliverExpandedHeight)),
                        .init("hoverHeight", source: "SliverAppBar minExtent: kToolbarHeight 56 + the safe area's top (47: 103)",
                              forScreen: below(toolbarHeight)),
                        .init("stretch", "false", source: "SliverAppBar.stretch defaults to false"),
                        .init("snap", "false", source: "SliverAppBar.snap defaults to false (and needs floating)"),
                        .init("deceleration", "normal", source: "BouncingScrollPhysics: friction drag 0.135 per second ≈ 0.998 per ms"),
                    ]),
    ]
}
