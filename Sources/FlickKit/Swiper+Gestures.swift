import FlickCore

extension Swiper {
    /// Routes one gesture: controls (shown toolbars, page dots) take their clicks; the swiper
    /// takes drags, scrolls and keys; clicks on the page (press, release, tap, long press) go on
    /// to the center page in its coordinates; hovering near the top/bottom edge reveals the toolbars.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, !isDragging else { return false }
            let target = hitTest(p, now: now)
            pressTarget = target
            guard target == .page else { return forward(gesture, to: target, now: now) }
            if !swipe.press(now: now) { forwardToPage(gesture, now: now) }
            return true

        case .release(let p, let button):
            guard button == 1 else { return false }
            let target = pressTarget ?? hitTest(p, now: now)
            guard target == .page else { return forward(gesture, to: target, now: now) }
            if swipe.isHolding {
                swipe.release(now: now)
            } else {
                forwardToPage(gesture, now: now)
            }
            return true

        case .tap(let p, _, let button, _):
            guard button == 1 else { return false }
            let target = pressTarget ?? hitTest(p, now: now)
            pressTarget = nil
            switch target {
            case .page:
                // Every click reaches the page (a double click is two taps); a click that stopped a moving page does not.
                if !swipe.takesTap() { tapPage(gesture, now: now) }
                return true
            case .topBar, .bottomBar:
                let used = forward(gesture, to: target, now: now)
                if toolbarsShown { hideDeadline = now + Constants.toolbarAutoHideS }
                return used
            case .dots:
                return forward(gesture, to: target, now: now)
            }

        case .panBegin(let info):
            guard info.button == 1 else { return false }
            if let t = pressTarget, t != .page { _ = forward(gesture, to: t, now: now) }
            pressTarget = nil
            return swipe.begin(info, now: now)

        case .panUpdate(let info):
            guard isDragging else { return false }
            swipe.update(info)
            return true

        case .panEnd(let info):
            guard isDragging else { return false }
            swipe.end(info, now: now)
            return true

        case .scroll(_, let delta, _):
            return scroll(delta, now: now)

        case .key(let key):
            return handleKey(key, now: now)

        case .hover(let p):
            guard options.showsToolbars else { return false }
            let edge = Constants.toolbarRevealEdgePx
            guard p.y < edge || p.y >= size.height - edge else { return false }
            showToolbars(now: now)
            reportToolbarTooltip(at: p, now: now)
            return true

        case .leave:
            _ = topBar.handle(.leave, now: now)
            _ = bottomBar.handle(.leave, now: now)
            return false

        case .longPress(let p):
            guard hitTest(p, now: now) == .page, !isDragging else { return false }
            return forwardToPage(gesture, now: now)

        case .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return false
        }
    }

    // MARK: The center page

    /// The center page's frame at `now`, in swiper coordinates.
    func centerPageFrame(at now: Double) -> Rect {
        Rect(x: pageOffset(at: now), y: 0, width: size.width, height: size.height)
    }

    /// Hands `gesture` to the center page (the slots synced to where the pages are now), in its
    /// coordinates; true when the page used it.
    @discardableResult
    func forwardToPage(_ gesture: Gesture, now: Double) -> Bool {
        syncSlots(to: progress(at: now))
        guard let page = page(.center) else { return false }
        let f = centerPageFrame(at: now)
        return page.handle(gesture.offsetBy(f.x, f.y), now: now)
    }

    /// A tap on the page: the center page gets it, then `onTap` hears of it.
    func tapPage(_ gesture: Gesture, now: Double) {
        guard page(.center) != nil else { return }
        forwardToPage(gesture, now: now)
        onTap?(slots.center.itemIndex)
    }

    // MARK: Hit testing

    var topBarFrame: Rect { Rect(x: 0, y: 0, width: size.width, height: barHeight) }
    var bottomBarFrame: Rect { Rect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight) }

    /// The page dots' frame at `now`: centred at the bottom, lifted above the bottom toolbar as it fades in.
    func dotsFrame(at now: Double) -> Rect {
        let s = PageDots.preferredSize(count: pageCount)
        let lift = options.showsToolbars ? barHeight * bottomBar.opacity(at: now) : 0
        return Rect(x: (size.width - s.width) / 2, y: size.height - Swiper.dotsBottomMarginPx - s.height - lift,
                    width: s.width, height: s.height)
    }

    func hitTest(_ p: Point, now: Double) -> SwiperPressTarget {
        if options.showsToolbars && toolbarsShown {
            if topBarFrame.contains(p) { return .topBar }
            if bottomBarFrame.contains(p) { return .bottomBar }
        }
        if options.showsPageControl, dotsFrame(at: now).contains(p),
           dots.index(at: p - dotsFrame(at: now).origin) != nil {
            return .dots
        }
        return .page
    }

    func forward(_ gesture: Gesture, to target: SwiperPressTarget, now: Double) -> Bool {
        switch target {
        case .page: return false
        case .topBar: return topBar.handle(gesture.offsetBy(topBarFrame.x, topBarFrame.y), now: now)
        case .bottomBar: return bottomBar.handle(gesture.offsetBy(bottomBarFrame.x, bottomBarFrame.y), now: now)
        case .dots:
            let f = dotsFrame(at: now)
            return dots.handle(gesture.offsetBy(f.x, f.y), now: now)
        }
    }

    // MARK: Scroll and keys

    /// One page per scroll gesture: notches closer than `scrollGestureGapS` belong to one
    /// gesture. Horizontal (touchpad, shift+wheel) right = next; a plain vertical wheel
    /// also pages, down = next.
    func scroll(_ delta: Point, now: Double) -> Bool {
        guard !isDragging else { return false }
        guard let step = scrollStepper.add(delta, at: now) else { return false }
        if step > 0 { next(now: now) } else if step < 0 { previous(now: now) }
        return true
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        guard key.modifiers.isEmpty, !isDragging else { return false }
        switch key.name {
        case "Left", "KP_Left", "Prior": previous(now: now)
        case "Right", "KP_Right", "Next": next(now: now)
        case "Home": first(now: now)
        case "End": last(now: now)
        case "t":
            guard options.showsToolbars else { return false }
            toggleToolbars(now: now)
        default: return false
        }
        return true
    }
}
