import FlickCore

/// One child of a stack and how it sits there: its length along the axis (nil: what it prefers),
/// whether it grows into the space the others leave, its alignment across (nil: the stack's), the
/// space after it (nil: the stack's spacing) and a margin of its own.
public struct StackItem {
    /// The child: a control, or any component (sized by `SizeProviding` when it adopts it).
    public var child: any Component
    /// Its length along the stack's axis, px (nil: its preferred size; a component that provides
    /// none takes 0).
    public var length: Double?
    /// Where it sits across the axis (nil: the stack's alignment).
    public var alignment: StackAlignment?
    /// The space after it, px (nil: the stack's spacing), as `UIStackView`'s custom spacing.
    public var spacingAfter: Double?
    /// Space kept clear around it, inside the stack's padding, px.
    public var margin: EdgeInsets
    /// Whether it grows along the axis into the space the other children leave (GtkWidget's
    /// `vexpand`/`hexpand`, Flutter's `Expanded`): a list under a search field fills the rest of
    /// a sidebar's height. Items that expand share that space equally, whatever they prefer, and
    /// never get less than their `length` when they give one; the stack's preferred size counts
    /// them at their own length.
    public var expands: Bool

    /// `child` with an optional fixed `length`, `alignment`, `spacingAfter` and `margin`, growing
    /// into the space left when `expands`.
    public init(_ child: any Component, length: Double? = nil, alignment: StackAlignment? = nil,
                spacingAfter: Double? = nil, margin: EdgeInsets = .zero, expands: Bool = false) {
        self.child = child; self.length = length; self.alignment = alignment
        self.spacingAfter = spacingAfter; self.margin = margin; self.expands = expands
    }

    /// The child's preferred size across `width` px (zero when it provides none).
    func preferredSize(for width: Double) -> Size {
        (child as? SizeProviding)?.preferredSize(for: width) ?? Size(0, 0)
    }
}
