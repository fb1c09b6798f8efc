import FlickCore

extension PagedGrid {
    /// Routes one gesture: the router decides the pointer sequences (`ContainerSwipe`): the page
    /// indicator takes its clicks, a press catches a moving page, vertical drags move pages and a
    /// click on a picture opens it. The vertical wheel and the paging keys move pages; pinches
    /// on pictures open them.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        swapIfDue(now: now)
        notePointer(gesture)
        if case .panEnd = gesture, swipe.isDragging {
            // A drag is the user paging: a relayout no longer keeps the old anchor in view.
            relayoutAnchor = nil
        }
        if let used = router.route(gesture, in: routedChildren, swipe: declaredSwipe, now: now) {
            // A pinched picture springs back into its tile when the sequence is cancelled.
            if case .cancel = gesture { return cancelFingerPinch(now: now) || used }
            return used
        }
        switch gesture {
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
        default:
            return false
        }
    }

    /// The grid's swipe as the router decides it: vertical drags page; a click that no child
    /// took opens the picture under it.
    var declaredSwipe: ContainerSwipe {
        ContainerSwipe(swipe, swipeMayStart: { pan, _ in
            abs(pan.totalTranslation.y) >= abs(pan.totalTranslation.x)
        }, startSwipe: { [unowned self] pan, now in
            beginDrag(pan, now: now)
        }, usesTap: { [unowned self] tap in
            guard tap.pressedChild == nil, !tap.childUsedTap, !swapPending,
                  let i = drawn.index(at: tap.location, position: position(now: tap.now)),
                  items[i].id != hiddenItemID, let frame = pictureFrame(ofItem: i, now: tap.now) else { return false }
            onOpen?(i, frame, tap.now)
            return true
        })
    }

    /// Follows the pointer for the hover and pressed states of the picture under it.
    func notePointer(_ gesture: Gesture) {
        switch gesture {
        case .hover(let p): hoverPoint = p
        case .press(let p, let button, _) where button == 1: pressPoint = p
        case .release, .tap, .panBegin, .cancel: pressPoint = nil
        case .leave: hoverPoint = nil; pressPoint = nil
        default: break
        }
    }

    /// The page indicator over the pages while there is more than one (grid coordinates).
    var routedChildren: [RoutedChild] {
        indicator.count = drawn.pageCount
        return pageCount > 1 ? [RoutedChild(indicator, frame: indicatorFrame, pressesBypassSwipe: true)] : []
    }

    /// Whether `p` (grid coordinates) is on one of the indicator's dots.
    func indicatorHit(_ p: Point) -> Bool { ComponentRouter.child(at: p, in: routedChildren) != nil }

    // MARK: Dragging

    /// A vertical drag starts: a pinched picture springs back, a relayout waiting to swap shapes
    /// swaps now (the drag moves the new shape), and the swipe takes the page from where it is.
    func beginDrag(_ info: PanInfo, now: Double) -> Bool {
        endZoom(now: now, animated: true)
        if swapPending {
            swapTime = now
            swapIfDue(now: now)
        }
        return swipe.handle(.panBegin(info), now: now)
    }

    // MARK: Wheel and keys

    /// One page per wheel gesture: notches closer than `scrollGestureGapS` belong to one gesture.
    func scroll(_ dy: Double, now: Double) -> Bool {
        guard dy != 0, !swipe.isDragging else { return false }
        let step = scrollStepper.add(dy, now: now)
        if step > 0 { nextPage(now: now) } else if step < 0 { previousPage(now: now) }
        return true
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
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
