import FlickCore

extension PagedGridBrowser {
    /// A continuous pinch on an open detail: the picture scales and moves under the fingers
    /// 1:1 while the detail fades towards the grid; the release closes it (the picture flies
    /// from where it is to its tile) when the projected scale reaches `Constants.pinchCloseScale`,
    /// else the picture flies back to the detail's (`flight`). A moving detail is caught where
    /// it is. (Pinching a tile out is the grid's: `PagedGrid+FingerPinch`.)
    func detailFingerPinch(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .pinchBegin(let info):
            guard openItemID != nil, !swipe.isDragging, displayedSlide(now: now) == 0 else { return false }
            let art = shownArt(now: now)
            reveal.grab(now: now)
            slideProgress.grab(now: now)
            flight.grab(now: now)
            flightFrom = nil
            detailPinch = PagedGridDetailPinch(rect: art, reveal: reveal.value(now: now), center: info.startCenter)
            return true
        case .pinchUpdate(let info):
            guard detailPinch != nil else { return false }
            updateDetailPinch(info)
            return true
        case .pinchEnd(let info):
            guard let p = detailPinch else { return false }
            updateDetailPinch(info)
            let from = detailPinch?.rect ?? p.startRect
            detailPinch = nil
            if p.closes(scale: info.scale, velocity: info.velocity) {
                close(now: now)
            } else {
                reveal.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
            }
            flightFrom = from
            flight.set(0)
            flight.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
            return true
        default:
            return false
        }
    }

    /// The detail's pinch was taken away (`.cancel`): the detail springs back open from where
    /// it shows. Returns whether a pinch was under way.
    func cancelDetailPinch(now: Double) -> Bool {
        guard detailPinch != nil else { return false }
        let from = detailPinch?.rect
        detailPinch = nil
        reveal.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
        flightFrom = from
        flight.set(0)
        flight.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
        return true
    }

    private func updateDetailPinch(_ info: PinchInfo) {
        detailPinch?.update(scale: info.scale, center: info.center)
        if let p = detailPinch { reveal.set(p.reveal(scale: info.scale)) }
    }
}
