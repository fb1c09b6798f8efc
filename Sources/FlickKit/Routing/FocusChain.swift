import FlickCore

/// Keyboard focus, written once for every component: the Tab walk, focus on press, and the rule
/// that a window has one focused node.
///
/// It works on what every `Component` declares: `acceptsFocus` (a focus stop itself),
/// `isFocused` (holds the focus, or one of its own inner stops does), `focusChildren(now:)` (the
/// children in Tab order, with frames) and `moveFocus(backward:now:)`, GTK's focus virtual
/// function: a component asked to move the focus one stop takes or keeps it (true) or lets it go
/// (false) so the walk goes on past it. Controls use the default (the control, then its
/// subcontrols); a container's `ComponentRouter` walks its children the same way; a part a
/// component draws itself rather than a child component (a toolbar's button, a grid's picture) is
/// a `FocusStop` among its focus children, so every stop of the window is walked here.
public enum FocusChain {
    /// Whether `component` or anything below it (through `focusChildren(now:)`) holds the focus.
    public static func containsFocus(_ component: any Component, now: Double) -> Bool {
        component.isFocused || component.focusChildren(now: now).contains { containsFocus($0.component, now: now) }
    }

    /// The innermost node at or below `component` that holds the focus itself, or nil.
    public static func focusedNode(in component: any Component, now: Double) -> (any Component)? {
        for child in component.focusChildren(now: now) {
            if let node = focusedNode(in: child.component, now: now) { return node }
        }
        return component.isFocused ? component : nil
    }

    /// Whether `component` keeps its focus to itself: no stop, no focus children. Tab reaches it
    /// as a key (`moveFocus(backward:now:)`'s default), and what it focuses inside is its own.
    public static func isOpaque(_ component: any Component, now: Double) -> Bool {
        !component.acceptsFocus && component.focusChildren(now: now).isEmpty
    }

    /// The focus stops at or below `component` in Tab order: each node that accepts focus, before
    /// its focus children's stops. A component that keeps its focus to itself (`isOpaque`) is one stop.
    public static func stops(in component: any Component, now: Double) -> [any Component] {
        if isOpaque(component, now: now) { return [] }
        let own: [any Component] = component.acceptsFocus ? [component] : []
        return own + component.focusChildren(now: now).filter(\.isInteractive).flatMap { child -> [any Component] in
            isOpaque(child.component, now: now) ? [child.component] : stops(in: child.component, now: now)
        }
    }

    /// The Tab key (Shift+Tab with `backward`), as a component that keeps its focus to itself gets it.
    public static func tabKey(backward: Bool) -> KeyCombo {
        backward ? KeyCombo("Tab", modifiers: [.shift]) : KeyCombo("Tab")
    }

    // MARK: The walk

    /// The one Tab walk: among `stops` (in Tab order; reversed with `backward`) the one at
    /// `current` first moves the focus inside itself; when it cannot, each stop after it is
    /// asked to take the focus (`moveFocus(backward:now:)`, or `take` for `own`, the walking
    /// component itself), wrapping past the end when `wraps`. Returns the stop that has the focus
    /// now, or nil when the walk went past the last one (every stop let the focus go).
    static func walk(_ stops: [any Component], current: (any Component)?, own: (any Component)? = nil,
                     backward: Bool, wraps: Bool, now: Double) -> (any Component)? {
        guard !stops.isEmpty else { return nil }
        let ordered = backward ? Array(stops.reversed()) : stops
        func enter(_ stop: any Component) -> Bool {
            if stop === own {
                stop.isFocused = true
                return true
            }
            return stop.moveFocus(backward: backward, now: now)
        }
        var start = 0
        if let current, let i = ordered.firstIndex(where: { $0 === current }) {
            if current === own {
                current.isFocused = false
            } else if current.moveFocus(backward: backward, now: now) {
                return current
            }
            start = i + 1
        }
        let count = wraps ? ordered.count : ordered.count - start
        for k in 0..<count {
            let stop = ordered[(start + k) % ordered.count]
            if enter(stop) { return stop }
        }
        return nil
    }

    /// `moveFocus(backward:now:)` of a stop with no stops inside: one that holds the focus lets it
    /// go (false, so the walk moves on past it); one that does not takes it when it `acceptsFocus`.
    static func moveFocus(ofLeaf stop: any Component) -> Bool {
        if stop.isFocused {
            stop.isFocused = false
            return false
        }
        guard stop.acceptsFocus else { return false }
        stop.isFocused = true
        return true
    }

    /// `moveFocus(backward:now:)` of a component with focus children or a stop of its own: the
    /// component itself first (when it `acceptsFocus`; last going backward), then its focus
    /// children, each moving the focus inside itself; false past the last, with nothing focused.
    /// A component with neither gets Tab as a key instead (it keeps its focus stops to itself).
    public static func moveFocus(in component: any Component, backward: Bool, now: Double) -> Bool {
        let children = component.focusChildren(now: now).filter(\.isInteractive).map(\.component)
        guard component.acceptsFocus || !children.isEmpty else {
            return component.handle(.key(tabKey(backward: backward)), now: now)
        }
        let stops = (component.acceptsFocus ? [component] : []) + children
        let current: (any Component)? = component.isFocused
            ? component : children.first { containsFocus($0, now: now) }
        return walk(stops, current: current, own: component, backward: backward, wraps: false, now: now) != nil
    }

    // MARK: Focus on press

    /// The node a press at `p` (`component`'s coordinates) focuses, as GTK focuses a widget on
    /// click: the innermost one under it that accepts focus (a row's switch before the row), or
    /// nil when none does (a label): then focus stays where it was.
    public static func pressTarget(in component: any Component, at p: Point, now: Double) -> (any Component)? {
        for child in component.focusChildren(now: now) where child.isInteractive && child.frame.contains(p) {
            if let target = pressTarget(in: child.component, at: p - child.frame.origin, now: now) { return target }
        }
        return component.acceptsFocus ? component : nil
    }

    // MARK: One focused node

    /// Gives `target` the focus and takes it from every other node below `roots`, so one node holds it.
    public static func focus(_ target: (any Component)?, among roots: [any Component], now: Double) {
        for root in roots { clearFocus(in: root, except: target, now: now) }
        if let target, !target.isFocused { target.isFocused = true }
    }

    /// Takes the focus from every node at or below `component` but `kept`.
    public static func clearFocus(in component: any Component, except kept: (any Component)? = nil, now: Double) {
        if component !== kept, component.isFocused { component.isFocused = false }
        for child in component.focusChildren(now: now) { clearFocus(in: child.component, except: kept, now: now) }
    }
}
