import FlickCore

/// Delivers a container's gestures to its children, in the children's coordinates: the one
/// router every Flick container uses (controls in a `ControlGroup`, a deck's center and sides,
/// a swiper's page and bars, …).
///
/// Children are given front to back (`RoutedChild`, frames in the container's coordinates) with
/// every call, so the router always sees where they are now:
///
/// - A press goes to the topmost child under it (nothing when a blocker is on top); the rest of
///   that press — release, tap, long press and a pan the child takes — follows that child, where
///   it is now (a tap with no press seen goes to the child under it). A child that leaves the
///   list mid-press (or becomes a blocker) gets `.cancel` at once and nothing more of that press.
/// - A pan goes to the press's child too, to its end (`targetPans` says whether the child used
///   its beginning; a control that does not claim it cancels its own press). A container that
///   pans itself asks `claimsPan(at:along:in:now:)` first and ends the child's press with
///   `yieldPress(to:in:now:)` when it takes the pan: the child gets `.cancel`, and nothing more of it.
/// - `.cancel` (the container lost the sequence itself, or `cancel(now:)`) goes to the press's
///   child and the pinch's child, whatever they hold: every loser hears of it the same way.
/// - Hover keeps one child hovered (the one it leaves gets `.leave`); leaving the window tells
///   the hovered child and the press's child.
/// - A scroll or a pinch step goes to the child under the pointer; a continuous pinch
///   (`pinchBegin`/`pinchUpdate`/`pinchEnd`) follows the child under its `startCenter`.
/// - A container with a swipe of its own declares it (`ContainerSwipe`) and routes its pointer
///   sequences with `route(_:in:swipe:now:)`: the same rule decides for every container.
/// - Keys go to the child holding the focus first (it hands them on to its focused descendant,
///   so the innermost focused component has a key first); a key nobody below used returns false,
///   so the container's own shortcuts act only on keys its focused descendant did not use (GTK's
///   bubbling). Tab and Shift+Tab walk the focus through the children, the child holding it
///   first moving it inside itself (`moveFocus(in:backward:wraps:now:)`, `FocusChain`).
/// - A left press focuses the innermost component under it that accepts focus
///   (`FocusChain.pressTarget(in:at:now:)`), and takes the focus from every other node below the
///   children: one focused node.
///
/// A class, so a child's action may cancel the press of the very router delivering it. It holds
/// its children weakly: a child the container let go of is not kept alive by a press or a hover.
public final class ComponentRouter {
    /// The child holding the current press (nil: no press, or it landed on nothing or a blocker).
    public private(set) weak var pressTarget: (any Component)?
    /// The press's child used the current pan's beginning.
    public private(set) var targetPans = false
    /// The child the current left-button pan went to (the press's child, whether it used the
    /// pan's beginning or not), until the pan ends or is cancelled; nil when no child holds one.
    /// A container that gives a child whole pointer sequences in one mode only (a carousel's page
    /// while it fills the carousel) asks this, and `pressTarget`, which of them a child holds.
    public private(set) weak var panTarget: (any Component)?
    /// The current press landed on a blocker (a child that shows but takes no input): the
    /// container may give that press a meaning of its own (a tap on a deck's covered center closes it).
    public private(set) var pressHitBlocker = false
    /// The child the pointer hovers, if any.
    public private(set) weak var hovered: (any Component)?
    /// The child that holds keyboard focus (it gets the keys), if any.
    public private(set) weak var focused: (any Component)?
    /// The component the current press focused (`FocusChain.pressTarget(in:at:now:)`), nil when it
    /// focused nothing: a container with focus stops of its own lets them go then.
    public internal(set) weak var pressFocused: (any Component)?
    /// A left-button pan routed with a container's swipe (`route(_:in:swipe:now:)`) is under way,
    /// whoever took it (the swipe, a child, or nobody).
    public internal(set) var isPanning = false
    /// A press began and its tap or pan end has not come yet (cancelled or not).
    private var pressSeen = false
    /// The child a continuous pinch goes to.
    private weak var pinchTarget: (any Component)?

    /// A router with no press, hover or focus.
    public init() {}

    // MARK: Hit testing

