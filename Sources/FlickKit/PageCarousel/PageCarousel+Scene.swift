import FlickCore

extension PageCarousel {
    /// The page alone while not presenting; otherwise the presentation (with reduced motion,
    /// `reducedMotionScene`: the page, the row and the grid each fade in place instead of zooming).
    func makeScene(now: Double) -> SceneNode {
        let fade = zoomProgress(now: now)
        if fade <= 0 && leaving.isEmpty { return pageScene(now: now) }
        guard environment.reducedMotion else { return overviewScene(now: now) }
        return reducedMotionScene(zoom: fade, now: now)
    }

    /// With reduced motion: the page, the row and the grid, each in place (nothing zooms or
    /// flies), on the window's background. Each shows as much as the zoom and the grid's blend give
    /// it (the three add up to 1), through `SequentialFade`: the one being left fades out before
    /// the next fades in, so two of them (their titles, their pages' texts) never show at once.
    func reducedMotionScene(zoom fade: Double, now: Double) -> SceneNode {
        let g = min(1, max(0, grid.shownBlend(now: now)))
        func shown(_ share: Double) -> Double { SequentialFade.opacities(progress: share).new }
        let page = shown(1 - fade), row = shown(fade * (1 - g)), thumbnails = shown(fade * g)
        var nodes: [SceneNode] = [.fill(geometry.bounds, environment.palette.windowBackground)]
        if page > 0 { nodes.append(.group(GroupNode([pageScene(now: now)], opacity: page))) }
        if row > 0 { nodes.append(.group(GroupNode([presentationScene(now: now)], opacity: row))) }
        if thumbnails > 0 { nodes.append(.group(GroupNode([gridScene(blend: 1, now: now)], opacity: thumbnails))) }
        return .stack(nodes)
    }

    /// The selected page filling the carousel (`placedScene`: its full-size image at rest), on
    /// the appearance's window background (a page without a background of its own, such as a
    /// `TextView`, draws its text in the appearance's colours).
    func pageScene(now: Double) -> SceneNode {
        layOutPage(at: selectedIndex, now: now)
        let bounds = geometry.bounds
        return .stack([.fill(bounds, environment.palette.windowBackground),
                       entries[selectedIndex].page.placedScene(in: bounds, size: geometry.size, now: now)])
    }

