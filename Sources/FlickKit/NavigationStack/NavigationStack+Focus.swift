import FlickCore

/// Keyboard focus in a navigation stack: Tab goes into the top page first, which keeps it while
/// it moves focus inside (and keeps its own meaning of Tab, as the carousel's overview), then
/// stops at the bar's buttons (leading, then trailing: the back button first on a pushed page);
/// past the last the stack lets the focus go and returns false, so a container around it (or the
/// host, wrapping) moves on. Shift+Tab walks back the same way (`FocusChain`). A page pushed while
/// the stack holds the focus takes it (its first stop, else the Back button), as GTK's navigation
/// view does, so a screen reader follows the user onto it; popping it gives the focus back to the
/// node that had it on the page below.
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

    /// After `held` (the stack's focused node before the push, or nil) saw `covered` covered: the
    /// focus leaves the covered page for the top one's first stop (the bar's Back button when it
    /// has none), and `held` is kept for when `covered` shows again.
    func focusPushed(over covered: NavigationPage, held: (any Component)?, now: Double) {
        focusBeneath.append(WeakComponent(held))
        guard held != nil else { return }
        FocusChain.clearFocus(in: covered.content, now: now)
        FocusChain.clearFocus(in: bar, now: now)
        _ = moveFocus(backward: false, now: now)
    }

    /// After `leaving` left the stack with `held` focused (or nil): the node that had the focus on
    /// the page shown again gets it back, else its first stop.
    func focusUncovered(leaving: [NavigationPage], held: (any Component)?, now: Double) {
        let saved = focusBeneath.count >= leaving.count ? focusBeneath[focusBeneath.count - leaving.count].component : nil
        focusBeneath.removeLast(min(leaving.count, focusBeneath.count))
        guard held != nil else { return }
        for page in leaving { FocusChain.clearFocus(in: page.content, now: now) }
        // Back has left the bar of a root page, so the bar's walk no longer reaches it.
        for node in [bar, backButton] as [any Component] { FocusChain.clearFocus(in: node, now: now) }
        if let saved, FocusChain.stops(in: topPage.content, now: now).contains(where: { $0 === saved }) {
            FocusChain.focus(saved, among: [self], now: now)
        } else {
            _ = moveFocus(backward: false, now: now)
        }
    }
}
