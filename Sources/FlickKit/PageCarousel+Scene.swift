import FlickCore

extension PageCarousel {
    /// The page alone while not presenting; otherwise the presentation (with reduced motion,
    /// fading in over the page instead of zooming out of it).
    func makeScene(at now: Double) -> SceneNode {
        let fade = zoomProgress(at: now)
        if fade <= 0 && leaving.isEmpty { return pageScene() }
        let presentation = presentationScene(at: now)
        guard prefersReducedMotion && fade < 1 else { return presentation }
        return .stack([pageScene(), .group(GroupNode([presentation], opacity: fade))])
    }

    /// The selected page filling the carousel.
    func pageScene() -> SceneNode {
        let e = entries[selectedIndex]
        let bounds = geometry.bounds
        let page = e.page, size = geometry.size
        return .stack([.fill(bounds, CarouselStyle.pageBackdrop),
                       .snapshot(SnapshotNode(key: snapshotKey(e.serial), version: page.contentVersion, size: size,
                                              frame: bounds, content: { page.scene(size: size) }))])
    }

    /// The gradient, the cards in view (through the zoom's camera), closing cards, the
    /// picked-up card, the close button, the title and the indicator. Only cards within the
    /// width are built, whatever the page count.
    func presentationScene(at now: Double) -> SceneNode {
        let bounds = geometry.bounds
        let z = cameraZoom(at: now)
        let p = shownProgress(at: now)
        let focus = focusFrame(progress: p, now: now)
        func screen(_ r: Rect) -> Rect { z < 1 ? geometry.zoomed(r, focus: focus, zoom: z) : r }
        let shadow = options.useShadows ? CarouselStyle.cardShadow : nil
        let travel = max(1, geometry.cardTop + geometry.cardSize.height)

        var cards: [SceneNode] = []
        var selectedCard: SceneNode = .empty
        if let range = geometry.visibleRange(progress: p, count: entries.count,
                                             slack: shifts.maxDisplacement(at: now) + 1) {
            for i in range {
                let e = entries[i]
                if e.serial == reorderSerial { continue }
                let at = Double(i) + shifts.displacement(of: i, at: now)
                var frame = geometry.cardFrame(at: at, progress: p)
                var lifted = 0.0
                if isLifted(e.serial) {
                    let l = shownLift(of: e.serial, at: now)
                    frame = frame.offsetBy(dx: 0, dy: l)
                    lifted = min(1, max(0, -l / travel))
                }
                let shown = screen(frame)
                guard shown.insetBy(-CarouselLayout.cullMarginPx).intersects(bounds) else { continue }
                var o = 1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(at - p)) * z
                o *= 1 - 0.5 * lifted
                o *= appearance(of: e.serial, at: now)
                let node = cardNode(e.serial, e.page, frame: shown, opacity: o, zoom: z, shadow: shadow,
                                    sharp: i == selectedIndex)
                if i == selectedIndex { selectedCard = node } else { cards.append(node) }
            }
        }
        cards.append(selectedCard)
        for card in leaving {
            let o = card.opacity(at: now) * (1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(card.relativePosition)) * z)
            let content = card.content
            cards.append(cardSnapshot(card.serial, version: card.version, frame: leavingFrame(card, now: now),
                                      opacity: o, zoom: z, shadow: shadow, content: content))
        }
        if let serial = reorderSerial, let i = index(ofSerial: serial), let frame = reorderFrame(serial: serial, now: now) {
            let up = shownReorderLift(at: now)
            let s = CarouselStyle.liftedShadow
            cards.append(cardNode(serial, entries[i].page, frame: frame, opacity: 1, zoom: z,
                                  shadow: up > 0.01 ? Shadow(radius: s.radius, opacity: s.opacity * up, color: s.color,
                                                             offset: s.offset * up) : shadow))
        }
        let closeOpacity = closeButtonOpacity(now: now)
        if closeOpacity > 0 {
            let pressed: Bool
            if case .closeButton? = pressTarget { pressed = true } else { pressed = false }
            cards.append(CloseButton.scene(on: screenFrame(ofIndex: selectedIndex, now: now), opacity: closeOpacity,
                                           pressed: pressed))
        }

        // Title and dots go under the cards: a card zooming back in covers them.
        let band = geometry.indicatorFrame
        indicator.progress = min(max(p, 0), Double(entries.count - 1))
        return .stack([background(bounds), titleNode(progress: p, zoom: z),
                       .translated(band.x, band.y, [indicator.scene(opacity: z)]),
                       .group(GroupNode(cards, clip: bounds))])
    }

    /// The key of a page's full-size snapshot (the page filling the carousel, the zooming card).
    func snapshotKey(_ serial: Int) -> SnapshotKey { SnapshotKey(self, part: serial) }

    /// The key of a page's card-size snapshot (every card in the row).
    func cardSnapshotKey(_ serial: Int) -> SnapshotKey { SnapshotKey(self, part: "card.\(serial)") }

    /// A page's card in `frame`. Cards come from a snapshot of the page drawn once at the
    /// card's size, copied pixel for pixel at rest; a `sharp` card (the selected one) clearly
    /// larger than that while it zooms comes from the full-size snapshot instead.
    func cardNode(_ serial: Int, _ page: Page, frame: Rect, opacity: Double, zoom z: Double,
                  shadow: Shadow?, sharp: Bool = false) -> SceneNode {
        let size = geometry.size
        guard !(sharp && frame.width > geometry.cardSize.width * CarouselLayout.cardSnapshotMaxUpscale) else {
            return .snapshot(SnapshotNode(key: snapshotKey(serial), version: page.contentVersion, size: size,
                                          frame: frame, opacity: opacity, shadow: shadow,
                                          cornerRadius: CarouselStyle.cardCornerPx * z,
                                          content: { page.scene(size: size) }))
        }
        return cardSnapshot(serial, version: page.contentVersion, frame: frame, opacity: opacity, zoom: z,
                            shadow: shadow, content: { page.scene(size: $0) })
    }

    /// The card-size snapshot: the page laid out at the carousel's size, drawn scaled down once.
    func cardSnapshot(_ serial: Int, version: Int, frame: Rect, opacity: Double, zoom z: Double, shadow: Shadow?,
                      content: @escaping (Size) -> SceneNode) -> SceneNode {
        let size = geometry.size, card = geometry.cardSize
        let scale = AffineTransform.scale(card.width / size.width, card.height / size.height)
        return .snapshot(SnapshotNode(key: cardSnapshotKey(serial), version: version, size: card,
                                      frame: frame, opacity: opacity, shadow: shadow,
                                      cornerRadius: CarouselStyle.cardCornerPx * z,
                                      content: { .group(GroupNode([content(size)], transform: scale)) }))
    }

    /// The presentation's gradient background (opaque, so the frame needs no clearing).
    func background(_ bounds: Rect) -> SceneNode {
        .rect(bounds, .linearGradient(start: Point(0, 0), end: Point(0, bounds.height),
                                      stops: [GradientStop(0, CarouselStyle.backgroundTop),
                                              GradientStop(1, CarouselStyle.backgroundBottom)]),
              cornerRadius: 0)
    }

    /// The title of the page nearest the centre, fading out towards the middle between two pages.
    func titleNode(progress p: Double, zoom z: Double) -> SceneNode {
        let n = entries.count
        let pc = min(max(p, 0), Double(n - 1))
        let nearest = min(n - 1, max(0, Int(pc.rounded())))
        let alpha = z * max(0, 1 - 2 * abs(pc - Double(nearest)))
        let band = geometry.titleFrame
        guard alpha > 0, band.height >= 1 else { return .empty }
        let font = max(CarouselStyle.titleFontMinPx, min(CarouselStyle.titleFontPx, band.height * 0.45))
        let frame = band.insetBy(dx: min(16, band.width / 8), dy: 0)
        return .text(TextNode(entries[nearest].page.displayTitle, frame: frame,
                              font: FontSpec(family: "DejaVu Sans", size: font, weight: .bold),
                              color: CarouselStyle.titleColor.withAlpha(alpha), alignment: .center))
    }
}
