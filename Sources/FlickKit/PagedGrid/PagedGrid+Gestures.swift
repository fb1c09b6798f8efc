import FlickCore

extension PagedGrid {
    /// Routes one gesture: the page indicator takes its clicks; vertical drags, the vertical
    /// wheel and the paging keys move pages; clicks and pinches on pictures open them.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        swapIfDue(at: now)
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, !swipe.isDragging else { return false }
            if indicatorHit(p) {
                swipe.handle(.cancel, now: now)
                return router.route(gesture, in: [indicatorChild], now: now)
            }
            // Catches a moving page where it is.
            router.cancel(now: now)
            swipe.handle(gesture, now: now)
            return true

        case .release(let p, let button):
            guard button == 1 else { return false }
            swipe.handle(gesture, now: now)
            return indicatorHit(p) || Rect(size: size).contains(p)

        case .tap(let p, _, let button, _):
            guard button == 1 else { return false }
            // A click that stopped a moving page does nothing else.
            if swipe.handle(gesture, now: now) { return true }
            if indicatorHit(p) { return router.route(gesture, in: [indicatorChild], now: now) }
            guard !swapPending, let i = drawn.index(at: p, position: position(at: now)),
                  items[i].id != hiddenItemID,
                  let frame = pictureFrame(ofItem: i, at: now) else { return false }
            onOpen?(i, frame, now)
            return true

        case .panBegin(let info):
            guard info.button == 1, !swipe.isDragging else { return false }
            let t = info.totalTranslation
            guard abs(t.y) >= abs(t.x) else {
                // Horizontal: not ours. Let a caught page settle.
                swipe.handle(.cancel, now: now)
                return false
            }
            beginDrag(info, now: now)
            return true

        case .panUpdate:
            return swipe.handle(gesture, now: now)

        case .panEnd:
            guard swipe.isDragging else { return false }
            // A drag is the user paging: a relayout no longer keeps the old anchor in view.
            relayoutAnchor = nil
            return swipe.handle(gesture, now: now)

        case .scroll(_, let delta, let modifiers):
            // shift+wheel scrolls sideways: not ours.
            guard !modifiers.contains(.shift) else { return false }
            return scroll(delta.y, now: now)

        case .pinch(let p, let scale):
            return pinchStep(at: p, scale: scale, now: now)

        case .key(let key):
            return handleKey(key, now: now)

        case .pinchBegin, .pinchUpdate, .pinchEnd:
            return fingerPinch(gesture, now: now)

        case .cancel:
            // A drag or a catch settles at rest; a pinched picture springs back into its tile.
            let dragged = swipe.handle(gesture, now: now)
            let pinched = cancelFingerPinch(now: now)
            let indicator = router.route(gesture, in: [indicatorChild], now: now)
            return dragged || pinched || indicator

        case .hover, .leave, .longPress:
            return false
        }
    }

    /// The page indicator as a routed child (grid coordinates).
    var indicatorChild: RoutedChild { RoutedChild(indicator, frame: indicatorFrame) }

    func indicatorHit(_ p: Point) -> Bool {
        indicator.count = drawn.pageCount
        return pageCount > 1 && indicatorFrame.contains(p) && indicator.index(at: p - indicatorFrame.origin) != nil
    }

    // MARK: Dragging

    /// A vertical drag starts: a pinched picture springs back, a relayout waiting to swap shapes
    /// swaps now (the drag moves the new shape), and the swipe takes the page from where it is.
    func beginDrag(_ info: PanInfo, now: Double) {
        endZoom(at: now, animated: true)
        if swapPending {
            swapTime = now
            swapIfDue(at: now)
        }
        swipe.handle(.panBegin(info), now: now)
    }

    // MARK: Wheel and keys

    /// One page per wheel gesture: notches closer than `scrollGestureGapS` belong to one gesture.
    func scroll(_ dy: Double, now: Double) -> Bool {
        guard dy != 0, !swipe.isDragging else { return false }
        let step = scrollStepper.add(dy, at: now)
        if step > 0 { nextPage(now: now) } else if step < 0 { previousPage(now: now) }
        return true
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return toggleFocus(now: now) }
        guard key.modifiers.isEmpty, !swipe.isDragging else { return false }
        if focusedIndex != nil { return handleFocusKey(key, now: now) }
        switch key.name {
        case "Prior", "Page_Up", "Up": previousPage(now: now)
        case "Next", "Page_Down", "Down": nextPage(now: now)
        case "Home": go(to: 0, now: now)
        case "End": go(to: layout.lastPage, now: now)
        default: return false
        }
        return true
    }
}
