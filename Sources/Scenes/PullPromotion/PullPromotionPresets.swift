/// The pull promotion's presets.
enum PullPromotionPresets {
    static let all = [
        ScenePreset(name: "seed", summary: "the Ele.me pull with its second floor, as in the seed article",
                    values: [
                        .init("refreshThreshold", "70", source: "seed 001: refreshTriggered past 70 pt, refreshing inset 70"),
                        .init("promotionThreshold", "100", source: "seed 001: promotionTriggered past 100 pt"),
                        .init("refreshDuration", "2", source: "seed 001: asyncAfter(.now() + 2) ends the demo refresh"),
                        .init("language", "zh", source: "seed 001: 下拉可刷新 / 释放可刷新 / 正在刷新 / 双11会场"),
                    ] + ScenePreset.uikitPhysics()),
        ScenePreset(name: "mjrefresh", summary: "MJRefresh's normal header (MJRefreshNormalHeader)",
                    values: [
                        .init("refreshThreshold", "54", source: "MJRefresh: MJRefreshHeaderHeight = 54.0, the pull that "
                              + "triggers and the inset while refreshing"),
                        .init("refreshDuration", "2", source: "MJRefresh examples: MJDuration 2.0 s of simulated loading"),
                        .init("language", "zh", source: "MJRefresh's built-in texts: 下拉可以刷新 / 松开立即刷新 / 正在刷新数据中..."),
                    ] + ScenePreset.uikitPhysics()),
    ]
}
