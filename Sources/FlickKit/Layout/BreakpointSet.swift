import FlickCore

/// Breakpoints that change a value, such as a component's options, by the size it is given
/// (after `AdwBreakpoint`'s setters): evaluated at layout, every matching breakpoint applies its
/// change to the base value, in the order they were added, so a later one wins where two set the
/// same thing. A component keeps its base options and lays out with `resolved(_:for:)`.
///
/// ```swift
/// var breakpoints = BreakpointSet<DeckOptions>()
/// breakpoints.add(Breakpoint(maxWidth: 500)) { $0.leftWidth = .fixed(240) }
/// deck.options = breakpoints.resolved(base, for: size)
/// ```
public struct BreakpointSet<Value> {
    /// The breakpoints with their changes, in the order they apply.
    public private(set) var entries: [(breakpoint: Breakpoint, apply: (inout Value) -> Void)] = []

    /// An empty set: `resolved` returns the base value.
    public init() {}

    /// Adds `breakpoint`, applying `apply` to the value whenever it matches.
    public mutating func add(_ breakpoint: Breakpoint, apply: @escaping (inout Value) -> Void) {
        entries.append((breakpoint, apply))
    }

    /// The breakpoints that match `size`, in order.
    public func matching(_ size: Size) -> [Breakpoint] {
        entries.map(\.breakpoint).filter { $0.matches(size) }
    }

    /// `base` with the change of every breakpoint matching `size` applied, in order.
    public func resolved(_ base: Value, for size: Size) -> Value {
        var value = base
        for entry in entries where entry.breakpoint.matches(size) { entry.apply(&value) }
        return value
    }
}
