import CX11
import FlickCore

/// Turns XInput 2 event structures (as `EventTranslator` takes them out of an event's cookie)
/// into FlickCore input. It reads no X connection: device facts come in through `register`, so
/// every decoding can be tested on structures built in memory.
///
/// - Pointer: buttons 1-3, motion, leave, as the core events were; buttons 4-7 that are real
///   presses (a wheel without scroll valuators, XTest) are wheel notches.
/// - Scroll valuators (XI 2.1): a valuator's change since the last value seen from the same
///   source device, divided by its increment, times `Constants.scrollIncrementPx`, is a
///   `smoothScroll` in px from a `.touchpad` (`XInput2Device.isTouchpad`) or a `.wheel`. The first
///   value after an enter or a device change is only remembered (it is absolute, not a motion).
/// - Events the server emulated (`XIPointerEmulated`: wheel buttons made from scroll valuators,
///   pointer events made from touches) are dropped, so nothing happens twice; an emulated motion
///   still updates the remembered valuators.
/// - Touches (XI 2.2) of touchscreens are fingers; a touchpad's touches are not (it scrolls and
///   gestures instead).
/// - Gestures (XI 2.4): pinch (scale relative to its begin; centre = the pointer plus the
///   gesture's motion) and swipe (delta = the fingers' motion); `Cancelled` flags end them as cancelled.
struct XInput2Decoder {
    /// Known devices by id.
    private var devices: [Int: XInput2Device] = [:]
    /// The last value seen of each scroll valuator, by source device and valuator number.
    private var lastScrollValues: [Int: [Int: Double]] = [:]
    /// Where the pointer last was (to report motion only when it moved during a scroll).
    private var lastLocation: Point?
    /// The running pinch's motion since its begin.
    private var pinchOffset = Point.zero

    /// Whether `id`'s facts are known (else the translator queries and registers them).
    func knows(_ id: Int) -> Bool { devices[id] != nil }

    /// Records a device's facts (and forgets its remembered valuators).
    mutating func register(_ id: Int, _ device: XInput2Device) {
        devices[id] = device
        lastScrollValues[id] = nil
    }

    /// Forgets a device (its classes changed; it is queried again when next seen).
    mutating func forget(_ id: Int) {
        devices[id] = nil
        lastScrollValues[id] = nil
    }

