import FlickCore

extension PageCarousel {
    /// The row, or the grid while it shows or is on its way in or out (each card between its
    /// row frame and its cell; with reduced motion `reducedMotionScene` fades them in place instead).
    func overviewScene(now: Double) -> SceneNode {
        let g = grid.shownBlend(now: now)
        guard g > 0 else { return presentationScene(now: now) }
        return gridScene(blend: g, now: now)
    }

    /// The grid at `blend` (0 = each card in the row, 1 = in its cell): the gradient turning into
    /// the window's background in the carousel's appearance (`AdwTabOverview`'s grid lies on the
    /// window), the row's title and dots fading out, the thumbnails in view with their titles
    /// (in the appearance's text colour) and close buttons, a ring around the selected one,
    /// closed thumbnails fading and the picked-up one on top.
    func gridScene(blend g: Double, now: Double) -> SceneNode {
        let bounds = geometry.bounds
        let z = cameraZoom(now: now)
        let p = shownProgress(now: now)
        let offset = grid.scroll.offset(now: now)
        let shadow = options.useShadows ? CarouselStyle.cardShadow : nil
        var cards: [SceneNode] = [], marks: [SceneNode] = []
        var selected: SceneNode = .empty
        let hover = g >= 1 ? gridHover(now: now) : nil
        for card in grid.leaving {
            let f = card.fade.value(now: now)
            let cell = grid.geometry.frame(ofIndex: card.index, offset: offset).scaled(by: 0.85 + 0.15 * f)
            cards.append(thumbnailNode(card.page, frame: cell, opacity: f, blend: g, zoom: z, shadow: nil, now: now))
        }
        for i in shownIndices(now: now) {
            let e = entries[i]
            if e.serial == reorder.serial { continue }
            let at = Double(i) + shifts.displacement(of: i, now: now)
            let cell = grid.geometry.frame(at: at, offset: offset)
            let frame = g >= 1 ? cell : mix(screenFrame(ofIndex: i, now: now), cell, g)
            guard frame.insetBy(-CarouselLayout.cullMarginPx).intersects(bounds) else { continue }
            let inRow = 1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(at - p)) * z
            let o = (inRow + (1 - inRow) * g) * appearance(of: e.serial, now: now)
            layOutPage(at: i, now: now)
            let node = thumbnailNode(e.page, frame: frame, opacity: o, blend: g, zoom: z, shadow: shadow,
                                     sharp: i == selectedIndex, now: now)
            if i == selectedIndex { selected = node } else { cards.append(node) }
            marks += thumbnailMarks(i, frame: frame, alpha: g * o, hover: hover, now: now)
        }
        cards.append(selected)
        cards += marks
        if let serial = reorder.serial, let i = index(ofSerial: serial) {
            let up = reorder.shownLift(now: now)
            let cell = grid.geometry.frame(ofIndex: i, offset: offset)
            let s = CarouselStyle.liftedShadow
            layOutPage(at: i, now: now)
            cards.append(thumbnailNode(entries[i].page, frame: gridReorderFrame(cell: cell, lift: up), opacity: 1, blend: g,
                                       zoom: z, shadow: Shadow(radius: s.radius, opacity: s.opacity * up, color: s.color,
                                                               offset: s.offset * up), now: now))
        }
        let band = geometry.indicatorFrame
        indicator.progress = min(max(p, 0), Double(entries.count - 1))
        let row = 1 - g
        var layers: [SceneNode] = [background(bounds), .fill(bounds, environment.palette.windowBackground.withAlpha(g))]
        if row > 0 {
            layers.append(.group(GroupNode([titleNode(progress: p, zoom: z, now: now),
                                            .translated(band.x, band.y, [indicator.scene(opacity: z)])], opacity: row)))
        }
        layers.append(.group(GroupNode(cards, clip: bounds)))
        if g >= 1 {
            let viewport = Size(bounds.width, grid.geometry.viewportHeight)
            layers.append(grid.scroll.indicatorScene(viewport: viewport, now: now))
        }
        return .stack(layers)
    }

    /// A thumbnail in `frame`: from its image drawn at the thumbnail's size once in the grid (a
    /// pixel-for-pixel copy at rest), else as the row's card.
    func thumbnailNode(_ page: any Component, frame: Rect, opacity: Double, blend g: Double, zoom z: Double,
                       shadow: Shadow?, sharp: Bool = false, now: Double) -> SceneNode {
        guard g >= 1, !sharp || frame.size == grid.geometry.thumbnailSize else {
            return cardNode(page, frame: frame, opacity: opacity, zoom: z, shadow: shadow, sharp: sharp, now: now)
        }
        return page.placedScene(in: frame, size: geometry.size, now: now, opacity: opacity, shadow: shadow,
                                cornerRadius: CarouselStyle.gridCornerPx, imageSize: grid.geometry.thumbnailSize)
    }

    /// The title under a thumbnail, its veil while pressed or under the pointer (`hover`), its
    /// close button (pressed or hovered likewise) and, on the selected one, the selection ring, at `alpha`.
    func thumbnailMarks(_ i: Int, frame: Rect, alpha: Double, hover: CarouselGridPress?, now: Double) -> [SceneNode] {
        guard alpha > 0 else { return [] }
        let serial = entries[i].serial
        var marks: [SceneNode] = [cardVeil(frame, pressed: grid.press == .thumbnail(serial: serial),
                                           hovered: hover == .thumbnail(serial: serial),
                                           cornerRadius: CarouselStyle.gridCornerPx, opacity: alpha)]
        let label = grid.geometry.labelFrame(under: frame)
        if label.height >= 8 {
            marks.append(.text(TextNode(title(of: entries[i].page), frame: label.insetBy(dx: 2, dy: 0),
                                        font: FontSpec(family: Constants.fontFamily, size: min(CarouselGridLayout.labelFontPx, label.height * 0.6)),
                                        color: environment.palette.text.withAlpha(alpha), alignment: .center)))
        }
        if i == selectedIndex {
            let w = CarouselStyle.gridSelectionRingPx
            marks.append(.strokeRect(frame.insetBy(-w), environment.palette.focusRing.withAlpha(alpha), lineWidth: w,
                                     cornerRadius: CarouselStyle.gridCornerPx + w))
        }
        if options.showsCloseButtons {
            marks.append(CloseButton.scene(on: frame, opacity: alpha, pressed: grid.press == .closeButton(serial: serial),
                                           hovered: hover == .closeButton(serial: serial), palette: presentationPalette))
        }
        return marks
    }

    /// The frame `t` of the way from `a` to `b`.
    func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}
