import ArgumentParser
import Foundation
import Devices
import LabBasics
import Scenes

/// `scroll-lab devices`: the device profiles `--device` takes, one per line with their geometry.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device profiles.")

    func run() throws {
        let output = LineWriter()
        for line in DevicesCommand.table() { try output.write(line) }
        try output.close()
    }

    /// A header and one row per device, in columns.
    static func table() -> [String] {
        let header = ["device", "name", "points", "scale", "status bar", "safe area top/bottom", "corner radius",
                      "sensor housing", "home indicator", "refresh"]
        let rows = DeviceCatalog.all.map { device -> [String] in
            let text = ReadableNumber.text
            let housing: String
            switch device.sensorHousing {
            case .none: housing = "none"
            case .notch(let width, let height, _): housing = "notch \(text(width)) x \(text(height))"
            case .dynamicIsland(let width, let height, let top): housing = "island \(text(width)) x \(text(height)) at \(text(top))"
            }
            let indicator = device.homeIndicator.map { "\(text($0.width)) x \(text($0.height)), \(text($0.bottomGap)) up" } ?? "none"
            return [device.identifier, device.name, "\(text(device.size.width)) x \(text(device.size.height))",
                    "@\(text(device.scale))", text(device.statusBarHeight),
                    "\(text(device.safeAreaInsets.top)) / \(text(device.safeAreaInsets.bottom))",
                    text(device.screenCornerRadius), housing, indicator, "\(text(device.refreshRate)) Hz"]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
    }
}
