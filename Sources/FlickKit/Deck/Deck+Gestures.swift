import FlickCore

extension Deck {
    /// Routes one gesture. The router decides the pointer sequences (`ContainerSwipe`): a press
    /// catches the moving center and goes to the view under it (the center, unless it is hidden
    /// and not interactive; or the exposed side); a horizontal pan the panning mode allows from
    /// there, and no view under it claims (the edge strips excepted), moves the deck; a tap on the
    /// covered center closes it (`centerHiddenInteractivity`). Keys: the deck's own first, then
    /// the open side or the center; the rest goes to the views.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(now: now)
        // A caught center let go, a drag's end and a cancel go where the 2/3 rule sends them.
        swipe.policy = releasePolicy
        let wasPanning = isPanning
        if let used = router.route(gesture, in: children, swipe: declaredSwipe, now: now) {
            // The drag's last step is reported as a drag (the settle starts from there).
            if wasPanning, case .panEnd = gesture { reportOffset(now: now, panning: true) }
            if !isPanning { pan = nil }
            return used
        }
        if case .key(let key) = gesture { return handleKey(key, now: now) }
        return router.route(gesture, in: children, now: now)
    }

    /// The deck's swipe as the router decides it: horizontal, from the edge strips before any
    /// view, where its swipe area allows (`swipeMayStart(at:translation:source:now:)`); the press
    /// that catches the center reaches it too; a tap on the covered center closes it. A parent
    /// asking for the deck's pan claim gets the same swipe area (`SwipingContainer`).
    public var declaredSwipe: ContainerSwipe {
        var declared = ContainerSwipe(swipe, isInEdgeStrip: { [unowned self] p in
            isInEdgeStrip(p)
        }, swipeMayStart: { [unowned self] pan, now in
            swipeMayStart(at: pan.start, translation: pan.totalTranslation, source: pan.source, now: now)
        }, startSwipe: { [unowned self] pan, now in
            beginPan(pan, now: now)
        }, usesTap: { [unowned self] tap in
            guard router.pressHitBlocker else { return false }
            router.cancel(now: tap.now)
            switch options.centerHiddenInteractivity {
            case .tapToClose: close(now: tap.now)
            case .tapToCloseBouncing: closeBouncing(now: tap.now)
            case .interactive, .notInteractive: break
            }
            return true
        })
        declared.catchPassesPress = true
        return declared
    }

    // MARK: Routing

    /// The center at its offset (a blocker while it is hidden and not interactive), then the
    /// drawer it exposes, then the docked sides showing, in deck coordinates.
    public func routedChildren(now: Double) -> [RoutedChild] {
        let x = offset.value(now: now)
        let blocked = isCenterHidden(now: now) && options.centerHiddenInteractivity != .interactive
        var list = [RoutedChild(center, frame: centerFrame(offset: x, now: now), isInteractive: !blocked)]
        if let side = exposedSide(offset: x), let v = view(side) {
            list.append(RoutedChild(v, frame: sideFrame(side)))
        }
        for side in DeckSide.allCases where dockInset(side, now: now) > 0 {
            if let v = view(side) { list.append(RoutedChild(v, frame: dockedFrame(side, now: now))) }
        }
        return list
    }

    /// The deck's swipe area: whether a pan starting at `p` with `translation` moves the deck
    /// rather than the view under it: from the edge strips always (screen-edge and full-view
    /// modes); otherwise only when no view under it claims the pan (`ComponentRouter.claimsPan`,
    /// so the innermost child that pans horizontally keeps it) and the panning mode allows it
    /// there. The edge strips and panning regions are for pointer and touch drags: a touchpad
    /// swipe (`source == .touchpad`) moves the deck from anywhere over the center, as libadwaita's
    /// flap takes touchpad swipes from its whole area, unless the view under the pointer claims
    /// the pan.
    func swipeMayStart(at p: Point, translation: Point, source: PanSource, now: Double) -> Bool {
        let mode = options.panningMode
        guard !mode.isEmpty, !drawerSides.isEmpty, abs(translation.x) >= abs(translation.y) else { return false }
        // The edge strips pan the deck in screen-edge mode, and in full-view mode too, where a
        // child that claims its own drags (a swiper) keeps the rest of the view.
        if isInEdgeStrip(p) { return true }
        let children = routedChildren(now: now)
        guard let hit = ComponentRouter.child(at: p, in: children) else { return false }
        // The covered center: dragging it closes the side.
        guard hit.isInteractive else { return true }
        // A docked side keeps its drags.
        if DeckSide.allCases.contains(where: { isDocked($0) && view($0) === hit.component }) { return false }
        if ComponentRouter.claimsPan(at: p, along: .horizontal, in: children, now: now) { return false }
        // An open side can be dragged closed, unless the side wants the drag.
        guard hit.component === center else { return true }
        let local = p - hit.frame.origin
        if isCenterHidden(now: now) || source == .touchpad { return true }
        if mode.contains(.fullView) { return true }
        if mode.contains(.topBar), let bar = (center as? TopBarProviding)?.topBarFrame, bar.contains(local) { return true }
        if mode.contains(.region), let r = options.panningRegion, r.contains(local) { return true }
        return false
    }

    /// Whether `p` (deck coordinates) is in one of the edge strips that pan the deck whatever
    /// lies there (screen-edge and full-view modes).
    func isInEdgeStrip(_ p: Point) -> Bool {
        let strip = max(0, options.edgeStripPx)
        // A docked side's edge is the side's, not a strip.
        let atLeft = p.x < strip && !isDocked(.left), atRight = p.x >= size.width - strip && !isDocked(.right)
        return !options.panningMode.isDisjoint(with: [.screenEdge, .fullView]) && (atLeft || atRight)
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
        guard swipe.handle(.panBegin(info), now: now) else { pan = nil; return false }
        reportOffset(now: now, panning: true)
        return true
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
        if let used = handleKeyBesideDocked(key, now: now) { return used }
        return center.handle(.key(key), now: now)
    }
}
