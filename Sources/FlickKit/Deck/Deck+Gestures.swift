import FlickCore

extension Deck {
    /// Routes one gesture. A press goes to the view under it (the center, unless it is hidden
    /// and not interactive; or the exposed side) through the router. A horizontal pan the panning
    /// mode allows from there, and no view under it claims, moves the deck (the view's press is
    /// released); anything else follows the press. Keys: the deck's own first, then the open side or the center.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(at: now)
        switch gesture {
        case .press(_, let button, _):
            // Other buttons catch no motion, but the rest of their press follows it too.
            guard button == 1 else { return router.route(gesture, in: children, now: now) }
            // Catch the moving center where it is.
            swipe.handle(gesture, now: now)
            router.route(gesture, in: children, now: now)
            return true

        case .release:
            let used = router.route(gesture, in: children, now: now)
            // A caught center let go goes where the 2/3 rule sends it from rest.
            swipe.policy = releasePolicy
            let settled = swipe.handle(gesture, now: now)
            return used || settled

        case .tap(_, _, let button, _):
            let onCoveredCenter = router.pressHitBlocker
            if swipe.handle(gesture, now: now) { router.cancel(now: now); return true }
            if onCoveredCenter, button == 1 {
                router.cancel(now: now)
                switch options.centerHiddenInteractivity {
                case .tapToClose: close(now: now)
                case .tapToCloseBouncing: closeBouncing(now: now)
                case .interactive, .notInteractive: break
                }
                return true
            }
            return router.route(gesture, in: children, now: now)

        case .panBegin(let info):
            guard info.button == 1 else { return router.route(gesture, in: children, now: now) }
            // A view keeps a horizontal drag it claims, except from the edge strips; the deck takes
            // the drags its panning mode allows, and the view's press is cancelled.
            return router.arbitratePan(info, along: .horizontal, fromEdgeStrip: isInEdgeStrip(info.start), in: children, now: now) {
                mayPan(from: info.start, translation: info.totalTranslation, source: info.source, now: now) && beginPan(info, now: now)
            }

        case .panUpdate(let info):
            if isPanning { updatePan(info, now: now); return true }
            return router.route(gesture, in: children, now: now)

        case .panEnd(let info):
            if isPanning { endPan(info, now: now); return true }
            return router.route(gesture, in: children, now: now)

        case .cancel:
            // The deck's drag (or catch) settles at rest by the 2/3 rule; the views' presses end.
            swipe.policy = releasePolicy
            let held = swipe.handle(gesture, now: now)
            pan = nil
            return router.route(gesture, in: children, now: now) || held

        case .key(let key):
            return handleKey(key, now: now)

        case .hover, .leave, .scroll, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd, .longPress:
            return router.route(gesture, in: children, now: now)
        }
    }

    // MARK: Routing

    /// The center at its offset (a blocker while it is hidden and not interactive), then the
    /// side it exposes, in deck coordinates.
    public func routedChildren(at now: Double) -> [RoutedChild] {
        let x = offset.value(at: now)
        let blocked = isCenterHidden(at: now) && options.centerHiddenInteractivity != .interactive
        var list = [RoutedChild(center, frame: centerFrame(offset: x), isInteractive: !blocked)]
        if let side = exposedSide(offset: x), let v = view(side) {
            list.append(RoutedChild(v, frame: sideFrame(side)))
        }
        return list
    }

    /// Whether a pan starting at `p` with `translation` moves the deck rather than the view under
    /// it: from the edge strips always (screen-edge and full-view modes); otherwise only when no
    /// view under it claims the pan (`ComponentRouter.claimsPan`, so the innermost child that pans
    /// horizontally keeps it) and the panning mode allows it there. The edge strips and panning
    /// regions are for pointer and touch drags: a touchpad swipe (`source == .touchpad`) moves the
    /// deck from anywhere over the center, as libadwaita's flap takes touchpad swipes from its whole
    /// area, unless the view under the pointer claims the pan.
    func mayPan(from p: Point, translation: Point, source: PanSource = .pointer, now: Double) -> Bool {
        let mode = options.panningMode
        guard !mode.isEmpty, !presentSides.isEmpty, abs(translation.x) >= abs(translation.y) else { return false }
        // The edge strips pan the deck in screen-edge mode, and in full-view mode too, where a
        // child that claims its own drags (a swiper) keeps the rest of the view.
        if isInEdgeStrip(p) { return true }
        let children = routedChildren(at: now)
        guard let hit = ComponentRouter.child(at: p, in: children) else { return false }
        // The covered center: dragging it closes the side.
        guard hit.isInteractive else { return true }
        if ComponentRouter.claimsPan(at: p, along: .horizontal, in: children, now: now) { return false }
        // An open side can be dragged closed, unless the side wants the drag.
        guard hit.component === center else { return true }
        let local = p - hit.frame.origin
        if isCenterHidden(at: now) || source == .touchpad { return true }
        if mode.contains(.fullView) { return true }
        if mode.contains(.topBar), let bar = (center as? TopBarProviding)?.topBarFrame, bar.contains(local) { return true }
        if mode.contains(.region), let r = options.panningRegion, r.contains(local) { return true }
        return false
    }

    /// Whether `p` (deck coordinates) is in one of the edge strips that pan the deck whatever
    /// lies there (screen-edge and full-view modes).
    func isInEdgeStrip(_ p: Point) -> Bool {
        let strip = max(0, options.edgeStripPx)
        return !options.panningMode.isDisjoint(with: [.screenEdge, .fullView]) && (p.x < strip || p.x >= size.width - strip)
    }

    /// Whether the deck itself would pan from `p` (a parent deck asks this before panning).
    func wouldPan(from p: Point, translation: Point, now: Double) -> Bool {
        mayPan(from: p, translation: translation, now: now)
    }

    // MARK: Panning

    /// Starts the deck's drag: asks the callbacks once what it may open and close, then the
    /// swipe catches the center and follows the pointer. False when the swipe refuses to start.
    func beginPan(_ info: PanInfo, now: Double) -> Bool {
        var p = DeckPan()
        p.source = info.source
        if let side = openSide { p.mayClose = callbacks.shouldClose?(side) ?? true }
        for side in DeckSide.allCases where side != openSide && view(side) != nil {
            p.mayOpen[side] = callbacks.shouldOpen?(side) ?? true
        }
        if !p.mayClose, let side = openSide {
            // It may not close: it may not move towards closed either.
            p.mayOpen[side.opposite] = false
        }
        pan = p
        swipe.policy = releasePolicy
        guard swipe.handle(.panBegin(info), now: now) else { pan = nil; return false }
        reportOffset(at: now, panning: true)
        return true
    }

    func updatePan(_ info: PanInfo, now: Double) {
        swipe.handle(.panUpdate(info), now: now)
        reportOffset(at: now, panning: true)
    }

    /// The seed's release rule (`releasePolicy`) picks the end; `swipeSettle` moves there.
    func endPan(_ info: PanInfo, now: Double) {
        updatePan(info, now: now)
        swipe.policy = releasePolicy
        swipe.handle(.panEnd(info), now: now)
        pan = nil
    }

    /// ViewDeck's release rule: slower than `releaseVelocityPxPerS`, a side opens when the center
    /// is at least 2/3 of its way there, else it closes; faster, the flick's direction decides.
    var releasePolicy: SwipeEndPolicy {
        .fractionOfTheWay(rest: restOffset, fraction: 2.0 / 3, velocityPxPerS: options.releaseVelocityPxPerS)
    }

    // MARK: Keys

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if let k = options.toggleLeftKey, key == k, left != nil { toggle(.left, now: now); return true }
        if let k = options.toggleRightKey, key == k, right != nil { toggle(.right, now: now); return true }
        if let k = options.closeKey, key == k, openSide != nil { close(now: now); return true }
        if let side = openSide { return view(side)?.handle(.key(key), now: now) ?? false }
        return center.handle(.key(key), now: now)
    }
}
