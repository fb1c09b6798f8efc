import FlickCore

extension Swiper {
    /// Routes one gesture: the router decides the pointer sequences (`ContainerSwipe`): controls
    /// (shown toolbars, page dots) take their clicks; a press catches a moving page; the swiper
    /// takes horizontal drags the center page does not claim; clicks go on to the center page.
    /// Pinches go to the page under them; scrolls and keys go to the center page first (a zoomed
    /// picture pans with them) and turn pages when it leaves them; hovering near the top/bottom
    /// edge reveals the toolbars.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .scroll(let p, let delta, _):
            if !isDragging, isOnPage(p, now: now), router.route(gesture, in: syncedChildren(now: now), now: now) { return true }
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
            guard isOnPage(p, now: now), !isDragging else { return false }
            return router.route(gesture, in: syncedChildren(now: now), now: now)

        case .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            guard !isDragging else { return false }
            return router.route(gesture, in: syncedChildren(now: now), now: now)

        case .press:
            let used = router.route(gesture, in: syncedChildren(now: now), swipe: declaredSwipe, now: now) ?? false
            // What the press focused (a control on the page, a toolbar button) is the one focused
            // node below the swiper: the pages' stop, which no router lists, lets it go too.
            if let target = router.pressFocused { FocusChain.focus(target, among: [self], now: now) }
            return used

