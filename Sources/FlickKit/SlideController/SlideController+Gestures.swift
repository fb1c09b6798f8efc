import FlickCore

extension SlideController {
    /// Presses catch the latest slide; drags replace interactively, ctrl+drags cover interactively
    /// (or carry a caught slide on), all through `swipe`; arrow keys replace, ctrl+arrow covers,
    /// BackSpace uncovers. The top scene, resting in place, gets the rest: a press that caught
    /// nothing (ended without a click when a drag slides), clicks, hovers, pinches, other keys.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let children = routedChildren(now: now)
        if case .panUpdate(let info) = gesture, isFreshDrag, let t = transition,
           t.direction.component(of: info.translation) < 0, turnFreshDrag(now: now) {
            // The scene from the other side follows the pointer from where the drag began.
            swipe.cancel()
            return beginSwipe(info, now: now)
        }
        if let used = router.route(gesture, in: children, swipe: declaredSwipe, now: now) {
            if case .press = gesture, swipe.isHolding { holdSlide(now: now) }
            return used
        }
        switch gesture {
        case .key(let key):
            if handleKey(key, now: now) { return true }
            return restingTopScene(now: now)?.handle(gesture, now: now) ?? false
        case .scroll(_, let delta, _):
            return scroll(delta, now: now)
        default:
            return router.route(gesture, in: children, now: now)
        }
    }

    /// The controller's swipe as the router decides it: along the drag's dominant axis, a slide
    /// takes a drag the resting scene (or a child of it) does not claim along that axis, while
    /// dragging is allowed (its swipe area, which a container around it gets as its pan claim).
    public var declaredSwipe: ContainerSwipe {
        ContainerSwipe(swipe, axis: { ContainerSwipe.dominantAxis(of: $0, tieIsHorizontal: true) },
                       swipeMayStart: { [unowned self] _, _ in options.allowsDragging },
                       startSwipe: { [unowned self] pan, now in beginDrag(pan, now: now) })
    }

    /// The top scene while it rests in place, filling the controller (nothing while a slide runs).
    public func routedChildren(now: Double) -> [RoutedChild] {
        guard let scene = restingTopScene(now: now) else { return [] }
        return [RoutedChild(scene, frame: Rect(size: size))]
    }

    /// The top scene while it rests in place (no slide under way), else nil.
    func restingTopScene(now: Double) -> (any Component)? {
        guard transition == nil, !isDragging, let top = layers.last, top.role == .stacked,
              !top.isMoving(now: now), top.distance(now: now) == 0 else { return nil }
        return top.scene
    }

    /// One replace per scroll gesture (notches closer than `scrollGestureGapS` are one gesture),
    /// along its dominant axis: scrolling down or right moves the scenes up or left, like a drag.
    func scroll(_ delta: Point, now: Double) -> Bool {
        guard !isDragging, let direction = SlideDirection(dominantOf: delta * -1) else { return false }
        if now - lastScrollTime > Constants.scrollGestureGapS { scrollSlid = false }
        lastScrollTime = now
        guard !scrollSlid else { return true }
        guard let scene = nextScene?(.replace, direction, stack.top) else { return false }
        scrollSlid = true
        start(.replace, scene: scene, direction: direction, animated: true, now: now)
        return true
    }

    /// A press caught the latest slide (the swipe controller stopped its lead scene along its
    /// axis): every scene of it stops where it is, on both axes.
    func holdSlide(now: Double) {
        guard let t = transition else { return }
        for id in t.layerIDs { if let i = index(of: id) { layers[i].grab(now: now) } }
    }

    /// Carries a caught slide on along its own axis, or starts an interactive slide along the
    /// drag's dominant axis with the scene `nextScene` gives (none: the drag is not taken): a
    /// replace, or with ctrl held a cover (the top scene stays put under the incoming one).
    func beginDrag(_ info: PanInfo, now: Double) -> Bool {
        if !swipe.isHolding {
            unbury(now: now)
            let kind: SlideKind = info.modifiers.contains(.control) ? .cover : .replace
            guard let direction = SlideDirection(dominantOf: info.totalTranslation),
                  let scene = nextScene?(kind, direction, stack.top) else { return false }
            let top = layers.lastIndex { $0.role == .stacked }
            beginInteractive(kind, scene: scene, direction: direction, top: top.map { layers[$0].id })
        }
        return beginSwipe(info, now: now)
    }

    /// Hands the latest slide to the swipe controller along its axis, from where it is.
    func beginSwipe(_ info: PanInfo, now: Double) -> Bool {
        guard let t = transition else { return false }
        swipe.axis = t.direction.swipeAxis
        return swipe.handle(.panBegin(info), now: now)
    }

    /// Puts `scene` in, pending and just off screen, to follow a drag `direction` as a `kind`
    /// (replace or cover) of the top scene `top`, at progress 0.
    /// A replace moves `top` out along with it; a cover slides over `top`, which stays put.
    func beginInteractive(_ kind: SlideKind, scene: any Component, direction: SlideDirection, top: Int?) {
        let covering = kind == .cover && top != nil
        let incoming = makeLayer(scene, name: nil, offset: direction.vector * -1, role: .pending, entered: direction,
                                 isCover: covering)
        var outgoing: Int?
        if kind == .replace, let t = index(of: top) {
            layers[t].holdsOpacity = true
            layers[t].isCover = false
            layers.insert(incoming, at: t + 1)
            outgoing = top
        } else {
            layers.append(incoming)
        }
        transition = SlideTransition(kind: kind, direction: direction, incoming: incoming.id, outgoing: outgoing)
    }

    /// The drag started the latest slide (rather than catching one): its incoming scene is pending.
    var isFreshDrag: Bool {
        guard isDragging, let i = index(of: transition?.incoming) else { return false }
        return layers[i].role == .pending
    }

    /// A fresh drag pulled back past its start: the scene from the other side follows the pointer
    /// instead (the one pulled in so far is off screen by then). False when there is no such scene.
    func turnFreshDrag(now: Double) -> Bool {
        unbury(now: now)
        guard let t = transition, let i = index(of: t.incoming) else { return false }
        let direction = t.direction.opposite
        guard let scene = nextScene?(t.kind, direction, stack.top) else { return false }
        releaseGone([layers.remove(at: i)])
        let top = t.kind == .replace ? t.outgoing : layers.last { $0.role == .stacked }?.id
        beginInteractive(t.kind, scene: scene, direction: direction, top: top)
        return true
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        guard !isDragging else { return false }
        if key.matches("BackSpace") {
            uncover(now: now)
            return true
        }
        guard let direction = SlideDirection(arrowKey: key.name) else { return false }
        let kind: SlideKind
        if key.modifiers.isEmpty { kind = .replace } else if key.modifiers == .control { kind = .cover } else { return false }
        guard let scene = nextScene?(kind, direction, stack.top) else { return false }
        start(kind, scene: scene, direction: direction, animated: true, now: now)
        return true
    }
}
