import FlickCore

extension PagedGrid {
    /// A continuous pinch over the grid: begun on a picture, the picture scales 1:1 with the
    /// fingers and follows their centre; on release it opens (`onOpen` with the rectangle it
    /// shows, so the transition starts there) when its zoom, projected with the pinch's
    /// velocity (`PagedGridFingerPinch.opens`), reaches `Constants.pinchOpenScale`, else it
    /// springs back into its tile. A picture springing back is caught by the next pinch.
    func fingerPinch(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .pinchBegin(let info):
            return beginFingerPinch(info, now: now)
        case .pinchUpdate(let info):
            guard fingerPinchSession != nil else { return false }
            updateFingerPinch(info, now: now)
            return true
        case .pinchEnd(let info):
            guard let session = fingerPinchSession else { return false }
            updateFingerPinch(info, now: now)
            fingerPinchSession = nil
            if session.opens(scale: info.scale, velocity: info.velocity) {
                let frame = pictureFrame(ofItem: session.index, now: now) ?? .zero
                zoomIndex = nil
                zoom.set(1)
                zoomShift = (AnimatedValue(0), AnimatedValue(0))
                onOpen?(session.index, frame, now)
            } else {
                springBack(velocity: session.startZoom * info.velocity, now: now)
            }
            return true
        default:
            return false
        }
    }

    /// The pinch was taken away (`.cancel`): the picture springs back into its tile from where
    /// it is, at rest. Returns whether a pinch was under way.
    func cancelFingerPinch(now: Double) -> Bool {
        guard fingerPinchSession != nil else { return false }
        fingerPinchSession = nil
        springBack(velocity: 0, now: now)
        return true
    }

    private func springBack(velocity: Double, now: Double) {
        zoom.animate(to: 1, now: now, spring: .settle, velocity: velocity, tolerance: PagedGrid.zoomRestTolerance)
        zoomShift.x.animate(to: 0, now: now, spring: .settle, velocity: 0, tolerance: 0.25)
        zoomShift.y.animate(to: 0, now: now, spring: .settle, velocity: 0, tolerance: 0.25)
    }

    private func beginFingerPinch(_ info: PinchInfo, now: Double) -> Bool {
        guard !swapPending, !swipe.isDragging else { return false }
        pinch = nil
        let pos = position(now: now)
        if let i = zoomIndex, zoom.isAnimating(now: now) || zoomShift.x.isAnimating(now: now) || zoomShift.y.isAnimating(now: now),
           pictureFrame(ofItem: i, now: now)?.contains(info.startCenter) == true {
            // Catch the picture springing back where it shows.
            let k = zoom.grab(now: now)
            let shift = Point(zoomShift.x.grab(now: now), zoomShift.y.grab(now: now))
            fingerPinchSession = PagedGridFingerPinch(index: i, startZoom: k, startShift: shift, startCenter: info.startCenter)
            return true
        }
        guard let i = drawn.index(at: info.startCenter, position: pos), items[i].id != hiddenItemID else { return false }
        let frame = drawn.pictureFrame(of: i, position: pos)
        zoomIndex = i
        zoom.set(1)
        zoomShift = (AnimatedValue(0), AnimatedValue(0))
        zoomAnchor = Point(info.startCenter.x - frame.x, info.startCenter.y - frame.y)
        fingerPinchSession = PagedGridFingerPinch(index: i, startZoom: 1, startShift: .zero, startCenter: info.startCenter)
        return true
    }

    private func updateFingerPinch(_ info: PinchInfo, now: Double) {
        guard let s = fingerPinchSession, s.index == zoomIndex, s.index < items.count else { return }
        let k = PagedGrid.displayedZoom(forPinchScale: s.zoom(forScale: info.scale))
        zoom.set(k)
        let pic = drawn.pictureFrame(of: s.index, position: position(now: now))
        let anchor = Point(pic.x + zoomAnchor.x, pic.y + zoomAnchor.y)
        let shift = s.shift(center: info.center, factor: k / max(1e-9, s.startZoom), anchor: anchor)
        zoomShift.x.set(shift.x)
        zoomShift.y.set(shift.y)
    }
}
