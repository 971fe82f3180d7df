import Devices
import Graphics
import LabBasics

/// The scenes in the order of `scroll-lab scenes` and of the number keys in the window.
public enum SceneCatalog {
    /// The phone viewport the scenes are laid out for, points (the iPhone 14, `DeviceCatalog.standard`):
    /// the window's first size and the viewport of a replay, soak or bench unless asked otherwise.
    public static let defaultViewport = DeviceCatalog.standard.size

    public static var all: [any Scene.Type] { [ListScene.self, ExpandableBarScene.self, PullPromotionScene.self, HoverBannerScene.self, BottomSheetScene.self] }

    public static var names: [String] { all.map { $0.name } }

    /// The scene called `name`, or a usage error that lists the scenes.
    public static func scene(named name: String) throws -> any Scene.Type {
        guard let scene = all.first(where: { $0.name == name }) else {
            throw AppError.usage("unknown scene '\(name)' (scenes: \(names.joined(separator: ", ")))")
        }
        return scene
    }

    /// The device called `name` (`DeviceCatalog.profile(named:)`), or a usage error that lists the devices.
    public static func device(named name: String) throws -> DeviceProfile {
        guard let device = DeviceCatalog.profile(named: name) else {
            throw AppError.usage("unknown device '\(name)' (devices: "
                                 + DeviceCatalog.identifiers.joined(separator: ", ") + ")")
        }
        return device
    }

    /// The preset `name` of `scene`, or a usage error that lists the scene's presets.
    public static func preset(named name: String, of scene: any Scene.Type) throws -> ScenePreset {
        guard let preset = scene.presets.first(where: { $0.name == name }) else {
            throw AppError.usage("unknown preset '\(name)' for scene '\(scene.name)' (presets: "
                                 + scene.presets.map(\.name).joined(separator: ", ") + ")")
        }
        return preset
    }
}
