import Components

/// Whose words the refresh header shows for idle, past the threshold and refreshing (the `hints`
/// option). The promotion's hint (双11会场) is the scene's own in both.
enum PullHintStyle: String, CaseIterable, Sendable {
    /// The seed's `RefreshControl`: 下拉可刷新 / 释放可刷新 / 正在刷新 (seed 001's `refreshHint`,
    /// `releaseHint`, `refreshingHint`); English ours.
    case seed
    /// MJRefresh's header texts: `MJRefreshHeaderIdleText`, `MJRefreshHeaderPullingText`,
    /// `MJRefreshHeaderRefreshingText` in `MJRefresh.bundle/zh-Hans.lproj/Localizable.strings`
    /// (下拉可以刷新 / 松开立即刷新 / 正在刷新数据中...); in English the words its example sets on the
    /// same header (`MJRefreshExample/Classes/Second/MJTableViewController.m`, `example05`).
    case mjrefresh

    /// The hint in `state` (nil for the promotion's states, which the scene words itself).
    func hint(for state: PullPromotionState, chinese: Bool) -> String? {
        switch (self, state) {
        case (.seed, .stopped): return chinese ? "下拉可刷新" : "Pull to refresh"
        case (.seed, .refreshTriggered): return chinese ? "释放可刷新" : "Release to refresh"
        case (.seed, .refreshing): return chinese ? "正在刷新" : "Refreshing..."
        case (.mjrefresh, .stopped): return chinese ? "下拉可以刷新" : "Pull down to refresh"
        case (.mjrefresh, .refreshTriggered): return chinese ? "松开立即刷新" : "Release to refresh"
        case (.mjrefresh, .refreshing): return chinese ? "正在刷新数据中..." : "Loading ..."
        case (_, .promotionTriggered), (_, .promotionShowing), (_, .promotionClosing): return nil
        }
    }
}
