import FlickCore

/// Keyboard focus among a shown toolbar's buttons, through the one focus mechanism: each button
/// is a `FocusStop` among the bar's focus children, so Tab stops at each enabled button left to
/// right (Shift+Tab right to left) and lets the focus go past the last, so its owner moves on; a
/// press focuses the pressed one (its owner's router, `FocusChain.pressTarget`); Space and Return
/// press the focused one. The bar draws the focused button's ring while focus is visible (`FocusRing`).
extension Toolbar {
    /// The shown bar's enabled buttons' stops, left to right, at the buttons' frames (a button
    /// disabled while it holds the focus stays listed, so the walk moves on from it); none while hidden.
    public func focusChildren(now: Double) -> [RoutedChild] {
        guard isShown else { return [] }
        return buttonStops.indices.compactMap { i in
            let stop = buttonStops[i]
            return stop.isEnabled || stop.isFocused ? RoutedChild(stop, frame: buttonFrame(i)) : nil
        }
    }

    /// The index of the button whose stop holds the keyboard focus, nil when none does.
    public var focusedButton: Int? { buttonStops.firstIndex { $0.isFocused } }

    /// Moves the focus to the next (or previous) enabled button; false, with no button focused,
    /// past the last one or while the bar is hidden.
    @available(*, deprecated, message: "the focus mechanism's walk: moveFocus(backward:now:)")
    @discardableResult
    public func moveFocus(backward: Bool) -> Bool { moveFocus(backward: backward, now: 0) }

    /// Keeps one stop per button, enabled with it, each pressing its button.
    func syncButtonStops() {
        while buttonStops.count > buttons.count { buttonStops.removeLast().isFocused = false }
        while buttonStops.count < buttons.count {
            let i = buttonStops.count
            buttonStops.append(FocusStop { [unowned self] now in press(i, now: now) })
        }
        for (i, b) in buttons.enumerated() {
            buttonStops[i].name = b.title
            buttonStops[i].isEnabled = b.isEnabled
        }
    }

    /// Runs button `i`'s action when the bar shows and the button is enabled.
    func press(_ i: Int, now: Double) {
        guard isShown, buttons.indices.contains(i), buttons[i].isEnabled else { return }
        buttons[i].action(now)
    }

    /// Tab and Shift+Tab move the focus (the walk, `moveFocus(backward:now:)`; a bar without stops
    /// lets it go); other keys go to the focused button's stop (Space and Return press it).
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) {
            // A bar without stops is handed Tab as a key by the walk (`FocusChain`): it lets the focus go.
            guard !focusChildren(now: now).isEmpty else { return false }
            return moveFocus(backward: ComponentRouter.isBackTab(key), now: now)
        }
        guard let i = focusedButton else { return false }
        return buttonStops[i].handle(.key(key), now: now)
    }

    /// The ring around the focused button, inside its frame as its pressed highlight is.
    func focusRingScene() -> SceneNode {
        guard let i = focusedButton, buttons.indices.contains(i) else { return .empty }
        return FocusRing.scene(around: buttonFrame(i).insetBy(dx: 4, dy: 5), style: .standard(for: appearance),
                               cornerRadius: Constants.controlCornerPx)
    }
}
