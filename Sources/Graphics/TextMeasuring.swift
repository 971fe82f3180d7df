/// Measures text for layout, in points.
public protocol TextMeasuring: AnyObject {
    /// The advance width of the run and the height of its line box.
    func size(of run: TextRun) -> Size
    /// Distance from the top of the line box to the baseline.
    func ascent(of font: Font) -> Double
}
