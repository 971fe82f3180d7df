import Foundation

/// Numbers for people to read: guide labels, the HUD, plot axes, a recording's header. (State lines
/// use `StateLine.format`, with four decimals.)
public enum ReadableNumber {
    /// A short readable number: integers plainly, others with up to two decimals, no trailing zeros.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        if abs(value - value.rounded()) < 1e-9 && abs(value) < 1e9 { return String(Int(value.rounded())) }
        let magnitude = abs(value)
        var text = String(format: magnitude >= 100 ? "%.0f" : magnitude >= 10 ? "%.1f" : "%.2f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
