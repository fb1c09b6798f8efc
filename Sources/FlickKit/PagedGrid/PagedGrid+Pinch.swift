import FlickCore

extension PagedGrid {
    /// Spring rest tolerance of the picture zoom (scale units, well under a pixel on a tile).
    static let zoomRestTolerance: Double = 0.0005

    /// One pinch step over the grid. A pinch starts on the picture under the pointer and zooms
    /// it about that point as the steps come; past `Constants.pinchOpenScale` it opens the
    /// picture (`onOpen` with the zoomed rectangle, so a transition can start from there) and
    /// the rest of that pinch is spent. A pinch that pauses springs the picture back.
    func pinchStep(at p: Point, scale: Double, now: Double) -> Bool {
        guard scale.isFinite, scale > 0 else { return false }
        endPinchIfOver(now: now)
        if pinch == nil {
            guard !swapPending, !swipe.isDragging else { return false }
            let pos = position(now: now)
            guard let i = drawn.index(at: p, position: pos), items[i].id != hiddenItemID else { return false }
            let frame = drawn.pictureFrame(of: i, position: pos)
            if zoomIndex != i { zoom.set(1); zoomShift = (AnimatedValue(0), AnimatedValue(0)) }
            fingerPinchSession = nil
            zoomIndex = i
            zoomAnchor = Point(p.x - frame.x, p.y - frame.y)
            pinch = PagedGridPinch(index: i, anchor: zoomAnchor, now: now)
        }
        pinch?.step(scale, now: now)
        guard let session = pinch, !session.isSpent, let i = session.index else { return true }
        if session.scale >= Constants.pinchOpenScale {
            let frame = pictureFrame(ofItem: i, now: now) ?? .zero
            pinch?.isSpent = true
            zoomIndex = nil
            zoom.set(1)
            onOpen?(i, frame, now)
            return true
        }
        zoom.animate(to: PagedGrid.displayedZoom(forPinchScale: session.scale), now: now, spring: .settle,
                     velocity: nil, tolerance: PagedGrid.zoomRestTolerance)
        return true
    }

    /// The zoom a picture shows for a pinch's accumulated scale: the scale itself, rubber-banded
    /// below `zoomMinScale` and capped at `zoomMaxScale`.
    static func displayedZoom(forPinchScale s: Double) -> Double {
        guard s.isFinite else { return 1 }
        return RubberBand.clamp(s, min: zoomMinScale, max: zoomMaxScale, dimension: 0.1)
    }

    /// The current zoom of the pinched picture (1 when none).
    public func pictureZoom(now: Double) -> Double { zoomIndex == nil ? 1 : zoom.value(now: now) }

    /// Ends a pinch that has paused for `Constants.pinchEndGapS`: the picture springs back,
    /// starting at the instant the pinch ended.
    public func endPinchIfOver(now: Double) {
        if let p = pinch, p.isOver(now: now) {
            pinch = nil
            if zoomIndex != nil {
                zoom.animate(to: 1, now: p.endTime, spring: .settle, velocity: nil, tolerance: PagedGrid.zoomRestTolerance)
            }
        }
        if zoomIndex != nil, pinch == nil, fingerPinchSession == nil, !zoom.isAnimating(now: now),
           !zoomShift.x.isAnimating(now: now), !zoomShift.y.isAnimating(now: now) {
            zoomIndex = nil
            zoom.set(1)
            zoomShift = (AnimatedValue(0), AnimatedValue(0))
        }
    }

    /// Drops a pinch and its zoom (a drag or relayout takes over), springing back when animated.
    func endZoom(now: Double, animated: Bool) {
        pinch = nil
        fingerPinchSession = nil
        if animated && zoomIndex != nil {
            zoom.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGrid.zoomRestTolerance)
            zoomShift.x.animate(to: 0, now: now, spring: .settle, velocity: nil, tolerance: 0.25)
            zoomShift.y.animate(to: 0, now: now, spring: .settle, velocity: nil, tolerance: 0.25)
        } else {
            zoomIndex = nil
            zoom.set(1)
            zoomShift = (AnimatedValue(0), AnimatedValue(0))
        }
    }

    /// `frame` (the picture's, or its tile's) scaled about the pinch's fixed point, a point of
    /// the picture, and shifted with a continuous pinch's fingers, when `index` is the zoomed picture.
    func zoomedFrame(_ frame: Rect, index: Int, now: Double) -> Rect {
        guard index == zoomIndex else { return frame }
        let k = zoom.value(now: now)
        let d = Point(zoomShift.x.value(now: now), zoomShift.y.value(now: now))
        guard k.isFinite, d.x.isFinite, d.y.isFinite else { return frame }
        let scaled = abs(k - 1) * max(frame.width, frame.height) >= PagedGrid.snapPx
        guard scaled || abs(d.x) >= PagedGrid.snapPx || abs(d.y) >= PagedGrid.snapPx else { return frame }
        let pic = drawn.pictureFrame(of: index, position: position(now: now))
        let a = Point(pic.x + zoomAnchor.x, pic.y + zoomAnchor.y)
        return Rect(x: a.x + (frame.x - a.x) * k + d.x, y: a.y + (frame.y - a.y) * k + d.y,
                    width: frame.width * k, height: frame.height * k)
    }
}
