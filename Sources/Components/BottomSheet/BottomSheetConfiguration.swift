/// Where the sheet rests and how tall its header is, in points of a viewport whose top is y = 0.
public struct BottomSheetConfiguration: Hashable, Sendable {
    /// The sheet's top edge at full: just below an iPhone 14's 47 pt status bar plus a 10 pt gap, as
    /// Apple's large sheet detent leaves.
    public static let fullTopDefault = 57.0
    /// The sheet's top edge at half: the seed's 400 pt top inset.
    public static let halfTopDefault = 400.0
    /// How much of the sheet shows when collapsed: the header (grabber and search field) plus the 34 pt
    /// home-indicator area, as Apple Maps.
    public static let collapsedHeightDefault = 102.0
    /// Grabber, search field and their margins (Apple Maps: 5 pt grabber, 36 pt field), points.
    public static let headerHeightDefault = 68.0
    /// The safe area's bottom of an iPhone 14: the home indicator's zone, points.
    public static let safeAreaBottomDefault = 34.0

    /// The sheet's top edge at full, points from the viewport's top.
    public var fullTop: Double
    /// The sheet's top edge at half, points from the viewport's top.
    public var halfTop: Double
    /// The visible height of the collapsed sheet, points from the viewport's bottom.
    public var collapsedHeight: Double
    /// The part of the sheet above the list's first content (grabber and search field), points.
    public var headerHeight: Double
    /// Space kept under the last row and out of a page's length: the safe area's bottom, points.
    public var safeAreaBottom: Double
    /// The damping ratio of the snap after a fling (faster than `BottomSheetController.flingSpringVelocity`),
    /// or nil for the view's snap spring. FloatingPanel derives it from its spring deceleration rate r
    /// (0.991) and response T (0.4 s): ζ = ln r / (−2π · 0.001 s / T) ≈ 0.576, a slight overshoot.
    public var flingDampingRatio: Double?
    /// True: a drag past the lowest detent rubber-bands. False: no rubber band (FloatingPanel's
    /// `allowsRubberBanding(for:)`, false in `FloatingPanelDefaultBehavior`, Behavior.swift): the drag
    /// stops dead at the end detents, as FloatingPanel's Maps sample holds its panel (it clamps it within
    /// 6 pt of full and tip in `floatingPanelDidMove`; the library alone clamps only while content
    /// scrolls, Layout.swift `updateInteractiveEdgeConstraint`), and a release on the detent it picks
    /// rests there without a spring (a panel on its target is not attracted, Core.swift `shouldAttract`).
    public var allowsRubberBanding: Bool

    public init(fullTop: Double = fullTopDefault, halfTop: Double = halfTopDefault,
                collapsedHeight: Double = collapsedHeightDefault, headerHeight: Double = headerHeightDefault,
                safeAreaBottom: Double = safeAreaBottomDefault, flingDampingRatio: Double? = nil,
                allowsRubberBanding: Bool = true) {
        self.fullTop = fullTop
        self.halfTop = halfTop
        self.collapsedHeight = collapsedHeight
        self.headerHeight = headerHeight
        self.safeAreaBottom = safeAreaBottom
        self.flingDampingRatio = flingDampingRatio
        self.allowsRubberBanding = allowsRubberBanding
    }
}
