import FlickCore

extension ComponentRouter {
    /// Decides one gesture of a pointer sequence for a container with a swipe of its own, by one
    /// rule for every container (as Flutter's gesture arena does). "The swipe" is the
    /// declaration's main one and its `others` alike (each catches, swallows, settles and ends;
    /// a pan moves the one `startSwipe` started):
    ///
    /// - A left press on a control over the swipe (`RoutedChild.pressesBypassSwipe`) goes to it,
    ///   and a caught swipe lets go. Elsewhere a press that catches the moving swipe is the swipe's
    ///   (the press's child gets `.cancel`, the children see nothing of it, unless
    ///   `catchPassesPress`); otherwise it goes to the child under it. Other buttons' presses go
    ///   to the children.
    /// - A release goes to the press's child and lets a caught swipe settle; a tap that only
    ///   stopped the swipe is swallowed, any other goes to the press's child and then to the
    ///   container (`ContainerSwipe.usesTap`).
    /// - A pan is decided once, when it begins (`arbitratePan`): the innermost child holding the
    ///   press that claims a pan along `swipe.axis` keeps it, unless it starts in the edge strip;
    ///   otherwise the swipe takes it where it may start (`swipeMayStart`) and when it starts
    ///   (`startSwipe`), and the press's child gets `.cancel`. A caught swipe that does not take
    ///   the pan lets go. The pan's updates and end follow.
    /// - `.cancel` ends what the swipe holds (at rest) and goes to every child holding something.
    ///
    /// Returns whether anyone used the gesture, or nil for gestures outside a pointer sequence
    /// (keys, scrolls, hovers, long presses, pinches): the container decides those itself.
    @discardableResult
    public func route(_ gesture: Gesture, in children: [RoutedChild], swipe: ContainerSwipe, now: Double) -> Bool? {
        let swipes = swipe.controllers
        /// Every swipe takes `gesture` (none is skipped); whether any used it.
        func offer(_ gesture: Gesture) -> Bool { swipes.map { $0.handle(gesture, now: now) }.contains(true) }
        switch gesture {
        case .press(let p, let button, _):
            pressFocused = nil
            guard button == 1 else { return route(gesture, in: children, now: now) }
            guard swipe.dragging == nil else { return false }
            isPanning = false
            if let hit = ComponentRouter.child(at: p, in: children), hit.pressesBypassSwipe {
                swipes.forEach { $0.letGo(now: now) }
                return route(gesture, in: children, now: now)
            }
            if offer(gesture), !swipe.catchPassesPress {
                cancel(now: now)
            } else {
                route(gesture, in: children, now: now)
            }
            return true

        case .release(_, let button):
            let used = route(gesture, in: children, now: now)
            return (button == 1 && offer(gesture)) || used

        case .tap(let p, _, let button, _):
            guard button == 1 else { return route(gesture, in: children, now: now) }
            if offer(gesture) {
                cancel(now: now)
                return true
            }
            let target = pressTarget
            let used = route(gesture, in: children, now: now)
            let tap = ContainerTap(location: p, pressedChild: target, childUsedTap: used, now: now)
            return swipe.usesTap(tap) || used

        case .panBegin(let info):
            guard info.button == 1, swipe.dragging == nil else { return route(gesture, in: children, now: now) }
            isPanning = true
            arbitratePan(info, along: swipe.axis(info), fromEdgeStrip: swipe.isInEdgeStrip(info.start),
                         in: children, now: now) { swipe.swipeMayStart(info, now) && swipe.startSwipe(info, now) }
            if swipe.dragging == nil { swipes.forEach { $0.letGo(now: now) } }
            return swipe.dragging != nil || targetPans

        case .panUpdate:
            if let d = swipe.dragging { return d.handle(gesture, now: now) }
            return route(gesture, in: children, now: now)

        case .panEnd:
            isPanning = false
            if let d = swipe.dragging { return d.handle(gesture, now: now) }
            return route(gesture, in: children, now: now)

        case .cancel:
            isPanning = false
            let held = offer(gesture)
            return route(gesture, in: children, now: now) || held

        case .key, .scroll, .hover, .leave, .longPress, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return nil
        }
    }
}
