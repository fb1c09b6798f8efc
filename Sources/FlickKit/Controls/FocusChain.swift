/// Keyboard focus over a list of controls: Tab moves to the next control that accepts
/// focus (subcontrols after their parent), Shift+Tab to the previous one, wrapping.
/// The focused control gets the keys (Space/Return activate it); its ring shows.
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
