import FlickCore

extension Component {
    /// Nothing by default: a component that draws something a person should know of describes it
    /// (a `DrawnView` with a label, a page with its title).
    public func semantics(now: Double) -> [SemanticsNode] { [] }
}
