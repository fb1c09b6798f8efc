import FlickCore

extension PageCarousel {
    /// True when the page itself shows (not presenting, no zoom running): gestures go to it.
    func showsPage(now: Double) -> Bool { !isPresenting && !zoom.isAnimating(now: now) }

    /// Routes one gesture: keys, pinches and the wheel first; a pointer sequence goes to the
    /// page (not presenting: `forwardToPage`) or to the presentation (`routePresentation`).
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        if let used = handlePinchHold(gesture, now: now) { return used }
        if let used = handleToastGesture(gesture, now: now) { return used }
        switch gesture {
        case .key(let key):
            return handleKey(key, now: now)
        case .pinch(_, let scale):
            return pinch(scale: scale, gesture: gesture, now: now)
        case .pinchBegin, .pinchUpdate, .pinchEnd:
            return continuousPinch(gesture, now: now)
        case .scroll(_, let delta, _):
            guard isPresenting else { return forwardToPage(gesture, now: now) }
            return grid.isShown ? handleGridGesture(gesture, now: now) : scrollRow(delta, now: now)
        case .hover(let p):
            guard showsPage(now: now) else { hoverPoint = p; return false }
            hoverPoint = nil
            return forwardToPage(gesture, now: now)
        case .leave:
            hoverPoint = nil
            return showsPage(now: now) ? forwardToPage(gesture, now: now) : false
        case .cancel:
            return cancelGestures(now: now)
        case .press(_, let button, _) where button == 1 && !isPresenting:
            // The page takes the press (the router records it): none of the presentation's targets has it.
            pressTarget = nil
        case .panBegin(let info) where info.button == 1 && sequenceIsOnPage:
            guard zoom.isAnimating(now: now) else { return forwardToPage(gesture, now: now) }
            // Grabbing the card while it zooms back in: the presentation returns, the row follows.
            present(now: now)
            pressTarget = nil
            return routePresentation(gesture, now: now)
        default:
            break
        }
        guard belongsToPage(gesture) else { return routePresentation(gesture, now: now) }
        if case .tap = gesture { pressTarget = nil }
        return forwardToPage(gesture, now: now)
    }

    /// Whether a pointer gesture belongs to the page: a left-button sequence whose press the
    /// router gave the page (or, with no press, while the page shows), a left-button pan the
    /// router gave it, any other button's while the page shows.
    func belongsToPage(_ gesture: Gesture) -> Bool {
        switch gesture {
        case .release(_, let button), .tap(_, _, let button, _):
            return button == 1 ? sequenceIsOnPage : !isPresenting
        case .longPress:
            return pageHasPress || !isPresenting
        case .panUpdate(let info), .panEnd(let info):
            return info.button == 1 && pageHasPan
        default:
            return !isPresenting
        }
    }

    /// The press under way went to the page (or, with none, the page shows): its sequence is the page's.
    var sequenceIsOnPage: Bool { pageHasPress || (pressTarget == nil && !isPresenting) }

    /// The router holds a press on a page (its press target is a page, not the page dots).
    var pageHasPress: Bool { router.pressTarget.map { $0 !== indicator } ?? false }

    /// The router holds a left-button pan on a page (the page's drag, not the dots').
    var pageHasPan: Bool { router.panTarget.map { $0 !== indicator } ?? false }

    /// A left-button pointer gesture while presenting. The carousel's press targets (a closing card
    /// to catch, cards, close buttons, the sides) are its own; the router decides the rest from the
    /// declared swipes (`presentationSwipe`): a press catches the moving row, the dots take their
    /// clicks, a drag moves the row or lifts a card, the tap that stopped the row is swallowed.
    /// A long press picks a card up and the drag that follows reorders it.
    func routePresentation(_ gesture: Gesture, now: Double) -> Bool {
        if grid.isShown { return handleGridGesture(gesture, now: now) }
        let target = pressTarget
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1 else { return false }
            zoom.openAt = nil
            newPageWhenPresented = false
            if catchLeavingCard(at: p, now: now) {
                router.cancel(now: now)
                return true
            }
            pressTarget = hitTest(p, now: now)
        case .release(_, let button):
            guard button == 1 else { return false }
            if case .reorder = drag {
                drag = nil
                dropReordered(now: now)
                pressTarget = nil
                return true
            }
            // A caught closing card let go without dragging closes or returns by the lift's rule.
            if drag == .lift { drag = nil }
        case .tap(_, _, let button, _):
            pressTarget = nil
            guard button == 1 else { return false }
        case .longPress(let p):
            guard drag == nil, case .card(let serial) = pressTarget else { return false }
            pickUp(serial: serial, at: p, now: now)
            return true
        case .panBegin(let info), .panUpdate(let info), .panEnd(let info):
            guard info.button == 1 else { return false }
            if case .panBegin = gesture { pressTarget = nil }
            if case .reorder = drag {
                updateReorder(to: info.location, now: now)
                if case .panEnd = gesture {
                    drag = nil
                    dropReordered(now: now)
                }
                return true
            }
            if case .panBegin = gesture {} else if drag == nil { return false }
            if case .panEnd = gesture { drag = nil }
        default:
            return false
        }
        return router.route(gesture, in: [indicatorChild], swipe: presentationSwipe(pressedOn: target), now: now) ?? false
    }

    /// The presentation's swipes as the router decides them: the row (the main one) and the lift
    /// to close; a pan lifts the card it started on when vertical (or carries a caught closing
    /// card on), else moves the row; a click on a card, a close button or a side does what `tap` says.
    func presentationSwipe(pressedOn target: CarouselPressTarget?) -> ContainerSwipe {
        var declared = ContainerSwipe(rowSwipe, startSwipe: { [unowned self] info, now in
            if drag == .lift { return liftSwipe.handle(.panBegin(info), now: now) }
            let t = info.totalTranslation
            if case .card(let serial) = target, abs(t.y) > abs(t.x) {
                beginLift(serial: serial, info, now: now)
            } else {
                beginRowDrag(info, now: now)
            }
            return true
        }, usesTap: { [unowned self] t in
            t.pressedChild == nil ? tap(target, now: t.now) : t.childUsedTap
        })
        declared.others = [liftSwipe]
        return declared
    }

    /// The press or pinch under way was taken away: a drag ends at rest where it is (the page's
    /// own drag is cancelled), a pinch or a caught zoom settles on the nearer end from rest, a
    /// caught row or card settles. Returns whether anything was held.
    func cancelGestures(now: Double) -> Bool {
        let pageHeld = pageHasPress || pageHasPan
        var held = drag != nil || pressTarget != nil || pageHeld
        pressTarget = nil
        if pageHeld { _ = forwardToPage(.cancel, now: now) }
        switch drag {
        case .row?: drag = nil; rowSwipe.handle(.cancel, now: now)
        case .lift?: drag = nil; liftSwipe.handle(.cancel, now: now)
        case .reorder?, .gridScroll?, .gridReorder?: endInteraction(now: now)
        case nil: break
        }
        if grid.press != nil { held = true }
        grid.press = nil
        if rowSwipe.handle(.cancel, now: now) { held = true }
        if liftSwipe.handle(.cancel, now: now) { held = true }
        let pinched = pinch.cancel()
        if pinched.pageHadPinch {
            held = true
            _ = forwardToPage(.cancel, now: now)
        }
        if let p = pinched.zoom {
            settleZoom(presenting: zoom.value(now: now) >= Constants.pinchCommitFraction, velocity: 0, from: p, now: now)
            held = true
        }
        settleGridness(now: now)
        return held
    }

    /// The selected page handles `gesture` through the router (not presenting: it fills the
    /// carousel, and it has the keys).
    func forwardToPage(_ gesture: Gesture, now: Double) -> Bool {
        layOutPage(at: selectedIndex, now: now)
        focusShownPage(now: now)
        return router.route(gesture, in: [pageChild], now: now)
    }

    /// The keys go to the shown page: when another page had them, the focus leaves that page's
    /// controls; the shown page keeps the control its Tab walk or a press focused.
    func focusShownPage(now: Double) {
        let page = entries[selectedIndex].page
        guard router.focused !== page else { return }
        if let old = router.focused { FocusChain.clearFocus(in: old, now: now) }
        router.focus(page, in: [pageChild], now: now)
    }

    /// The selected page filling the carousel (carousel coordinates).
    var pageChild: RoutedChild { RoutedChild(entries[selectedIndex].page, frame: Rect(size: size)) }

    /// The page dots while presenting (carousel coordinates).
    var indicatorChild: RoutedChild { RoutedChild(indicator, frame: geometry.indicatorFrame) }

    /// The selected page while it shows (not presenting, no zoom running), or the page dots
    /// while presenting: the children a parent's pan claim is asked about.
    public func routedChildren(now: Double) -> [RoutedChild] {
        if showsPage(now: now) { return [pageChild] }
        return isPresenting ? [indicatorChild] : []
    }

    /// A click while presenting: close, open the selected card, go to another, or move one page.
    func tap(_ target: CarouselPressTarget?, now: Double) -> Bool {
        switch target {
        case .closeButton(let serial)?:
            if let i = index(ofSerial: serial) { remove(at: i, now: now) }
        case .card(let serial)?:
            guard let i = index(ofSerial: serial) else { return true }
            if i == selectedIndex { dismiss(now: now) } else { glide(to: i, now: now) }
        case .side(let direction)?:
            guard direction != 0 else { return false }
            glide(to: selectedIndex + direction, now: now)
        case .indicator?, nil:
            return false
        }
        return true
    }

    /// ctrl+wheel: pinching in presents (unless the page uses the step: a zoomed picture zooms
    /// out), and over the presented row (its zoom at rest) shows the grid; pinching out returns
    /// from the grid to the row, opens the selected card (or zooms the page).
    func pinch(scale: Double, gesture: Gesture, now: Double) -> Bool {
        guard scale != 1 else { return false }
        if scale < 1 && showsPage(now: now) && forwardToPage(gesture, now: now) { return true }
        if scale < 1 {
            if !isPresenting {
                present(now: now)
            } else if !grid.isShown && !zoom.isAnimating(now: now) {
                showGrid(now: now)
            }
            return true
        }
        if isPresenting && grid.isShown {
            showRow(now: now)
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
        guard let step = scrollStepper.add(delta, now: now) else { return false }
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

    /// A key goes to the shown page first (not presenting): its focused control, its own keys;
    /// the carousel acts on the keys the page did not use (GTK's bubbling, as AdwTabView leaves
    /// Tab to its page). Tab and Shift+Tab move the focus through the page's controls
    /// (`moveFocus(backward:now:)`). The carousel's own keys: ctrl+shift+o toggles the overview
    /// (Tab too with `CarouselOptions.tabOpensOverview`), ctrl+t new page, ctrl+shift+t reopen,
    /// ctrl+w close, ctrl+shift+g the grid or back to the row, ctrl+z the undo toast's Undo; while
    /// presenting the row the arrows, Home/End move, ctrl+shift with them moves the selected card
    /// (reorders), Return opens the selected page, Escape goes back to the page the presentation
    /// came from, Delete closes (the grid's keys: `handleGridKey`).
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        if showsPage(now: now), forwardToPage(.key(key), now: now) { return true }
        if key.matches("o", [.control, .shift]) {
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
        if key.matches("g", [.control, .shift]) {
            if overview == .grid { showRow(now: now) } else { showGrid(now: now) }
            return true
        }
        if key.matches("z", [.control]), toast != nil {
            undoClose(now: now)
            return true
        }
        guard isPresenting else { return false }
        if grid.isShown { return handleGridKey(key, now: now) }
        if key.modifiers == [.control, .shift], let to = reorderTarget(key.name) {
            move(from: selectedIndex, to: to, now: now)
            return true
        }
        guard key.modifiers.isEmpty else { return false }
        switch key.name {
        case "Left", "Prior": previous(now: now)
        case "Right", "Next": next(now: now)
        case "Home": goToFirstPage(now: now)
        case "End": goToLastPage(now: now)
        case "Return": dismiss(now: now)
        case "Escape": returnFromPresentation(now: now)
        case "Delete", "BackSpace": closeSelected(now: now)
        default: return false
        }
        return true
    }

    /// Tab (Shift+Tab with `backward`) while the page shows walks the focus through the page's
    /// controls (`FocusChain`; a page that keeps its focus to itself gets Tab as a key); past its
    /// last one Tab opens the overview, the cards taking the focus, when
    /// `CarouselOptions.tabOpensOverview` is on, else the carousel lets the focus go (false), so the
    /// walk around it moves on. While presenting the cards are one stop: Tab takes the focus, and the
    /// next lets it go.
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        if showsPage(now: now) {
            layOutPage(at: selectedIndex, now: now)
            focusShownPage(now: now)
            if router.moveFocus(in: [pageChild], backward: backward, wraps: false, now: now) { return true }
            guard options.tabOpensOverview, !backward, !isPresenting else { return false }
            present(now: now)
            isFocused = true
            return true
        }
        return FocusChain.moveFocus(ofLeaf: self)
    }

    /// While presenting (the cards are a focus stop of their own).
    public var acceptsFocus: Bool { isPresenting && count > 0 }

    /// The shown page, while it shows (not presenting, no zoom running): its focusable controls
    /// are in the Tab order of whatever holds the carousel.
    public func focusChildren(now: Double) -> [RoutedChild] {
        showsPage(now: now) ? [pageChild] : []
    }

    /// After `isPresenting` changed: the presentation opening takes the focus from the page it hides (the cards take it); closing,
    /// the cards let it go (the shown page has the keys again).
    func presentingChanged(now: Double) {
        if isPresenting {
            let page = entries[selectedIndex].page
            guard FocusChain.containsFocus(page, now: now) else { return }
            FocusChain.clearFocus(in: page, now: now)
            isFocused = true
        } else {
            isFocused = false
        }
    }
}
