import Foundation

/// Turns `InputEvent`s into `Gesture`s: press/release/tap (with click counts), long press,
/// pan with release velocity, hover, scroll, keys, and pinch from ctrl+wheel; and from
/// XInput 2 devices, touchscreen fingers (`TouchRecognizer`), touchpad scrolling and swipes as pans
/// (`TouchpadScrollRecognizer`) and touchpad pinches (`TouchpadPinchRecognizer`).
///
/// Times come on the events (and as `now` in `advance(to:)`); the recognizer never reads a clock.
/// - Tap counts grow while clicks chain (1, 2, 3, …): a press within `doubleTapTimeoutS` of
///   the previous tap's release and within `doubleTapSlopPx` of it, same button.
/// - A release past the slop with no motion in between still ends as a pan (begin + end).
/// - One button at a time: other buttons pressed meanwhile are ignored.
/// - One source at a time: while a mouse button or a finger is down, touchpad gestures and new
///   fingers (or presses) from the other are ignored; a pointer press, a key, a touch or another
///   touchpad gesture ends a touchpad pan or pinch first.
/// - A wheel's smooth scroll becomes `scroll` in notches (`Constants.scrollIncrementPx` a notch),
///   as the core wheel buttons do.
public final class GestureRecognizer {
    /// The mouse: one button at a time, with the precise pointer's slop.
    private var pointer = PressRecognizer(slop: Constants.panSlopPx, source: .pointer)
    private var touches = TouchRecognizer()
    private var touchpadPan = TouchpadScrollRecognizer()
    private var touchpadPinch = TouchpadPinchRecognizer()

    /// Where the pointer was last seen (any pointer, scroll, touch or pinch event); an unused +/- key
    /// pinches here (`ComponentHost`).
    public private(set) var lastPointerLocation: Point = .zero

    /// A recognizer with nothing pressed.
    public init() {}

    /// True while a mouse button or a finger is down, or a touchpad pan or pinch runs (the
    /// content follows the input: a host draws every frame).
    public var isPointerDown: Bool {
        pointer.isDown || touches.isActive || touchpadPan.isActive || touchpadPinch.isActive
    }

    /// True during a pan of the mouse, one finger or the touchpad.
    public var isPanning: Bool { pointer.isPanning || touches.isPanning || touchpadPan.isActive }

    /// The earliest time something fires without input (seconds): a long press (mouse or
    /// finger), or the end of a touchpad scroll pan; nil when none is pending.
    public var nextDeadline: Double? {
        [pointer.nextDeadline, touches.nextDeadline, touchpadPan.nextDeadline].compactMap { $0 }.min()
    }

    /// Fires what is due at `now`: a long press, the end of a touchpad scroll pan.
    public func advance(to now: Double) -> [Gesture] {
        pointer.advance(to: now) + touches.advance(to: now) + touchpadPan.advance(to: now)
    }

    /// Forgets presses, fingers and touchpad gestures in progress and the tap chains (e.g. when
    /// the window loses focus).
    public func reset() {
        pointer.reset()
        touches.reset()
        touchpadPan.reset()
        touchpadPinch.reset()
    }

    /// Handles one event, made finite first (`InputEvent.finite`; an event at a non-finite time is dropped).
    public func handle(_ input: InputEvent) -> [Gesture] {
        guard let event = input.finite else { return [] }
        var out = advance(to: event.time)
        switch event {
        case .pointerDown(let e):
            lastPointerLocation = e.location
            out += endTouchpadGestures(at: e.time)
            guard !touches.isActive else { break }
            out += pointer.down(e.location, button: e.button, modifiers: e.modifiers, time: e.time)
        case .pointerMove(let e):
            lastPointerLocation = e.location
            out += pointer.isDown ? pointer.move(e.location, time: e.time) : [.hover(e.location)]
        case .pointerUp(let e):
            lastPointerLocation = e.location
            out += pointer.up(e.location, button: e.button, time: e.time)
        case .pointerLeave: out.append(.leave)
        case .scroll(let s): out += scroll(s)
        case .key(let k):
            out += endTouchpadGestures(at: k.time)
            out.append(.key(k.key))
        case .touch(let t):
            lastPointerLocation = t.location
            if t.phase == .began {
                out += endTouchpadGestures(at: t.time)
                guard !pointer.isDown else { break }
            }
            out += touches.handle(t)
        case .smoothScroll(let s):
            lastPointerLocation = s.location
            switch s.device {
            case .wheel:
                let notches = Point(s.delta.x / Constants.scrollIncrementPx, s.delta.y / Constants.scrollIncrementPx)
                out += scroll(ScrollInput(location: s.location, delta: notches, modifiers: s.modifiers, time: s.time))
            case .touchpad:
                guard !pointer.isDown, !touches.isActive else { break }
                out += touchpadPinch.end(at: s.time)
                out += touchpadPan.scroll(s)
            }
        case .touchpadSwipe(let w):
            lastPointerLocation = w.location
            guard !pointer.isDown, !touches.isActive else { break }
            out += touchpadPinch.end(at: w.time)
            out += touchpadPan.swipe(w)
        case .touchpadPinch(let p):
            lastPointerLocation = p.center
            guard !pointer.isDown, !touches.isActive else { break }
            out += touchpadPan.end(at: p.time)
            out += touchpadPinch.handle(p)
        }
        return out
    }

    /// Ends a touchpad pan or pinch in progress (something else came).
    private func endTouchpadGestures(at time: Double) -> [Gesture] {
        touchpadPan.end(at: time) + touchpadPinch.end(at: time)
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
}
