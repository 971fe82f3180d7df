/// A component's key value for the HUD and plots, with the values its states or thresholds have.
struct SceneMetric {
    /// What the value is ("bar progress", "banner percent"...).
    let name: String
    let value: Double
    /// Labelled reference values drawn as horizontal lines on the metric's plot.
    let marks: [(label: String, value: Double)]
}
