/// Touchpad scrolling (two fingers, `SmoothScrollInput` from a `.touchpad`) and touchpad swipes
/// (three or more fingers, `TouchpadSwipeInput`) into the same pan a drag makes, so the content
/// follows the fingers and their release velocity goes to the same end-point rules.
///
/// - The first event emits `press` at the pointer, then `panBegin`; later ones `panUpdate`. The
///   pan's `start` and `anchor` are the pointer location at the first event (the pointer stays
///   put while fingers scroll) and `location` moves with the fingers: start − Σdelta for a scroll
///   (a scroll delta is the content's way, against the fingers), start + Σdelta for a swipe
///   (its delta is the fingers' motion). Raw pixels: a component normalises a touchpad pan itself.
/// - Velocity comes from a `VelocityTracker` over those locations.
/// - X sends no "fingers lifted" for scrolling: a scroll pan ends (`panEnd`) once
///   `Constants.touchpadScrollEndGapS` passes without an event (`nextDeadline`). Its velocity is the
///   fingers' at the last event, so the 40 ms stop rule works as for a drag: motion before a pause
///   of 40 ms or more within the stream does not count. A swipe ends on its own `ended` (`cancelled`
///   ends it with zero velocity).
struct TouchpadScrollRecognizer {
    private enum Kind { case scroll, swipe }

    private struct Pan {
        var kind: Kind
        var start: Point
        var location: Point
        var modifiers: Modifiers
        /// Time of the newest event.
        var lastTime: Double
    }

    private var pan: Pan?
    private var tracker = VelocityTracker()

    /// A touchpad pan is under way.
    var isActive: Bool { pan != nil }

    /// When a scroll pan ends for want of events (seconds), nil when none runs.
    var nextDeadline: Double? {
        guard let p = pan, p.kind == .scroll else { return nil }
        return p.lastTime + Constants.touchpadScrollEndGapS
    }

    /// Ends a scroll pan whose gap has passed by `now`.
    mutating func advance(to now: Double) -> [Gesture] {
        guard let deadline = nextDeadline, now >= deadline, let p = pan else { return [] }
        return finish(velocityAt: p.lastTime)
    }

    /// Ends a pan in progress at once (a pointer press, a key, another gesture came), with the
    /// velocity the fingers had at `time` (zero when they rested 40 ms or more before it).
    mutating func end(at time: Double) -> [Gesture] {
        guard pan != nil else { return [] }
        return finish(velocityAt: time)
    }

    /// Forgets a pan in progress.
    mutating func reset() {
        pan = nil
        tracker.reset()
    }

    /// A touchpad smooth-scroll event (the caller sends wheels elsewhere).
    mutating func scroll(_ s: SmoothScrollInput) -> [Gesture] {
        var out: [Gesture] = []
        if let p = pan, p.kind != .scroll { out += finish(velocityAt: s.time) }
        guard var p = pan else {
            return out + begin(.scroll, at: s.location, moved: Point(-s.delta.x, -s.delta.y),
                               modifiers: s.modifiers, time: s.time)
        }
        p.location = p.location - s.delta
        p.lastTime = s.time
        pan = p
        tracker.add(p.location, at: s.time)
        return out + [.panUpdate(info(p, velocityAt: s.time))]
    }

    /// A touchpad swipe event of three or more fingers.
    mutating func swipe(_ w: TouchpadSwipeInput) -> [Gesture] {
        var out: [Gesture] = []
        if let p = pan, p.kind != .swipe { out += finish(velocityAt: w.time) }
        switch w.phase {
        case .began, .changed:
            guard var p = pan else {
                return out + begin(.swipe, at: w.location, moved: w.delta, modifiers: w.modifiers, time: w.time)
            }
            p.location = p.location + w.delta
            p.lastTime = w.time
            pan = p
            tracker.add(p.location, at: w.time)
            return out + [.panUpdate(info(p, velocityAt: w.time))]
        case .ended, .cancelled:
            guard var p = pan else { return out }
            p.location = p.location + w.delta
            p.lastTime = w.time
            pan = p
            tracker.add(p.location, at: w.time)
            return out + finish(velocityAt: w.time, stopped: w.phase == .cancelled)
        }
    }

    private mutating func begin(_ kind: Kind, at start: Point, moved: Point, modifiers: Modifiers,
                                time: Double) -> [Gesture] {
        let p = Pan(kind: kind, start: start, location: start + moved, modifiers: modifiers, lastTime: time)
        pan = p
        tracker.reset()
        tracker.add(p.location, at: time)
        return [.press(start, button: 1, modifiers: modifiers), .panBegin(info(p, velocityAt: time))]
    }

    private mutating func finish(velocityAt time: Double, stopped: Bool = false) -> [Gesture] {
        guard let p = pan else { return [] }
        var end = info(p, velocityAt: time)
        if stopped { end.velocity = .zero }
        pan = nil
        tracker.reset()
        return [.panEnd(end)]
    }

    private func info(_ p: Pan, velocityAt time: Double) -> PanInfo {
        PanInfo(start: p.start, location: p.location, velocity: tracker.velocity(now: time), button: 1,
                modifiers: p.modifiers, anchor: p.start, source: .touchpad)
    }
}