        case .release, .tap, .panBegin, .panUpdate, .panEnd, .cancel:
            return router.route(gesture, in: syncedChildren(now: now), swipe: declaredSwipe, now: now) ?? false
        }
    }

    /// The swiper's swipe as the router decides it: a tap on a control restarts the toolbars'
    /// auto-hide (the dots' taps excepted); every other click is the page's (`onTap`).
    var declaredSwipe: ContainerSwipe {
        ContainerSwipe(swipe, usesTap: { [unowned self] tap in
            if let target = tap.pressedChild, isControl(target) {
                if target !== indicator, toolbarsShown { restartAutoHide(now: tap.now) }
                return false
            }
            guard page(.center) != nil else { return false }
            onTap?(slots.center.itemIndex)
            return true
        })
    }

    // MARK: The center page

    /// The center page's frame at `now`, in swiper coordinates.
    func centerPageFrame(now: Double) -> Rect { pageArea.offsetBy(dx: pageOffset(now: now), dy: 0) }

    /// The center page where it is at `now` (the slots as they are), or nil without pages.
    func pageChild(now: Double) -> RoutedChild? {
        guard let page = page(.center) else { return nil }
        return RoutedChild(page, frame: centerPageFrame(now: now))
    }

    /// The children with the slots synced to where the pages are at `now` first.
    func syncedChildren(now: Double) -> [RoutedChild] {
        syncSlots(to: progress(now: now), now: now)
        return routedChildren(now: now)
    }

    /// Whether `component` is one of the swiper's own controls (toolbars, dots), not a page.
    func isControl(_ component: (any Component)?) -> Bool {
        guard let component else { return false }
        return component === topBar || component === bottomBar || component === indicator
    }

    // MARK: Routing

    var topBarFrame: Rect { Rect(x: 0, y: 0, width: size.width, height: barHeight) }
    var bottomBarFrame: Rect { Rect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight) }

    /// The page indicator's frame at `now`: a strip as wide as the swiper at the bottom, lifted
    /// above the bottom toolbar as it fades in, or always above its place with the pages inside
    /// the bars (only its dots take input: `PageIndicator.hits`).
    func indicatorFrame(now: Double) -> Rect {
        let h = PageDots.heightPx
        let shown = options.pageInsets == .insideBars ? 1 : bottomBar.opacity(now: now)
        let lift = options.showsToolbars ? barHeight * shown : 0
        return Rect(x: 0, y: size.height - Swiper.dotsBottomMarginPx - h - lift, width: size.width, height: h)
    }

    /// The page dots' frame at `now` (while they fit): centred in the indicator.
    func dotsFrame(now: Double) -> Rect {
        let f = indicatorFrame(now: now)
        return indicator.dotsFrame.offsetBy(dx: f.minX, dy: f.minY)
    }

    /// The controls over the page at `now`, front to back: the shown toolbars, then the page dots.
    func controlChildren(now: Double) -> [RoutedChild] {
        var list: [RoutedChild] = []
        if options.showsToolbars && toolbarsShown {
            if options.showsTopToolbar { list.append(RoutedChild(topBar, frame: topBarFrame, pressesBypassSwipe: true)) }
            list.append(RoutedChild(bottomBar, frame: bottomBarFrame, pressesBypassSwipe: true))
        }
        if options.showsPageControl { list.append(RoutedChild(indicator, frame: indicatorFrame(now: now), pressesBypassSwipe: true)) }
        return list
    }

    /// Whether `p` (swiper coordinates) is on the page rather than on a control over it.
    func isOnPage(_ p: Point, now: Double) -> Bool {
        ComponentRouter.child(at: p, in: controlChildren(now: now)) == nil
    }

    // MARK: Scroll and keys

    /// One page per scroll gesture: notches closer than `scrollGestureGapS` belong to one
    /// gesture. Horizontal (touchpad, shift+wheel) right = next; a plain vertical wheel
    /// also pages, down = next.
    func scroll(_ delta: Point, now: Double) -> Bool {
        guard !isDragging else { return false }
        guard let step = scrollStepper.add(delta, now: now) else { return false }
        if step > 0 { next(now: now) } else if step < 0 { previous(now: now) }
        return true
    }

    /// Tab walks the focus children (`moveFocus(backward:now:)`); other keys go to the focused
    /// child first (a toolbar button's stop presses it on Space and Return), then to the center
    /// page, then turn the pages.
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        let focused = router.focusedChild(in: focusChildren(now: now), now: now)
        if let focused, focused.component !== page(.center), focused.deliver(.key(key), now: now) { return true }
        guard !isDragging else { return false }
        if let page = page(.center), page.handle(.key(key), now: now) { return true }
        guard key.modifiers.isEmpty else { return false }
        switch key.name {
        case "Left", "Prior":
            guard canMove(by: -1) else { return false }
            previous(now: now)
        case "Right", "Next":
            guard canMove(by: 1) else { return false }
            next(now: now)
        case "Home": goToFirstPage(now: now)
        case "End": goToLastPage(now: now)
        case "t":
            guard options.showsToolbars else { return false }
            toggleToolbars(now: now)
        default: return false
        }
        return true
    }

    /// The focus children in Tab order: the pages' stop (while there are pages; at no frame, so a
    /// press never focuses it: Tab does, and the ring goes around the page dots), the center page
    /// (its controls), then the shown toolbars with buttons, the top bar's first.
    public func focusChildren(now: Double) -> [RoutedChild] {
        var list: [RoutedChild] = []
        if pageCount > 0 { list.append(RoutedChild(pagesStop, frame: .zero)) }
        if let page = pageChild(now: now) { list.append(page) }
        if options.showsToolbars && toolbarsShown {
            let bars = options.showsTopToolbar ? [(topBar, topBarFrame), (bottomBar, bottomBarFrame)] : [(bottomBar, bottomBarFrame)]
            for (bar, frame) in bars where !bar.focusChildren(now: now).isEmpty { list.append(RoutedChild(bar, frame: frame)) }
        }
        return list
    }

    /// Tab through the focus children (the router's walk, `FocusChain`); false past the last, so
    /// the focus goes on. Toolbars the focus leaves start their auto-hide again.
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        defer { focusLeftToolbars(now: now) }
        return router.moveFocus(in: focusChildren(now: now), backward: backward, wraps: false, now: now)
    }

    /// Whether the pages' own stop holds the keyboard focus (the ring around the dots).
    var pagesHaveFocus: Bool { pagesStop.isFocused }
}
