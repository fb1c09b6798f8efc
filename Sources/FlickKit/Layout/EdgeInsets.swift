/// Space kept clear inside a stack's edges (its padding) or around one of its children, px.
public struct EdgeInsets: Equatable, Sendable {
    /// Space above, px.
    public var top: Double
    /// Space before, on the left, px.
    public var leading: Double
    /// Space below, px.
    public var bottom: Double
    /// Space after, on the right, px.
    public var trailing: Double

    /// Insets of `top`, `leading`, `bottom` and `trailing` px (each 0 unless given).
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The same inset on every side, px.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// `horizontal` px on the leading and trailing sides, `vertical` px above and below.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Leading plus trailing, px.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom, px.
    public var vertical: Double { top + bottom }
}
