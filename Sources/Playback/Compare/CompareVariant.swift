import Devices
import Graphics
import LabBasics
import LabDrawing
import Scenes

/// One variant of `replay --compare SETS`: a letter (A to D), the options as typed, and the options
/// its scene gets: the base options (header, `--preset`, `--set`), then its `preset=NAME`'s, then
/// its own `NAME=VALUE`s, each overriding what comes before (README "Compare").
public struct CompareVariant {
    /// How many variants a compare takes.
    public static let countRange = 2...4
    /// The variants' names, in the order of `--compare`.
    static let letters = ["A", "B", "C", "D"]
    /// Each variant's colour in captions and plots (iOS system blue, orange, green, purple).
    static let colors = [Color(hex: 0x007AFF), Color(hex: 0xFF9500), Color(hex: 0x34C759), Color(hex: 0xAF52DE)]
    /// The key of a SETS item that names a preset instead of an option.
    static let presetKey = "preset"

    public let letter: String
    /// What the caption shows: the items as typed, comma-separated, or what an empty SETS means.
    public let label: String
    /// The scene's options, in the order they apply.
    public let assignments: [String]
    public let color: Color

    /// The letter, caption and colour the plots and the HUD show.
    public var caption: VariantCaption { VariantCaption(letter: letter, label: label, color: color) }

    /// Parses every `--compare SETS` for `sceneType` over the `base` options; a usage error names the
    /// variant (`--compare B 'snap=sideways': ...`).
    /// A preset's values that follow the screen are worked out for `viewport` on `device`.
    public static func parse(_ sets: [String], base: [String], sceneType: any Scene.Type,
                             viewport: Size = SceneCatalog.defaultViewport,
                             device: DeviceProfile = DeviceCatalog.standard) throws -> [CompareVariant] {
        guard countRange.contains(sets.count) else {
            throw AppError.usage("--compare takes \(countRange.lowerBound) to \(countRange.upperBound) variants, one per "
                                 + "--compare, not \(sets.count)")
        }
        return try sets.enumerated().map { index, text in
            try CompareVariant(sets: text, index: index, base: base, sceneType: sceneType, viewport: viewport, device: device)
        }
    }

    /// A pane that is not a replay of options (`measure --video`'s recording and its replay): the
    /// `index`th letter and colour, and `label` as its caption.
    public init(index: Int, label: String) {
        letter = CompareVariant.letters[index]
        color = CompareVariant.colors[index]
        self.label = label
        assignments = []
    }

    public init(sets: String, index: Int, base: [String], sceneType: any Scene.Type, viewport: Size, device: DeviceProfile) throws {
        letter = CompareVariant.letters[index]
        color = CompareVariant.colors[index]
        let items = sets.split { $0 == "," || $0.isWhitespace }.map(String.init)
        label = items.isEmpty ? (base.isEmpty ? "defaults" : "base options") : items.joined(separator: ", ")
        var preset: [String] = []
        var own: [String] = []
        do {
            for item in items {
                guard let assignment = OptionAssignment(item), !assignment.name.isEmpty else {
                    throw AppError.usage("'\(item)' is not NAME=VALUE or \(CompareVariant.presetKey)=NAME")
                }
                if assignment.name == CompareVariant.presetKey {
                    preset = try SceneCatalog.preset(named: assignment.value, of: sceneType)
                        .assignments(for: viewport, device: device)
                } else {
                    own.append(item)
                }
            }
            assignments = base + preset + own
            _ = try SceneSettings(options: sceneType.options, assignments: assignments, sceneName: sceneType.name, device: device)
        } catch let error as AppError {
            throw error.inVariant(letter, sets: sets)
        }
    }
}

extension AppError {
    /// The same error, its message naming the compare variant it came from.
    func inVariant(_ letter: String, sets: String) -> AppError {
        let message = "--compare \(letter) '\(sets)': \(self.message)"
        return kind == .usage ? .usage(message) : .runtime(message)
    }
}
