import FlickCore

/// A condition on the size a component is given (after `AdwBreakpointCondition`): a minimum and
/// a maximum width and height, each optional and inclusive. It matches a size within every bound
/// it sets; a breakpoint with no bound matches every size.
public struct Breakpoint: Equatable, Sendable {
    /// Matches widths at least this, px (nil: any).
    public var minWidth: Double?
    /// Matches widths at most this, px (nil: any).
    public var maxWidth: Double?
    /// Matches heights at least this, px (nil: any).
    public var minHeight: Double?
    /// Matches heights at most this, px (nil: any).
    public var maxHeight: Double?

    /// A breakpoint with the bounds given (each inclusive; a missing one does not limit).
    public init(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// Whether `size` is within every bound set. A bound that is not a number (NaN) never matches.
    public func matches(_ size: Size) -> Bool {
        Breakpoint.within(size.width, minWidth, maxWidth) && Breakpoint.within(size.height, minHeight, maxHeight)
    }

    private static func within(_ value: Double, _ low: Double?, _ high: Double?) -> Bool {
        if let low, !(value >= low) { return false }
        if let high, !(value <= high) { return false }
        return true
    }
}
