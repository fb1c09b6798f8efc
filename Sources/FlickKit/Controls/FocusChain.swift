import FlickCore

/// Keyboard focus over a list of controls: Tab moves to the next control that accepts
/// focus (subcontrols after their parent), Shift+Tab to the previous one, wrapping.
/// The focused control gets the keys (Space/Return activate it); its ring shows while focus is
/// visible (`FocusVisibility`). Focus follows a press too (`pressTarget(in:at:)`).
public struct FocusChain {
    /// The focused control, if any.
    public private(set) weak var focused: Control?

    /// A chain with nothing focused.
    public init() {}

    /// Every control that takes focus, in Tab order.
    public static func focusable(_ controls: [Control]) -> [Control] {
        var out: [Control] = []
        func visit(_ c: Control) {
            if c.acceptsFocus { out.append(c) }
            c.subcontrols.forEach(visit)
        }
        controls.forEach(visit)
        return out
    }

    /// The control a press at `p` (`control`'s coordinates) focuses, as GTK focuses a widget on
    /// click: the innermost control under it that accepts focus (a row's switch before the row),
    /// or nil when none does (a label): then focus stays where it was.
    public static func pressTarget(in control: Control, at p: Point) -> Control? {
        for sub in control.subcontrols where sub.frame.contains(p) {
            if let target = pressTarget(in: sub, at: p - sub.frame.origin) { return target }
        }
        return control.acceptsFocus ? control : nil
    }

    /// Moves focus to `control` (nil clears it).
    public mutating func focus(_ control: Control?) {
        if focused !== control { focused?.isFocused = false }
        focused = control
        control?.isFocused = true
    }

    /// Moves focus forward (or backward) among `controls`; returns the newly focused control.
    @discardableResult
    public mutating func advance(in controls: [Control], backward: Bool = false) -> Control? {
        let list = FocusChain.focusable(controls)
        guard !list.isEmpty else { focus(nil); return nil }
        let next: Control
        if let f = focused, let i = list.firstIndex(where: { $0 === f }) {
            next = list[(i + (backward ? list.count - 1 : 1)) % list.count]
        } else {
            next = backward ? list[list.count - 1] : list[0]
        }
        focus(next)
        return next
    }

    /// Drops focus from a control that left the list or stopped accepting it.
    public mutating func validate(in controls: [Control]) {
        guard let f = focused else { return }
        if !FocusChain.focusable(controls).contains(where: { $0 === f }) { focus(nil) }
    }
}
