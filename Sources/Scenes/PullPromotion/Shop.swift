import Foundation
import Graphics

/// One shop of the feed, generated from its identifier so every row of any length of list can be
/// built on demand and a shop always looks the same. New shops from a refresh get negative ids.
struct Shop {
    /// What the thumbnail shows.
    enum Dish: CaseIterable {
        case noodles, hotPot, bubbleTea, burger, pizza, sushi, dumplings, salad, cake, friedChicken, riceBowl, coffee, fruit
    }

    let name: String
    let dish: Dish
    let rating: Double
    let monthlySales: Int
    let minutes: Int
    let distance: Double
    let minimumOrder: Int
    let deliveryFee: Int
    let discount: (over: Int, off: Int)
    let hasNewCustomerDeal: Bool

    /// Kitchens: Chinese name, English name, dish.
    private static let kitchens: [(String, String, Dish)] = [
        ("老王牛肉面", "Lao Wang Beef Noodles", .noodles), ("川味小馆", "Sichuan Kitchen", .hotPot),
        ("茶语时光", "Tea Time", .bubbleTea), ("汉堡工坊", "Burger Works", .burger),
        ("意式披萨屋", "Napoli Pizza House", .pizza), ("东京寿司", "Tokyo Sushi Bar", .sushi),
        ("南京汤包", "Nanjing Soup Dumplings", .dumplings), ("轻食沙拉", "Green Bowl Salads", .salad),
        ("重庆火锅", "Chongqing Hot Pot", .hotPot), ("甜心蛋糕", "Sweetheart Cakes", .cake),
        ("韩式炸鸡", "Seoul Fried Chicken", .friedChicken), ("广式早茶", "Canton Dim Sum", .dumplings),
        ("家常小炒", "Home-style Wok", .riceBowl), ("咖啡研究所", "Coffee Lab", .coffee),
        ("鲜果时间", "Fresh Fruit Bar", .fruit), ("云南米线", "Yunnan Rice Noodles", .noodles),
        ("烤肉拌饭", "BBQ Rice Bowl", .riceBowl), ("手工水饺", "Handmade Dumplings", .dumplings),
    ]
    /// Branches: Chinese, English.
    private static let branches: [(String, String)] = [
        ("望京店", "Wangjing"), ("三里屯店", "Sanlitun"), ("国贸店", "Guomao"), ("中关村店", "Zhongguancun"),
        ("五道口店", "Wudaokou"), ("西单店", "Xidan"), ("双井店", "Shuangjing"),
    ]

    init(id: Int, chinese: Bool) {
        // A small integer hash so neighbouring ids look unrelated.
        var h = UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        func pick(_ count: Int) -> Int {
            h = h &* 0xBF58_476D_1CE4_E5B9 &+ 0x94D0_49BB_1331_11EB
            return Int((h >> 33) % UInt64(count))
        }
        let kitchen = Shop.kitchens[pick(Shop.kitchens.count)]
        let branch = Shop.branches[pick(Shop.branches.count)]
        name = chinese ? "\(kitchen.0)（\(branch.0)）" : "\(kitchen.1) (\(branch.1))"
        dish = kitchen.2
        rating = 4.3 + Double(pick(7)) / 10
        monthlySales = [300, 800, 1000, 2000, 3000, 5000, 9999][pick(7)]
        minutes = 20 + 5 * pick(7)
        distance = 0.3 + Double(pick(30)) / 10
        minimumOrder = [15, 20, 25, 30][pick(4)]
        deliveryFee = 1 + pick(5)
        discount = [(25, 5), (30, 8), (40, 12), (50, 15), (99, 30)][pick(5)]
        hasNewCustomerDeal = pick(3) == 0
    }
}
