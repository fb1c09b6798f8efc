import FlickCore

/// What a component that says nothing of focus is: no stop, no focus children, never focused.
extension Component {
    /// No focus stop by default.
    public var acceptsFocus: Bool { false }
    /// Never focused by default; setting it does nothing.
    public var isFocused: Bool {
        get { false }
        set {}
    }
    /// No focus children by default.
    public func focusChildren(now: Double) -> [RoutedChild] { [] }
    /// The walk through the component's own stop and focus children (`FocusChain`).
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        FocusChain.moveFocus(in: self, backward: backward, now: now)
    }
}
