import FlickCore

extension PageCarousel {
    /// The page alone while not presenting; otherwise the gradient, the cards in view (through
    /// the zoom's camera), closing cards, the picked-up card, the close button, the title and
    /// the indicator. Only cards within the width are built, whatever the page count.
    func makeScene(at now: Double) -> SceneNode {
        let bounds = geometry.bounds
        let z = zoomProgress(at: now)
        if z <= 0 && !zoom.isAnimating(at: now) && leaving.isEmpty {
            let e = entries[selectedIndex]
            return .stack([.fill(bounds, CarouselStyle.pageBackdrop),
                           cardNode(e.serial, e.page, frame: bounds, opacity: 1, zoom: 0, shadow: nil)])
        }
        let p = position.value(at: now)
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
                if let lift = lifts[e.serial] {
                    let l = lift.value(at: now)
                    frame = frame.offsetBy(dx: 0, dy: l)
                    lifted = min(1, max(0, -l / travel))
                }
                let shown = screen(frame)
                guard shown.insetBy(-CarouselLayout.cullMarginPx).intersects(bounds) else { continue }
                var o = 1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(at - p)) * z
                o *= 1 - 0.5 * lifted
                if let a = appearing[e.serial] { o *= min(1, max(0, a.value(at: now))) }
                let node = cardNode(e.serial, e.page, frame: shown, opacity: o, zoom: z, shadow: shadow)
                if i == selectedIndex { selectedCard = node } else { cards.append(node) }
            }
        }
        cards.append(selectedCard)
        for card in leaving {
            var frame = geometry.cardFrame(at: p + card.relativePosition, progress: p)
            frame = frame.offsetBy(dx: 0, dy: card.lift.value(at: now))
            let o = card.opacity(at: now) * (1 - (1 - CarouselStyle.neighbourOpacity) * min(1, abs(card.relativePosition)) * z)
            let size = geometry.size, content = card.content
            cards.append(.snapshot(SnapshotNode(key: snapshotKey(card.serial), version: card.version, size: size,
                                                frame: screen(frame), opacity: o, shadow: shadow,
                                                cornerRadius: CarouselStyle.cardCornerPx * z,
                                                content: { content(size) })))
        }
        if let serial = reorderSerial, let i = index(ofSerial: serial), let frame = reorderFrame(serial: serial, now: now) {
            let up = min(1, max(0, reorderLift.value(at: now)))
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

        var nodes: [SceneNode] = [background(bounds), .group(GroupNode(cards, clip: bounds))]
        nodes.append(titleNode(progress: p, zoom: z))
        let band = geometry.indicatorFrame
        indicator.progress = min(max(p, 0), Double(entries.count - 1))
        nodes.append(.translated(band.x, band.y, [indicator.scene(opacity: z)]))
        return .stack(nodes)
    }

    func snapshotKey(_ serial: Int) -> String { "\(options.snapshotKeyPrefix).\(serial)" }

    /// A page's card: its snapshot (rendered once per content version) scaled into `frame`.
    func cardNode(_ serial: Int, _ page: Page, frame: Rect, opacity: Double, zoom z: Double,
                  shadow: Shadow?) -> SceneNode {
        let size = geometry.size
        return .snapshot(SnapshotNode(key: snapshotKey(serial), version: page.contentVersion, size: size,
                                      frame: frame, opacity: opacity, shadow: shadow,
                                      cornerRadius: CarouselStyle.cardCornerPx * z,
                                      content: { page.scene(size: size) }))
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
        let pc = p.isFinite ? min(max(p, 0), Double(n - 1)) : Double(selectedIndex)
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
