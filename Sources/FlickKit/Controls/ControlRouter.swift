import FlickCore

/// Routes pointer gestures among a container's child controls.
///
/// The controls' frames are in the container's content coordinates. The press goes to the
/// topmost enabled control under it, and the rest of that press (release, tap, a claimed pan)
/// follows it there; hover and leave keep one control hovered at a time. Used by `ControlGroup` and `NavigationBar`.
/// A class, so a control's action may cancel the press of the very router delivering it.
public final class ControlRouter {
    /// The control holding the current press.
    public private(set) var pressTarget: Control?
    /// The press target took the pan (its `claimsPan` said yes).
    public private(set) var targetDrags = false
    private var hovered: Control?

    /// A router with no press and no hover.
    public init() {}

    /// The topmost control whose frame contains `p` (content coordinates).
    public static func control(at p: Point, in controls: [Control]) -> Control? {
        controls.last { $0.frame.contains(p) }
    }

    /// Offers a positional gesture at content point `p` (`gesture` already in content
    /// coordinates). Returns true when a control used it; a pan the target does not claim
    /// cancels its press and returns false (the container may then scroll or pass it up).
    public func route(_ gesture: Gesture, in controls: [Control], now: Double) -> Bool {
        func local(_ c: Control) -> Gesture { gesture.offsetBy(c.frame.x, c.frame.y) }
        switch gesture {
        case .press(let p, _, _):
            pressTarget?.cancelPress()
            targetDrags = false
            pressTarget = nil
            guard let c = ControlRouter.control(at: p, in: controls), c.handle(local(c), now: now) else { return false }
            pressTarget = c
            return true
        case .release:
            guard let c = pressTarget else { return false }
            return c.handle(local(c), now: now)
        case .tap:
            guard let c = pressTarget else { return false }
            pressTarget = nil
            return c.handle(local(c), now: now)
        case .panBegin:
            guard let c = pressTarget else { return false }
            targetDrags = c.handle(local(c), now: now)
            if !targetDrags { pressTarget = nil }
            return targetDrags
        case .panUpdate:
            guard targetDrags, let c = pressTarget else { return false }
            return c.handle(local(c), now: now)
        case .panEnd:
            guard targetDrags, let c = pressTarget else { return false }
            targetDrags = false
            pressTarget = nil
            return c.handle(local(c), now: now)
        case .hover(let p):
            let c = ControlRouter.control(at: p, in: controls)
            if let h = hovered, h !== c { _ = h.handle(.leave, now: now) }
            hovered = c
            if let c { return c.handle(local(c), now: now) }
            return false
        case .leave:
            _ = hovered?.handle(.leave, now: now)
            hovered = nil
            return false
        case .scroll(let p, _, _):
            guard let c = ControlRouter.control(at: p, in: controls) else { return false }
            return c.handle(local(c), now: now)
        case .longPress(let p):
            guard let c = pressTarget ?? ControlRouter.control(at: p, in: controls) else { return false }
            return c.handle(local(c), now: now)
        case .pinch, .pinchBegin, .pinchUpdate, .pinchEnd, .key:
            return false
        }
    }

    /// Whether the control under `p` would take a pan starting there.
    public static func claimsPan(at p: Point, in controls: [Control]) -> Bool {
        guard let c = control(at: p, in: controls), c.isEnabled else { return false }
        return c.claimsPan(at: p - c.frame.origin)
    }

    /// Ends any held press without a click (the container's parent took the pan).
    public func cancel() {
        pressTarget?.cancelPress()
        pressTarget = nil
        targetDrags = false
    }
}
