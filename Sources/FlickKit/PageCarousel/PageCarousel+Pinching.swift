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
        if let used = pagePinch(gesture, now: now) { return used }
        if let used = gridPinch(gesture, now: now) { return used }
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

    /// A continuous pinch that begins on the shown page over a component that may claim it
    /// (`PinchClaiming`: a zoom view): its beginning waits until the fingers move; then the page
    /// gets the whole pinch when it claims it (`ComponentRouter.claimsPinch`), else the carousel
    /// drives its presentation as for any pinch. Nil for the pinches that are not the page's to decide.
    func pagePinch(_ gesture: Gesture, now: Double) -> Bool? {
        switch gesture {
        case .pinchBegin(let info):
            pagePinchBegin = nil
            pageHasPinch = false
            guard showsPage(now: now), zoomPinch == nil, pinchHold == nil,
                  ComponentRouter.mayClaimPinch(at: info.startCenter, in: [pageChild], now: now) else { return nil }
            pagePinchBegin = info
            return true
        case .pinchUpdate(let info), .pinchEnd(let info):
            let ends: Bool
            if case .pinchEnd = gesture { ends = true } else { ends = false }
            if pageHasPinch {
                if ends { pageHasPinch = false }
                return forwardToPage(gesture, now: now)
            }
            guard let begin = pagePinchBegin else { return nil }
            if !ends && info.scale == 1 { return true }
            pagePinchBegin = nil
            guard ComponentRouter.claimsPinch(info, in: [pageChild], now: now) else { return nil }
            pageHasPinch = !ends
            _ = forwardToPage(.pinchBegin(begin), now: now)
            return forwardToPage(gesture, now: now)
        default:
            return nil
        }
    }

    /// Catches the zoom where it is; a pinch from the page starts the presentation at the
    /// selected card (the row centred on it), as `present` does.
    func beginZoomPinch(now: Double) {
        pendingZoomAt = nil
        pinchHold = nil
        endInteraction(now: now)
        let z = zoom.grab(now: now)
        if !isPresenting && z == 0 { position.set(Double(selectedIndex)) }
        zoomPinch = CarouselZoomPinch(zoom: z, cardShare: cardShare, wasPresenting: isPresenting, pendingEnd: zoomEnd)
        zoomEnd = nil
        zoomFromPinch = false
    }

    func updateZoomPinch(_ info: PinchInfo) {
        guard let p = zoomPinch else { return }
        zoom.set(p.zoom(forScale: info.scale))
        if p.wasPresenting && p.pendingEnd == nil { gridness.set(gridShare(forScale: info.scale)) }
    }

    /// How far a pinch in over the presented row has turned it into the grid (0...1, all of it at
    /// `Constants.carouselGridPinchScale`).
    func gridShare(forScale scale: Double) -> Double {
        guard scale.isFinite else { return 0 }
        return min(1, max(0, (1 - scale) / (1 - Constants.carouselGridPinchScale)))
    }

    /// A continuous pinch while the grid shows: spreading the fingers turns it back into the row
    /// (following them; past half way on release it returns, else the grid springs back). Nil
    /// when the grid does not show.
    func gridPinch(_ gesture: Gesture, now: Double) -> Bool? {
        guard isPresenting, gridShown else { return nil }
        switch gesture {
        case .pinchBegin, .pinchUpdate:
            if case .pinchBegin = gesture { endInteraction(now: now) }
            if case .pinchBegin(let info) = gesture, info.scale == 1 { return true }
            if case .pinchUpdate(let info) = gesture, info.scale > 1 {
                gridness.set(1 - min(1, max(0, (info.scale - 1) / (1 / Constants.carouselGridPinchScale - 1))))
            }
            return true
        case .pinchEnd(let info):
            let share = 1 - min(1, max(0, (info.scale - 1) / (1 / Constants.carouselGridPinchScale - 1)))
            if info.scale > 1 && share < 0.5 {
                showRow(now: now)
            } else {
                animateGridness(to: 1, animated: true, now: now)
            }
            return true
        default:
            return nil
        }
    }

    /// The release: presents or opens the page by the projected scale, with the fingers' speed.
    func endZoomPinch(_ info: PinchInfo, now: Double) {
        guard let p = zoomPinch else { return }
        zoomPinch = nil
        let presents = p.presents(scale: info.scale, velocity: info.velocity)
        settleZoom(presenting: presents, velocity: p.zoomVelocity(forScaleVelocity: info.velocity), from: p, now: now)
        // Pinched on over the presented row: far enough, the row becomes the grid; else it stays.
        if p.wasPresenting && p.pendingEnd == nil && presents && info.scale <= Constants.carouselGridPinchScale {
            showGrid(now: now)
        } else {
            settleGridness(now: now)
        }
    }

    /// Springs the grid's share back to where the overview is (a pinch let it go part way).
    func settleGridness(now: Double) {
        let target: Double = isPresenting && gridShown ? 1 : 0
        if gridness.value(now: now) != target && !gridness.isAnimating(now: now) {
            animateGridness(to: target, animated: true, now: now)
        }
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
            if position.target != s || position.isAnimating(now: now) {
                position.animate(to: s, now: now, spring: .settle, tolerance: positionTolerance)
            }
        }
        zoomEnd = presenting == p.restPresenting ? nil : (presenting ? .presented : .dismissed)
        zoom.animate(to: presenting ? 1 : 0, now: now, spring: .settle, velocity: velocity, tolerance: zoomTolerance)
        zoomFromPinch = zoom.isAnimating(now: now)
        if !zoom.isAnimating(now: now) { finishZoom() }
    }

    /// A press on a zoom a pinch let go catches it where it is (`pinchHold`); the rest of that
    /// press (its release or pan, its tap) only settles it, from rest, on the nearer end.
    /// Returns nil for gestures this does not take.
    func handlePinchHold(_ gesture: Gesture, now: Double) -> Bool? {
        switch gesture {
        case .press(_, let button, _):
            guard button == 1, zoomFromPinch, zoomPinch == nil, zoom.isAnimating(now: now) else {
                pinchSwallow = false
                return nil
            }
            pinchHold = CarouselZoomPinch(zoom: zoom.grab(now: now), cardShare: cardShare, wasPresenting: isPresenting,
                                          pendingEnd: zoomEnd)
            zoomEnd = nil
            zoomFromPinch = false
            pinchSwallow = true
            return true
        case .release, .panBegin:
            guard pinchSwallow else { return nil }
            if let held = pinchHold {
                pinchHold = nil
                settleZoom(presenting: zoom.value(now: now) >= Constants.pinchCommitFraction, velocity: 0, from: held, now: now)
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
