import FlickCore

/// A routing container whose content scrolls with a `ScrollModel` (`ControlGroup`, `ListView`):
/// the one routing of pans, wheel notches and cancels they share, the children first, then the
/// scroll (`routeScrolling(_:in:now:)`).
///
/// The model is a stored struct: it is read and changed only between deliveries, never across a
/// call that reaches a child, since a child may scroll its own container while it handles a
/// gesture (an exclusive-access conflict otherwise).
protocol ScrollingContainer: RoutingContainer {
    /// The router that delivers to the children.
    var router: ComponentRouter { get }
    /// The scrolling content's offset, drag and momentum.
    var scroller: ScrollModel { get set }
    /// The container's size (its viewport).
    var size: Size { get }
    /// How far the content scrolls, px (0: it fits).
    var maxScroll: Double { get }
    /// Scrolls to `offset` (clamped), springing there when `animated`.
    func scroll(to offset: Double, animated: Bool, now: Double)
}

extension ScrollingContainer {
    /// Routes a release, pan, hover, long press, wheel notch or cancel: the children first, then a
    /// vertical left-button pan that starts inside and no child used scrolls, as a wheel notch
    /// nobody used does; a cancel stops a drag where it is. Nil for presses, taps, keys and
    /// pinches, which the container decides itself.
    func routeScrolling(_ gesture: Gesture, in children: [RoutedChild], now: Double) -> Bool? {
        switch gesture {
        case .release, .hover, .leave, .longPress:
            return router.route(gesture, in: children, now: now)
        case .panBegin(let info):
            if router.route(gesture, in: children, now: now) { return true }
            guard Rect(size: size).contains(info.start) else { return false }
            return scroller.beginPan(info, now: now)
        case .panUpdate(let info):
            if scroller.updatePan(info) { return true }
            return router.route(gesture, in: children, now: now)
        case .panEnd(let info):
            if scroller.endPan(info, now: now) { return true }
            return router.route(gesture, in: children, now: now)
        case .scroll(let p, let delta, _):
            guard Rect(size: size).contains(p) else { return false }
            if router.route(gesture, in: children, now: now) { return true }
            guard maxScroll > 0, delta.y != 0 else { return false }
            scroll(to: scroller.target + delta.y * Constants.scrollNotchPx, animated: true, now: now)
            return true
        case .cancel:
            let dragged = scroller.isDragging
            scroller.endUnfinishedDrag(now: now)
            return router.route(gesture, in: children, now: now) || dragged
        case .press, .tap, .key, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return nil
        }
    }
}
