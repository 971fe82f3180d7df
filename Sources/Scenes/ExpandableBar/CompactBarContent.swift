/// What the compact bar keeps (the `compactRow` option).
enum CompactBarContent: String, Sendable, CaseIterable {
    /// Today's Airbnb: the search pill stays and the tab row goes.
    case search
    /// AirBar's demo (its `Logo/Demo.gif`): the tab row stays on the bar's bottom edge and the search
    /// field goes, rising with the row as the bar shrinks and fading out before the bar's top cuts it.
    case tabs
}
