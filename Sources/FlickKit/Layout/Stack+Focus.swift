import FlickCore

/// Keyboard focus through a stack's children, in the order of its items (`FocusChain`): a control
/// is a stop (its subcontrols after it), a container walks its own children. Past the last stop
/// the stack lets the focus go and returns false, so a container around it moves on; the next Tab
/// starts again at the first. A press focuses the innermost control under it (the router's focus
/// on press).
extension Stack {
    /// The component with keyboard focus itself (a control, a subcontrol), if one below the stack has it.
    public var focusedComponent: (any Component)? { FocusChain.focusedNode(in: self, now: 0) }

    /// The children in Tab order (the order of `items`), at their frames.
    public func focusChildren(now: Double) -> [RoutedChild] {
        zip(items, frames).map { RoutedChild($0.child, frame: $1) }
    }

    /// Moves the focus to the next (or previous) stop; false when it went past the last.
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        router.moveFocus(in: focusChildren(now: now), backward: backward, wraps: false, now: now)
    }

    /// Tab and Shift+Tab move the focus; other keys go to the child holding it.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        return router.route(.key(key), in: focusChildren(now: now), now: now)
    }
}
