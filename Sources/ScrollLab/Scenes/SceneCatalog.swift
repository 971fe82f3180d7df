/// The scenes in the order of `scroll-lab scenes` and of the number keys in the window.
enum SceneCatalog {
    static var all: [any Scene.Type] { [ListScene.self, ExpandableBarScene.self, PullPromotionScene.self, HoverBannerScene.self, BottomSheetScene.self] }

    static var names: [String] { all.map { $0.name } }

    /// The scene called `name`, or a usage error that lists the scenes.
    static func scene(named name: String) throws -> any Scene.Type {
        guard let scene = all.first(where: { $0.name == name }) else {
            throw AppError.usage("unknown scene '\(name)' (scenes: \(names.joined(separator: ", ")))")
        }
        return scene
    }
}