    /// Pointer (buttons, motion) and touch events.
    mutating func decode(_ e: XIDeviceEvent, time: Double) -> [InputEvent] {
        let location = Point(e.event_x, e.event_y)
        let modifiers = Self.modifiers(e.mods)
        let emulated = e.flags & XIPointerEmulated != 0
        switch e.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            guard !emulated else { return [] }
            lastLocation = location
            let button = Int(e.detail)
            if e.evtype == XI_ButtonPress, (4...7).contains(button) {
                let deltas = [Point(0, -1), Point(0, 1), Point(-1, 0), Point(1, 0)]
                return [.scroll(ScrollInput(location: location, delta: deltas[button - 4], modifiers: modifiers, time: time))]
            }
            guard (1...3).contains(button) else { return [] }
            let input = PointerInput(location: location, button: button, modifiers: modifiers, time: time)
            return [e.evtype == XI_ButtonPress ? .pointerDown(input) : .pointerUp(input)]
        case XI_Motion:
            let (delta, scrolled) = scrollDelta(e)
            guard !emulated else { return [] }
            var out: [InputEvent] = []
            if !scrolled || lastLocation != location {
                out.append(.pointerMove(PointerInput(location: location, button: Self.heldButton(e.buttons),
                                                     modifiers: modifiers, time: time)))
            }
            lastLocation = location
            if delta != .zero {
                let device: ScrollDevice = devices[Int(e.sourceid)]?.isTouchpad == true ? .touchpad : .wheel
                out.append(.smoothScroll(SmoothScrollInput(location: location, delta: delta, device: device,
                                                           modifiers: modifiers, time: time)))
            }
            return out
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            guard devices[Int(e.sourceid)]?.isTouchscreen ?? false else { return [] }
            let phase: InputPhase = e.evtype == XI_TouchBegin ? .began : e.evtype == XI_TouchEnd ? .ended : .changed
            return [.touch(TouchInput(id: Int(e.detail), phase: phase, location: location, modifiers: modifiers, time: time))]
        default:
            return []
        }
    }

    /// Enter and leave: leaving is `pointerLeave`; entering forgets the remembered valuators of
    /// the source device (their next values are a fresh reference).
    mutating func decode(_ e: XIEnterEvent, time: Double) -> [InputEvent] {
        switch e.evtype {
        case XI_Leave:
            lastLocation = nil
            return [.pointerLeave(time: time)]
        case XI_Enter:
            lastScrollValues[Int(e.sourceid)] = nil
            lastScrollValues[Int(e.deviceid)] = nil
            lastLocation = Point(e.event_x, e.event_y)
            return []
        default:
            return []
        }
    }

    /// A touchpad pinch (XI 2.4).
    mutating func decode(_ e: XIGesturePinchEvent, time: Double) -> [InputEvent] {
        if e.evtype == XI_GesturePinchBegin { pinchOffset = .zero }
        pinchOffset = pinchOffset + Point(e.delta_x, e.delta_y)
        guard let phase = Self.phase(e.evtype, begin: XI_GesturePinchBegin, end: XI_GesturePinchEnd,
                                     cancelled: e.flags & XIGesturePinchEventCancelled != 0) else { return [] }
        let center = Point(e.event_x, e.event_y) + pinchOffset
        return [.touchpadPinch(TouchpadPinchInput(phase: phase, center: center, scale: e.scale,
                                                  modifiers: Self.modifiers(e.mods), time: time))]
    }

    /// A touchpad swipe of three or more fingers (XI 2.4).
    mutating func decode(_ e: XIGestureSwipeEvent, time: Double) -> [InputEvent] {
        guard let phase = Self.phase(e.evtype, begin: XI_GestureSwipeBegin, end: XI_GestureSwipeEnd,
                                     cancelled: e.flags & XIGestureSwipeEventCancelled != 0) else { return [] }
        return [.touchpadSwipe(TouchpadSwipeInput(phase: phase, location: Point(e.event_x, e.event_y),
                                                  delta: Point(e.delta_x, e.delta_y), fingers: Int(e.detail),
                                                  modifiers: Self.modifiers(e.mods), time: time))]
    }

    /// The scroll valuators' motion in px since the last values seen (and remembers the new
    /// ones), and whether the event carried any scroll valuator.
    private mutating func scrollDelta(_ e: XIDeviceEvent) -> (Point, Bool) {
        let source = Int(e.sourceid)
        guard let axes = devices[source]?.scrollAxes, !axes.isEmpty else { return (.zero, false) }
        var remembered = lastScrollValues[source] ?? [:]
        var delta = Point.zero
        var scrolled = false
        for (number, value) in Self.valuators(e.valuators) {
            guard let axis = axes[number], value.isFinite else { continue }
            scrolled = true
            if let last = remembered[number] {
                let px = (value - last) / axis.increment * Constants.scrollIncrementPx
                if axis.horizontal { delta.x += px } else { delta.y += px }
            }
            remembered[number] = value
        }
        lastScrollValues[source] = remembered
        return (delta, scrolled)
    }

    /// The valuators an event carries: (number, value) for each bit set in the mask, the values
    /// packed in mask order.
    static func valuators(_ state: XIValuatorState) -> [(Int, Double)] {
        guard let mask = state.mask, let values = state.values, state.mask_len > 0 else { return [] }
        var out: [(Int, Double)] = []
        for number in 0..<(Int(state.mask_len) * 8) where mask[number >> 3] & (1 << UInt8(number & 7)) != 0 {
            out.append((number, values[out.count]))
        }
        return out
    }

    private static func phase(_ evtype: Int32, begin: Int32, end: Int32, cancelled: Bool) -> InputPhase? {
        switch evtype {
        case begin: return .began
        case end: return cancelled ? .cancelled : .ended
        case begin + 1: return .changed  // the Update between Begin and End
        default: return nil
        }
    }

    static func modifiers(_ mods: XIModifierState) -> Modifiers {
        Modifiers(xState: mods.effective)
    }

    /// The lowest held button of 1-3 (bit n of the mask is button n), 0 when none.
    static func heldButton(_ buttons: XIButtonState) -> Int {
        guard let mask = buttons.mask, buttons.mask_len > 0 else { return 0 }
        for b in 1...3 where b >> 3 < Int(buttons.mask_len) && mask[b >> 3] & (1 << UInt8(b & 7)) != 0 { return b }
        return 0
    }
}
