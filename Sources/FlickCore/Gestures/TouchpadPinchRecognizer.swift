/// Touchpad pinches (`TouchpadPinchInput`, XInput 2.4) into `pinchBegin`/`pinchUpdate`/`pinchEnd`
/// with `PanSource.touchpad`: `scale` relative to the scale at `began` (X's is already 1 there),
/// `velocity` the scale's rate of change from a tracker (zero after a 40 ms stop), and a
/// `cancelled` pinch ends like `ended` with zero velocity. An update without a begin begins.
struct TouchpadPinchRecognizer {
    private var pinch: PinchTracker?
    /// The device's scale at `began`, which reported scales are relative to.
    private var baseScale: Double = 1

    /// A touchpad pinch is under way.
    var isActive: Bool { pinch != nil }

    /// Forgets a pinch in progress.
    mutating func reset() { pinch = nil }

    /// Ends a pinch in progress at once (a pointer press or a key came), with its velocity at `time`.
    mutating func end(at time: Double) -> [Gesture] {
        guard let p = pinch else { return [] }
        pinch = nil
        return [.pinchEnd(p.info(at: time))]
    }

    mutating func handle(_ e: TouchpadPinchInput) -> [Gesture] {
        switch e.phase {
        case .began, .changed:
            guard var p = pinch else {
                baseScale = e.scale > 0 ? e.scale : 1
                let p = PinchTracker(center: e.center, source: .touchpad, modifiers: e.modifiers, time: e.time)
                pinch = p
                return [.pinchBegin(p.info(at: e.time))]
            }
            p.update(center: e.center, scale: relative(e.scale), time: e.time)
            pinch = p
            return [.pinchUpdate(p.info(at: e.time))]
        case .ended, .cancelled:
            guard var p = pinch else { return [] }
            p.update(center: e.center, scale: relative(e.scale), time: e.time)
            pinch = nil
            return [.pinchEnd(p.info(at: e.time, stopped: e.phase == .cancelled))]
        }
    }

    private func relative(_ scale: Double) -> Double {
        min(max(scale / baseScale, Constants.minPinchScale), Constants.maxPinchScale)
    }
}
