import FlickCore

/// One child of a stack and how it sits there: its length along the axis (nil: what it prefers),
/// its alignment across (nil: the stack's), the space after it (nil: the stack's spacing) and a
/// margin of its own.
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

    /// `child` with an optional fixed `length`, `alignment`, `spacingAfter` and `margin`.
    public init(_ child: any Component, length: Double? = nil, alignment: StackAlignment? = nil,
                spacingAfter: Double? = nil, margin: EdgeInsets = .zero) {
        self.child = child; self.length = length; self.alignment = alignment
        self.spacingAfter = spacingAfter; self.margin = margin
    }

    /// The child's preferred size across `width` px (zero when it provides none).
    func preferredSize(for width: Double) -> Size {
        (child as? SizeProviding)?.preferredSize(for: width) ?? Size(0, 0)
    }
}
