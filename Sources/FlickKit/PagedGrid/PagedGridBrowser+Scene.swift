import FlickCore

extension PagedGridBrowser {
    /// The grid (left out once the detail covers it), then the detail layer: its background
    /// fading in with the reveal, its bar and text fading in late, and the artwork flying
    /// between the tile's rectangle and the detail's; all shifted by a back swipe, with a
    /// shadow at its left edge and the grid darkened under it.
    func makeScene(now: Double) -> SceneNode {
        let bounds = Rect(size: size)
        let x = displayedSlide(now: now)
        guard let id = presentedItemID else {
            grid.hiddenItemID = nil
            return grid.scene(now: now)
        }
        let tileIndex = grid.index(ofItemID: id)
        let (from, artOpacity) = source(for: tileIndex, now: now, reveal: reveal.value(now: now))
        let to = detail.pictureFrame
        let r = displayedReveal(now: now, from: from, to: to)
        guard r > 0 || x != 0 || openItemID != nil || flightFrom != nil else {
            grid.hiddenItemID = nil
            return grid.scene(now: now)
        }
        if environment.reducedMotion && r < 1 && x == 0 {
            grid.hiddenItemID = nil
            return reducedMotionScene(reveal: r, now: now)
        }
        // The picture is in flight from or to its tile: the grid leaves the tile out meanwhile.
        grid.hiddenItemID = (r < 1 && x == 0 && tileIndex != nil && !environment.reducedMotion) ? id : nil
        var nodes: [SceneNode] = []
        if r < 1 || x != 0 {
            nodes.append(grid.scene(now: now))
            if x > 0 {
                let dim = PagedGridBrowser.slideDimAlpha * max(0, 1 - x / max(1, size.width)) * r
                nodes.append(.fill(bounds, environment.palette.shadow.withAlpha(dim)))
            }
        }
        var layer: [SceneNode] = []
        if x != 0 { layer.append(.shadow(bounds, PagedGridBrowser.slideShadow, cornerRadius: 0)) }
        let backdrop = min(1, r / PagedGridBrowser.backgroundOpaqueAt)
        layer.append(.fill(bounds, detail.backgroundColor.withAlpha(backdrop)))
        let chrome = min(1, max(0, (r - PagedGridBrowser.chromeFadeStart) / (1 - PagedGridBrowser.chromeFadeStart)))
        if chrome > 0 {
            layer.append(detail.placedScene(in: bounds, size: size, now: now, opacity: chrome))
        }
        if environment.reducedMotion {
            layer.append(detail.pictureNode(in: to, opacity: 1))
        } else {
            layer.append(detail.pictureNode(in: artRect(now: now, from: from, to: to, reveal: r), opacity: artOpacity))
        }
        nodes.append(.group(GroupNode(layer, transform: .translation(x, 0))))
        return .group(GroupNode(nodes, clip: bounds))
    }

    /// With reduced motion, opening or closing at reveal `r` (a back swipe aside, which follows the
    /// pointer): nothing flies; the grid fades out to the window's background before the detail
    /// (its background, chrome and picture in place) fades in (`SequentialFade`), so the grid's
    /// captions and the detail's texts never show at once.
    func reducedMotionScene(reveal r: Double, now: Double) -> SceneNode {
        let bounds = Rect(size: size)
        let o = SequentialFade.opacities(progress: r)
        var nodes: [SceneNode] = [.fill(bounds, environment.palette.windowBackground)]
        if o.old > 0 { nodes.append(.group(GroupNode([grid.scene(now: now)], opacity: o.old))) }
        if o.new > 0 {
            nodes.append(.group(GroupNode([.fill(bounds, detail.backgroundColor),
                                           detail.placedScene(in: bounds, size: size, now: now),
                                           detail.pictureNode(in: detail.pictureFrame, opacity: 1)], opacity: o.new)))
        }
        return .group(GroupNode(nodes, clip: bounds))
    }

    /// Where the artwork is drawn: under a continuous pinch's fingers; flying from where they
    /// left it to the transition's end (`flight`); otherwise between the tile's rectangle `from`
    /// and the detail's `to` by the reveal (exactly `to` once open, so it lands on whole pixels).
    func artRect(now: Double, from: Rect, to: Rect, reveal r: Double) -> Rect {
        if let p = detailPinch { return p.rect }
        if let start = flightFrom {
            let end = openItemID != nil ? to : from
            let f = flight.value(now: now)
            return f >= 1 ? end : PagedGridBrowser.lerp(start, end, f)
        }
        return r >= 1 ? to : PagedGridBrowser.lerp(from, to, r)
    }

    /// The artwork's rectangle as the scene draws it at `now` (the grid's tile while closed).
    func shownArt(now: Double) -> Rect {
        guard let id = presentedItemID else { return .zero }
        let tileIndex = grid.index(ofItemID: id)
        let (from, _) = source(for: tileIndex, now: now, reveal: reveal.value(now: now))
        let to = detail.pictureFrame
        return artRect(now: now, from: from, to: to, reveal: displayedReveal(now: now, from: from, to: to))
    }

    static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    /// The reveal as drawn: 1 (or 0) when the picture is within half a pixel of the detail's
    /// (or the tile's) rectangle, so a settling transition's last frame is drawn at rest even
    /// when the spring's tolerance stops it a hair short.
    func displayedReveal(now: Double, from: Rect, to: Rect) -> Double {
        let r = min(1, max(0, reveal.value(now: now)))
        let span = max(abs(to.minX - from.minX), abs(to.minY - from.minY), abs(to.maxX - from.maxX), abs(to.maxY - from.maxY))
        if (1 - r) * span < PagedGridBrowser.snapPx { return 1 }
        if r * span < PagedGridBrowser.snapPx && openItemID == nil { return 0 }
        return r
    }

    /// The back swipe's offset as drawn (whole at rest, within half a pixel).
    func displayedSlide(now: Double) -> Double {
        let x = slideOffset(now: now)
        if abs(x) < PagedGridBrowser.snapPx { return 0 }
        if abs(x - size.width) < PagedGridBrowser.snapPx { return size.width }
        return x
    }

    /// Where the picture is at reveal 0, and its opacity: opening, the rectangle it started
    /// from; closing, its tile as the grid shows it now; with no tile (it left the list), the
    /// detail's artwork shrunk in place, fading out.
    func source(for tileIndex: Int?, now: Double, reveal r: Double) -> (Rect, Double) {
        if openItemID != nil { return (openSource, 1) }
        if let i = tileIndex, let frame = grid.pictureFrame(ofItem: i, now: now) { return (frame, 1) }
        return (detail.pictureFrame.scaled(by: PagedGridBrowser.fallbackScale), min(1, r * 2))
    }
}
