import FlickCore

/// Keyboard focus in a navigation stack: Tab goes into the top page first, which keeps it while
/// it moves focus inside (and keeps its own meaning of Tab, as the carousel's overview), then
/// stops at the bar's buttons (leading, then trailing: the back button first on a pushed page);
/// past the last the stack lets the focus go and returns false, so a container around it (or the
/// host, wrapping) moves on. Shift+Tab walks back the same way.
extension NavigationStack {
    /// A place Tab stops at.
    private enum FocusStop {
        case button(Control)
        case page
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        if let button = barFocus.focused, button.handle(.key(key), now: now) { return true }
        return topPage.content.handle(.key(key), now: now)
    }

    /// A press on the bar focuses the button under it (when it takes focus).
    func focusPressedButton(at p: Point) {
        guard let target = FocusChain.pressTarget(in: bar, at: p - bar.frame.origin), target !== bar else { return }
        barFocus.focus(target)
    }

    /// Moves the focus to the next (or previous) stop; false when it went past the last.
    private func moveFocus(backward: Bool, now: Double) -> Bool {
        let tab = backward ? KeyCombo("Tab", modifiers: [.shift]) : KeyCombo("Tab")
        var stops = [FocusStop.page] + FocusChain.focusable([bar]).map(FocusStop.button)
        if backward { stops.reverse() }
        var start = 0
        if pageHasFocus, let i = stops.firstIndex(where: { if case .page = $0 { return true }; return false }) {
            if topPage.content.handle(.key(tab), now: now) { return true }
            pageHasFocus = false
            start = i + 1
        } else if let f = barFocus.focused,
                  let i = stops.firstIndex(where: { if case .button(let b) = $0 { return b === f }; return false }) {
            start = i + 1
        }
        barFocus.focus(nil)
        for stop in stops.dropFirst(start) {
            switch stop {
            case .button(let b):
                barFocus.focus(b)
                return true
            case .page:
                if topPage.content.handle(.key(tab), now: now) {
                    pageHasFocus = true
                    return true
                }
            }
        }
        return false
    }
}
