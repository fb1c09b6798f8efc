import FlickCore

extension SlideController {
    // MARK: Starting a slide

    /// Starts a slide of `kind` (a scene, named `name` or as `name(of:)` says, for replace and
    /// cover). A drag in progress is abandoned and a caught slide let go; scenes still moving from
    /// earlier slides carry on from where they are.
    @discardableResult
    func start(_ kind: SlideKind, scene: (any Component)?, name: String? = nil, direction: SlideDirection?,
               animated: Bool, now: Double) -> Bool {
        unbury(now: now)
        let before = stackKey
        letGo(now: now)
        let top = layers.lastIndex { $0.role == .stacked }
        if kind == .uncover && stack.depth == 0 {
            if stackKey != before { notifyChange() }
            return false
        }
        let motion: SlideMotion = animated ? .timed(duration: options.durationS, curve: options.curve) : .instant
        switch kind {
        case .replace, .cover:
            guard let scene else { return false }
            let dir = direction ?? .left
            let covering = kind == .cover && top != nil
            let incoming = makeLayer(scene, name: name, offset: dir.vector * -1, role: .stacked, entered: dir,
                                     isCover: covering)
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
        for i in layers.indices { layers[i].moveToRest(now: now, motion: motion) }
        prune(now: now)
        if stackKey != before { notifyChange() }
        bury(now: now)
        return true
    }

    /// A new layer for `scene`, named `name` (else as `name(of:)` says); the controller adopts
    /// the scene, to be laid out at its size before it is drawn or gets a gesture.
    func makeLayer(_ scene: any Component, name: String?, offset: Point, role: SlideLayerRole, entered: SlideDirection?,
                   isCover: Bool) -> SlideLayer {
        nextLayerID += 1
        let layer = SlideLayer(id: nextLayerID, scene: scene, name: name ?? self.name(of: scene), offset: offset,
                               role: role, entered: entered, isCover: isCover)
        adoptChild(scene)
        pendingLayout.add(scene)
        return layer
    }

    // MARK: Progress

    func index(of id: Int?) -> Int? {
        guard let id else { return nil }
        return layers.firstIndex { $0.id == id }
    }

    /// The layer whose place says `t`'s progress: the incoming scene while it is there, else the
    /// outgoing one.
    func lead(of t: SlideTransition) -> (index: Int, incoming: Bool)? {
        if let i = index(of: t.incoming) { return (i, true) }
        if let o = index(of: t.outgoing) { return (o, false) }
        return nil
    }

    /// Progress of `t` from its lead layer: the incoming scene's travel + 1, else the outgoing one's travel.
    func progress(of t: SlideTransition, now: Double) -> Double? {
        guard let lead = lead(of: t) else { return nil }
        return t.progress(atLeadOffset: layers[lead.index].along(t.direction).value(now: now), incoming: lead.incoming)
    }

    func isMoving(_ t: SlideTransition, now: Double) -> Bool {
        t.layerIDs.contains { id in index(of: id).map { layers[$0].isMoving(now: now) } ?? false }
    }

    // MARK: Finishing a slide

    /// Settles the latest slide on done (`commit`) or back where it began, with the settle spring
    /// carrying `velocity` (progress/s); the stack follows at once.
    func finish(commit: Bool, velocity: Double, now: Double) {
        guard let t = transition else { return }
        let before = stackKey
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
        let motion = SlideMotion.spring(direction: t.direction, velocity: velocity, tolerance: tolerance)
        for i in [incoming, outgoing].compactMap({ $0 }) { layers[i].moveToRest(now: now, motion: motion) }
        prune(now: now)
        if stackKey != before { notifyChange() }
    }

    /// Lets go of a caught slide (the swipe controller settles it on the nearer end) or abandons
    /// a drag (back to the start).
    func letGo(now: Double) {
        if isDragging {
            swipe.cancel()
            finish(commit: false, velocity: 0, now: now)
        } else {
            swipe.release(now: now)
        }
    }

    /// Px per unit of progress along `direction`'s axis.
    func axisLength(_ direction: SlideDirection) -> Double { direction.isHorizontal ? size.width : size.height }

    // MARK: Housekeeping

    /// Drops leaving scenes that stopped (unless a press or drag holds the latest slide) and
    /// forgets the latest slide once its scenes rest.
    func prune(now: Double) {
        let holds = isDragging || swipe.isHolding
        let held = holds ? Set(transition?.layerIDs ?? []) : []
        let gone = layers.filter { $0.role == .leaving && !$0.isMoving(now: now) && !held.contains($0.id) }
        if !gone.isEmpty {
            layers.removeAll { $0.role == .leaving && !$0.isMoving(now: now) && !held.contains($0.id) }
            releaseGone(gone)
        }
        if let t = transition, !holds, !isMoving(t, now: now) { transition = nil }
    }

    func notifyChange() { onChange?(stack) }
}
