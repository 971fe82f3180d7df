import Graphics

/// The font files the text engine uses: Inter for Latin text, a Noto Sans CJK SC subset for text
/// with Chinese characters. All live in `Assets/Fonts/` (see `Assets/README.md`).
enum FontFace: Int, CaseIterable, Hashable, Sendable {
    case interRegular, interMedium, interSemibold, interBold
    case notoRegular, notoBold

    /// The file, relative to the assets folder.
    var relativePath: String {
        switch self {
        case .interRegular: return "Fonts/Inter-Regular.otf"
        case .interMedium: return "Fonts/Inter-Medium.otf"
        case .interSemibold: return "Fonts/Inter-SemiBold.otf"
        case .interBold: return "Fonts/Inter-Bold.otf"
        case .notoRegular: return "Fonts/NotoSansSC-Regular-Subset.otf"
        case .notoBold: return "Fonts/NotoSansSC-Bold-Subset.otf"
        }
    }

    /// The Latin face of a weight.
    static func latin(_ weight: Font.Weight) -> FontFace {
        switch weight {
        case .regular: return .interRegular
        case .medium: return .interMedium
        case .semibold: return .interSemibold
        case .bold: return .interBold
        }
    }

    /// The CJK face of a weight: the subset ships regular and bold only, so medium maps to regular
    /// and semibold to bold (the nearer of the two).
    static func cjk(_ weight: Font.Weight) -> FontFace {
        switch weight {
        case .regular, .medium: return .notoRegular
        case .semibold, .bold: return .notoBold
        }
    }

    /// The first scalar of the CJK blocks (CJK Radicals Supplement); everything from here on, the
    /// full-width forms included, is drawn with the CJK face.
    static let firstCJKScalar: UInt32 = 0x2E80

    /// True when the text holds any scalar at or above `firstCJKScalar`.
    static func needsCJK(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0.value >= firstCJKScalar }
    }
}
