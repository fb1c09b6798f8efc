import FlickCore

/// Docking (after `AdwOverlaySplitView` and `UISplitViewController`): a side with a docking width
/// (`DeckOptions.docksLeftAtWidth`/`docksRightAtWidth`) shows beside the center when the deck is
/// at least that wide, the center laid out narrower with a separator line between them and no
/// shadow, scrim or ledge; below it the side is the overlay drawer. Crossing the width on a
/// resize keeps the center's visible edge where it is: an open drawer becomes a shown docked side
/// in place, and, as the split view collapses and uncollapses, a closed drawer becomes a docked
/// side sliding into view, and a shown docked side becomes a drawer sliding closed.
extension Deck {
    /// Whether `side` is docked at the deck's current width (shown or hidden).
    public func isDocked(_ side: DeckSide) -> Bool { docked[side] != nil }

    /// Whether `side` is docked and shown (or being shown) beside the center.
    public func isDockedAndShown(_ side: DeckSide) -> Bool { docked[side]?.shown ?? false }

    /// The sides docked at the deck's current width.
    public var dockedSides: [DeckSide] { DeckSide.allCases.filter(isDocked) }

    /// `deck.docked`'s value for `sides`: `none`, `left`, `right` or `both`.
    static func dockedName(_ sides: [DeckSide]) -> String {
        switch (sides.contains(.left), sides.contains(.right)) {
        case (true, true): return "both"
        case (true, false): return "left"
        case (false, true): return "right"
        case (false, false): return "none"
        }
    }

    /// The sides docked at `size` by the docking widths (a side without a view never docks).
    func dockingBreakpoints() -> BreakpointSet<Set<DeckSide>> {
        var set = BreakpointSet<Set<DeckSide>>()
        for side in DeckSide.allCases where view(side) != nil {
            if let width = options.docksAtWidth(side) { set.add(Breakpoint(minWidth: width)) { $0.insert(side) } }
        }
        return set
    }

    /// A docked side's width: its own width rule, or with `.allButLedge` a share of the deck's
    /// width within AdwOverlaySplitView's bounds (a docked side the width of the deck less a
    /// ledge would leave the center the ledge only). Kept a pixel short of the deck's width.
    func dockedWidth(_ side: DeckSide) -> Double {
        var rule = options.width(side)
        if rule == .allButLedge {
            rule = .fraction(Constants.deckDockedWidthFraction, minimum: Constants.deckDockedMinWidthPx,
                             maximum: Constants.deckDockedMaxWidthPx)
        }
        return min(rule.resolved(deckWidth: size.width, ledge: options.ledge(side)), max(0, size.width - 1))
    }

    /// Px of `side` showing beside the center at `now` (0: not docked, or hidden).
    func dockInset(_ side: DeckSide, now: Double) -> Double { docked[side]?.inset.value(now: now) ?? 0 }

    /// Px of `side` showing beside the center once its show or hide ends.
    func dockInsetTarget(_ side: DeckSide) -> Double { docked[side]?.inset.target ?? 0 }

    /// A docked side's frame at `now`: at its edge of the deck, slid out by what does not show.
    func dockedFrame(_ side: DeckSide, now: Double) -> Rect {
        let w = dockedWidth(side), inset = dockInset(side, now: now)
        return Rect(x: side == .left ? inset - w : size.width - inset, y: 0, width: w, height: size.height)
    }

    /// True while a docked side is being shown or hidden.
    func isDockAnimating(now: Double) -> Bool {
        docked.values.contains { $0.endTime != nil || $0.inset.isAnimating(now: now) }
    }

    // MARK: Crossing a docking width

    /// Docks and undocks the sides by the docking widths at the current size, then follows a
    /// changed docked width. Animated except at the first layout and with reduced motion. While
    /// the user drags the center the change waits for the drag to end (the next layout after it).
    func updateDocking(now: Double) {
        guard size != Size(1, 1) else { return }
        let wanted = dockingBreakpoints().resolved([], for: size)
        if isPanning, wanted != Set(dockedSides) {
            layoutChanges.insert(.views)
            return
        }
        let animated = hasDockingLayout && !crossFades
        hasDockingLayout = true
        for side in DeckSide.allCases {
            if wanted.contains(side), !isDocked(side) {
                dock(side, animated: animated, now: now)
            } else if !wanted.contains(side), isDocked(side) {
                undock(side, animated: animated, now: now)
            } else if var d = docked[side], d.shown, d.inset.target != dockedWidth(side) {
                // A new width: a running show goes on to it over the time it had left.
                let remaining = (d.endTime ?? now) - now
                if remaining > 0 {
                    d.inset.animate(to: dockedWidth(side), now: now, duration: remaining, curve: .easeOut)
                } else {
                    d.inset.set(dockedWidth(side))
                }
                docked[side] = d
            }
        }
    }

    /// Docks `side` shown (an uncollapsing split view shows its sidebar). A drawer open or
    /// opening to it stays where it shows, docked, and goes on to the docked width; otherwise
    /// the side slides into view and the center narrows.
    func dock(_ side: DeckSide, animated: Bool, now: Double) {
        let x = offset.value(now: now)
        let showing = max(0, (x - restOffset) * side.direction)
        if openSide == side || showing > 0 {
            interruptMotion(now: now, keepOffset: false)
            openSide = nil
            offset.set(restOffset)
        }
        var d = DeckDockedSide(shown: true, inset: min(showing, size.width))
        let to = dockedWidth(side)
        let duration = options.openDurationS
        if animated, duration.isFinite, duration > 0, d.inset.target != to {
            let (curve, time) = DeckCurve.curve(distance: to - d.inset.target, duration: duration, velocity: nil)
            d.inset.animate(to: to, now: now, duration: time, curve: curve)
            d.endTime = now + time
        } else {
            d.inset.set(to)
        }
        docked[side] = d
        reportOffset(now: now, panning: false)
    }

