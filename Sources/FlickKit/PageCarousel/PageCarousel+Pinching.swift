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
            if pinch.driving == nil { beginZoomPinch(now: now) }
            updateZoomPinch(info)
        case .pinchEnd(let info):
            guard pinch.driving != nil else { return false }
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
            pinch.notForPage()
            guard showsPage(now: now), !pinch.isHoldingZoom,
                  ComponentRouter.mayClaimPinch(at: info.startCenter, in: [pageChild], now: now) else { return nil }
            pinch.waitForPage(info)
            return true
        case .pinchUpdate(let info), .pinchEnd(let info):
            let step = pinch.pageStep(gesture, info) { info in
                ComponentRouter.claimsPinch(info, in: [pageChild], now: now)
            }
            guard let toPage = step else { return nil }
            var used = true
            for g in toPage { used = forwardToPage(g, now: now) }
            return used
        default:
            return nil
        }
    }

    /// Catches the zoom where it is; a pinch from the page starts the presentation at the
    /// selected card (the row centred on it), as `present` does.
    func beginZoomPinch(now: Double) {
        zoom.openAt = nil
        endInteraction(now: now)
        let caught = zoom.catchIt(now: now)
        if !isPresenting && caught.zoom == 0 { position.set(Double(selectedIndex)) }
        pinch.drive(CarouselZoomPinch(zoom: caught.zoom, cardShare: cardShare, wasPresenting: isPresenting,
                                      pendingEnd: caught.owed))
    }

    /// The zoom follows the fingers; pinching in over the presented row turns it into the grid.
    func updateZoomPinch(_ info: PinchInfo) {
        guard let p = pinch.driving else { return }
        zoom.follow(p.zoom(forScale: info.scale))
        if p.wasPresenting && p.pendingEnd == nil { grid.followPinch(CarouselGrid.blend(forPinchIn: info.scale)) }
    }

    /// A continuous pinch while the grid shows: spreading the fingers turns it back into the row
    /// (following them; past half way on release it returns, else the grid springs back). Nil
    /// when the grid does not show.
    func gridPinch(_ gesture: Gesture, now: Double) -> Bool? {
        guard isPresenting, grid.isShown else { return nil }
        switch gesture {
        case .pinchBegin, .pinchUpdate:
            if case .pinchBegin = gesture { endInteraction(now: now) }
            if case .pinchBegin(let info) = gesture, info.scale == 1 { return true }
            if case .pinchUpdate(let info) = gesture, info.scale > 1 {
                grid.followPinch(CarouselGrid.blend(forPinchOut: info.scale))
            }
            return true
        case .pinchEnd(let info):
            if info.scale > 1 && CarouselGrid.blend(forPinchOut: info.scale) < 0.5 {
                showRow(now: now)
            } else {
                grid.animateBlend(to: 1, animated: true, now: now)
            }
            return true
        default:
            return nil
        }
    }

    /// The release: presents or opens the page by the projected scale, with the fingers' speed.
    func endZoomPinch(_ info: PinchInfo, now: Double) {
        guard let p = pinch.endDriving() else { return }
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
    func settleGridness(now: Double) { grid.settle(presenting: isPresenting, now: now) }

    /// Springs the zoom to presented or to the page carrying `velocity` (zoom units/s), with the
    /// state changes of `present`/`dismiss`; the callback is owed when it settles elsewhere than
    /// where it rested before the pinch (or press) `p` caught it.
    func settleZoom(presenting: Bool, velocity: Double, from p: CarouselZoomPinch, now: Double) {
        zoom.openAt = nil
        if presenting {
            if !isPresenting {
                isPresenting = true
                presentingChanged(now: now)
            }
            if pageHasPan { endInteraction(now: now) }
        } else {
            newPageWhenPresented = false
            if isPresenting {
                isPresenting = false
                presentingChanged(now: now)
            }
            endInteraction(now: now)
            let s = Double(selectedIndex)
            if position.target != s || position.isAnimating(now: now) {
                position.animate(to: s, now: now, spring: .settle, tolerance: positionTolerance)
            }
        }
        zoom.settle(presenting: presenting, restPresenting: p.restPresenting, velocity: velocity, tolerance: zoomTolerance,
                    now: now)
        if !zoom.isAnimating(now: now) { finishZoom() }
    }

    /// A press on a zoom a pinch let go catches it where it is (`CarouselPinch.held`); the rest
    /// of that press (its release or pan, its tap) only settles it, from rest, on the nearer end.
    /// Returns nil for gestures this does not take.
    func handlePinchHold(_ gesture: Gesture, now: Double) -> Bool? {
        if case .press(_, let button, _) = gesture {
            guard button == 1, zoom.isFromPinch, pinch.driving == nil, zoom.isAnimating(now: now) else {
                pinch.pressMisses()
                return nil
            }
            let caught = zoom.catchIt(now: now)
            pinch.holdZoom(CarouselZoomPinch(zoom: caught.zoom, cardShare: cardShare, wasPresenting: isPresenting,
                                             pendingEnd: caught.owed))
            return true
        }
        var letGo: CarouselZoomPinch?
        let swallowed = pinch.swallow(gesture, letGo: &letGo)
        if let held = letGo {
            settleZoom(presenting: zoom.value(now: now) >= Constants.pinchCommitFraction, velocity: 0, from: held, now: now)
        }
        return swallowed
    }
}
