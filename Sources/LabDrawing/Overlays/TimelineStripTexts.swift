import Foundation

/// The paused timeline strip's texts, made when what they say changes and kept otherwise. While a
/// loop plays the strip is drawn every frame and only the frame shown changes (the caption), not
/// the loop's times or a zoomed track's end times, so a frame makes at most the caption anew and a
/// frame whose inputs are the same makes nothing. The window keeps one (`QAController`).
///
///     caption  "1.25 s · frame 75 / 4.02 s"     (cursor, frame shown or "live", the timeline's end)
///     loop     "loop 1.20–2.05 s", "1.20–2.05"  (the loop range: whole, then shortened)
///     span     "4.00 s" … "6.00 s"              (a zoomed track's ends)
public final class TimelineStripTexts {
    public private(set) var caption = ""
    /// The loop range's times, longest first; empty without a loop range.
    public private(set) var loop: [String] = []
    /// The zoomed track's end times; empty texts while not zoomed.
    private(set) var spanEnds = (left: "", right: "")
    /// How many times each text was made: they change only with their inputs.
    private(set) var captionsMade = 0, loopsMade = 0, spansMade = 0

    private var captionInputs: (cursor: Double, frame: Int?, end: Double)?
    private var loopInputs: ClosedRange<Double>?
    private var spanInputs: ClosedRange<Double>?

    public init() {}

    /// Makes anew the texts whose inputs changed: the cursor's time, the frame shown (nil: the live
    /// window) and the timeline's end, seconds of scene time; the loop range; the zoomed span.
    public func update(cursor: Double, frame: Int?, end: Double, loop: ClosedRange<Double>?, span: ClosedRange<Double>?) {
        if captionInputs.map({ $0.cursor != cursor || $0.frame != frame || $0.end != end }) ?? true {
            captionInputs = (cursor, frame, end)
            caption = String(format: "%.2f s · %@ / %.2f s", cursor, frame.map { "frame \($0)" } ?? "live", end)
            captionsMade += 1
        }
        if loop != loopInputs {
            loopInputs = loop
            self.loop = loop.map { loop in
                let times = TimelineStrip.seconds(loop.lowerBound) + "–" + TimelineStrip.seconds(loop.upperBound)
                return ["loop \(times) s", times]
            } ?? []
            loopsMade += 1
        }
        if span != spanInputs {
            spanInputs = span
            spanEnds = span.map { (TimelineStrip.seconds($0.lowerBound) + " s", TimelineStrip.seconds($0.upperBound) + " s") } ?? ("", "")
            spansMade += 1
        }
    }
}
