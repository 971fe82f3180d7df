import Devices
import Foundation
import Scenes

/// The tuned values as Swift a developer pastes into an iOS target (Shift+C on the tuning panel):
/// the scene's heights, thresholds and times as named constants, and what UIKit and SwiftUI have an
/// API for: `UIScrollView.decelerationRate` and `bounces`, the snapping spring as
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` (the same spring as response
/// and damping ratio) and SwiftUI's `.spring(response:dampingFraction:)`, and the sheet's detents in
/// the layout of the library whose release rule `snap` follows: a `FloatingPanelLayout` (`projected`,
/// FloatingPanel's projection), a Pulley drawer (`pulley`, `nearest`: its snap modes) or SwiftUI's
/// `presentationDetents` (`seed`). The rubber band and the edge bounce have no API: comments say so.
public enum SwiftHandoff {
    /// The code for `sceneName` with `options` at `values` (every option's value as the panel shows
    /// it), tuned on `device`; `build` names the build (`scroll-lab --version`).
    public static func code(sceneName: String, options: [SceneOption], values: [String: String], device: DeviceProfile,
                            build: String) -> String {
        let type = typeName(sceneName)
        let own = options.filter { !PhysicsOptions.names.contains($0.name) && !physicsNames.contains($0.name) }
        var lines = ["// Tuned in ScrollLab: \(sceneName) on the \(device.name) (\(number(device.size.width)) x \(number(device.size.height)) pt),",
                     "// \(build). Points and seconds.",
                     "import UIKit", "import SwiftUI"]
        let layout = sceneName == "bottom-sheet" ? SheetLayout(values["snap"] ?? "projected") : nil
        if let layout { lines.append(layout.importLine) }
        lines += ["", "enum \(type) {"]
        for option in own { lines += constant(option, value: values[option.name]) }
        if sceneName == "bottom-sheet" {
            lines += ["    /// The height of the screen the detents were tuned on.",
                      "    static let screenHeight: CGFloat = \(number(device.size.height))"]
        }
        lines += physics(values)
        lines.append("}")
        if let layout { lines += [""] + layout.code(type: type, values: values, device: device) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The options `physics(_:)` writes (with the physics' own).
    static let physicsNames: Set = ["deceleration", "bounces", "flingDampingRatio"]

    /// `bottom-sheet` → `BottomSheetTuning`.
    static func typeName(_ sceneName: String) -> String {
        sceneName.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Tuning"
    }

    /// A scene option as a named constant: numbers in their unit's type, booleans as `Bool`; a word
    /// (a rule such as `snap=projected`) as a comment, as no API takes it.
    private static func constant(_ option: SceneOption, value: String?) -> [String] {
        guard let value else { return [] }
        let help = "    /// \(option.help.prefix(1).uppercased() + option.help.dropFirst())."
        switch option.kind {
        case .number, .numberOrWord:
            guard let number = Double(value) else { return ["    // \(option.name): \(value) (\(option.help))"] }
            let type = option.unit == .seconds ? "TimeInterval" : "CGFloat"
            return [help, "    static let \(option.name): \(type) = \(self.number(number))"]
        case .boolean:
            return [help, "    static let \(option.name) = \(value)"]
        case .choice, .integer:
            return ["    // \(option.name): \(value) (\(option.help))"]
        }
    }

    /// The scroll physics: deceleration, bounces and the snapping spring have APIs; the rubber band
    /// and the edge bounce do not.
    private static func physics(_ values: [String: String]) -> [String] {
        var lines: [String] = []
        if let deceleration = values["deceleration"] {
            let rate = PhysicsOptions.namedDecelerationFactors[deceleration] != nil ? ".\(deceleration)"
                : "UIScrollView.DecelerationRate(rawValue: \(deceleration))"
            lines += ["    /// `scrollView.decelerationRate` (velocity kept per millisecond).",
                      "    static let decelerationRate: UIScrollView.DecelerationRate = \(rate)"]
        }
        if let bounces = values["bounces"] {
            lines += ["    /// `scrollView.bounces`.", "    static let bounces = \(bounces)"]
        }
        if let response = values["snapResponse"].flatMap(Double.init), let ratio = values["snapDampingRatio"].flatMap(Double.init) {
            let spring = spring(response: response, dampingRatio: ratio)
            lines += ["    /// Snaps and settles: a spring of response \(number(response)) s and damping ratio \(number(ratio)),",
                      "    /// for a `UIViewPropertyAnimator(duration:timingParameters:)` (its duration is the spring's own).",
                      "    static let snapSpring = UISpringTimingParameters(mass: 1, stiffness: \(spring.stiffness), damping: \(spring.damping),",
                      "                                                     initialVelocity: CGVector(dx: 0, dy: 0))",
                      "    /// The same spring in SwiftUI.",
                      "    static let snapAnimation = Animation.spring(response: \(number(response)), dampingFraction: \(number(ratio)))"]
        }
        if let fling = values["flingDampingRatio"].flatMap(Double.init) {
            lines += ["    /// The snap after a fling over 300 pt/s: damping ratio \(number(fling)).",
                      "    static let flingSpring = UISpringTimingParameters(dampingRatio: \(number(fling)))"]
        }
        let rubberBand = values["rubberBand"] ?? "0.55"
        let bounce = (values["bounceResponse"] ?? "0.33", values["bounceDampingRatio"] ?? "1.32")
        lines += ["    // No API: UIScrollView's rubber band (tuned: coefficient \(rubberBand); UIKit's is 0.55) and its edge",
                  "    // bounce (tuned: response \(bounce.0) s, damping ratio \(bounce.1)) are built in; neither UIScrollView",
                  "    // nor a SwiftUI ScrollView can set them."]
        return lines
    }

    /// A spring of `response` seconds and `dampingRatio` as mass 1, stiffness (2π / response)² and
    /// damping 4π · ratio / response, rounded to 4 decimals.
    static func spring(response: Double, dampingRatio: Double) -> (stiffness: String, damping: String) {
        let stiffness = pow(2 * Double.pi / response, 2), damping = 4 * Double.pi * dampingRatio / response
        return (number(stiffness, decimals: 4), number(damping, decimals: 4))
    }

    /// `value` without trailing zeros, at most `decimals` decimals.
    static func number(_ value: Double, decimals: Int = 4) -> String {
        var text = String(format: "%.\(decimals)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
