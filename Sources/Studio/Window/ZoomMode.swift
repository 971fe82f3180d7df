/// How large the window shows the device's screen: the sizes of Simulator's Window menu, on
/// Ctrl+1, Ctrl+2 and Ctrl+3 (Cmd on macOS).
public enum ZoomMode: String, CaseIterable, Sendable {
    /// The device as large as the real one: its points per inch against the display's (Simulator's
    /// Physical Size).
    case physicalSize = "physical size"
    /// One device point on one point of the display, 100 % (Simulator's Point Accurate).
    case pointAccurate = "point accurate"
    /// As large as fits the display's usable bounds (Simulator's Fit Screen).
    case fitScreen = "fit screen"

    /// The mode of a zoom key: 1, 2 or 3 held with Ctrl (Cmd on macOS); nil for any other key.
    public init?(key: String) {
        switch key {
        case "1": self = .physicalSize
        case "2": self = .pointAccurate
        case "3": self = .fitScreen
        default: return nil
        }
    }
}