    /// Undocks `side` (a collapsing split view hides its sidebar): shown, it becomes the drawer
    /// sliding closed from where it shows, so the center's visible edge does not move.
    func undock(_ side: DeckSide, animated: Bool, now: Double) {
        guard let d = docked.removeValue(forKey: side) else { return }
        d.completions.forEach { $0(false) }
        let showing = d.inset.value(now: now)
        guard showing > 0, openSide == nil, motion == nil else { return }
        offset.set(restOffset + side.direction * showing)
        move(to: nil, animated: animated, velocity: nil, now: now, completion: nil)
    }

    // MARK: Showing and hiding

    /// Shows or hides docked `side`: the side slides in or out and the center narrows or widens
    /// with the deck's timing (at once unanimated or with reduced motion), reporting
    /// `willOpen`/`didOpen` or `willClose`/`didClose`; `completion` gets true at its end, false
    /// when it is interrupted. Asks `shouldOpen`/`shouldClose` first.
    func setDocked(_ side: DeckSide, shown: Bool, animated: Bool, now: Double, completion: ((Bool) -> Void)?) {
        guard var d = docked[side] else { completion?(false); return }
        if d.shown == shown {
            if d.endTime != nil, let completion { d.completions.append(completion); docked[side] = d } else { completion?(true) }
            return
        }
        guard shown ? (callbacks.shouldOpen?(side) ?? true) : (callbacks.shouldClose?(side) ?? true) else {
            completion?(false)
            return
        }
        let interrupted = d.completions
        d.completions = completion.map { [$0] } ?? []
        d.shown = shown
        d.announces = true
        if shown { callbacks.willOpen?(side, animated) } else { callbacks.willClose?(side, animated) }
        let to = shown ? dockedWidth(side) : 0
        let duration = shown ? options.openDurationS : options.closeDurationS
        let here = d.inset.value(now: now)
        if animated, !crossFades, duration.isFinite, duration > 0, here != to {
            let v = d.inset.isAnimating(now: now) ? d.inset.velocity(now: now) : nil
            let (curve, time) = DeckCurve.curve(distance: to - here, duration: duration, velocity: v)
            d.inset.animate(to: to, now: now, duration: time, curve: curve)
            d.endTime = now + time
            docked[side] = d
        } else {
            d.inset.set(to)
            d.endTime = now
            docked[side] = d
            finishDocking(side, animated: animated, now: now)
        }
        interrupted.forEach { $0(false) }
        relayoutCenterIfNeeded(now: now)
    }

    /// Ends the shows and hides due by `now`: the did-callbacks and completions, and the center
    /// laid out at its width (every frame while the width changes).
    func advanceDocking(to now: Double) {
        guard !docked.isEmpty else { return }
        for side in DeckSide.allCases {
            guard var d = docked[side] else { continue }
            d.inset.settle(now: now)
            docked[side] = d
            if let end = d.endTime, now >= end - Deck.timeEpsilonS { finishDocking(side, animated: true, now: now) }
        }
        relayoutCenterIfNeeded(now: now)
    }

    func finishDocking(_ side: DeckSide, animated: Bool, now: Double) {
        guard var d = docked[side], d.endTime != nil else { return }
        d.endTime = nil
        let completions = d.completions
        d.completions = []
        let announces = d.announces
        d.announces = false
        docked[side] = d
        if announces {
            if d.shown { callbacks.didOpen?(side, animated) } else { callbacks.didClose?(side, animated) }
        }
        completions.forEach { $0(true) }
    }

    /// Lays the center out again when its width changed (a docked side moving in or out).
    func relayoutCenterIfNeeded(now: Double) {
        let s = centerSize(now: now)
        guard s != laidOutCenterSize else { return }
        laidOutCenterSize = s
        center.layout(size: s, now: now, environment: environment)
    }
}

extension Deck {
    // MARK: Keys

    /// The docked sides showing and the center, in reading order (left, center, right).
    func besideChildren(now: Double) -> [RoutedChild] {
        var list: [RoutedChild] = []
        if dockInset(.left, now: now) > 0, let v = left { list.append(RoutedChild(v, frame: dockedFrame(.left, now: now))) }
        list.append(RoutedChild(center, frame: centerFrame(offset: offset.value(now: now), now: now)))
        if dockInset(.right, now: now) > 0, let v = right { list.append(RoutedChild(v, frame: dockedFrame(.right, now: now))) }
        return list
    }

    /// With a docked side showing and no drawer open: Tab and Shift+Tab walk the docked sides and
    /// the center in reading order, and other keys go to the one holding focus (one holding a
    /// focused node, else the one Tab or a press last gave it; the center until then). Nil when
    /// no docked side shows.
    func handleKeyBesideDocked(_ key: KeyCombo, now: Double) -> Bool? {
        let beside = besideChildren(now: now)
        guard beside.count > 1 else { return nil }
        if ComponentRouter.isTab(key) {
            return router.moveFocus(in: beside, backward: ComponentRouter.isBackTab(key), wraps: true, now: now)
        }
        guard let f = router.focusedChild(in: beside, now: now)?.component else { return nil }
        return f.handle(.key(key), now: now)
    }
}
