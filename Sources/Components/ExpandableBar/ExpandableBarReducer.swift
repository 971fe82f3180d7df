/// Turns each content-offset change into a new bar state (AirBar's default state reducer): the change
/// passes three transformers in order, then moves the bar's offset.
public enum ExpandableBarReducer {
    /// The scroll view as the reducer sees it for one change.
    public struct Context: Hashable, Sendable {
        public var previousOffset: Double
        public var offset: Double
        public var insetTop: Double
        public var insetBottom: Double
        public var contentHeight: Double
        public var viewportHeight: Double

        public init(previousOffset: Double, offset: Double, insetTop: Double, insetBottom: Double,
                    contentHeight: Double, viewportHeight: Double) {
            self.previousOffset = previousOffset
            self.offset = offset
            self.insetTop = insetTop
            self.insetBottom = insetBottom
            self.contentHeight = contentHeight
            self.viewportHeight = viewportHeight
        }

        /// The resting top offset, `-insetTop`.
        var start: Double { -insetTop }
        /// The resting bottom offset.
        var end: Double { contentHeight - viewportHeight + insetBottom }
    }

    public typealias Transformer = @Sendable (_ deltaY: Double, _ state: ExpandableBarState, _ context: Context) -> Double

    /// The bounce past the top (offsets above `-insetTop`) does not move the bar.
    public static let ignoreTopBounce: Transformer = { deltaY, _, context in
        guard context.previousOffset < context.start || context.offset < context.start else { return deltaY }
        let previousPast = min(0, context.previousOffset - context.start)
        let currentPast = min(0, context.offset - context.start)
        return deltaY - (currentPast - previousPast)
    }

    /// The bounce past the bottom does not move the bar.
    public static let ignoreBottomBounce: Transformer = { deltaY, _, context in
        guard context.previousOffset > context.end || context.offset > context.end else { return deltaY }
        let previousPast = max(0, context.previousOffset - context.end)
        let currentPast = max(0, context.offset - context.end)
        return deltaY - (currentPast - previousPast)
    }

    /// Cuts what would take the bar below compact or above its current maximum height.
    public static let cutOutStateRange: Transformer = { deltaY, state, _ in
        let lowest = -state.maximumHeight
        let highest = -state.configuration.compactHeight
        let target = min(max(state.offset + deltaY, lowest), highest)
        guard state.offset < lowest || state.offset > highest else { return target - state.offset }
        // A bar outside the range (its maximum was just lowered) only moves back toward it, gradually.
        let allowed = target - state.offset
        return deltaY > 0 ? min(deltaY, max(0, allowed)) : max(deltaY, min(0, allowed))
    }

    /// The seed's transformers, in order.
    public static let defaultTransformers: [Transformer] = [ignoreTopBounce, ignoreBottomBounce, cutOutStateRange]

    /// The state after the content offset moved from `context.previousOffset` to `context.offset`.
    public static func reduce(_ state: ExpandableBarState, _ context: Context,
                              transformers: [Transformer] = defaultTransformers) -> ExpandableBarState {
        var deltaY = context.offset - context.previousOffset
        for transformer in transformers { deltaY = transformer(deltaY, state, context) }
        return state.adding(offset: deltaY)
    }
}
