import FlickCore

/// The round "×" on the selected card's corner (the seed's 25 px close button, a little larger).
public enum CloseButton {
    /// Drawn diameter, px (at least the seed's 25).
    public static let diameterPx: Double = 28
    /// Clickable square around the centre, px (a little larger than the drawing).
    public static let hitSizePx: Double = 40
    /// Inset of the button's centre from the card's top-left corner, px (half over the card).
    public static let cornerInsetPx: Double = 4
    static let fill = Color(hex: 0x1A1D22, alpha: 0.92)
    static let ring = Color(hex: 0xFFFFFF, alpha: 0.95)
    static let ringWidthPx: Double = 2
    static let crossWidthPx: Double = 2.5
    /// The cross's half-length as a fraction of the radius.
    static let crossFraction: Double = 0.42

    /// Centre of the button on `card`.
    public static func center(on card: Rect) -> Point {
        Point(card.minX + cornerInsetPx, card.minY + cornerInsetPx)
    }

    /// The clickable area on `card`.
    public static func hitFrame(on card: Rect) -> Rect {
        let c = center(on: card)
        return Rect(x: c.x - hitSizePx / 2, y: c.y - hitSizePx / 2, width: hitSizePx, height: hitSizePx)
    }

    /// The button drawn on `card` at `opacity` (highlighted while pressed).
    public static func scene(on card: Rect, opacity: Double, pressed: Bool = false) -> SceneNode {
        guard opacity > 0 else { return .empty }
        let c = center(on: card), r = diameterPx / 2
        let circle = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        let body = pressed ? fill.mixed(with: .white, 0.25) : fill
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
