import FlickCore

/// The round "×" on the selected card's corner (LSPageViewController's 25 px close button, a little larger).
public enum CloseButton {
    /// Drawn diameter, px (at least LSPageViewController's 25).
    public static let diameterPx: Double = 28
    /// Clickable square around the centre, px (a little larger than the drawing).
    public static let hitSizePx: Double = 40
    /// The smallest clickable square, px (GNOME's smallest pointer target), however small the button.
    public static let minHitSizePx: Double = 24
    /// Inset of the button's centre from the card's top-left corner, px (half over the card).
    public static let cornerInsetPx: Double = 4
    static let ringWidthPx: Double = 2
    static let crossWidthPx: Double = 2.5
    /// The cross's half-length as a fraction of the radius.
    static let crossFraction: Double = 0.42

    /// On a small card (a small window) the button shrinks with the card: its diameter is this
    /// fraction of the card's height, between `compactDiameterMinPx` and `diameterPx`.
    static let diameterCardFraction: Double = 0.1
    static let compactDiameterMinPx: Double = 14
    /// How much black a pressed button's disc mixes into the destructive colour (0...1).
    static let pressedDarkening: Double = 0.25

    /// The drawn diameter on `card`, px: `diameterPx` on a card of ordinary size, smaller on a
    /// small one (never below `compactDiameterMinPx`).
    public static func diameter(on card: Rect) -> Double {
        let d = card.height.isFinite ? card.height * diameterCardFraction : diameterPx
        return min(diameterPx, max(compactDiameterMinPx, d))
    }

    /// Centre of the button on `card`.
    public static func center(on card: Rect) -> Point {
        let inset = cornerInsetPx * diameter(on: card) / diameterPx
        return Point(card.minX + inset, card.minY + inset)
    }

    /// The top of the drawn button on `card` (what a title above the card must stay clear of), px.
    public static func top(on card: Rect) -> Double { center(on: card).y - diameter(on: card) / 2 }

    /// The clickable area on `card` (`hitSizePx`, scaled down with a compact button to no less
    /// than `minHitSizePx`).
    public static func hitFrame(on card: Rect) -> Rect {
        let c = center(on: card), s = max(minHitSizePx, hitSizePx * diameter(on: card) / diameterPx)
        return Rect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s)
    }

    /// The button drawn on `card` at `opacity` in `palette`'s colours: its disc turns the
    /// palette's `destructive` under the pointer (`hovered`) and darker while `pressed`.
    public static func scene(on card: Rect, opacity: Double, pressed: Bool = false, hovered: Bool = false,
                             palette: Palette = .dark) -> SceneNode {
        let fill = palette.closeButtonFill, ring = palette.closeButtonMark
        guard opacity > 0 else { return .empty }
        let c = center(on: card), r = diameter(on: card) / 2
        let circle = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        let body = pressed ? palette.destructive.mixed(with: Color(hex: 0x000000), pressedDarkening)
            : (hovered ? palette.destructive : fill)
        let a = r * crossFraction
        let cross: [PathNode.Element] = [.move(Point(c.x - a, c.y - a)), .line(Point(c.x + a, c.y + a)),
                                         .move(Point(c.x + a, c.y - a)), .line(Point(c.x - a, c.y + a))]
        return .stack([
            .ellipse(circle, .solid(body.withAlpha(body.alpha * opacity))),
            .path(PathNode([.arc(center: c, radius: r - ringWidthPx / 2, start: 0, end: 2 * Double.pi)],
                           stroke: ring.withAlpha(ring.alpha * opacity), lineWidth: ringWidthPx)),
            .path(PathNode(cross, stroke: ring.withAlpha(ring.alpha * opacity), lineWidth: crossWidthPx)),
        ])
    }
}
