import FlickCore

extension PageCarousel {
    /// What the pointer rests on in the row: a card, its close button, the dots or a side; nil
    /// with no pointer over the presentation, or while a press or drag is under way (the pressed
    /// state shows then).
    func rowHover(now: Double) -> CarouselPressTarget? {
        guard isPresenting, !grid.isShown, let p = hoverPoint, pressTarget == nil, drag == nil else { return nil }
        return hitTest(p, now: now)
    }

    /// What the pointer rests on in the grid: a thumbnail, its close button or the background;
    /// nil with no pointer over it, or while a press or drag is under way.
    func gridHover(now: Double) -> CarouselGridPress? {
        guard grid.isShown, let p = hoverPoint, grid.press == nil, drag == nil else { return nil }
        return gridHitTest(p, now: now)
    }

    /// The veil over a card or thumbnail in `frame` with `cornerRadius`: `CarouselStyle`'s pressed
    /// veil while `pressed`, its hover veil while `hovered`, else nothing; at `opacity`.
    func cardVeil(_ frame: Rect, pressed: Bool, hovered: Bool, cornerRadius: Double, opacity: Double) -> SceneNode {
        guard pressed || hovered, opacity > 0 else { return .empty }
        let veil = pressed ? CarouselStyle.cardPressedVeil : CarouselStyle.cardHoverVeil
        return .fill(frame, veil.withAlpha(veil.alpha * opacity), cornerRadius: cornerRadius)
    }
}
