import FlickCore

extension Deck {
    /// Routes one gesture. A press goes to the view under it (the center, unless it is hidden
    /// and not interactive; or the exposed side). A horizontal pan the panning mode allows from
    /// there, and the view does not claim, moves the deck (the view's press is released);
    /// anything else follows the press. Keys: the deck's own first, then the open side or the center.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1 else {
                // Other buttons catch no motion, but the rest of their press follows it too.
                pressTarget = target(at: p, now: now)
                return forward(gesture, to: pressTarget, now: now)
            }
            // Catch the moving center where it is.
            swipe.press(now: now)
            let t = target(at: p, now: now)
            pressTarget = t
            _ = forward(gesture, to: t, now: now)
            return true

        case .release(let p, _):
            let t = pressTarget ?? target(at: p, now: now)
            let used = forward(gesture, to: t, now: now)
            // A caught center let go goes where the 2/3 rule sends it from rest.
            swipe.policy = releasePolicy
            let settled = swipe.release(now: now)
            return used || settled

        case .tap(let p, _, let button, _):
            let t = pressTarget ?? target(at: p, now: now)
            pressTarget = nil
            if swipe.takesTap() { return true }
            if t == .blockedCenter, button == 1 {
                switch options.centerHiddenInteractivity {
                case .tapToClose: close(now: now)
                case .tapToCloseBouncing: closeBouncing(now: now)
                case .interactive, .notInteractive: break
                }
                return true
            }
            return forward(gesture, to: t, now: now)

        case .panBegin(let info):
            let t = pressTarget ?? target(at: info.start, now: now)
            if info.button == 1, mayPan(from: info.start, target: t, translation: info.totalTranslation,
                                        source: info.source, now: now) {
                // The view's press ends without a click; the deck takes the drag.
                _ = forward(.release(info.start, button: info.button), to: t, now: now)
                pressTarget = nil
                if beginPan(info, now: now) { return true }
            }
            return forward(gesture, to: t, now: now)

        case .panUpdate(let info):
            if isPanning { updatePan(info, now: now); return true }
            return forward(gesture, to: pressTarget, now: now)

        case .panEnd(let info):
            if isPanning { endPan(info, now: now); return true }
            let used = forward(gesture, to: pressTarget, now: now)
            pressTarget = nil
            return used

        case .hover(let p):
            let t = target(at: p, now: now)
            for other in [DeckPressTarget.center, .side(.left), .side(.right)] where other != t {
                _ = forward(.leave, to: other, now: now)
            }
            return forward(gesture, to: t, now: now)

        case .leave:
            for t in [DeckPressTarget.center, .side(.left), .side(.right)] { _ = forward(.leave, to: t, now: now) }
            return false

        case .scroll(let p, _, _), .pinch(let p, _):
            return forward(gesture, to: target(at: p, now: now), now: now)

        case .pinchBegin(let i), .pinchUpdate(let i), .pinchEnd(let i):
            return forward(gesture, to: target(at: i.startCenter, now: now), now: now)

        case .longPress(let p):
            return forward(gesture, to: pressTarget ?? target(at: p, now: now), now: now)

        case .key(let key):
            return handleKey(key, now: now)
        }
    }

    // MARK: Targets

    /// The view under `p` (deck coordinates).
    func target(at p: Point, now: Double) -> DeckPressTarget? {
        let x = offset.value(at: now)
        if centerFrame(offset: x).contains(p) {
            let blocked = isCenterHidden(at: now) && options.centerHiddenInteractivity != .interactive
            return blocked ? .blockedCenter : .center
        }
        guard Rect(size: size).contains(p), let side = exposedSide(offset: x), sideFrame(side).contains(p) else { return nil }
        return .side(side)
    }

    /// Sends `gesture` (deck coordinates) to the view behind `target`, in its coordinates.
    func forward(_ gesture: Gesture, to target: DeckPressTarget?, now: Double) -> Bool {
        switch target {
        case .center?:
            let x = offset.value(at: now)
            return center.handle(gesture.offsetBy(x, 0), now: now)
        case .side(let side)?:
            guard let v = view(side) else { return false }
            let f = sideFrame(side)
            return v.handle(gesture.offsetBy(f.x, f.y), now: now)
        case .blockedCenter?, nil:
            return false
        }
    }

    /// Whether a pan starting at `p` with `translation` moves the deck rather than the view under it.
    /// The edge strips and panning regions are for pointer and touch drags: a touchpad swipe
    /// (`source == .touchpad`) moves the deck from anywhere over it, as libadwaita's flap takes
    /// touchpad swipes from its whole area, unless the view under the pointer claims the pan.
    func mayPan(from p: Point, target: DeckPressTarget?, translation: Point, source: PanSource = .pointer,
                now: Double) -> Bool {
        let mode = options.panningMode
        guard !mode.isEmpty, !presentSides.isEmpty, abs(translation.x) >= abs(translation.y) else { return false }
        let strip = options.edgeStripPx.isFinite ? max(0, options.edgeStripPx) : 0
        // The edge strips pan the deck in screen-edge mode, and in full-view mode too, where a
        // child that claims its own drags (a swiper) keeps the rest of the view.
        if !mode.isDisjoint(with: [.screenEdge, .fullView]), p.x < strip || p.x >= size.width - strip { return true }
        let x = offset.value(at: now)
        switch target {
        case .side(let side)?:
            // An open side can be dragged closed, unless the side wants the drag.
            let f = sideFrame(side)
            return !claims(view(side), at: p - f.origin, now: now)
        case .blockedCenter?:
            return true
        case .center?:
            let local = Point(p.x - x, p.y)
            if claims(center, at: local, now: now) { return false }
            if isCenterHidden(at: now) || source == .touchpad { return true }
            if mode.contains(.fullView) { return true }
            if mode.contains(.topBar), let bar = (center as? TopBarProviding)?.topBarFrame, bar.contains(local) { return true }
            if mode.contains(.region), let r = options.panningRegion, r.contains(local) { return true }
            return false
        case nil:
            return false
        }
    }

    /// Whether the deck itself would pan from `p` (a parent deck asks this before panning).
    func wouldPan(from p: Point, translation: Point, now: Double) -> Bool {
        mayPan(from: p, target: target(at: p, now: now), translation: translation, now: now)
    }

    private func claims(_ view: Component?, at p: Point, now: Double) -> Bool {
        (view as? PanClaiming)?.claimsPan(startingAt: p, now: now) ?? false
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
        guard swipe.begin(info, now: now) else { pan = nil; return false }
        reportOffset(at: now, panning: true)
        return true
    }

    func updatePan(_ info: PanInfo, now: Double) {
        swipe.update(info)
        reportOffset(at: now, panning: true)
    }

    /// The seed's release rule (`releasePolicy`) picks the end; `swipeSettle` moves there.
    func endPan(_ info: PanInfo, now: Double) {
        updatePan(info, now: now)
        swipe.policy = releasePolicy
        swipe.end(info, now: now)
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
        if let side = openSide { return forward(.key(key), to: .side(side), now: now) }
        return forward(.key(key), to: .center, now: now)
    }
}
