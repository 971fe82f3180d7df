import Graphics

/// A view whose subviews are placed by a closure, called whenever its size changes
/// (a lightweight `layoutSubviews` override for scene code).
open class ContainerView: View {
    /// Positions the subviews for the current bounds.
    public var layout: ((ContainerView) -> Void)?

    public init(frame: Rect = .zero, layout: ((ContainerView) -> Void)? = nil) {
        self.layout = layout
        super.init(frame: frame)
    }

    open override func layoutSubviews() {
        layout?(self)
    }
}
