import FlickCore
import FlickKit

extension SwiperDemoPage {
    /// The page for `size` at `now`: a card on the page background, the item's picture above a
    /// caption with the item's id in a round chip, its name and its subtitle, and the tap count in
    /// a badge at the caption's right end, which pulses on each tap. In a small page the subtitle
    /// is left out and the badge shows the number alone. Colours: the palette's window behind the
    /// card, its card, text and secondary text; the badge in the text colour with the card's as
    /// its ink (light on dark, dark on light), flashing the accent.
    func pageScene(size: Size, now: Double) -> SceneNode {
        let page = Rect(size: size), palette = environment.palette
        var nodes: [SceneNode] = [.fill(page, palette.windowBackground)]
        let card = cardFrame(in: size)
        guard card.width >= 4, card.height >= 4 else { return .stack(nodes) }
        let (pic, strip, badge) = cardParts(card)
        let caption = strip.height
        let corner = min(SwiperDemoPage.cornerPx, card.width / 8, card.height / 8)

        nodes.append(.shadow(card, SwiperDemoPage.cardShadow, cornerRadius: corner))
        nodes.append(.fill(card, palette.cardBackground, cornerRadius: corner))
        nodes.append(item.picture.scene(in: pic))
        nodes += SwiperDemoPage.cornerMasks(pic, radius: corner, color: palette.windowBackground, top: true,
                                            bottom: caption < 1)
        if caption >= 1 { nodes += captionNodes(in: strip, trailing: strip.maxX - badge.minX) }
        nodes.append(badgeNode(badge, now: now))
        return .stack(nodes)
    }

    /// The card: the page less its margins, px (the swiper lays the page out inside its bars and
    /// page dots, `SwiperPageInsets.insideBars`, so nothing of the swiper's covers the card).
    func cardFrame(in size: Size) -> Rect {
        let short = min(size.width, size.height)
        let margin = min(SwiperDemoPage.pageMarginPx, short * SwiperDemoPage.pageMarginMaxFraction).rounded()
        return Rect(x: margin, y: margin, width: max(0, size.width - 2 * margin), height: max(0, size.height - 2 * margin))
    }

    /// Where `card` shows the picture, the caption strip under it (empty when there is no
    /// room for one) and the tap-count badge (on the strip, else at the top of the picture).
    func cardParts(_ card: Rect) -> (picture: Rect, caption: Rect, badge: Rect) {
        let caption = captionHeight(for: card)
        let pic = Rect(x: card.minX, y: card.minY, width: card.width, height: card.height - caption)
        let strip = Rect(x: card.minX, y: pic.maxY, width: card.width, height: caption)
        return (pic, strip, caption >= 1 ? badgeFrame(in: strip, centred: true) : badgeFrame(in: pic, centred: false))
    }

    /// The caption strip's height on `card`, px (a fraction of the card, within limits).
    func captionHeight(for card: Rect) -> Double {
        min(SwiperDemoPage.captionMaxPx, max(0, card.height * SwiperDemoPage.captionFraction)).rounded()
    }

    /// True when the caption is too short for a subtitle line (a small window).
    func isCompact(caption: Double) -> Bool { caption < SwiperDemoPage.captionSubtitleMinPx }

    /// White on a dark chip, near black on a light one (a pale sky): the one of the two that
    /// reads on `fill`, by its sRGB luminance (gamma-encoded, weighted as Rec. 709).
    static func ink(on fill: Color) -> Color {
        0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue > 0.6 ? Color(hex: 0x1E1E1E) : .white
    }