    /// The topmost child whose frame contains `p` (container coordinates), blockers included;
    /// a `HitTesting` child is hit only where it says so.
    public static func child(at p: Point, in children: [RoutedChild]) -> RoutedChild? {
        children.first { c in
            guard c.frame.contains(p) else { return false }
            return (c.component as? HitTesting)?.hits(p - c.frame.origin) ?? true
        }
    }

    /// The topmost interactive child under `p`, or nil (nothing there, or a blocker on top).
    static func interactiveChild(at p: Point, in children: [RoutedChild]) -> RoutedChild? {
        guard let c = child(at: p, in: children), c.isInteractive else { return nil }
        return c
    }

    /// `component` as listed now (its current frame), or nil when it left the list.
    static func find(_ component: (any Component)?, in children: [RoutedChild]) -> RoutedChild? {
        guard let component else { return nil }
        return children.first { $0.component === component && $0.isInteractive }
    }

    /// Whether the child under `p` (container coordinates) wants a pan along `axis` starting
    /// there: `claimsPan(_:along:in:now:)` for a pan with no travel yet.
    public static func claimsPan(at p: Point, along axis: SwipeAxis, in children: [RoutedChild], now: Double) -> Bool {
        claimsPan(PanInfo(start: p, location: p), along: axis, in: children, now: now)
    }

