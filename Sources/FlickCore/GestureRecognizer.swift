import Foundation

/// Turns `InputEvent`s into `Gesture`s: press/release/tap (with click counts), long press,
/// pan with release velocity, hover, scroll, and pinch from ctrl+wheel or the +/- keys.
///
/// Times come on the events (and as `now` in `advance(to:)`); the recognizer never reads a clock.
/// - Tap counts grow while clicks chain (1, 2, 3, …): a press within `doubleTapTimeoutS` of
///   the previous tap's release and within `doubleTapSlopPx` of it, same button.
/// - A release past the slop with no motion in between still ends as a pan (begin + end).
/// - One button at a time: other buttons pressed meanwhile are ignored.
public final class GestureRecognizer {
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
        /// Where the pan was recognised (the content follows the pointer from there).
        var anchor: Point = .zero
    }

    private struct LastTap {
        var location: Point
        var time: Double
        var button: Int
        var count: Int
    }

    private var press: Press?
    private var lastTap: LastTap?
    private var tracker = VelocityTracker()

    /// Where the pointer was last seen (any pointer or scroll event); the +/- keys pinch here.
    public private(set) var lastPointerLocation: Point = .zero

    public init() {}

    public var isPointerDown: Bool { press != nil }

    public var isPanning: Bool { press?.panning ?? false }

    /// When a long press would fire (seconds), nil when none is pending.
    public var nextDeadline: Double? {
        guard let p = press, !p.panning, !p.longPressFired else { return nil }
        return p.startTime + Constants.longPressTimeoutS
    }

    /// Fires a long press that is due at `now`.
    public func advance(to now: Double) -> [Gesture] {
        guard let deadline = nextDeadline, now >= deadline, var p = press else { return [] }
        p.longPressFired = true
        press = p
        lastTap = nil
        return [.longPress(p.location)]
    }

    /// Forgets a press in progress and the tap chain (e.g. when the window loses focus).
    public func reset() {
        press = nil
        lastTap = nil
        tracker.reset()
    }

    /// Handles one event, made finite first (`InputEvent.finite`; an event at a non-finite time is dropped).
    public func handle(_ input: InputEvent) -> [Gesture] {
        guard let event = input.finite else { return [] }
        var out = advance(to: event.time)
        switch event {
        case .pointerDown(let e): out += pointerDown(e)
        case .pointerMove(let e): out += pointerMove(e)
        case .pointerUp(let e): out += pointerUp(e)
        case .pointerLeave: out.append(.leave)
        case .scroll(let s): out += scroll(s)
        case .key(let k): out += key(k)
        case .touch, .smoothScroll, .touchpadPinch, .touchpadSwipe:
            break  // XInput 2 input: recognised in the touch and touchpad work of issue 10 (in progress)
        }
        return out
    }

    // MARK: Pointer

    private func pointerDown(_ e: PointerInput) -> [Gesture] {
        lastPointerLocation = e.location
        guard press == nil else { return [] }
        var count = 1
        if let t = lastTap, t.button == e.button,
           e.time - t.time <= Constants.doubleTapTimeoutS,
           e.location.distance(to: t.location) <= Constants.doubleTapSlopPx {
            count = t.count + 1
        }
        press = Press(button: e.button, start: e.location, startTime: e.time,
                      modifiers: e.modifiers, location: e.location, count: count)
        tracker.reset()
        tracker.add(e.location, at: e.time)
        return [.press(e.location, button: e.button, modifiers: e.modifiers)]
    }

    private func pointerMove(_ e: PointerInput) -> [Gesture] {
        lastPointerLocation = e.location
        guard var p = press else { return [.hover(e.location)] }
        p.location = e.location
        tracker.add(e.location, at: e.time)
        var out: [Gesture] = []
        if p.panning {
            out.append(.panUpdate(panInfo(p, at: e.time)))
        } else if e.location.distance(to: p.start) > Constants.panSlopPx {
            p.panning = true
            p.anchor = GestureRecognizer.slopCrossing(from: p.start, to: e.location)
            lastTap = nil
            out.append(.panBegin(panInfo(p, at: e.time)))
        }
        press = p
        return out
    }

    private func pointerUp(_ e: PointerInput) -> [Gesture] {
        lastPointerLocation = e.location
        guard var p = press, p.button == e.button else { return [] }
        press = nil
        p.location = e.location
        tracker.add(e.location, at: e.time)
        if !p.panning && e.location.distance(to: p.start) > Constants.panSlopPx {
            p.panning = true
            p.anchor = GestureRecognizer.slopCrossing(from: p.start, to: e.location)
            lastTap = nil
            let begin = Gesture.panBegin(panInfo(p, at: e.time))
            return [begin, .panEnd(panInfo(p, at: e.time))]
        }
        if p.panning { return [.panEnd(panInfo(p, at: e.time))] }
        var out: [Gesture] = [.release(e.location, button: e.button)]
        if p.longPressFired {
            lastTap = nil
        } else {
            out.append(.tap(e.location, count: p.count, button: e.button, modifiers: p.modifiers))
            lastTap = LastTap(location: e.location, time: e.time, button: e.button, count: p.count)
        }
        return out
    }

    /// Where the way from `start` to `location` leaves the pan slop: the pan's anchor, so the
    /// content moves by the pointer's motion past the threshold and never jumps by the slop.
    static func slopCrossing(from start: Point, to location: Point) -> Point {
        let d = location.distance(to: start)
        guard d > Constants.panSlopPx, d.isFinite else { return location }
        return start + (location - start) * (Constants.panSlopPx / d)
    }

    private func panInfo(_ p: Press, at time: Double) -> PanInfo {
        PanInfo(start: p.start, location: p.location, velocity: tracker.velocity(at: time),
                button: p.button, modifiers: p.modifiers, anchor: p.anchor)
    }

    // MARK: Scroll and keys

    private func scroll(_ s: ScrollInput) -> [Gesture] {
        lastPointerLocation = s.location
        guard s.modifiers.contains(.control) else {
            return [.scroll(s.location, delta: s.delta, modifiers: s.modifiers)]
        }
        // ctrl+wheel: up (dy < 0) zooms in. A horizontal part is dropped.
        guard s.delta.y != 0 else { return [] }
        return [.pinch(s.location, scale: pow(Constants.pinchStepScale, -s.delta.y))]
    }

    private func key(_ k: KeyInput) -> [Gesture] {
        var out: [Gesture] = [.key(k.key)]
        guard k.key.modifiers.subtracting(.shift).isEmpty else { return out }
        switch k.key.name {
        case "plus", "equal", "KP_Add":
            out.append(.pinch(lastPointerLocation, scale: Constants.pinchStepScale))
        case "minus", "KP_Subtract":
            out.append(.pinch(lastPointerLocation, scale: 1 / Constants.pinchStepScale))
        default:
            break
        }
        return out
    }
}
