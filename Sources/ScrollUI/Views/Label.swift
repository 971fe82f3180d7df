import Graphics

/// One line of text, truncated with an ellipsis when it does not fit (UIKit's `UILabel` with one line).
open class Label: View {
    public enum Alignment: Sendable { case left, center, right }

    public var text: String { didSet { if text != oldValue { invalidate() } } }
    public var font: Font { didSet { if font != oldValue { invalidate() } } }
    public var textColor: Color { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    public var alignment: Alignment = .left { didSet { setNeedsDisplay() } }
    /// Shrinks the font (down to `minimumScaleFactor` of its size) before truncating text that does
    /// not fit (UIKit's `adjustsFontSizeToFitWidth`).
    public var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { invalidate() } } }
    /// The smallest fraction of `font.size` the text may shrink to (UIKit's `minimumScaleFactor`).
    public var minimumScaleFactor = 0.5 { didSet { if minimumScaleFactor != oldValue { invalidate() } } }

    /// The text as drawn for the last width (truncated when needed), cached between frames.
    private var fitted: (width: Double, run: TextRun, size: Size)?

    /// The ellipsis appended to truncated text.
    public static let ellipsis = "…"

    public init(text: String = "", font: Font = .body, color: Color = .black, alignment: Alignment = .left,
                frame: Rect = .zero) {
        self.text = text
        self.font = font
        self.textColor = color
        self.alignment = alignment
        super.init(frame: frame)
    }

    private func invalidate() {
        fitted = nil
        setNeedsDisplay()
    }

    /// The size of the whole text on one line, points.
    public func intrinsicSize(using measurer: TextMeasuring) -> Size {
        measurer.size(of: TextRun(text, font: font))
    }

    /// The run as drawn in the current bounds: the text (in a smaller font when it adjusts), or its
    /// longest prefix that fits followed by an ellipsis.
    public func drawnRun(using measurer: TextMeasuring) -> TextRun {
        fittedRun(width: bounds.width, measurer: measurer).run
    }

    /// The font that fits `width`: `font`, or when adjusting, the largest size down to
    /// `minimumScaleFactor` of it at which the text fits.
    private func fittingFont(width: Double, measurer: TextMeasuring) -> Font {
        let natural = measurer.size(of: TextRun(text, font: font)).width
        guard adjustsFontSizeToFitWidth, natural > width + 0.5, natural > 0 else { return font }
        var smaller = font
        smaller.size = font.size * max(minimumScaleFactor, min(1, width / natural))
        // Glyph advances do not scale exactly with the size (hinting): step down until it fits.
        while smaller.size > font.size * minimumScaleFactor,
              measurer.size(of: TextRun(text, font: smaller)).width > width + 0.5 {
            smaller.size = max(font.size * minimumScaleFactor, smaller.size - 0.25)
        }
        return smaller
    }

    /// The run drawn at `width`: the text, or its longest prefix that fits followed by an ellipsis.
    func fittedRun(width: Double, measurer: TextMeasuring) -> (run: TextRun, size: Size) {
        if let fitted, fitted.width == width { return (fitted.run, fitted.size) }
        let font = fittingFont(width: width, measurer: measurer)
        var run = TextRun(text, font: font)
        var size = measurer.size(of: run)
        if size.width > width + 0.5 && !text.isEmpty {
            let characters = Array(text)
            var low = 0, high = characters.count
            while low < high {
                let middle = (low + high + 1) / 2
                let candidate = TextRun(String(characters[0..<middle]) + Label.ellipsis, font: font)
                if measurer.size(of: candidate).width <= width { low = middle } else { high = middle - 1 }
            }
            var prefix = String(characters[0..<low])
            while prefix.last == " " { prefix.removeLast() }
            run = TextRun(prefix + Label.ellipsis, font: font)
            size = measurer.size(of: run)
        }
        fitted = (width, run, size)
        return (run, size)
    }

    open override func draw(in context: inout DrawingContext) {
        guard !text.isEmpty else { return }
        let box = bounds
        let (run, size) = fittedRun(width: box.width, measurer: context.textMeasurer)
        let x: Double
        switch alignment {
        case .left: x = box.minX
        case .center: x = box.minX + (box.width - size.width) / 2
        case .right: x = box.maxX - size.width
        }
        context.drawText(run, at: Point(x: x, y: box.minY + (box.height - size.height) / 2), textColor)
    }
}
