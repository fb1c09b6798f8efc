import FlickCore
import FlickKit

extension MuseumBrowser {
    /// While a detail is open it takes every gesture (its bar's buttons, the back swipe, keys,
    /// pinching in); otherwise the grid does (a closing detail does not block the grid).
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        if case .pinch(let p, let scale) = gesture { return pinchStep(at: p, scale: scale, now: now) }
        guard openCollection != nil else { return grid.handle(gesture, now: now) }
        switch gesture {
        case .press(_, let button, _):
            guard button == 1 else { return false }
            caught = false
            if reveal.isAnimating(at: now) || slide.isAnimating(at: now) {
                // Catch the moving detail where it is.
                reveal.grab(at: now)
                slide.grab(at: now)
                caught = true
                return true
            }
            _ = detail.handle(gesture, now: now)
            return true

        case .release:
            if caught { resumeOpen(now: now); return true }
            _ = detail.handle(gesture, now: now)
            return true

        case .tap:
            if caught { caught = false; return true }
            _ = detail.handle(gesture, now: now)
            return true

        case .panBegin(let info):
            guard info.button == 1 else { return false }
            let t = info.totalTranslation
            if abs(t.x) > abs(t.y) {
                detail.cancelPress()
                backSwipe = true
                backSwipeStart = slide.grab(at: now)
                reveal.grab(at: now)
                updateBackSwipe(info)
            } else {
                _ = detail.handle(gesture, now: now)
                if caught { resumeOpen(now: now) }
            }
            caught = false
            return true

        case .panUpdate(let info):
            if backSwipe { updateBackSwipe(info) } else { _ = detail.handle(gesture, now: now) }
            return true

        case .panEnd(let info):
            if backSwipe { endBackSwipe(info, now: now) } else { _ = detail.handle(gesture, now: now) }
            return true

        case .scroll:
            // Nothing scrolls under an open detail.
            return true

        case .key, .hover, .leave:
            return detail.handle(gesture, now: now)

        case .longPress, .pinch:
            return false
        }
    }

    // MARK: Back swipe

    /// The detail follows the pointer to the right; to the left it is rubber-banded.
    func updateBackSwipe(_ info: PanInfo) {
        let raw = backSwipeStart + info.translation.x
        slide.set(raw >= 0 ? raw : RubberBand.offset(raw, dimension: size.width))
    }

    /// Commits (slides away) on a flick to the right, or past `backSwipeCommitFraction` of the
    /// width without a flick back; otherwise springs back open.
    func endBackSwipe(_ info: PanInfo, now: Double) {
        updateBackSwipe(info)
        backSwipe = false
        let v = info.velocity.x.isFinite ? info.velocity.x : 0
        let x = slide.value(at: now)
        let flick = Constants.swipeVelocityThresholdPxPerS
        if v >= flick || (x >= size.width * MuseumBrowser.backSwipeCommitFraction && v > -flick) {
            closeBySliding(velocity: max(0, v), now: now)
        } else {
            resumeOpen(now: now, velocity: v)
        }
    }

    // MARK: Pinch

    /// Routes a pinch step: the rest of a pinch that already opened or closed something goes
    /// back to where it began and does nothing more, until it pauses or turns round; an open
    /// detail shrinks towards its tile as a pinch in goes and closes past
    /// `Constants.pinchCloseScale`; otherwise the grid zooms the picture under the pointer and
    /// opens it past `Constants.pinchOpenScale`.
    func pinchStep(at p: Point, scale: Double, now: Double) -> Bool {
        endPinchIfOver(at: now)
        grid.endPinchIfOver(at: now)
        if let g = grid.pinch, g.isSpent {
            // The pinch out that opened the detail: pinching in now is a new pinch.
            guard scale < 1 else { return grid.handle(.pinch(p, scale: scale), now: now) }
            grid.pinch = nil
        }
        if let d = pinch, d.isSpent {
            // The pinch in that closed the detail: pinching out now is a new pinch.
            guard scale > 1 else { pinch?.step(scale, at: now); return true }
            pinch = nil
        }
        guard openCollection != nil, !backSwipe else {
            return grid.handle(.pinch(p, scale: scale), now: now)
        }
        if pinch == nil { pinch = PagedGridPinch(index: nil, anchor: p, at: now) }
        pinch?.step(scale, at: now)
        guard let s = pinch?.scale else { return true }
        if s <= Constants.pinchCloseScale {
            pinch?.isSpent = true
            close(now: now)
            return true
        }
        reveal.animate(to: MuseumBrowser.revealForPinch(scale: s), at: now, spring: .settle, velocity: nil,
                       tolerance: MuseumBrowser.revealRestTolerance)
        return true
    }

    /// The reveal an open detail shows while pinched to `scale`: 1 at 1 or more, falling
    /// linearly to 1 − `pinchPreviewTravel` at the close threshold.
    static func revealForPinch(scale s: Double) -> Double {
        guard s.isFinite, s < 1 else { return 1 }
        let f = (1 - s) / max(1e-6, 1 - Constants.pinchCloseScale)
        return max(0, 1 - min(1, f) * pinchPreviewTravel)
    }

    /// A pinch that paused has ended: an unspent one springs the detail back open.
    func endPinchIfOver(at now: Double) {
        guard let p = pinch, p.isOver(at: now) else { return }
        pinch = nil
        if !p.isSpent, openCollection != nil {
            reveal.animate(to: 1, at: p.endTime, spring: .settle, velocity: nil, tolerance: MuseumBrowser.revealRestTolerance)
        }
    }
}
