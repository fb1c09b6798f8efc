import FlickCore

extension PagedGridBrowser {
    /// While a detail is open it takes every gesture (its bar's buttons through the router, the
    /// back swipe, keys, pinching in); otherwise the grid does (a closing detail does not block
    /// the grid). A `.cancel` reaches all of them: the grid, the detail, its swipe and its pinch.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        if case .pinch(let p, let scale) = gesture { return pinchStep(at: p, scale: scale, now: now) }
        let children = [RoutedChild(detail, frame: Rect(size: size))]
        if case .cancel = gesture {
            heldPinchBegin = nil
            detailHasPinch = false
            let held = [grid.handle(gesture, now: now), router.route(gesture, in: children, now: now),
                        swipe.handle(gesture, now: now), cancelDetailPinch(now: now)]
            return held.contains(true)
        }
        guard openItemID != nil else { return grid.handle(gesture, now: now) }
        // Every pointer sequence over an open detail is the browser's, used or not.
        if router.route(gesture, in: children, swipe: declaredSwipe, now: now) != nil { return true }
        switch gesture {
        case .scroll:
            // Nothing scrolls under an open detail.
            return true
        case .key(let key):
            // The detail's keys first; the back keys it leaves close it.
            if detail.handle(gesture, now: now) { return true }
            guard key.matches("Escape") || key.matches("BackSpace") || key.matches("Left", [.alt]) else { return false }
            close(now: now)
            return true
        case .pinchBegin, .pinchUpdate, .pinchEnd:
            if let used = claimedPinch(gesture, in: children, now: now) { return used }
            return detailFingerPinch(gesture, now: now)
        case .hover, .leave:
            return router.route(gesture, in: children, now: now)
        default:
            return false
        }
    }

    /// The back swipe as the router decides it: a horizontal drag over the open detail.
    var declaredSwipe: ContainerSwipe {
        ContainerSwipe(swipe, axis: { ContainerSwipe.dominantAxis(of: $0) }, swipeMayStart: { pan, _ in
            ContainerSwipe.dominantAxis(of: pan) == .horizontal
        }, startSwipe: { [unowned self] pan, now in
            reveal.grab(now: now)
            return swipe.handle(.panBegin(pan), now: now)
        })
    }

    // MARK: Pinch

    /// A continuous pinch over a part of the open detail that may claim it (`PinchClaiming`: a
    /// zoom view) waits until the fingers move; then the detail gets the whole pinch when it
    /// claims it (`ComponentRouter.claimsPinch`), else the browser pinches the detail closed as for
    /// any pinch (`detailFingerPinch`). Nil for the pinches that are not the detail's to decide.
    func claimedPinch(_ gesture: Gesture, in children: [RoutedChild], now: Double) -> Bool? {
        switch gesture {
        case .pinchBegin(let info):
            heldPinchBegin = nil
            detailHasPinch = false
            guard !swipe.isDragging, displayedSlide(now: now) == 0,
                  ComponentRouter.mayClaimPinch(at: info.startCenter, in: children, now: now) else { return nil }
            heldPinchBegin = info
            return true
        case .pinchUpdate(let info), .pinchEnd(let info):
            var ends = false
            if case .pinchEnd = gesture { ends = true }
            if detailHasPinch {
                if ends { detailHasPinch = false }
                return router.route(gesture, in: children, now: now)
            }
            guard let begin = heldPinchBegin else { return nil }
            if !ends && info.scale == 1 { return true }
            heldPinchBegin = nil
            if ComponentRouter.claimsPinch(info, in: children, now: now) {
                detailHasPinch = !ends
                _ = router.route(.pinchBegin(begin), in: children, now: now)
                return router.route(gesture, in: children, now: now)
            }
            _ = detailFingerPinch(.pinchBegin(begin), now: now)
            return detailFingerPinch(gesture, now: now)
        default:
            return nil
        }
    }

    /// Routes a pinch step: the rest of a pinch that already opened or closed something goes
    /// back to where it began and does nothing more, until it pauses or turns round; an open
    /// detail shrinks towards its tile as a pinch in goes and closes past
    /// `Constants.pinchCloseScale`; otherwise the grid zooms the picture under the pointer and
    /// opens it past `Constants.pinchOpenScale`.
    func pinchStep(at p: Point, scale: Double, now: Double) -> Bool {
        endPinchIfOver(now: now)
        grid.endPinchIfOver(now: now)
        // The open detail's part under the pointer (a zoom view) uses a step first, unless a
        // pinch of the browser's own is under way.
        if openItemID != nil, grid.pinch == nil, pinch == nil,
           router.route(.pinch(p, scale: scale), in: [RoutedChild(detail, frame: Rect(size: size))], now: now) {
            return true
        }
        if let g = grid.pinch, g.isSpent {
            // The pinch out that opened the detail: pinching in now is a new pinch.
            guard scale < 1 else { return grid.handle(.pinch(p, scale: scale), now: now) }
            grid.pinch = nil
        }
        if let d = pinch, d.isSpent {
            // The pinch in that closed the detail: pinching out now is a new pinch.
            guard scale > 1 else { pinch?.step(scale, now: now); return true }
            pinch = nil
        }
        guard openItemID != nil, !swipe.isDragging else {
            return grid.handle(.pinch(p, scale: scale), now: now)
        }
        if pinch == nil { pinch = PagedGridPinch(index: nil, anchor: p, now: now) }
        pinch?.step(scale, now: now)
        guard let s = pinch?.scale else { return true }
        if s <= Constants.pinchCloseScale {
            pinch?.isSpent = true
            close(now: now)
            return true
        }
        reveal.animate(to: PagedGridBrowser.revealForPinch(scale: s), now: now, spring: .settle, velocity: nil,
                       tolerance: PagedGridBrowser.revealRestTolerance)
        return true
    }

    /// The reveal an open detail shows while pinched to `scale`: 1 at 1 or more, falling
    /// linearly to 1 − `pinchPreviewTravel` at the close threshold.
    static func revealForPinch(scale s: Double) -> Double {
        guard s.isFinite, s < 1 else { return 1 }
        let f = (1 - s) / max(1e-6, 1 - Constants.pinchCloseScale)
        return max(0, 1 - min(1, f) * pinchPreviewTravel)
    }

    /// A pinch that paused has ended: an unspent one springs the detail back open.
    func endPinchIfOver(now: Double) {
        guard let p = pinch, p.isOver(now: now) else { return }
        pinch = nil
        if !p.isSpent, openItemID != nil {
            reveal.animate(to: 1, now: p.endTime, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
        }
    }
}
