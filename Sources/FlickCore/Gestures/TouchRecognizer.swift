/// Touchscreen fingers (`TouchInput`) into gestures.
///
/// - One finger: press, tap (with counts), long press, pan and fling exactly as the mouse, with
///   the touch slop (`Constants.touchSlopPx`) and no hover; pans carry `PanSource.touch`.
/// - A second finger cancels a pending tap or long press (the press ends with `release`, no tap),
///   ends a one-finger pan (`panEnd` with zero velocity, so the component settles where it is)
///   and starts a pinch of the first two fingers: `scale` = their distance / their distance when
///   the second one touched, `center` = their midpoint (so a two-finger pan moves `center`).
/// - Lifting one of the two ends the pinch; nothing more happens until every finger has lifted.
/// - At most `Constants.maxTouches` fingers are tracked; others, and ids never seen touching, are ignored.
struct TouchRecognizer {
    private enum Mode {
        /// No finger down.
        case idle
        /// One finger: the press recognizer has it.
        case single(id: Int)
        /// Two fingers pinch.
        case pinch(first: Int, second: Int, startDistance: Double, pinch: PinchTracker)
        /// A pinch ended (or was refused); waiting for every finger to lift.
        case done
    }

    private var press = PressRecognizer(slop: Constants.touchSlopPx, source: .touch)
    private var mode = Mode.idle
    /// Every finger down, by id.
    private var fingers: [Int: Point] = [:]

    /// Some finger is down.
    var isActive: Bool { !fingers.isEmpty }

    /// A one-finger pan is under way.
    var isPanning: Bool { press.isPanning }

    /// A pending long press of one finger.
    var nextDeadline: Double? { press.nextDeadline }

    mutating func advance(to now: Double) -> [Gesture] { press.advance(to: now) }

    /// Forgets every finger and the tap chain.
    mutating func reset() {
        press.reset()
        mode = .idle
        fingers.removeAll()
    }

    mutating func handle(_ t: TouchInput) -> [Gesture] {
        switch t.phase {
        case .began: return began(t)
        case .changed: return moved(t)
        case .ended: return ended(t, cancelled: false)
        case .cancelled: return ended(t, cancelled: true)
        }
    }

    private mutating func began(_ t: TouchInput) -> [Gesture] {
        guard fingers[t.id] == nil, fingers.count < Constants.maxTouches else { return [] }
        fingers[t.id] = t.location
        switch mode {
        case .idle:
            mode = .single(id: t.id)
            return press.down(t.location, button: 1, modifiers: t.modifiers, time: t.time)
        case .single(let first):
            var out = press.cancel()
            let a = fingers[first] ?? t.location
            let center = PinchGeometry.midpoint(a, t.location)
            let distance = a.distance(to: t.location)
            guard distance > 0 else {
                mode = .done  // two fingers on one spot: no scale to measure
                return out
            }
            let pinch = PinchTracker(center: center, source: .touch, modifiers: t.modifiers, time: t.time)
            mode = .pinch(first: first, second: t.id, startDistance: distance, pinch: pinch)
            out.append(.pinchBegin(pinch.info(at: t.time)))
            return out
        case .pinch, .done:
            return []  // a third finger: tracked, so its lifting is known, but it takes no part
        }
    }

    private mutating func moved(_ t: TouchInput) -> [Gesture] {
        guard fingers[t.id] != nil else { return [] }
        fingers[t.id] = t.location
        switch mode {
        case .single(let id) where id == t.id:
            return press.move(t.location, time: t.time)
        case .pinch(let first, let second, let startDistance, var pinch) where t.id == first || t.id == second:
            guard let a = fingers[first], let b = fingers[second] else { return [] }
            pinch.update(center: PinchGeometry.midpoint(a, b), scale: PinchGeometry.scale(a.distance(to: b), startDistance),
                         time: t.time)
            mode = .pinch(first: first, second: second, startDistance: startDistance, pinch: pinch)
            return [.pinchUpdate(pinch.info(at: t.time))]
        default:
            return []
        }
    }

    private mutating func ended(_ t: TouchInput, cancelled: Bool) -> [Gesture] {
        guard fingers.removeValue(forKey: t.id) != nil else { return [] }
        var out: [Gesture] = []
        switch mode {
        case .single(let id) where id == t.id:
            out = cancelled ? press.cancel() : press.up(t.location, button: 1, time: t.time)
            mode = .done
        case .pinch(let first, let second, let startDistance, var pinch) where t.id == first || t.id == second:
            if let a = fingers[first] ?? (t.id == first ? t.location : nil),
               let b = fingers[second] ?? (t.id == second ? t.location : nil) {
                pinch.update(center: PinchGeometry.midpoint(a, b),
                             scale: PinchGeometry.scale(a.distance(to: b), startDistance), time: t.time)
            }
            out = [.pinchEnd(pinch.info(at: t.time, stopped: cancelled))]
            mode = .done
        default:
            break
        }
        if fingers.isEmpty { mode = .idle }
        return out
    }
}
