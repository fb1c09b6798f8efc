import FlickCore

extension SlideController {
    // MARK: Starting a slide

    /// Starts a slide of `kind` (a scene for replace and cover). A drag in progress is abandoned
    /// and a caught slide let go; scenes still moving from earlier slides carry on from where they are.
    @discardableResult
    func start(_ kind: SlideKind, scene: SlideScene?, direction: SlideDirection?, animated: Bool, now: Double) -> Bool {
        let before = stack.names
        letGo(now: now)
        let top = layers.lastIndex { $0.role == .stacked }
        if kind == .uncover && stack.depth == 0 {
            if stack.names != before { notifyChange() }
            return false
        }
        let motion: SlideMotion = animated ? .timed(duration: options.durationS, curve: options.curve) : .instant
        switch kind {
        case .replace, .cover:
            guard let scene else { return false }
            let dir = direction ?? .left
            let covering = kind == .cover && top != nil
            let incoming = makeLayer(scene, offset: dir.vector * -1, role: .stacked, entered: dir, isCover: covering)
            var outgoingID: Int?
            var insertAt = layers.count
            if kind == .replace, let t = top {
                layers[t].role = .leaving
                layers[t].holdsOpacity = true
                layers[t].isCover = false
                layers[t].setRest(travel: 1, dir)
                outgoingID = layers[t].id
                insertAt = t + 1
            }
            layers.insert(incoming, at: insertAt)
            transition = SlideTransition(kind: kind, direction: dir, incoming: incoming.id, outgoing: outgoingID)
        case .uncover:
            guard let t = top else { return false }
            let dir = direction ?? layers[t].entered?.opposite ?? .down
            layers[t].role = .leaving
            layers[t].holdsOpacity = false
            layers[t].isCover = true
            layers[t].setRest(travel: 1, dir)
            transition = SlideTransition(kind: .uncover, direction: dir, incoming: nil, outgoing: layers[t].id)
        }
        for i in layers.indices { layers[i].moveToRest(at: now, motion: motion) }
        prune(at: now)
        if stack.names != before { notifyChange() }
        return true
    }

    func makeLayer(_ scene: SlideScene, offset: Point, role: SlideLayerRole, entered: SlideDirection?,
                   isCover: Bool) -> SlideLayer {
        nextLayerID += 1
        return SlideLayer(id: nextLayerID, scene: scene, offset: offset, role: role, entered: entered, isCover: isCover)
    }

    // MARK: Progress

    func index(of id: Int?) -> Int? {
        guard let id else { return nil }
        return layers.firstIndex { $0.id == id }
    }

    /// Progress of `t` from its layers: the incoming scene's travel + 1, else the outgoing one's travel.
    func progress(of t: SlideTransition, at now: Double) -> Double? {
        if let i = index(of: t.incoming) { return layers[i].travel(t.direction, at: now) + 1 }
        if let o = index(of: t.outgoing) { return layers[o].travel(t.direction, at: now) }
        return nil
    }

    /// Puts the latest slide's scenes at `progress` along its axis (a drag).
    func setProgress(_ p: Double) {
        guard let t = transition, p.isFinite else { return }
        if let i = index(of: t.incoming) { layers[i].set(travel: p - 1, t.direction) }
        if let o = index(of: t.outgoing) { layers[o].set(travel: p, t.direction) }
    }

    func isMoving(_ t: SlideTransition, at now: Double) -> Bool {
        t.layerIDs.contains { id in index(of: id).map { layers[$0].isMoving(at: now) } ?? false }
    }

    // MARK: Finishing a slide

    /// Settles the latest slide on done (`commit`) or back where it began, with the settle spring
    /// carrying `velocity` (progress/s); the stack follows at once.
    func finish(commit: Bool, velocity: Double, now: Double) {
        guard let t = transition else { return }
        let before = stack.names
        let incoming = index(of: t.incoming), outgoing = index(of: t.outgoing)
        if let i = incoming {
            layers[i].role = commit ? .stacked : .leaving
            layers[i].setRest(travel: commit ? 0 : -1, t.direction)
        }
        if let o = outgoing {
            layers[o].role = commit ? .leaving : .stacked
            layers[o].setRest(travel: commit ? 1 : 0, t.direction)
        }
        let tolerance = SlideController.settleRestPx / axisLength(t.direction)
        let motion = SlideMotion.spring(direction: t.direction, velocity: velocity.isFinite ? velocity : 0,
                                        tolerance: tolerance)
        for i in [incoming, outgoing].compactMap({ $0 }) { layers[i].moveToRest(at: now, motion: motion) }
        prune(at: now)
        if stack.names != before { notifyChange() }
    }

    /// Lets go of a caught slide (settling on the nearer end) or abandons a drag (back to the start).
    func letGo(now: Double) {
        if isDragging {
            _ = tracker.cancel()
            finish(commit: false, velocity: 0, now: now)
        } else if isCaught {
            settleNearest(now: now)
        }
        isCaught = false
    }

    /// A caught slide let go without a drag: on to done from halfway, else back.
    func settleNearest(now: Double) {
        guard let t = transition, let p = progress(of: t, at: now) else { return }
        finish(commit: p >= 0.5, velocity: 0, now: now)
    }

    /// Px per unit of progress along `direction`'s axis.
    func axisLength(_ direction: SlideDirection) -> Double { direction.isHorizontal ? size.width : size.height }

    // MARK: Housekeeping

    /// Drops leaving scenes that stopped (unless a press or drag holds the latest slide) and
    /// forgets the latest slide once its scenes rest.
    func prune(at now: Double) {
        let held = (isDragging || isCaught) ? Set(transition?.layerIDs ?? []) : []
        layers.removeAll { $0.role == .leaving && !$0.isMoving(at: now) && !held.contains($0.id) }
        if let t = transition, !isDragging, !isCaught, !isMoving(t, at: now) { transition = nil }
    }

    func notifyChange() { onChange?(stack) }
}
