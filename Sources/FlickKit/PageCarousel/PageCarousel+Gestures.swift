import FlickCore

extension PageCarousel {
    /// True when the page itself shows (not presenting, no zoom running): gestures go to it.
    func showsPage(at now: Double) -> Bool { !isPresenting && !zoom.isAnimating(at: now) }

    /// Routes one gesture: keys and pinches first, then the page (not presenting) or the
    /// presentation (cards, close button, dots, the sides).
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        if let used = handlePinchHold(gesture, now: now) { return used }
        switch gesture {
        case .key(let key):
            return handleKey(key, now: now)

        case .pinch(_, let scale):
            return pinch(scale: scale, gesture: gesture, now: now)

        case .pinchBegin, .pinchUpdate, .pinchEnd:
            return continuousPinch(gesture, now: now)

        case .press(let p, let button, _):
            guard button == 1 else { return isPresenting ? false : forwardToPage(gesture, now: now) }
            guard isPresenting else {
                pressTarget = .page
                return forwardToPage(gesture, now: now)
            }
            pendingZoomAt = nil
            newPageWhenPresented = false
            // The lift swipe holds no card between swipes: this only forgets an earlier catch.
            liftSwipe.handle(gesture, now: now)
            if catchLeavingCard(at: p, now: now) { return true }
            // Catch the moving row where it is.
            rowSwipe.handle(gesture, now: now)
            pressTarget = hitTest(p, now: now)
            // The dots take their press through the router; any other press ends the router's.
            if pressTarget == .indicator { router.route(gesture, in: [indicatorChild], now: now) } else { router.cancel(now: now) }
            return true

        case .release(_, let button):
            guard button == 1 else { return isPresenting ? false : forwardToPage(gesture, now: now) }
            if pressTarget == .page || (pressTarget == nil && !isPresenting) { return forwardToPage(gesture, now: now) }
            if case .lift = drag {
                // A caught closing card let go without dragging: it closes or returns by the lift's rule.
                drag = nil
                liftSwipe.handle(gesture, now: now)
                return true
            }
            if case .reorder = drag {
                drag = nil
                dropReordered(now: now)
                pressTarget = nil
                return true
            }
            // A caught row let go settles on the nearest page.
            rowSwipe.handle(gesture, now: now)
            return true

        case .tap(_, _, let button, _):
            let target = pressTarget
            pressTarget = nil
            guard button == 1 else { return isPresenting ? false : forwardToPage(gesture, now: now) }
            if target == .page || (target == nil && !isPresenting) { return forwardToPage(gesture, now: now) }
            // A click that caught the moving row or a closing card only stopped it.
            let caughtRow = rowSwipe.handle(gesture, now: now), caughtCard = liftSwipe.handle(gesture, now: now)
            if caughtRow || caughtCard { return true }
            return tap(target, gesture: gesture, now: now)

        case .longPress(let p):
            if pressTarget == .page || !isPresenting { return forwardToPage(gesture, now: now) }
            guard drag == nil, case .card(let serial) = pressTarget else { return false }
            pickUp(serial: serial, at: p, now: now)
            return true

        case .panBegin(let info):
            guard info.button == 1 else { return isPresenting ? false : forwardToPage(gesture, now: now) }
            if pressTarget == .page || (pressTarget == nil && !isPresenting) {
                guard zoom.isAnimating(at: now) else {
                    drag = .page
                    return forwardToPage(gesture, now: now)
                }
                // Grabbing the card while it zooms back in: the presentation returns, the row follows.
                present(now: now)
                pressTarget = nil
            }
            let target = pressTarget
            pressTarget = nil
            if case .reorder = drag {
                updateReorder(to: info.location, now: now)
                return true
            }
            if case .lift = drag {
                // A caught closing card: the press already holds it.
                liftSwipe.handle(gesture, now: now)
                return true
            }
            let t = info.totalTranslation
            if case .card(let serial) = target, abs(t.y) > abs(t.x) {
                beginLift(serial: serial, info, now: now)
            } else {
                beginRowDrag(info, now: now)
            }
            return true

        case .panUpdate(let info):
            switch drag {
            case .row?: rowSwipe.handle(gesture, now: now)
            case .lift?: liftSwipe.handle(gesture, now: now)
            case .reorder?: updateReorder(to: info.location, now: now)
            case .page?: return forwardToPage(gesture, now: now)
            case nil: return false
            }
            return true

        case .panEnd(let info):
            switch drag {
            case .row?:
                drag = nil
                rowSwipe.handle(gesture, now: now)
            case .lift?:
                drag = nil
                liftSwipe.handle(gesture, now: now)
            case .reorder?:
                updateReorder(to: info.location, now: now)
                drag = nil
                dropReordered(now: now)
            case .page?:
                drag = nil
                return forwardToPage(gesture, now: now)
            case nil: return false
            }
            return true

        case .scroll(_, let delta, _):
            guard isPresenting else { return forwardToPage(gesture, now: now) }
            return scrollRow(delta, now: now)

        case .hover, .leave:
            return showsPage(at: now) ? forwardToPage(gesture, now: now) : false

        case .cancel:
            return cancelGestures(now: now)
        }
    }

    /// The press or pinch under way was taken away: a drag ends at rest where it is (the page's
    /// own drag is cancelled), a pinch or a caught zoom settles on the nearer end from rest, a
    /// caught row or card settles. Returns whether anything was held.
    func cancelGestures(now: Double) -> Bool {
        let target = pressTarget
        pressTarget = nil
        var held = drag != nil || target != nil
        switch drag {
        case .row?: drag = nil; rowSwipe.handle(.cancel, now: now)
        case .lift?: drag = nil; liftSwipe.handle(.cancel, now: now)
        case .reorder?, .page?: endInteraction(now: now)
        case nil: if target == .page { _ = forwardToPage(.cancel, now: now) }
        }
        if rowSwipe.handle(.cancel, now: now) { held = true }
        if liftSwipe.handle(.cancel, now: now) { held = true }
        pinchSwallow = false
        if let p = zoomPinch ?? pinchHold {
            zoomPinch = nil
            pinchHold = nil
            settleZoom(presenting: zoom.value(at: now) >= Constants.pinchCommitFraction, velocity: 0, from: p, now: now)
            held = true
        }
        return held
    }

    /// The selected page handles `gesture` through the router (not presenting: it fills the
    /// carousel, and it has the keys).
    func forwardToPage(_ gesture: Gesture, now: Double) -> Bool {
        layOutPage(at: selectedIndex, now: now)
        router.focus(entries[selectedIndex].page)
        return router.route(gesture, in: [pageChild], now: now)
    }

    /// The selected page filling the carousel (carousel coordinates).
    var pageChild: RoutedChild { RoutedChild(entries[selectedIndex].page, frame: Rect(size: size)) }

    /// The page dots while presenting (carousel coordinates).
    var indicatorChild: RoutedChild { RoutedChild(indicator, frame: geometry.indicatorFrame) }

    /// The selected page while it shows (not presenting, no zoom running), or the page dots
    /// while presenting: the children a parent's pan claim is asked about.
    public func routedChildren(at now: Double) -> [RoutedChild] {
        if showsPage(at: now) { return [pageChild] }
        return isPresenting ? [indicatorChild] : []
    }

    /// A click while presenting: close, open the selected card, go to another, or move one page.
    func tap(_ target: CarouselPressTarget?, gesture: Gesture, now: Double) -> Bool {
        switch target {
        case .closeButton(let serial)?:
            if let i = index(ofSerial: serial) { remove(at: i, now: now) }
        case .card(let serial)?:
            guard let i = index(ofSerial: serial) else { return true }
            if i == selectedIndex { dismiss(now: now) } else { glide(to: i, now: now) }
        case .indicator?:
            return router.route(gesture, in: [indicatorChild], now: now)
        case .side(let direction)?:
            guard direction != 0 else { return false }
            glide(to: selectedIndex + direction, now: now)
        case .page?, nil:
            return false
        }
        return true
    }

    /// ctrl+wheel: pinching in presents; pinching out opens the selected card (or zooms the page).
    func pinch(scale: Double, gesture: Gesture, now: Double) -> Bool {
        guard scale != 1 else { return false }
        if scale < 1 {
            if !isPresenting { present(now: now) }
            return true
        }
        if isPresenting {
            dismiss(now: now)
            return true
        }
        return forwardToPage(gesture, now: now)
    }

    /// One page per scroll gesture (notches closer than `scrollGestureGapS` are one gesture);
    /// horizontal (touchpad, shift+wheel) right = next, and a plain wheel down = next.
    func scrollRow(_ delta: Point, now: Double) -> Bool {
        guard let step = scrollStepper.add(delta, at: now) else { return false }
        if step > 0 { next(now: now) } else if step < 0 { previous(now: now) }
        return true
    }

    /// Where ctrl+shift+`name` moves the selected card while presenting (the keyboard's reorder):
    /// Left/Right one place, Home/End to the ends; nil for other keys.
    func reorderTarget(_ name: String) -> Int? {
        switch name {
        case "Left": return max(0, selectedIndex - 1)
        case "Right": return min(count - 1, selectedIndex + 1)
        case "Home": return 0
        case "End": return count - 1
        default: return nil
        }
    }

    /// Tab toggles the presentation; ctrl+t new page, ctrl+shift+t reopen, ctrl+w close; while
    /// presenting the arrows, Home/End move, ctrl+shift with them moves the selected card (reorders),
    /// Return opens the selected page, Escape goes back to the page the presentation came from,
    /// Delete closes. Other keys go to the page.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if key.matches("Tab") {
            togglePresentation(now: now)
            return true
        }
        if key.matches("t", [.control]) {
            openNewPage(now: now)
            return true
        }
        if key.matches("t", [.control, .shift]) {
            reopenClosedPage(now: now)
            return true
        }
        if key.matches("w", [.control]) {
            closeSelected(now: now)
            return true
        }
        guard isPresenting else { return forwardToPage(.key(key), now: now) }
        if key.modifiers == [.control, .shift], let to = reorderTarget(key.name) {
            move(from: selectedIndex, to: to, now: now)
            return true
        }
        guard key.modifiers.isEmpty else { return false }
        switch key.name {
        case "Left", "Prior": previous(now: now)
        case "Right", "Next": next(now: now)
        case "Home": first(now: now)
        case "End": last(now: now)
        case "Return": dismiss(now: now)
        case "Escape": returnFromPresentation(now: now)
        case "Delete", "BackSpace": closeSelected(now: now)
        default: return false
        }
        return true
    }
}
