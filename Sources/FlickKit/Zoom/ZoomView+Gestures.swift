import Foundation
import FlickCore

extension ZoomView {
    /// Zooms and pans by `gesture`; returns false for what it leaves to its container (a drag,
    /// a wheel notch or an arrow key with nowhere to pan, a zoom-out step at the minimum).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press:
            // A press catches whatever moves, where it is.
            zoom.grab(now: now)
            originX.grab(now: now)
            originY.grab(now: now)
            return true
        case .release:
            settleIfOutside(now: now)
            return true
        case .tap(let p, let count, let button, _):
            guard button == 1, count == 2 else { return false }
            toggleZoom(about: p, now: now)
            return true
        case .panBegin(let info):
            guard info.button == 1, pansAlong(.horizontal) || pansAlong(.vertical) else { return false }
            dragStart = Point(originX.grab(now: now), originY.grab(now: now))
            follow(info)
            return true
        case .panUpdate(let info):
            guard dragStart != nil else { return false }
            follow(info)
            return true
        case .panEnd(let info):
            guard dragStart != nil else { return false }
            follow(info)
            dragStart = nil
            fling(velocity: info.velocity, now: now)
            return true
        case .scroll(_, let delta, _):
            return pan(by: Point(-delta.x, -delta.y) * Constants.zoomPanStepPx, now: now)
        case .pinch(let p, let factor):
            guard factor.isFinite, factor > 0, factor != 1 else { return false }
            let target = clampScale(zoom.target * factor)
            // Zooming out at the minimum is left to the container (a carousel's pinch to present).
            if factor < 1 && abs(target - zoom.target) < 1e-9 { return false }
            animateZoom(to: target, about: p, now: now)
            return true
        case .pinchBegin(let info):
            let s = zoom.grab(now: now)
            let o = Point(originX.grab(now: now), originY.grab(now: now))
            dragStart = nil
            pinchStart = (s, o, info.startCenter)
            followPinch(info)
            return true
        case .pinchUpdate(let info):
            guard pinchStart != nil else { return false }
            followPinch(info)
            return true
        case .pinchEnd(let info):
            guard pinchStart != nil else { return false }
            followPinch(info)
            pinchStart = nil
            settlePinch(about: info.center, now: now)
            return true
        case .key(let key):
            return handleKey(key, now: now)
        case .cancel:
            let held = pinchStart != nil || dragStart != nil
            pinchStart = nil
            dragStart = nil
            if held { settleInside(now: now) }
            return held
        case .hover, .leave, .longPress:
            return false
        }
    }

    /// ctrl+`+` (or `=`) and ctrl+`-` zoom one step about the view's center, ctrl+`0` returns to
    /// fit; the arrow keys pan while zoomed (left to the container at fit or at that edge).
    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        let center = Point(size.width / 2, size.height / 2)
        let ctrl = key.modifiers == [.control] || key.modifiers == [.control, .shift]
        if ctrl {
            switch key.name {
            case "plus", "equal", "KP_Add":
                animateZoom(to: zoom.target * Constants.pinchStepScale, about: center, now: now)
                return true
            case "minus", "KP_Subtract":
                animateZoom(to: zoom.target / Constants.pinchStepScale, about: center, now: now)
                return true
            case "0", "KP_0":
                animateZoom(to: fitScale, about: center, now: now)
                return true
            default:
                return false
            }
        }
        guard key.modifiers.isEmpty else { return false }
        let step = Constants.zoomPanStepPx
        switch key.name {
        case "Left": return pan(by: Point(step, 0), now: now)
        case "Right": return pan(by: Point(-step, 0), now: now)
        case "Up": return pan(by: Point(0, step), now: now)
        case "Down": return pan(by: Point(0, -step), now: now)
        default: return false
        }
    }

    /// Double click: from fit (or below) to `doubleTapScale` about `p`, from any zoom back to fit.
    func toggleZoom(about p: Point, now: Double) {
        let zoomedIn = zoom.target > fitScale * (1 + Constants.zoomFitTolerance)
        animateZoom(to: zoomedIn ? fitScale : doubleTapScale, about: p, now: now)
    }

    /// Springs the content by `delta` px from where it is heading, inside its edges; false
    /// (nothing moves) when it cannot move that way.
    func pan(by delta: Point, now: Double) -> Bool {
        guard canPan(by: delta) else { return false }
        let s = zoom.target
        let target = clampOrigin(Point(originX.target, originY.target) + delta, scale: s)
        originX.animate(to: target.x, now: now, tolerance: Constants.zoomOffsetRestTolerancePx)
        originY.animate(to: target.y, now: now, tolerance: Constants.zoomOffsetRestTolerancePx)
        ownVersion += 1
        return true
    }

    /// The content follows the drag, on a rubber band past its edges.
    func follow(_ info: PanInfo) {
        guard let start = dragStart else { return }
        let raw = start + info.translation
        let s = zoom.target
        let h = ZoomView.originRange(view: size.width, scale: s), v = ZoomView.originRange(view: size.height, scale: s)
        originX.set(RubberBand.clamp(raw.x, min: h.lower, max: h.upper, dimension: size.width))
        originY.set(RubberBand.clamp(raw.y, min: v.lower, max: v.upper, dimension: size.height))
        ownVersion += 1
    }

    /// After a drag: glides on with the release velocity (px/s) towards UIScrollView's decelerated
    /// rest point, kept inside the edges, on the settle spring (a content pulled past an edge springs back).
    func fling(velocity: Point, now: Double) {
        let s = zoom.target
        let v = Point(velocity.x.isFinite ? velocity.x : 0, velocity.y.isFinite ? velocity.y : 0)
        let here = origin(now: now)
        let rest = clampOrigin(Point(here.x + Deceleration.projectedDistance(velocity: v.x),
                                     here.y + Deceleration.projectedDistance(velocity: v.y)), scale: s)
        originX.animate(to: rest.x, now: now, velocity: v.x, tolerance: Constants.zoomOffsetRestTolerancePx)
        originY.animate(to: rest.y, now: now, velocity: v.y, tolerance: Constants.zoomOffsetRestTolerancePx)
        ownVersion += 1
    }

    /// The scale follows the fingers' spread (on a rubber band past the limits, in log scale) and
    /// the content point first under the fingers stays under them as they move.
    func followPinch(_ info: PinchInfo) {
        guard let start = pinchStart, info.scale.isFinite, info.scale > 0 else { return }
        let raw = log(max(start.scale * info.scale, 1e-6))
        let banded = RubberBand.clamp(raw, min: log(minimumScale), max: log(maximumScale),
                                      dimension: Constants.zoomScaleRubberBandLog)
        let s = exp(banded)
        let c = (start.center - start.origin) * (1 / max(start.scale, 1e-9))
        let o = info.center - c * s
        zoom.set(s)
        originX.set(o.x)
        originY.set(o.y)
        ownVersion += 1
    }

    /// After a pinch: springs back inside the limits about the fingers' last center, and inside the edges.
    func settlePinch(about center: Point, now: Double) {
        let s = zoom.value(now: now)
        let target = clampScale(s)
        animate(scale: target, origin: origin(zoomingTo: target, about: center, from: (s, origin(now: now))), now: now)
    }

    /// A release that caught the content past a limit or an edge lets it spring back.
    func settleIfOutside(now: Double) {
        let s = zoom.value(now: now)
        let o = origin(now: now)
        if clampScale(s) != s || clampOrigin(o, scale: s) != o { settleInside(now: now) }
    }
}
