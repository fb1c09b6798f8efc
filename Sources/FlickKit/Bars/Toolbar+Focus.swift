import FlickCore

/// Keyboard focus among a shown toolbar's buttons: Tab stops at each enabled button left to
/// right (Shift+Tab right to left) and lets the focus go past the last, so its owner moves on;
/// Space and Return press the focused button; a click focuses the clicked one. The focused
/// button shows a ring while focus is visible (`FocusRing`).
extension Toolbar {
    /// Moves the focus to the next (or previous) enabled button; false, with no button focused,
    /// past the last one or while the bar is hidden.
    @discardableResult
    public func moveFocus(backward: Bool) -> Bool {
        let order = backward ? Array(buttons.indices.reversed()) : Array(buttons.indices)
        let enabled = order.filter { buttons[$0].isEnabled }
        guard isShown, !enabled.isEmpty else { focusedButton = nil; return false }
        guard let current = focusedButton, let i = order.firstIndex(of: current) else {
            focusedButton = enabled[0]
            return true
        }
        focusedButton = order.dropFirst(i + 1).first { buttons[$0].isEnabled }
        return focusedButton != nil
    }

    /// Whether a button has the keyboard focus; setting it false takes the focus from the button,
    /// true gives it to the first enabled one (when none has it).
    public var isFocused: Bool {
        get { focusedButton != nil }
        set {
            if !newValue {
                focusedButton = nil
            } else if focusedButton == nil, isShown {
                focusedButton = buttons.indices.first { buttons[$0].isEnabled }
            }
        }
    }

    /// The `FocusChain` walk's step: `moveFocus(backward:)`.
    public func moveFocus(backward: Bool, now: Double) -> Bool { moveFocus(backward: backward) }

    /// Tab and Shift+Tab move the focus; Space and Return press the focused button.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key)) }
        guard key.matches("space") || key.matches("Return"), let i = focusedButton, buttons.indices.contains(i),
              buttons[i].isEnabled else { return false }
        buttons[i].action(now)
        return true
    }

    /// The ring around the focused button, inside its frame as its pressed highlight is.
    func focusRingScene() -> SceneNode {
        guard let i = focusedButton, buttons.indices.contains(i) else { return .empty }
        return FocusRing.scene(around: buttonFrame(i).insetBy(dx: 4, dy: 5), style: .standard(for: appearance),
                               cornerRadius: Constants.controlCornerPx)
    }
}
