/// The pull promotion's presets, each value checked against the source it names.
enum PullPromotionPresets {
    static let all = [
        ScenePreset(name: "seed", summary: "the Ele.me pull with its second floor, as in the seed article",
                    values: [
                        .init("refreshThreshold", "70", source: "seed 001: refreshTriggered past 70 pt, refreshing inset 70"),
                        .init("promotionThreshold", "100", source: "seed 001: promotionTriggered past 100 pt"),
                        .init("refreshDuration", "2", source: "seed 001: asyncAfter(.now() + 2) ends the demo refresh"),
                        .init("settleDuration", "0.2", source: "seed 001: setScrollViewForRefreshing animates for 0.2 s"),
                        .init("endDuration", "0.2", source: "seed 001: resetScrollView animates for 0.2 s"),
                        .init("hints", "seed", source: "seed 001's RefreshControl: 下拉可刷新 / 释放可刷新 / 正在刷新"),
                        .init("language", "zh", source: "seed 001: its hints and 双11会场 are Chinese"),
                    ] + ScenePreset.uikitPhysics()),
        // MJRefresh (CoderMJLee/MJRefresh): MJRefresh/Comment/MJRefreshConst.m holds the header's height
        // and both durations; MJRefresh/Base/MJRefreshHeader.m animates the move into refreshing with
        // the fast one (headerRefreshingAction) and the move back with the slow one (headerEndingAction);
        // the texts are MJRefresh.bundle/zh-Hans.lproj/Localizable.strings'.
        ScenePreset(name: "mjrefresh", summary: "MJRefresh's normal header (MJRefreshNormalHeader)",
                    values: [
                        .init("refreshThreshold", "54", source: "MJRefreshConst.m: MJRefreshHeaderHeight = 54.0, the pull past "
                              + "which a release refreshes and the inset while refreshing (MJRefreshHeader.m)"),
                        .init("refreshDuration", "2", source: "MJRefresh's example (MJTableViewController.m): MJDuration = 2.0 s "
                              + "before endRefreshing"),
                        .init("settleDuration", "0.25", source: "MJRefreshConst.m: MJRefreshFastAnimationDuration = 0.25, "
                              + "the move into refreshing (MJRefreshHeader.m, headerRefreshingAction)"),
                        .init("endDuration", "0.4", source: "MJRefreshConst.m: MJRefreshSlowAnimationDuration = 0.4, "
                              + "the move back at the end (MJRefreshHeader.m, headerEndingAction)"),
                        .init("hints", "mjrefresh", source: "MJRefresh.bundle/zh-Hans.lproj/Localizable.strings: "
                              + "下拉可以刷新 / 松开立即刷新 / 正在刷新数据中..."),
                        .init("language", "zh", source: "MJRefresh's zh-Hans texts (the words above)"),
                    ] + ScenePreset.uikitPhysics()),
    ]
}
