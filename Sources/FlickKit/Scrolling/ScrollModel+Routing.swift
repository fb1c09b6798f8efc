import FlickCore

extension ScrollModel {
    /// The input every scrolling container takes alike: a pan or a wheel notch goes to the child
    /// under it first (through `router`), else scrolls the content (wheel notches only when
    /// `wheelScrolls`); a cancel stops a drag where it is and tells the children. Nil for any other
    /// gesture: presses, taps, hovers and keys are the container's own.
    public mutating func route(_ gesture: Gesture, in children: [RoutedChild], router: ComponentRouter, bounds: Rect,
                               wheelScrolls: Bool = true, now: Double) -> Bool? {
        switch gesture {
        case .panBegin(let info):
            if router.route(gesture, in: children, now: now) { return true }
            guard bounds.contains(info.start) else { return false }
            return beginPan(info, now: now)
        case .panUpdate(let info):
            return updatePan(info) || router.route(gesture, in: children, now: now)
        case .panEnd(let info):
            return endPan(info, now: now) || router.route(gesture, in: children, now: now)
        case .scroll(let p, let delta, _):
            guard bounds.contains(p) else { return false }
            if router.route(gesture, in: children, now: now) { return true }
            guard wheelScrolls, maxOffset > 0, delta.y != 0 else { return false }
            scroll(to: target + delta.y * Constants.scrollNotchPx, animated: true, now: now)
            return true
        case .cancel:
            // A drag taken away stops where it is.
            let dragged = isDragging
            endUnfinishedDrag(now: now)
            return router.route(gesture, in: children, now: now) || dragged
        default:
            return nil
        }
    }
}