    /// The gradient, the cards in view (through the zoom's camera), closing cards, the
    /// picked-up card, the close button, the title and the indicator. Only cards within the
    /// width are built, whatever the page count.
    func presentationScene(now: Double) -> SceneNode {
        let bounds = geometry.bounds
        let z = cameraZoom(now: now)
        let p = shownProgress(now: now)
        let focus = focusFrame(progress: p, now: now)
        func screen(_ r: Rect) -> Rect { z < 1 ? geometry.zoomed(r, focus: focus, zoom: z) : r }
        let shadow = options.useShadows ? CarouselStyle.cardShadow : nil
        let travel = max(1, geometry.cardTop + geometry.cardSize.height)

        var cards: [SceneNode] = []
        var selectedCard: SceneNode = .empty
        if let range = geometry.visibleRange(progress: p, count: entries.count,
                                             slack: shifts.maxDisplacement(now: now) + 1) {
            for i in range {
                let e = entries[i]
                if e.serial == reorder.serial { continue }
                let at = Double(i) + shifts.displacement(of: i, now: now)
                var frame = geometry.cardFrame(at: at, progress: p)
                var lifted = 0.0
                if isLifted(e.serial) {
                    let l = shownLift(of: e.serial, now: now)
                    frame = frame.offsetBy(dx: 0, dy: l)
                    lifted = min(1, max(0, -l / travel))
                }
                let shown = screen(frame)
                guard shown.insetBy(-CarouselLayout.cullMarginPx).intersects(bounds) else { continue }
                var o = 1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(at - p)) * z
                o *= 1 - 0.5 * lifted
                o *= appearance(of: e.serial, now: now)
                layOutPage(at: i, now: now)
                let node = cardNode(e.page, frame: shown, opacity: o, zoom: z, shadow: shadow,
                                    sharp: i == selectedIndex, now: now)
                if i == selectedIndex { selectedCard = node } else { cards.append(node) }
            }
        }
        cards.append(selectedCard)
        for card in leaving {
            let o = card.opacity(now: now) * (1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(card.relativePosition)) * z)
            cards.append(cardNode(card.page, frame: leavingFrame(card, now: now), opacity: o, zoom: z, shadow: shadow,
                                  now: now))
        }
        if let serial = reorder.serial, let i = index(ofSerial: serial), let frame = reorderFrame(serial: serial, now: now) {
            let up = reorder.shownLift(now: now)
            let s = CarouselStyle.liftedShadow
            layOutPage(at: i, now: now)
            cards.append(cardNode(entries[i].page, frame: frame, opacity: 1, zoom: z,
                                  shadow: up > 0.01 ? Shadow(radius: s.radius, opacity: s.opacity * up, color: s.color,
                                                             offset: s.offset * up) : shadow, now: now))
        }
        let hover = rowHover(now: now)
        if drag == nil, case .card(let serial)? = pressTarget ?? hover, serial != reorder.serial, let i = index(ofSerial: serial) {
            cards.append(cardVeil(screenFrame(ofIndex: i, now: now), pressed: pressTarget != nil, hovered: true,
                                  cornerRadius: CarouselStyle.cardCornerPx * z, opacity: 1))
        }
        let closeOpacity = closeButtonOpacity(now: now)
        if closeOpacity > 0 {
            let pressed: Bool, hovered: Bool
            if case .closeButton? = pressTarget { pressed = true } else { pressed = false }
            if case .closeButton? = hover { hovered = true } else { hovered = false }
            cards.append(CloseButton.scene(on: screenFrame(ofIndex: selectedIndex, now: now), opacity: closeOpacity,
                                           pressed: pressed, hovered: hovered, palette: presentationPalette))
        }

        // Title and dots go under the cards: a card zooming back in covers them.
        let band = geometry.indicatorFrame
        indicator.progress = min(max(p, 0), Double(entries.count - 1))
        return .stack([background(bounds), titleNode(progress: p, zoom: z, now: now),
                       .translated(band.x, band.y, [indicator.scene(opacity: z)]),
                       .group(GroupNode(cards, clip: bounds))])
    }

    /// A page's card in `frame`, through `placedScene`. A page at rest with a version comes from
    /// its image drawn once at the card's size (the page laid out at the carousel's size, scaled
    /// down as it is drawn), copied pixel for pixel at rest; a `sharp` card (the selected one)
    /// clearly larger than that while it zooms comes from its full-size image instead.
    func cardNode(_ page: any Component, frame: Rect, opacity: Double, zoom z: Double,
                  shadow: Shadow?, sharp: Bool = false, now: Double) -> SceneNode {
        let size = geometry.size, corner = CarouselStyle.cardCornerPx * z
        if sharp && frame.width > geometry.cardSize.width * CarouselLayout.cardSnapshotMaxUpscale {
            return page.placedScene(in: frame, size: size, now: now, opacity: opacity, shadow: shadow, cornerRadius: corner)
        }
        return page.placedScene(in: frame, size: size, now: now, opacity: opacity, shadow: shadow, cornerRadius: corner,
                                imageSize: geometry.cardSize)
    }

    /// The presentation's gradient background (opaque, so the frame needs no clearing).
    func background(_ bounds: Rect) -> SceneNode {
        .rect(bounds, .linearGradient(start: Point(0, 0), end: Point(0, bounds.height),
                                      stops: [GradientStop(0, presentationPalette.presentationTop),
                                              GradientStop(1, presentationPalette.presentationBottom)]),
              cornerRadius: 0)
    }

    /// The title of the page nearest the centre, fading out towards the middle between two pages.
    /// It belongs to its card: it fades in with a card being added, and fades out as its card is
    /// lifted towards it (gone once the card's top has risen by the title band's height), so a card
    /// dragged up to close never shows the title through it. While the selected card zooms, the
    /// title rides above it (raised as far as the card's top is above its presented place), so the
    /// card never passes over its own title on its way in or out.
    func titleNode(progress p: Double, zoom z: Double, now: Double) -> SceneNode {
        let n = entries.count
        let pc = min(max(p, 0), Double(n - 1))
        let nearest = min(n - 1, max(0, Int(pc.rounded())))
        let band = geometry.titleFrame
        let serial = entries[nearest].serial
        let lifted = isLifted(serial) ? min(1, max(0, -shownLift(of: serial, now: now) / max(1, band.height))) : 0
        let alpha = z * max(0, 1 - 2 * abs(pc - Double(nearest))) * appearance(of: serial, now: now) * (1 - lifted)
        guard alpha > 0, band.height >= 1 else { return .empty }
        let font = max(CarouselStyle.titleFontMinPx, min(CarouselStyle.titleFontPx, band.height * 0.45))
        var frame = band.insetBy(dx: min(16, band.width / 8), dy: 0)
        // In a small window the close button reaches up into the band: lift the title clear of it.
        let clear = CloseButton.top(on: geometry.cardFrame(at: 0, progress: 0)) - 1
        let bottom = frame.midY + font * CarouselStyle.titleHalfHeightEm
        if bottom > clear {
            let lift = min(frame.minY, bottom - clear)
            frame = frame.offsetBy(dx: 0, dy: -lift)
        }
        if cameraZoom(now: now) < 1, entries.indices.contains(selectedIndex) {
            let presented = presentedFrame(ofIndex: selectedIndex, progress: p, now: now)
            let rise = onScreen(presented, progress: p, now: now).minY - presented.minY
            if rise < 0 { frame = frame.offsetBy(dx: 0, dy: rise) }
        }
        return .text(TextNode(title(of: entries[nearest].page), frame: frame,
                              font: FontSpec(family: Constants.fontFamily, size: font, weight: .bold),
                              color: presentationPalette.presentationText.withAlpha(alpha), alignment: .center))
    }
}
