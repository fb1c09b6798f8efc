import FlickCore

extension Deck {
    /// Moves to `target` (a side open, or nil: closed): fires will-callbacks now and did-callbacks
    /// and `completion` when it arrives. A running motion is replaced (its completions get false),
    /// starting from where the center is with the velocity it has (or `velocity`, px/s).
    func move(to target: DeckSide?, animated: Bool, velocity: Double?, now: Double,
              completion: ((Bool) -> Void)?) {
        let wasMoving = motion != nil
        let from = openSide
        interruptMotion(now: now, keepOffset: true)
        let oldTarget = openSide
        openSide = target
        focusEntersOpenSide(from: oldTarget, to: target, now: now)
        announceWill(from: oldTarget, to: target, animated: animated)
        let to = restingOffset(target)
        let here = offset.value(now: now)
        var m = DeckMotion(phase: .slide(to: target), endTime: now, from: from, animated: animated,
                           completions: completion.map { [$0] } ?? [])
        let duration = target == nil ? options.closeDurationS : options.openDurationS
        let d = duration.isFinite ? max(0, duration) : 0
        if !animated || d == 0 || here == to {
            offset.set(to)
            motion = m
            reportOffset(now: now, panning: false)
            finishMotion(now: now)
            return
        }
        if crossFades {
            startFade(from: here, now: now, duration: d)
            offset.set(to)
            m.endTime = now + d
        } else {
            let v = velocity ?? (wasMoving ? offset.velocity(now: now) : nil)
            if let v, v != 0, v * (to - here) < 0 {
                // Moving away from the target: the settle spring turns it round smoothly.
                offset.animate(to: to, now: now, spring: .settle, velocity: v, tolerance: Deck.restTolerancePx)
                m.followsSpring = true
            } else {
                let (curve, time) = DeckCurve.curve(distance: to - here, duration: d, velocity: v)
                offset.animate(to: to, now: now, duration: time, curve: curve)
                m.endTime = now + time
            }
        }
        motion = m
    }

    /// Starts a bouncing close of `side`.
    func bounce(_ side: DeckSide, now: Double, hidden: ((Deck) -> Void)?, completion: ((Bool) -> Void)?) {
        let from = openSide
        interruptMotion(now: now, keepOffset: true)
        let oldTarget = openSide
        openSide = nil
        announceWill(from: oldTarget, to: nil, animated: true)
        var m = DeckMotion(phase: .bounceOut(side, hidden: hidden), endTime: now, from: from, animated: true,
                           completions: completion.map { [$0] } ?? [])
        let d = options.bounceOpenDurationS
        if crossFades || !(d.isFinite && d > 0) {
            // Reduced motion (or no time): swap at once, then fade or slide closed.
            motion = m
            reachHiddenMoment(side, hidden: hidden, at: now)
            return
        }
        let here = offset.value(now: now)
        let to = hiddenOffset(side)
        let v = offset.isAnimating(now: now) ? offset.velocity(now: now) : nil
        let (curve, time) = v == nil ? (CubicBezier.easeIn, d) : DeckCurve.curve(distance: to - here, duration: d, velocity: v)
        offset.animate(to: to, now: now, duration: time, curve: curve)
        m.endTime = now + time
        motion = m
    }

    /// The bounce's hidden moment at time `t`: run the swap, report it, slide back closed from there.
    func reachHiddenMoment(_ side: DeckSide, hidden: ((Deck) -> Void)?, at t: Double) {
        guard var m = motion else { return }
        m.phase = .bounceBack(side)
        motion = m
        hidden?(self)
        callbacks.didBounce?(side)
        let d = options.bounceCloseDurationS
        let here = offset.value(now: t)
        let to = restOffset
        guard d.isFinite, d > 0, here != to else {
            offset.set(to)
            finishMotion(now: t)
            return
        }
        if crossFades {
            startFade(from: here, now: t, duration: d)
            offset.set(to)
        } else {
            offset.animate(to: to, now: t, duration: d, curve: .easeOut)
        }
        motion?.endTime = t + d
    }

    /// Runs phase ends due by `now`, at their exact times.
    func advanceMotion(to now: Double) {
        offset.settle(now: now)
        fade.settle(now: now)
        if fadeFromOffset != nil, !fade.isAnimating(now: now) { fadeFromOffset = nil }
        while let m = motion {
            if m.followsSpring {
                guard !offset.isAnimating(now: now) else { break }
            } else {
                guard now >= m.endTime - Deck.timeEpsilonS else { break }
            }
            switch m.phase {
            case .bounceOut(let side, let hidden):
                reachHiddenMoment(side, hidden: hidden, at: m.endTime)
            case .slide, .bounceBack:
                finishMotion(now: m.followsSpring ? now : m.endTime)
            }
        }
    }

    /// Ends the motion: the did-callbacks, then the completions (true).
    func finishMotion(now: Double) {
        guard let m = motion else { return }
        motion = nil
        if let from = m.from, from != openSide { focusLeavesClosedSide(from, now: now) }
        announceDid(from: m.from, to: openSide, animated: m.animated)
        m.completions.forEach { $0(true) }
    }

    /// Stops the running motion. A bounce not yet at its hidden moment runs its `hidden` action
    /// now (the swap it asked for is not lost). Completions get false. `keepOffset` leaves a
    /// running slide's position alone for the next motion to start from; otherwise it is grabbed.
    func interruptMotion(now: Double, keepOffset: Bool) {
        if !keepOffset { offset.grab(now: now) }
        if fadeFromOffset != nil { fadeFromOffset = nil; fade.set(0) }
        guard let m = motion else { return }
        motion = nil
        if case .bounceOut(let side, let hidden) = m.phase {
            hidden?(self)
            callbacks.didBounce?(side)
        }
        m.completions.forEach { $0(false) }
    }

    /// After a resize or an option change: a settled center jumps to its new resting place;
    /// a running slide is re-aimed there over the time it had left.
    func retarget(now: Double) {
        guard !isPanning else { return }
        guard let m = motion else {
            offset.set(restingOffset(openSide))
            reportOffset(now: now, panning: false)
            return
        }
        let to: Double
        switch m.phase {
        case .slide(let side): to = restingOffset(side)
        case .bounceOut(let side, _): to = hiddenOffset(side)
        case .bounceBack: to = restOffset
        }
        guard offset.target != to else { return }
        if m.followsSpring {
            offset.animate(to: to, now: now, spring: .settle, tolerance: Deck.restTolerancePx)
            return
        }
        let remaining = max(0, m.endTime - now)
        if remaining > 0, !crossFades {
            offset.animate(to: to, now: now, duration: remaining, curve: .easeOut)
        } else {
            offset.set(to)
        }
    }

    /// Reduced motion: fade the appearance at offset `x` out, then the new one in, over `duration`.
    func startFade(from x: Double, now: Double, duration: Double) {
        fadeFromOffset = x
        fade.set(1)
        fade.animate(to: 0, now: now, duration: duration, curve: .easeInOut)
    }

    func announceWill(from old: DeckSide?, to new: DeckSide?, animated: Bool) {
        guard old != new else { return }
        if let old { callbacks.willClose?(old, animated) }
        if let new { callbacks.willOpen?(new, animated) }
    }

    func announceDid(from old: DeckSide?, to new: DeckSide?, animated: Bool) {
        guard old != new else { return }
        if let old { callbacks.didClose?(old, animated) }
        if let new { callbacks.didOpen?(new, animated) }
    }
}
