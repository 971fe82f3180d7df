import Foundation
import LabBasics

/// The bench's output: a readable table, and the one-line JSON object (`--json`).
public struct BenchReport {
    public let size: BenchSize
    public var width: Int { size.pixelWidth }
    public var height: Int { size.pixelHeight }
    /// Seconds.
    public let floor: Double
    public let scenes: [SceneBenchmark.Result]
    /// The frames were drawn whole (`--full-redraw`), not only their changed rows.
    public let fullRedraw: Bool

    public init(size: BenchSize, floor: Double, scenes: [SceneBenchmark.Result], fullRedraw: Bool = false) {
        self.size = size
        self.floor = floor
        self.scenes = scenes
        self.fullRedraw = fullRedraw
    }

    /// Milliseconds with three decimals.
    public static func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }

    /// `{"width":780,"height":1688,"scale":2,"floor_ms":F,"scenes":{"list":{"p50_ms":A,"p99_ms":B,"sdl_p50_ms":C,"frames":N},...}}`
    /// (`sdl_p50_ms` is left out when SDL was not measured).
    public var json: String {
        let scenesJSON = scenes.map { result in
            var fields = ["\"p50_ms\":\(Self.ms(result.frame.p50))", "\"p99_ms\":\(Self.ms(result.frame.p99))"]
            if let sdl = result.sdl { fields.append("\"sdl_p50_ms\":\(Self.ms(sdl.p50))") }
            fields.append("\"frames\":\(result.frame.count)")
            return "\"\(result.name)\":{\(fields.joined(separator: ","))}"
        }.joined(separator: ",")
        return "{\"width\":\(width),\"height\":\(height),\"scale\":\(ReadableNumber.text(size.scale)),\"floor_ms\":\(Self.ms(floor)),\"scenes\":{\(scenesJSON)}}"
    }

    /// The table: per scene p50 and p99 of the frame, the raster part, SDL's p50, and the ratios of
    /// the p50 to the floor and to SDL (below 1: faster than SDL).
    public var table: [String] {
        var lines = ["ScrollLab bench: \(size.label) (\(size.device.name)), \(width) x \(height) px, floor (one buffer fill) \(Self.ms(floor)) ms",
                     "frame = advance + layout + display list + raster; raster and SDL draw the same display lists",
                     fullRedraw ? "raster draws every row of every frame (--full-redraw)"
                                : "raster draws the rows that changed since the frame before, as the window does",
                     Self.row("scene", "p50 ms", "p99 ms", "raster p50", "SDL p50", "p50/floor", "p50/SDL", "frames")]
        for result in scenes {
            let sdl = result.sdl.map { Self.ms($0.p50) } ?? "-"
            let versusSDL = result.sdl.map { $0.p50 > 0 ? String(format: "%.2f", result.frame.p50 / $0.p50) : "-" } ?? "-"
            let versusFloor = floor > 0 ? String(format: "%.1f", result.frame.p50 / floor) : "-"
            lines.append(Self.row(result.name, Self.ms(result.frame.p50), Self.ms(result.frame.p99),
                                  Self.ms(result.raster.p50), sdl, versusFloor, versusSDL, String(result.frame.count)))
        }
        return lines
    }

    public static func row(_ name: String, _ columns: String...) -> String {
        let widths = [8, 8, 11, 9, 10, 8, 7, 14]
        var line = name.count >= 16 ? name + " " : name + String(repeating: " ", count: 16 - name.count)
        for (column, width) in zip(columns, widths) {
            line += " " + (column.count >= width ? column : String(repeating: " ", count: width - column.count) + column)
        }
        return line
    }
}
