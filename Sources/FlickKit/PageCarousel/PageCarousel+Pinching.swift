import FlickCore

extension PageCarousel {
    /// The card's share of the carousel's width (the zoom's scale at presented).
    var cardShare: Double { geometry.cardSize.width / max(1, geometry.bounds.width) }

    /// A continuous pinch (two fingers, a touchpad pinch) drives the presentation like Safari's
    /// tab view: pinching in, the page shrinks into its card under the fingers; spreading, a
    /// card grows back into the page. It catches a running zoom where it is, and on release
    /// presents or opens the page by the projected scale (`CarouselZoomPinch.presents`),
    /// carrying the fingers' speed into the settle spring.
    func continuousPinch(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .pinchBegin(let info):
            beginZoomPinch(now: now)
            updateZoomPinch(info)
        case .pinchUpdate(let info):
            if zoomPinch == nil { beginZoomPinch(now: now) }
            updateZoomPinch(info)
        case .pinchEnd(let info):
            guard zoomPinch != nil else { return false }
            updateZoomPinch(info)
            endZoomPinch(info, now: now)
        default:
            return false
        }
        return true
    }

    /// Catches the zoom where it is; a pinch from the page starts the presentation at the
    /// selected card (the row centred on it), as `present` does.
    func beginZoomPinch(now: Double) {
        pendingZoomAt = nil
        pinchHold = nil
        endInteraction(now: now)
        let z = zoom.grab(at: now)
        if !isPresenting && z == 0 { position.set(Double(selectedIndex)) }
        zoomPinch = CarouselZoomPinch(zoom: z, cardShare: cardShare, wasPresenting: isPresenting, pendingEnd: zoomEnd)
        zoomEnd = nil
        zoomFromPinch = false
    }

    func updateZoomPinch(_ info: PinchInfo) {
        guard let p = zoomPinch else { return }
        zoom.set(p.zoom(forScale: info.scale))
    }

    /// The release: presents or opens the page by the projected scale, with the fingers' speed.
    func endZoomPinch(_ info: PinchInfo, now: Double) {
        guard let p = zoomPinch else { return }
        zoomPinch = nil
        settleZoom(presenting: p.presents(scale: info.scale, velocity: info.velocity),
                   velocity: p.zoomVelocity(forScaleVelocity: info.velocity), from: p, now: now)
    }

    /// Springs the zoom to presented or to the page carrying `velocity` (zoom units/s), with the
    /// state changes of `present`/`dismiss`; the callback is owed when it settles elsewhere than
    /// where it rested before the pinch (or press) `p` caught it.
    func settleZoom(presenting: Bool, velocity: Double, from p: CarouselZoomPinch, now: Double) {
        pendingZoomAt = nil
        if presenting {
            isPresenting = true
            if drag == .page { endInteraction(now: now) }
        } else {
            newPageWhenPresented = false
            isPresenting = false
            endInteraction(now: now)
            let s = Double(selectedIndex)
            if position.target != s || position.isAnimating(at: now) {
                position.animate(to: s, at: now, spring: .settle, tolerance: positionTolerance)
            }
        }
        zoomEnd = presenting == p.restPresenting ? nil : (presenting ? .presented : .dismissed)
        zoom.animate(to: presenting ? 1 : 0, at: now, spring: .settle, velocity: velocity, tolerance: zoomTolerance)
        zoomFromPinch = zoom.isAnimating(at: now)
        if !zoom.isAnimating(at: now) { finishZoom() }
    }

    /// A press on a zoom a pinch let go catches it where it is (`pinchHold`); the rest of that
    /// press (its release or pan, its tap) only settles it, from rest, on the nearer end.
    /// Returns nil for gestures this does not take.
    func handlePinchHold(_ gesture: Gesture, now: Double) -> Bool? {
        switch gesture {
        case .press(_, let button, _):
            guard button == 1, zoomFromPinch, zoomPinch == nil, zoom.isAnimating(at: now) else {
                pinchSwallow = false
                return nil
            }
            pinchHold = CarouselZoomPinch(zoom: zoom.grab(at: now), cardShare: cardShare, wasPresenting: isPresenting,
                                          pendingEnd: zoomEnd)
            zoomEnd = nil
            zoomFromPinch = false
            pinchSwallow = true
            return true
        case .release, .panBegin:
            guard pinchSwallow else { return nil }
            if let held = pinchHold {
                pinchHold = nil
                settleZoom(presenting: zoom.value(at: now) >= Constants.pinchCommitFraction, velocity: 0, from: held, now: now)
            }
            return true
        case .tap, .panEnd:
            guard pinchSwallow else { return nil }
            pinchSwallow = false
            return true
        case .panUpdate, .longPress:
            return pinchSwallow ? true : nil
        default:
            return nil
        }
    }
}
