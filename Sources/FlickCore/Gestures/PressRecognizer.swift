/// One contact at a time (a mouse button, or one finger on a touchscreen): press, release, tap
/// with click counts, long press, and pan with release velocity. `GestureRecognizer` runs one
/// for the mouse (`Constants.panSlopPx`) and `TouchRecognizer` one for a finger
/// (`Constants.touchSlopPx`); only the slop and the pans' `source` differ.
///
/// Times come on the calls; it never reads a clock.
struct PressRecognizer {
    private struct Press {
        var button: Int
        var start: Point
        var startTime: Double
        var modifiers: Modifiers
        var location: Point
        /// Click count this press will report as a tap.
        var count: Int
        var longPressFired = false
        var panning = false
        /// Where the pan was recognised (the content follows the contact from there).
        var anchor: Point = .zero
    }

    private struct LastTap {
        var location: Point
        var time: Double
        var button: Int
        var count: Int
    }

    /// Movement before a press becomes a pan, px.
    let slop: Double
    /// What the pans it recognises come from.
    let source: PanSource

    private var press: Press?
    private var lastTap: LastTap?
    private var tracker = VelocityTracker()

    init(slop: Double, source: PanSource) {
        self.slop = slop
        self.source = source
    }

    /// A contact is down.
    var isDown: Bool { press != nil }

    /// The contact moved past the slop.
    var isPanning: Bool { press?.panning ?? false }

    /// When a long press would fire (seconds), nil when none is pending.
    var nextDeadline: Double? {
        guard let p = press, !p.panning, !p.longPressFired else { return nil }
        return p.startTime + Constants.longPressTimeoutS
    }

    /// Fires a long press that is due at `now`.
    mutating func advance(to now: Double) -> [Gesture] {
        guard let deadline = nextDeadline, now >= deadline, var p = press else { return [] }
        p.longPressFired = true
        press = p
        lastTap = nil
        return [.longPress(p.location)]
    }

    /// Forgets a press in progress and the tap chain.
    mutating func reset() {
        press = nil
        lastTap = nil
        tracker.reset()
    }

    /// The contact went down: a press (with the click count it will tap with); nothing while
    /// another press is held.
    mutating func down(_ location: Point, button: Int, modifiers: Modifiers, time: Double) -> [Gesture] {
        guard press == nil else { return [] }
        var count = 1
        if let t = lastTap, t.button == button,
           time - t.time <= Constants.doubleTapTimeoutS,
           location.distance(to: t.location) <= Constants.doubleTapSlopPx {
            count = t.count + 1
        }
        press = Press(button: button, start: location, startTime: time,
                      modifiers: modifiers, location: location, count: count)
        tracker.reset()
        tracker.add(location, at: time)
        return [.press(location, button: button, modifiers: modifiers)]
    }

    /// The contact moved; nothing when none is down (the caller decides about hover).
    mutating func move(_ location: Point, time: Double) -> [Gesture] {
        guard var p = press else { return [] }
        p.location = location
        tracker.add(location, at: time)
        var out: [Gesture] = []
        if p.panning {
            out.append(.panUpdate(panInfo(p, at: time)))
        } else if location.distance(to: p.start) > slop {
            p.panning = true
            p.anchor = slopCrossing(from: p.start, to: location)
            lastTap = nil
            out.append(.panBegin(panInfo(p, at: time)))
        }
        press = p
        return out
    }

    /// The contact lifted: `panEnd` after a pan (a release past the slop with no motion in
    /// between still pans: begin + end), else `release` and, unless a long press fired, `tap`.
    mutating func up(_ location: Point, button: Int, time: Double) -> [Gesture] {
        guard var p = press, p.button == button else { return [] }
        press = nil
        p.location = location
        tracker.add(location, at: time)
        if !p.panning && location.distance(to: p.start) > slop {
            p.panning = true
            p.anchor = slopCrossing(from: p.start, to: location)
            lastTap = nil
            let begin = Gesture.panBegin(panInfo(p, at: time))
            return [begin, .panEnd(panInfo(p, at: time))]
        }
        if p.panning { return [.panEnd(panInfo(p, at: time))] }
        var out: [Gesture] = [.release(location, button: button)]
        if p.longPressFired {
            lastTap = nil
        } else {
            out.append(.tap(location, count: p.count, button: button, modifiers: p.modifiers))
            lastTap = LastTap(location: location, time: time, button: button, count: p.count)
        }
        return out
    }

    /// Ends the press without a tap (a second finger came, the system took the touch away):
    /// `panEnd` with zero velocity after a pan, so whatever moves settles where it is, else `release`.
    mutating func cancel() -> [Gesture] {
        guard let p = press else { return [] }
        press = nil
        lastTap = nil
        tracker.reset()
        if p.panning {
            var info = panInfo(p, at: p.startTime)
            info.velocity = .zero
            return [.panEnd(info)]
        }
        return [.release(p.location, button: p.button)]
    }

    /// Where the way from `start` to `location` leaves the slop: the pan's anchor, so the
    /// content moves by the contact's motion past the threshold and never jumps by the slop.
    func slopCrossing(from start: Point, to location: Point) -> Point {
        let d = location.distance(to: start)
        guard d > slop, d.isFinite else { return location }
        return start + (location - start) * (slop / d)
    }

    private func panInfo(_ p: Press, at time: Double) -> PanInfo {
        PanInfo(start: p.start, location: p.location, velocity: tracker.velocity(now: time),
                button: p.button, modifiers: p.modifiers, anchor: p.anchor, source: source)
    }
}
