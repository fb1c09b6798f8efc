import FlickCore

extension SlideController {
    /// Presses catch the latest slide; drags replace interactively (or carry a caught slide on);
    /// arrow keys replace, ctrl+arrow covers, BackSpace uncovers.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(_, let button, _):
            guard button == 1, !isDragging else { return false }
            catchSlide(now: now)
            return true

        case .release(_, let button):
            guard button == 1 else { return false }
            if isCaught {
                isCaught = false
                settleNearest(now: now)
            }
            return true

        case .panBegin(let info):
            guard info.button == 1, options.allowsDragging, !isDragging else { return false }
            return beginDrag(info, now: now)

        case .panUpdate(let info):
            guard isDragging, var t = transition else { return false }
            if isFreshDrag, t.direction.component(of: info.translation) < 0, turnFreshDrag() { t = transition ?? t }
            setProgress(tracker.update(translation: -t.direction.component(of: info.translation)))
            return true

        case .panEnd(let info):
            guard isDragging, let t = transition else { return false }
            setProgress(tracker.update(translation: -t.direction.component(of: info.translation)))
            let v = t.direction.component(of: info.velocity)
            let end = tracker.end(velocity: -(v.isFinite ? v : 0))
            finish(commit: end.target >= 0.5, velocity: end.velocity, now: now)
            return true

        case .key(let key):
            return handleKey(key, now: now)

        case .scroll(_, let delta, _):
            return scroll(delta, now: now)

        case .tap, .longPress, .hover, .leave, .pinch:
            return false
        }
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

    /// A press stops the latest slide where it is (only while it moves).
    func catchSlide(now: Double) {
        guard let t = transition, isMoving(t, at: now) else { return }
        for id in t.layerIDs { if let i = index(of: id) { layers[i].grab(at: now) } }
        isCaught = true
    }

    /// Carries a caught slide on along its own axis, or starts an interactive replace along the
    /// drag's dominant axis with the scene `nextScene` gives (none: the drag is not taken).
    func beginDrag(_ info: PanInfo, now: Double) -> Bool {
        if isCaught, let t = transition, let p = progress(of: t, at: now) {
            isCaught = false
            tracker.begin(progress: p, distance: axisLength(t.direction), snapPoints: [0, 1])
        } else {
            letGo(now: now)
            guard let direction = SlideDirection(dominantOf: info.translation),
                  let scene = nextScene?(.replace, direction, stack.top) else { return false }
            let top = layers.lastIndex { $0.role == .stacked }
            let incoming = makeLayer(scene, offset: direction.vector * -1, role: .pending, entered: direction,
                                     isCover: false)
            if let t = top {
                layers[t].holdsOpacity = true
                layers[t].isCover = false
                layers.insert(incoming, at: t + 1)
            } else {
                layers.append(incoming)
            }
            transition = SlideTransition(kind: .replace, direction: direction, incoming: incoming.id,
                                         outgoing: top.map { layers[$0].id })
            tracker.begin(progress: 0, distance: axisLength(direction), snapPoints: [0, 1])
        }
        if let t = transition {
            setProgress(tracker.update(translation: -t.direction.component(of: info.translation)))
        }
        return true
    }

    /// The drag started the latest slide (rather than catching one): its incoming scene is pending.
    var isFreshDrag: Bool {
        guard isDragging, let i = index(of: transition?.incoming) else { return false }
        return layers[i].role == .pending
    }

    /// A fresh drag pulled back past its start: the scene from the other side follows the pointer
    /// instead (the one pulled in so far is off screen by then). False when there is no such scene.
    func turnFreshDrag() -> Bool {
        guard let t = transition, let i = index(of: t.incoming) else { return false }
        let direction = t.direction.opposite
        guard let scene = nextScene?(.replace, direction, stack.top) else { return false }
        layers.remove(at: i)
        let incoming = makeLayer(scene, offset: direction.vector * -1, role: .pending, entered: direction, isCover: false)
        if let o = index(of: t.outgoing) { layers.insert(incoming, at: o + 1) } else { layers.append(incoming) }
        transition = SlideTransition(kind: .replace, direction: direction, incoming: incoming.id, outgoing: t.outgoing)
        tracker.begin(progress: 0, distance: axisLength(direction), snapPoints: [0, 1])
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
