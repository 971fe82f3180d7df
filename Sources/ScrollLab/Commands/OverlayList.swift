import ArgumentParser
import LabDrawing

/// An overlay `replay --overlays` draws into frames, contact sheets and videos.
enum OverlayName: String, CaseIterable, ExpressibleByArgument {
    case touches, guides, hud

    var kind: FrameOverlays.Kinds {
        switch self {
        case .touches: return .touches
        case .guides: return .guides
        case .hud: return .hud
        }
    }
}

/// One `--overlays` value: overlay names separated by commas (`touches,hud`); the option may also
/// repeat (`--overlays touches --overlays hud`). An unknown name is kept so that validation says
/// which (`FrameOverlays.Kinds(list:)`'s message).
struct OverlayList: ExpressibleByArgument {
    let text: String
    /// The names, or nil when one of them is not an overlay.
    let names: [OverlayName]?

    init(argument: String) {
        text = argument
        let names = argument.split(separator: ",", omittingEmptySubsequences: false).map { OverlayName(rawValue: String($0)) }
        self.names = names.contains(nil) ? nil : names.compactMap { $0 }
    }

    static var allValueStrings: [String] { OverlayName.allCases.map(\.rawValue) }

    /// The overlays of every value, or a usage error naming the first unknown one.
    static func kinds(_ lists: [OverlayList]) throws -> FrameOverlays.Kinds {
        var kinds: FrameOverlays.Kinds = []
        for list in lists {
            guard let names = list.names else { return try FrameOverlays.Kinds(list: list.text) }   // throws, naming it
            for name in names { kinds.insert(name.kind) }
        }
        return kinds
    }
}
