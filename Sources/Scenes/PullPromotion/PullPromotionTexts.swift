import Components
import Foundation

/// The scene's words in Chinese (the default, as in Ele.me and Taobao) or English.
struct PullPromotionTexts {
    let isChinese: Bool
    /// Whose words the refresh header's hints are.
    let hints: PullHintStyle

    init(language: String, hints: PullHintStyle = .seed) {
        isChinese = language != "en"
        self.hints = hints
    }

    /// The hint for a state: the hint style's idle / past the threshold / refreshing words, the seed's
    /// 双11会场 past the promotion threshold; none while the promotion shows.
    func hint(for state: PullPromotionState) -> String {
        if let hint = hints.hint(for: state, chinese: isChinese) { return hint }
        return state == .promotionTriggered ? (isChinese ? "双11会场" : "Release for the Double 11 sale") : ""
    }

    /// "Last updated" at a clock time (MJRefresh's 最后更新：今天 09:41).
    func lastUpdated(hour: Int, minute: Int) -> String {
        isChinese ? String(format: "最后更新：今天 %02d:%02d", hour, minute)
                  : String(format: "Last updated: Today %d:%02d", hour, minute)
    }

    /// The toast after a refresh.
    func updated(count: Int) -> String {
        isChinese ? "为你更新了 \(count) 家商户" : "\(count) new places for you"
    }

    var address: String { isChinese ? "望京SOHO T1" : "Wangjing SOHO T1" }
    var searchPlaceholder: String { isChinese ? "搜索商家、美食" : "Search restaurants and dishes" }
    var searchButton: String { isChinese ? "搜索" : "Search" }
    var sectionTitle: String { isChinese ? "推荐商家" : "Recommended" }
    var swipeUpToGoBack: String { isChinese ? "上滑回到首页" : "Swipe up to go back" }

    // MARK: The promotion

    /// The gold title above "11.11", an image under `Assets/Images/`.
    var headlineImagePath: String { isChinese ? "Images/double11-headline-zh.png" : "Images/double11-headline-en.png" }
    var festival: String { isChinese ? "全球狂欢节 · 外卖美食节" : "Global Shopping Festival · Food Week" }
    var saleDates: String { isChinese ? "11月1日 – 11月11日  全场满200减30" : "Nov 1 – Nov 11 · ¥30 off every ¥200" }
    /// The coupons: amount in yuan and the condition under it.
    var coupons: [(amount: Int, condition: String)] {
        isChinese ? [(30, "满200元可用 · 全品类"), (11, "满50元可用 · 美食外卖"), (5, "无门槛 · 奶茶甜品")]
                  : [(30, "Over ¥200 · Everything"), (11, "Over ¥50 · Food delivery"), (5, "No minimum · Tea & desserts")]
    }
    var claimCoupon: String { isChinese ? "立即领取" : "Claim" }
    var enterSale: String { isChinese ? "立即进入会场 ›" : "Shop the sale ›" }
    var saleTagline: String { isChinese ? "好物低至五折 · 红包天天领" : "Up to 50% off · Red packets every day" }

    /// The category grid under the bar: title and tint.
    var categories: [String] {
        isChinese ? ["美食外卖", "超市便利", "水果买菜", "甜品饮品", "看病买药", "下午茶", "跑腿代购", "鲜花绿植", "早餐", "全部分类"]
                  : ["Food", "Grocery", "Fruit", "Desserts", "Pharmacy", "Tea time", "Errands", "Flowers", "Breakfast", "All"]
    }

    /// Minutes, distance and fees of a shop's info line.
    func delivery(minutes: Int, distance: Double) -> String {
        isChinese ? String(format: "%d分钟  %.1fkm", minutes, distance) : String(format: "%d min  %.1f km", minutes, distance)
    }

    /// Sales a month: 月售5000+, or in English thousands as "5k+" (as English shop listings count them).
    func monthlySales(_ count: Int) -> String {
        if isChinese { return "月售\(count)+" }
        return count >= 1000 ? "\(count / 1000)k+ sold/mo" : "\(count)+ sold/mo"
    }

    func fees(minimum: Int, delivery: Int) -> String {
        isChinese ? "起送¥\(minimum)  配送约¥\(delivery)" : "Min ¥\(minimum) · Delivery ¥\(delivery)"
    }

    func discount(over: Int, off: Int) -> String {
        isChinese ? "满\(over)减\(off)" : "¥\(off) off ¥\(over)"
    }

    var newCustomer: String { isChinese ? "新客立减" : "New user deal" }
}
