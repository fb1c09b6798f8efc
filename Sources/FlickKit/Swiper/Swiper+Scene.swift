import FlickCore

extension Swiper {
    /// The three pages at x = (role offset − fractional progress)·width (whole pixels at rest),
    /// then the page indicator and the toolbars, clipped to the swiper. The pages are the three
    /// recycled slots' components, drawn with `placedScene(in:size:at:)`: a page with a
    /// `contentVersion` is drawn once into an image keyed by the page itself, so moving it
    /// draws nothing again and only a changed page (a new version) is drawn once more.
    func makeScene(now: Double) -> SceneNode {
        let p = progress(now: now)
        syncSlots(to: p, now: now)
        let w = size.width, area = pageArea
        let x0 = pageOffset(now: now)
        var nodes: [SceneNode] = [.fill(Rect(size: size), environment.palette.windowBackground)]
        if !pages.isEmpty {
            var pageNodes: [SceneNode] = []
            for role in SlotRole.allCases {
                guard let page = pages[slots.slot(role).id] else { continue }
                let frame = Rect(x: x0 + Double(role.offset) * w, y: area.minY, width: w, height: area.height)
                pageNodes.append(page.placedScene(in: frame, size: area.size, now: now,
                                                                         isOpaque: options.pagesAreOpaque))
            }
            // Reduced motion: a page changed by key, dot or button fades in where it stands.
            let fade = min(1, max(0, pageFade.value(now: now)))
            nodes += fade < 1 ? [.group(GroupNode(pageNodes, opacity: fade))] : pageNodes
        }
        if options.showsPageControl && pageCount > 0 {
            indicator.count = pageCount
            indicator.progress = p
            let f = indicatorFrame(now: now)
            nodes.append(.translated(f.x, f.y, [indicator.scene(now: now)]))
        }
        if pagesHaveFocus && pageCount > 0 { nodes.append(pagesFocusRing(now: now)) }
        if options.showsToolbars {
            if options.showsTopToolbar { nodes.append(.translated(topBarFrame.x, topBarFrame.y, [topBar.scene(now: now)])) }
            nodes.append(.translated(bottomBarFrame.x, bottomBarFrame.y, [bottomBar.scene(now: now)]))
        }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    /// The ring of the pages' Tab stop: around the page dots (or the "3 of 57" indicator), inside
    /// the swiper's edges without them.
    func pagesFocusRing(now: Double) -> SceneNode {
        guard options.showsPageControl else {
            return FocusRing.scene(around: Rect(size: size).insetBy(6), style: environment.controlStyle, cornerRadius: 0)
        }
        let around = indicator.showsDots ? dotsFrame(now: now) : indicatorFrame(now: now)
        return FocusRing.scene(around: around, style: environment.controlStyle, cornerRadius: around.height / 2)
    }

    /// The center page's left edge at `now`: minus the progress past the slots' base page, in
    /// px (whole pixels while the pages rest).
    func pageOffset(now: Double) -> Double {
        let p = progress(now: now)
        let fraction = p - Double(slotBase)
        let x0 = -fraction * size.width
        return isPageMoving(now: now) ? x0 : x0.rounded()
    }
}
