import FlickCore

/// The latest slide is one swipe, measured where its lead scene is (the incoming one, or the
/// outgoing one of an uncover): the progress is that scene's own animated offset along the
/// slide's axis, a fraction of the view's width or height in screen direction (so `swipe` runs
/// `reversed`), one view's length per unit. Its two snap points are the slide's start and end
/// (progress 0 and 1 of `progress(now:)`); past them the drag meets the rubber band.
///
/// The controller catches the slide on a press, moves it 1:1 with a drag, picks the end with
/// the projection policy and hands it to `swipeSettle`, which springs every scene of the slide
/// there; slides started by a call, a key or a button keep their own timed curve.
extension SlideController: Swipeable {
    /// The length of the latest slide's axis, px (the view's width or height).
    public var swipeDistance: Double { transition.map { axisLength($0.direction) } ?? 1 }

    /// Where the lead scene rests before and after the latest slide, ascending.
    public var swipeSnapPoints: [Double]? {
        guard let t = transition, let lead = lead(of: t) else { return nil }
        return [t.leadOffset(atProgress: 0, incoming: lead.incoming),
                t.leadOffset(atProgress: 1, incoming: lead.incoming)].sorted()
    }

    /// The lead scene's animated offset along the latest slide's axis. While a drag moves it,
    /// the outgoing scene of a replace keeps one view's length behind it.
    public var swipeProgress: AnimatedValue {
        get {
            guard let t = transition, let lead = lead(of: t) else { return AnimatedValue(0) }
            return layers[lead.index].along(t.direction)
        }
        set {
            guard let t = transition, let lead = lead(of: t) else { return }
            layers[lead.index].setAlong(t.direction, newValue)
            guard isDragging, lead.incoming, let o = index(of: t.outgoing) else { return }
            layers[o].set(travel: t.progress(atLeadOffset: newValue.target, incoming: true), t.direction)
        }
    }

    /// A cancelled slide returns to its start.
    public var swipeCancelProgress: Double {
        guard let t = transition, let lead = lead(of: t) else { return 0 }
        return t.leadOffset(atProgress: 0, incoming: lead.incoming)
    }

    /// The latest slide moves while any of its scenes moves on either axis (the lead scene may
    /// rest while the one it replaces still arrives from an earlier slide at right angles).
    public func swipeIsMoving(now: Double) -> Bool { transition.map { isMoving($0, now: now) } ?? false }

    /// Finishes the latest slide on its end (`target` at progress 1, else back to its start),
    /// every scene of it with the settle spring carrying `velocity`; the stack follows at once.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        guard let t = transition, let lead = lead(of: t) else { return }
        finish(commit: t.progress(atLeadOffset: target, incoming: lead.incoming) >= 0.5,
               velocity: t.direction.sign * velocity, now: now)
    }
}
