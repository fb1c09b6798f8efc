import FlickCore

/// Keyboard focus in a navigation stack: Tab goes into the top page first, which keeps it while
/// it moves focus inside (and keeps its own meaning of Tab, as the carousel's overview), then
/// stops at the bar's buttons (leading, then trailing: the back button first on a pushed page);
/// past the last the stack lets the focus go and returns false, so a container around it (or the
/// host, wrapping) moves on. Shift+Tab walks back the same way (`FocusChain`).
extension NavigationStack {
    /// The top page, then the bar (unless the page hides it): the Tab order.
    public func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now).reversed() }

    /// Moves the focus to the next (or previous) stop; false when it went past the last.
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        router.moveFocus(in: focusChildren(now: now), backward: backward, wraps: false, now: now)
    }

    /// Tab moves the focus; other keys go to a focused bar button first, then to the top page.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        if router.focusedChild(in: focusChildren(now: now), now: now)?.component === bar,
           bar.handle(.key(key), now: now) { return true }
        return topPage.content.handle(.key(key), now: now)
    }
}