    /// The id chip, the name and (when there is room) the subtitle, clear of the `trailing` px
    /// the badge takes at the strip's right end.
    func captionNodes(in strip: Rect, trailing: Double) -> [SceneNode] {
        let palette = environment.palette
        let compact = isCompact(caption: strip.height)
        let pad = min(SwiperDemoPage.captionPaddingPx, strip.height * 0.3)
        let chipD = min(strip.height - 2 * pad * 0.8, SwiperDemoPage.chipMaxPx)
        var nodes: [SceneNode] = []
        var textX = strip.minX + pad
        if chipD >= 8 {
            let chip = Rect(x: strip.minX + pad, y: strip.midY - chipD / 2, width: chipD, height: chipD)
            let fill = item.picture.skyBottom.mixed(with: item.picture.skyTop, 0.5)
            nodes.append(.ellipse(chip, .solid(fill)))
            nodes.append(.text(TextNode(item.id, frame: chip, font: FontSpec(size: chipD * 0.42, weight: .bold),
                                        color: SwiperDemoPage.ink(on: fill), alignment: .center)))
            textX = chip.maxX + pad * 0.8
        }
        let textW = max(0, strip.maxX - trailing - pad * 0.5 - textX)
        let nameSize = max(SwiperDemoPage.textMinPx, min(SwiperDemoPage.nameFontMaxPx, strip.height * (compact ? 0.45 : 0.3)))
        if compact {
            nodes.append(.text(TextNode(item.name, frame: Rect(x: textX, y: strip.minY, width: textW, height: strip.height),
                                        font: FontSpec(size: nameSize, weight: .bold), color: palette.text)))
            return nodes
        }
        let subSize = max(SwiperDemoPage.textMinPx, nameSize * 0.62)
        let block = nameSize * 1.3 + subSize * 1.4
        let top = strip.midY - block / 2
        nodes.append(.text(TextNode(item.name, frame: Rect(x: textX, y: top, width: textW, height: nameSize * 1.3),
                                    font: FontSpec(size: nameSize, weight: .bold), color: palette.text)))
        nodes.append(.text(TextNode(item.subtitle, frame: Rect(x: textX, y: top + nameSize * 1.3, width: textW,
                                                              height: subSize * 1.4),
                                    font: FontSpec(size: subSize), color: palette.secondaryText)))
        return nodes
    }

    /// The tap count's text: "3 taps" ("1 tap"), or the number alone on a small card.
    func badgeText(compact: Bool) -> String {
        compact ? String(tapCount) : (tapCount == 1 ? "1 tap" : "\(tapCount) taps")
    }

    /// The badge's frame at rest (before the pulse scales it about its centre): at the right end of
    /// `strip`: centred on the caption, or at the top of the picture when there is no caption.
    func badgeFrame(in strip: Rect, centred: Bool) -> Rect {
        let h = min(SwiperDemoPage.badgeHeightPx, max(10, strip.height * 0.5))
        let text = badgeText(compact: isCompactBadge(height: h))
        let w = max(h, Double(text.count) * h * SwiperDemoPage.badgeCharWidthFraction + h * 0.8)
        let inset = min(SwiperDemoPage.captionPaddingPx, strip.height * 0.3)
        let y = centred ? strip.midY - h / 2 : strip.minY + inset
        return Rect(x: strip.maxX - inset - w, y: y, width: w, height: h)
    }

    /// A badge this short shows the number alone.
    func isCompactBadge(height: Double) -> Bool { height < SwiperDemoPage.badgeHeightPx * 0.75 }

    /// The tap-count badge in `f`, scaled by the tap pulse and lit while it runs.
    func badgeNode(_ f: Rect, now: Double) -> SceneNode {
        let compact = isCompactBadge(height: f.height)
        let p = min(1, max(0, pulse.value(now: now)))
        let s = 1 + SwiperDemoPage.pulseGrowth * p
        let palette = environment.palette
        let fill = palette.text.withAlpha(SwiperDemoPage.badgeOpacity).mixed(with: palette.accent, p)
        let transform = AffineTransform.scale(s, about: Point(f.midX, f.midY))
        return .group(GroupNode([
            .fill(f, fill, cornerRadius: f.height / 2),
            .text(TextNode(badgeText(compact: compact), frame: f, font: FontSpec(size: f.height * 0.5, weight: .bold),
                           color: palette.cardBackground, alignment: .center)),
        ], transform: transform))
    }

    /// Fills the rounded-off corners of `r` with `color` (the background), so the picture looks
    /// rounded like its card: the top corners, and the bottom ones when `bottom`.
    static func cornerMasks(_ r: Rect, radius: Double, color: Color, top: Bool, bottom: Bool) -> [SceneNode] {
        guard radius >= 0.5 else { return [] }
        let x = r.minX, y = r.minY, X = r.maxX, Y = r.maxY, q = Double.pi / 2
        var paths: [[PathNode.Element]] = []
        if top {
            paths.append([.move(Point(x, y)), .line(Point(x, y + radius)),
                          .arc(center: Point(x + radius, y + radius), radius: radius, start: 2 * q, end: 3 * q), .close])
            paths.append([.move(Point(X, y)), .line(Point(X - radius, y)),
                          .arc(center: Point(X - radius, y + radius), radius: radius, start: 3 * q, end: 4 * q), .close])
        }
        if bottom {
            paths.append([.move(Point(X, Y)), .line(Point(X, Y - radius)),
                          .arc(center: Point(X - radius, Y - radius), radius: radius, start: 0, end: q), .close])
            paths.append([.move(Point(x, Y)), .line(Point(x + radius, Y)),
                          .arc(center: Point(x + radius, Y - radius), radius: radius, start: q, end: 2 * q), .close])
        }
        return paths.map { .path(PathNode($0, fill: .solid(color))) }
    }
}
