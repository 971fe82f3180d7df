import ScrollUI

/// Every key of the window, once: the QA tools' keys, the scenes' own keys, 1 … 9 and quitting. It
/// drives the dispatch (`QAController.handleKey`, the window's scene switch and quit), draws the help
/// card (`HelpCardLayout`) and writes `docs/reference/keys.md` (`KeyReference`).
public enum KeyTable {
    public static let bindings: [KeyBinding] = inspect + capture + scroll + window

    private static let inspect: [KeyBinding] = [
        KeyBinding("H", [KeyTrigger("h")], .toggleHUD, "HUD: frame graph, state, live plot", .inspect),
        KeyBinding("G", [KeyTrigger("g")], .toggleGuides, "guides: thresholds, detents, insets", .inspect),
        KeyBinding("K", [KeyTrigger("k")], .toggleTouches, "show touches", .inspect),
        KeyBinding("T", [KeyTrigger("t")], .toggleSlowMotion, "slow motion (animations × 0.1)", .inspect),
        KeyBinding("P", [KeyTrigger("p")], .togglePause, "pause animations; shows the timeline", .inspect),
        KeyBinding("← →", [KeyTrigger("left"), KeyTrigger("right")], .stepTimeline, "one frame back / on (when paused)", .inspect,
                   servesComparison: false),
        KeyBinding("Shift+← →", [KeyTrigger("left", .shift), KeyTrigger("right", .shift)], .jumpTimeline,
                   "previous / next input or transition", .inspect, servesComparison: false),
        KeyBinding(".", [KeyTrigger("period")], .stepFrame, "step one frame (when paused)", .inspect),
        KeyBinding("click strip", [KeyTrigger(nil)], .seekStrip, "seek the timeline (when paused)", .inspect, servesComparison: false),
        KeyBinding("[ ] X", [KeyTrigger("leftbracket"), KeyTrigger("rightbracket"), KeyTrigger("x")], .loopRange,
                   "loop in / out; P plays it, X clears", .inspect, servesComparison: false),
        KeyBinding("Z", [KeyTrigger("z")], .zoomStrip, "zoom the strip to the last gesture", .inspect, servesComparison: false),
        KeyBinding("O", [KeyTrigger("o")], .tuningPanel, "tuning panel: the options, live", .inspect),
        KeyBinding("C", [KeyTrigger("c")], .tuningCommandLine, "tuning: print the changes as --set", .inspect),
        KeyBinding("Shift+C", [KeyTrigger("c", .shift)], .tuningHandoff, "tuning: the values as Swift", .inspect),
    ]

    private static let capture: [KeyBinding] = [
        KeyBinding("S", [KeyTrigger("s")], .screenshot(withOverlays: false), "screenshot at the phone's scale", .capture),
        KeyBinding("Shift+S", [KeyTrigger("s", .shift)], .screenshot(withOverlays: true), "screenshot with guides, touches", .capture),
        KeyBinding("R", [KeyTrigger("r")], .toggleRecording, "record a trace (from the scene's load)", .capture),
        KeyBinding("L", [KeyTrigger("l")], .saveRecent, "save the last 30 s (or loop) as a trace", .capture),
        KeyBinding("V", [KeyTrigger("v")], .video(withOverlays: false), "video: loop, recording or last 30 s", .capture,
                   servesComparison: false),
        KeyBinding("Shift+V", [KeyTrigger("v", .shift)], .video(withOverlays: true), "video with guides, touches", .capture,
                   servesComparison: false),
        KeyBinding("B", [KeyTrigger("b")], .bugReport, "bug report: a note, then a folder", .capture, servesComparison: false),
    ]

    private static let scroll: [KeyBinding] = [
        KeyBinding("wheel", [KeyTrigger(nil)], .scene, "three rows a notch", .scroll),
        KeyBinding("↑ ↓", [KeyTrigger("up"), KeyTrigger("down")], .scene, "40 pt", .scroll),
        KeyBinding("Space", [KeyTrigger("space")], .scene, "a page down (Shift: up)", .scroll),
        KeyBinding("PgUp PgDn", [KeyTrigger("pageup"), KeyTrigger("pagedown")], .scene, "a page", .scroll),
        KeyBinding("Home End", [KeyTrigger("home"), KeyTrigger("end")], .scene, "to the top, to the end", .scroll),
        KeyBinding("Esc", [KeyTrigger("escape")], .close, "close: help, video, promotion, bar", .scroll),
        KeyBinding("Return", [KeyTrigger("return")], .scene, "bar: expand the search (scene 2)", .scroll),
        KeyBinding("Tab", [KeyTrigger("tab")], .scene, "bar: the other list (scene 2)", .scroll),
    ]

    private static let window: [KeyBinding] = [
        KeyBinding("? or F1", [KeyTrigger("slash", .shift, alsoAllowed: []), KeyTrigger("f1")], .toggleHelp, "this help", .window),
        KeyBinding("Ctrl+Q", [KeyTrigger("q", .control, alsoAllowed: KeyTrigger.anyModifier),
                              KeyTrigger("q", .command, alsoAllowed: KeyTrigger.anyModifier)], .quit, "quit", .window),
        KeyBinding("Ctrl+1 2 3", ["1", "2", "3"].flatMap { [KeyTrigger($0, .control, alsoAllowed: []), KeyTrigger($0, .command, alsoAllowed: [])] },
                   .zoomWindow, "zoom: physical, 100 %, fit screen", .window),
        KeyBinding("1 … 9", (1...9).map { KeyTrigger("\($0)", alsoAllowed: []) }, .switchScene,
                   "the scene of that number (`scroll-lab scenes`)", .scenes, servesComparison: false),
    ]

    /// The binding `event` presses: of several (S and Shift+S), the one that names the most modifiers.
    public static func binding(for event: KeyEvent) -> KeyBinding? {
        var best: (binding: KeyBinding, modifiers: Int)?
        for binding in bindings {
            for trigger in binding.triggers where trigger.matches(event) {
                let count = trigger.modifiers.rawValue.nonzeroBitCount
                if count > best?.modifiers ?? -1 { best = (binding, count) }
            }
        }
        return best?.binding
    }

    /// What `event` does; nil for a key that is not in the table.
    public static func action(for event: KeyEvent) -> KeyAction? {
        binding(for: event)?.action
    }

    /// The bindings of `section`, in the table's order.
    static func bindings(in section: KeyBinding.Section) -> [KeyBinding] {
        bindings.filter { $0.section == section }
    }
}
