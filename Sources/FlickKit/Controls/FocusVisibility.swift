import FlickCore

/// Whether keyboard focus rings show (GTK's `focus-visible`): shown after the keyboard moves
/// focus (Tab, the arrows, the paging keys), hidden after a pointer press or a touch, shown
/// again on the next such key. Focus itself does not change with it: the focused control keeps
/// focus and keys, only its ring comes and goes.
///
/// One value per window: `ComponentHost` keeps it, updates it with every input event
/// (`noting(_:)`) and draws its frames inside `FocusRing.drawing(with:_:)`, so `FocusRing` and
/// every control see it while they draw without a relayout or an environment change. Outside a
/// host's drawing (a component drawn on its own, a test) rings show.
public struct FocusVisibility: Equatable, Sendable {
    /// Whether focus rings show.
    public private(set) var isVisible: Bool
    /// Bumped on every change of `isVisible`: a focused control's `revision` includes it, so a
    /// parent's cached drawing of it is redrawn when its ring comes or goes.
    public private(set) var generation = 0

    /// Rings shown (`true`, as a new GTK window starts) or hidden.
    public init(isVisible: Bool = true) { self.isVisible = isVisible }

    /// The keys that move focus and so show the rings: Tab and Shift+Tab, the arrows, Home/End
    /// and Page Up/Down (keypad ones included).
    public static let navigationKeys: Set<String> = [
        "Tab", "ISO_Left_Tab", "Left", "Right", "Up", "Down", "Home", "End", "Prior", "Next",
        "KP_Left", "KP_Right", "KP_Up", "KP_Down", "KP_Home", "KP_End", "KP_Prior", "KP_Next",
    ]

    /// Whether `event` shows the rings (true), hides them (false) or leaves them as they are (nil).
    public static func effect(of event: InputEvent) -> Bool? {
        switch event {
        case .key(let k): return navigationKeys.contains(k.key.name) ? true : nil
        case .pointerDown: return false
        case .touch(let t): return t.phase == .began ? false : nil
        default: return nil
        }
    }

    /// Updates the value for `event`; returns whether it changed (then a frame is due).
    @discardableResult
    public mutating func noting(_ event: InputEvent) -> Bool {
        guard let visible = FocusVisibility.effect(of: event), visible != isVisible else { return false }
        isVisible = visible
        generation &+= 1
        return true
    }
}
