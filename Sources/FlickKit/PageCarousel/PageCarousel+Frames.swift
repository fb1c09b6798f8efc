import FlickCore

extension PageCarousel {
    // MARK: Values as drawn

    /// A moving value as drawn: within `epsilon` of its target it shows there, so the last
    /// frame drawn before an animation ends is already the resting frame (no sub-pixel
    /// difference is left on screen once nothing animates).
    func shown(_ value: AnimatedValue, now: Double, epsilon: Double) -> Double {
        let v = value.value(now: now)
        return abs(v - value.target) < epsilon ? value.target : v
    }

    /// The row's progress as drawn (within half a pixel of its target it shows there).
    func shownProgress(now: Double) -> Double {
        shown(position, now: now, epsilon: 0.5 / max(1, geometry.pitch))
    }

    /// Whether the card with `serial` is off the row vertically (held by the lift swipe, or
    /// springing back).
    func isLifted(_ serial: Int) -> Bool { cardLift.serial == serial || lifts[serial] != nil }

    /// How far the card with `serial` is lifted as drawn, px (0 when it is in the row).
    func shownLift(of serial: Int, now: Double) -> Double {
        if cardLift.serial == serial { return cardLift.lift(now: now) }
        return lifts[serial].map { shown($0, now: now, epsilon: 0.5) } ?? 0
    }

    /// How far the card with `serial` has faded in (1 when it is not fading).
    func appearance(of serial: Int, now: Double) -> Double {
        appearing[serial].map { min(1, max(0, shown($0, now: now, epsilon: 0.004))) } ?? 1
    }

    // MARK: Frames

    /// The card at `index` as presented (zoom 1) at row progress `p`: shifted by any running
    /// shift and lifted by any vertical drag.
    func presentedFrame(ofIndex index: Int, progress p: Double, now: Double) -> Rect {
        let at = Double(index) + shifts.displacement(of: index, now: now)
        var frame = geometry.cardFrame(at: at, progress: p)
        let serial = entries[index].serial
        if isLifted(serial) { frame = frame.offsetBy(dx: 0, dy: shownLift(of: serial, now: now)) }
        return frame
    }

    /// The selected card's presented frame without lift: what the zoom's camera focuses on.
    func focusFrame(progress p: Double, now: Double) -> Rect {
        let s = selectedIndex
        return geometry.cardFrame(at: Double(s) + shifts.displacement(of: s, now: now), progress: p)
    }

    /// Where a presented frame shows at `now` (through the zoom).
    func onScreen(_ frame: Rect, progress p: Double, now: Double) -> Rect {
        let z = cameraZoom(now: now)
        guard z < 1 else { return frame }
        return geometry.zoomed(frame, focus: focusFrame(progress: p, now: now), zoom: z)
    }

    /// The zoom the camera shows at `now` (always presented when motion is reduced: the
    /// presentation then fades instead).
    func cameraZoom(now: Double) -> Double { environment.reducedMotion ? 1 : zoomProgress(now: now) }

    /// The card at `index` on screen at `now`.
    func screenFrame(ofIndex index: Int, now: Double) -> Rect {
        let p = shownProgress(now: now)
        return onScreen(presentedFrame(ofIndex: index, progress: p, now: now), progress: p, now: now)
    }

    /// A closed card flying away, on screen at `now` (it keeps its place relative to the centre).
    func leavingFrame(_ card: CarouselLeavingCard, now: Double) -> Rect {
        let p = shownProgress(now: now)
        let frame = geometry.cardFrame(at: p + card.relativePosition, progress: p)
        return onScreen(frame.offsetBy(dx: 0, dy: card.lift.value(now: now)), progress: p, now: now)
    }

    /// The picked-up card: centred under the pointer (less the grab offset) and grown a little.
    func reorderFrame(serial: Int, now: Double) -> Rect? {
        guard let i = index(ofSerial: serial) else { return nil }
        let p = shownProgress(now: now)
        var frame: Rect
        if case .reorder = drag {
            let cx = reorder.rowCentreX
            frame = geometry.cardFrame(at: geometry.position(atX: cx, progress: p), progress: p)
            if isLifted(serial) { frame = frame.offsetBy(dx: 0, dy: shownLift(of: serial, now: now)) }
        } else {
            frame = presentedFrame(ofIndex: i, progress: p, now: now)
        }
        let grow = 1 + CarouselStyle.liftedGrowth * reorder.shownLift(now: now)
        return onScreen(frame.scaled(by: grow), progress: p, now: now)
    }

    /// Whether the close button shows on the selected card, and how much (0...1).
    func closeButtonOpacity(now: Double) -> Double {
        guard options.showsCloseButtons, isPresenting || zoom.isAnimating(now: now) else { return 0 }
        let s = selectedIndex
        let serial = entries[s].serial
        guard reorder.serial != serial else { return 0 }
        let p = shownProgress(now: now)
        let distance = abs(Double(s) + shifts.displacement(of: s, now: now) - p)
        var o = cameraZoom(now: now) * max(0, 1 - 2 * distance)
        o *= appearance(of: serial, now: now)
        o *= max(0, 1 + shownLift(of: serial, now: now) / max(1, geometry.cardSize.height / 2))
        return min(1, max(0, o))
    }

    // MARK: Hit testing (presenting)

    /// The topmost closed card still flying away and showing under `point` (its index in `leaving`).
    func leavingCardIndex(at point: Point, now: Double) -> Int? {
        leaving.lastIndex { card in
            !card.isDone(now: now) && card.opacity(now: now) > 0 && leavingFrame(card, now: now).contains(point)
        }
    }

    /// What a press at `p` lands on while the presentation shows.
    func hitTest(_ point: Point, now: Double) -> CarouselPressTarget {
        let s = selectedIndex
        let selectedFrame = screenFrame(ofIndex: s, now: now)
        if closeButtonOpacity(now: now) > 0.5, CloseButton.hitFrame(on: selectedFrame).contains(point) {
            return .closeButton(serial: entries[s].serial)
        }
        let band = geometry.indicatorFrame
        if band.contains(point), indicator.dotIndex(at: point - band.origin) != nil { return .indicator }
        if selectedFrame.contains(point) { return .card(serial: entries[s].serial) }
        let p = shownProgress(now: now)
        if let range = geometry.visibleRange(progress: p, count: entries.count,
                                             slack: shifts.maxDisplacement(now: now) + 1) {
            for i in range where i != s && screenFrame(ofIndex: i, now: now).contains(point) {
                return .card(serial: entries[i].serial)
            }
        }
        if point.x < selectedFrame.minX { return .side(-1) }
        if point.x >= selectedFrame.maxX { return .side(1) }
        return .side(0)
    }
}
