/// A component's key value for the HUD and plots, with the values its states or thresholds have.
public struct SceneMetric {
    /// What the value is ("bar progress", "banner percent"...).
    public let name: String
    public let value: Double
    /// Labelled reference values drawn as horizontal lines on the metric's plot.
    public let marks: [(label: String, value: Double)]
}