    /// Whether the child under the start of `pan` (container coordinates) wants that pan along
    /// `axis`, asked with the pan in the child's coordinates (`claimsPan(_:along:by:now:)`), so it
    /// sees the pan's direction. A child that is a container asks its own children the same way,
    /// so the innermost child that pans along the axis decides.
    public static func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, in children: [RoutedChild], now: Double) -> Bool {
        guard let c = interactiveChild(at: pan.start, in: children) else { return false }
        return claimsPan(pan.offsetBy(c.frame.x, c.frame.y), along: axis, by: c.component, now: now)
    }

    /// Whether `component` wants `pan` (its coordinates) along `axis`, from what it declares: its
    /// own answer (`PanClaiming`); else, for a container with a swipe of its own, the pans that
    /// swipe may start (`SwipingContainer`); else, for a container, what the child under the pan's
    /// start claims (`RoutingContainer`); else nothing.
    public static func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, by component: any Component, now: Double) -> Bool {
        if let claiming = component as? PanClaiming { return claiming.claimsPan(pan, along: axis, now: now) }
        if let swiping = component as? SwipingContainer { return swiping.declaredSwipe.claims(pan, along: axis, now: now) }
        if let container = component as? RoutingContainer {
            return claimsPan(pan, along: axis, in: container.routedChildren(now: now), now: now)
        }
        return false
    }

    // MARK: Routing

    /// Offers `gesture` (container coordinates) to the children (front to back). Returns true
    /// when a child used it; false for a pan the press's child does not use (the container may
    /// then pan itself, after `yieldPress`, or pass it up).
    @discardableResult
    public func route(_ gesture: Gesture, in children: [RoutedChild], now: Double) -> Bool {
        switch gesture {
        case .press(let p, _, _):
            endPress(now: now)
            pressSeen = true
            pressFocused = nil
            let hit = ComponentRouter.child(at: p, in: children)
            pressHitBlocker = hit?.isInteractive == false
            guard let c = hit, c.isInteractive else { return false }
            pressTarget = c.component
            let used = c.deliver(gesture, now: now)
            if case .press(_, 1, _) = gesture { focusOnPress(at: p, on: c, in: children, now: now) }
            return used
        case .release:
            guard let c = currentTarget(in: children, now: now) else { return false }
            return c.deliver(gesture, now: now)
        case .tap(let p, _, _, _):
            // A tap with no press seen (a synthetic one) goes to the child under it.
            let c = currentTarget(in: children, now: now)
                ?? (pressSeen ? nil : ComponentRouter.interactiveChild(at: p, in: children))
            pressTarget = nil
            targetPans = false
            pressSeen = false
            return c?.deliver(gesture, now: now) ?? false
        case .longPress(let p):
            let wasPressed = pressTarget != nil
            guard let c = currentTarget(in: children, now: now)
                    ?? (wasPressed ? nil : ComponentRouter.interactiveChild(at: p, in: children))
            else { return false }
            return c.deliver(gesture, now: now)
        case .panBegin(let info):
            guard let c = currentTarget(in: children, now: now) else { return false }
            if info.button == 1 { panTarget = c.component }
            targetPans = c.deliver(gesture, now: now)
            return targetPans
        case .panUpdate:
            guard let c = currentTarget(in: children, now: now) else { return false }
            return c.deliver(gesture, now: now)
        case .panEnd:
            panTarget = nil
            guard let c = currentTarget(in: children, now: now) else { return false }
            pressTarget = nil
            targetPans = false
            pressSeen = false
            return c.deliver(gesture, now: now)
        case .hover(let p):
            let c = ComponentRouter.interactiveChild(at: p, in: children)
            if let h = hovered, h !== c?.component { _ = h.handle(.leave, now: now) }
            hovered = c?.component
            return c?.deliver(gesture, now: now) ?? false
        case .leave:
            let h = hovered
            hovered = nil
            _ = h?.handle(.leave, now: now)
            if let t = pressTarget, t !== h { _ = t.handle(.leave, now: now) }
            return false
        case .scroll(let p, _, _), .pinch(let p, _):
            return ComponentRouter.interactiveChild(at: p, in: children)?.deliver(gesture, now: now) ?? false
        case .pinchBegin(let info):
            let c = ComponentRouter.interactiveChild(at: info.startCenter, in: children)
            pinchTarget = c?.component
            return c?.deliver(gesture, now: now) ?? false
        case .pinchUpdate(let info), .pinchEnd(let info):
            var c: RoutedChild?
            if let t = pinchTarget {
                c = ComponentRouter.find(t, in: children)
                if c == nil {
                    // The pinch's child left mid-pinch: its pinch is cancelled, and the rest goes nowhere.
                    pinchTarget = nil
                    _ = t.handle(.cancel, now: now)
                    return false
                }
            } else {
                c = ComponentRouter.interactiveChild(at: info.startCenter, in: children)
            }
            if case .pinchEnd = gesture { pinchTarget = nil }
            return c?.deliver(gesture, now: now) ?? false
        case .cancel:
            let held = pressTarget != nil || pinchTarget != nil
            cancel(now: now)
            return held
        case .key(let key):
            if ComponentRouter.isTab(key) {
                return moveFocus(in: children, backward: ComponentRouter.isBackTab(key), wraps: true, now: now)
            }
            return focusedChild(in: children, now: now)?.component.handle(gesture, now: now) ?? false
        }
    }

    /// The press's child where it is now. When it left the list (or became a blocker) mid-press,
    /// it gets `.cancel` and the rest of the press goes nowhere.
    private func currentTarget(in children: [RoutedChild], now: Double) -> RoutedChild? {
        guard let t = pressTarget else { return nil }
        if let c = ComponentRouter.find(t, in: children) { return c }
        pressTarget = nil
        panTarget = nil
        targetPans = false
        _ = t.handle(.cancel, now: now)
        return nil
    }

    /// The one rule for a pan that a container could take for its own swipe, decided once when
    /// the pan begins (as Flutter's gesture arena decides): the innermost child that holds the
    /// press and claims the pan along `axis` gets it (`claimsPan(_:along:in:now:)`, with the pan's direction),
    /// unless the pan starts in the container's edge strip (`fromEdgeStrip`); otherwise the
    /// container takes it when `containerTakes` says its swipe began, and the press's child gets
    /// `.cancel`; a pan nobody takes goes on to the press's child. Returns whether anyone used it.
    @discardableResult
    public func arbitratePan(_ info: PanInfo, along axis: SwipeAxis, fromEdgeStrip: Bool = false,
                             in children: [RoutedChild], now: Double, containerTakes: () -> Bool) -> Bool {
        let childClaims = pressTarget != nil && !fromEdgeStrip
            && ComponentRouter.claimsPan(info, along: axis, in: children, now: now)
        if !childClaims, containerTakes() {
            yieldPress(to: info, in: children, now: now)
            return true
        }
        return route(.panBegin(info), in: children, now: now)
    }

    /// The container takes the pan that `info` begins (container coordinates): the press's child
    /// gets `.cancel` (it never clicks) and the rest of this press stays with the container.
    public func yieldPress(to info: PanInfo, in children: [RoutedChild], now: Double) {
        let c = currentTarget(in: children, now: now)
        pressTarget = nil
        panTarget = nil
        targetPans = false
        c?.deliver(.cancel, now: now)
    }

    /// Ends any held press and continuous pinch: their children get `.cancel` (a parent took
    /// the press, or the container lost the sequence itself).
    public func cancel(now: Double) {
        endPress(now: now)
        let p = pinchTarget
        pinchTarget = nil
        _ = p?.handle(.cancel, now: now)
    }

    private func endPress(now: Double) {
        let t = pressTarget
        pressTarget = nil
        panTarget = nil
        targetPans = false
        pressHitBlocker = false
        _ = t?.handle(.cancel, now: now)
    }

    // MARK: Focus

    /// Gives keyboard focus to `child` (nil: none): keys go to it. A child that takes focus itself
    /// (`acceptsFocus`) holds it; the focus leaves every other node below `children`.
    public func focus(_ child: (any Component)?, in children: [RoutedChild] = [], now: Double = 0) {
        give(to: child, target: child.flatMap { $0.acceptsFocus ? $0 : nil }, in: children, now: now)
    }

    /// The child the focus is in: the one holding a focused node (`FocusChain.containsFocus`), else
    /// the child last given the focus while it is still listed and keeps its focus to itself
    /// (`FocusChain.isOpaque`: no node says whether it holds the focus). A child with focus stops
    /// whose focus was taken (a press elsewhere) no longer has it.
    public func focusedChild(in children: [RoutedChild], now: Double) -> RoutedChild? {
        if let c = children.first(where: { $0.isInteractive && FocusChain.containsFocus($0.component, now: now) }) {
            return c
        }
        guard let c = ComponentRouter.find(focused, in: children), FocusChain.isOpaque(c.component, now: now) else { return nil }
        return c
    }

    /// Focus follows a left press on `child` at `p` (container coordinates), as GTK focuses on
    /// click: the innermost component under it that accepts focus gets it, and every other node
    /// below `children` loses it; nothing changes when none there accepts focus (a label).
    private func focusOnPress(at p: Point, on child: RoutedChild, in children: [RoutedChild], now: Double) {
        guard let target = FocusChain.pressTarget(in: child.component, at: p - child.frame.origin, now: now) else {
            return
        }
        pressFocused = target
        give(to: child.component, target: target, in: children, now: now)
    }

    /// The focus goes into `child` and to `target` (at or below it, nil: no node); the child that
    /// had it and keeps its focus to itself lets it go, and so does every other node below `children`.
    private func give(to child: (any Component)?, target: (any Component)?, in children: [RoutedChild], now: Double) {
        if let old = focused, old !== child, FocusChain.isOpaque(old, now: now) { old.isFocused = false }
        focused = child
        FocusChain.focus(target, among: children.map(\.component), now: now)
    }

    /// Tab (or Shift+Tab with `backward`) through `children` in list order (reversed backward),
    /// the one walk of `FocusChain`: the child holding the focus first moves it inside itself
    /// (`moveFocus(backward:now:)`); when it cannot, the next child that takes the focus gets it.
    /// Past the last child the walk wraps to the first when `wraps`, else it returns false with
    /// nothing focused, so the container's own container can move on (nested walks). Returns
    /// whether the focus is still among the children.
    @discardableResult
    public func moveFocus(in children: [RoutedChild], backward: Bool, wraps: Bool, now: Double) -> Bool {
        let list = children.filter(\.isInteractive).map(\.component)
        let current = focusedChild(in: children, now: now)?.component
        focused = FocusChain.walk(list, current: current, backward: backward, wraps: wraps, now: now)
        return focused != nil
    }

    /// Tab or Shift+Tab (also as ISO_Left_Tab).
    public static func isTab(_ key: KeyCombo) -> Bool {
        key.matches("Tab") || key.matches("Tab", [.shift]) || key.matches("ISO_Left_Tab") || key.matches("ISO_Left_Tab", [.shift])
    }

    /// Shift+Tab (ISO_Left_Tab included).
    public static func isBackTab(_ key: KeyCombo) -> Bool {
        isTab(key) && (key.modifiers.contains(.shift) || key.name == "ISO_Left_Tab")
    }
}
