import FlickCore

extension PagedGrid {
    /// Routes one gesture: the page indicator takes its clicks; vertical drags, the vertical
    /// wheel and the paging keys move pages; clicks and pinches on pictures open them.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        swapIfDue(at: now)
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, !tracker.isTracking else { return false }
            swallowNextTap = false
            if indicatorHit(p) { return indicator.handle(gesture.offsetBy(indicatorFrame.x, indicatorFrame.y), now: now) }
            if position.isAnimating(at: now) && !swapPending {
                // Catch the moving page where it is.
                position.grab(at: now)
                swallowNextTap = true
            }
            return true

        case .release(let p, let button):
            guard button == 1 else { return false }
            if swallowNextTap { settleNearest(now: now) }
            return indicatorHit(p) || Rect(size: size).contains(p)

        case .tap(let p, _, let button, _):
            guard button == 1 else { return false }
            if swallowNextTap { swallowNextTap = false; return true }
            if indicatorHit(p) { return indicator.handle(gesture.offsetBy(indicatorFrame.x, indicatorFrame.y), now: now) }
            guard !swapPending, let i = drawn.index(at: p, position: position(at: now)),
                  items[i].id != hiddenItemID,
                  let frame = pictureFrame(ofItem: i, at: now) else { return false }
            onOpen?(i, frame, now)
            return true

        case .panBegin(let info):
            guard info.button == 1, !tracker.isTracking else { return false }
            let t = info.totalTranslation
            guard abs(t.y) >= abs(t.x) else {
                // Horizontal: not ours. Let a caught page settle.
                if swallowNextTap { settleNearest(now: now) }
                swallowNextTap = false
                return false
            }
            swallowNextTap = false
            beginDrag(info, now: now)
            return true

        case .panUpdate(let info):
            guard tracker.isTracking else { return false }
            position.set(tracker.update(translation: info.translation.y))
            return true

        case .panEnd(let info):
            guard tracker.isTracking else { return false }
            endDrag(info, now: now)
            return true

        case .scroll(_, let delta, let modifiers):
            // shift+wheel scrolls sideways: not ours.
            guard !modifiers.contains(.shift) else { return false }
            return scroll(delta.y, now: now)

        case .pinch(let p, let scale):
            return pinchStep(at: p, scale: scale, now: now)

        case .key(let key):
            return handleKey(key, now: now)

        case .hover, .leave, .longPress:
            return false
        }
    }

    func indicatorHit(_ p: Point) -> Bool {
        indicator.count = drawn.pageCount
        return pageCount > 1 && indicatorFrame.contains(p) && indicator.page(at: p - indicatorFrame.origin) != nil
    }

    // MARK: Dragging

    func beginDrag(_ info: PanInfo, now: Double) {
        endZoom(at: now, animated: true)
        if swapPending {
            // Mid-relayout: the drag starts on the new shape.
            swapTime = now
            swapIfDue(at: now)
        }
        let start = position.grab(at: now)
        let snaps = (0...layout.lastPage).map(Double.init)
        tracker.begin(progress: start, distance: max(1, layout.pageHeight), snapPoints: snaps)
        position.set(tracker.update(translation: info.translation.y))
    }

    /// Release: the swipe tracker's end point (nearest page, or the next one for a flick), and
    /// a slow drag past `pageCommitFraction` of a page glides on to the next page as well.
    func endDrag(_ info: PanInfo, now: Double) {
        position.set(tracker.update(translation: info.translation.y))
        let start = tracker.startProgress.rounded()
        let vy = info.velocity.y.isFinite ? info.velocity.y : 0
        let end = tracker.end(velocity: vy)
        let here = position.value(at: now)
        var target = end.target.isFinite ? end.target : here.rounded()
        let moved = here - start
        if target == start && abs(moved) >= PagedGrid.pageCommitFraction {
            target = start + (moved > 0 ? 1 : -1)
        }
        let page = layout.clampedPage(Int(target.rounded()))
        position.animate(to: Double(page), at: now, spring: .settle,
                         velocity: end.velocity.isFinite ? end.velocity : 0, tolerance: settleTolerance)
        commit(page, byUser: true)
    }

    // MARK: Wheel and keys

    /// One page per wheel gesture: notches closer than `scrollGestureGapS` belong to one gesture.
    func scroll(_ dy: Double, now: Double) -> Bool {
        guard dy != 0, dy.isFinite, !tracker.isTracking else { return false }
        let step = scrollStepper.add(dy, at: now)
        if step > 0 { nextPage(now: now) } else if step < 0 { previousPage(now: now) }
        return true
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        guard key.modifiers.isEmpty, !tracker.isTracking else { return false }
        switch key.name {
        case "Prior", "Page_Up", "KP_Prior", "KP_Page_Up", "Up", "KP_Up": previousPage(now: now)
        case "Next", "Page_Down", "KP_Next", "KP_Page_Down", "Down", "KP_Down": nextPage(now: now)
        case "Home", "KP_Home": go(to: 0, now: now)
        case "End", "KP_End": go(to: layout.lastPage, now: now)
        default: return false
        }
        return true
    }
}
