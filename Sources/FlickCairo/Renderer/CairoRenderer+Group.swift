import CCairo
import FlickCore

extension CairoRenderer {
    /// Children under the group's transform and clip; opacity below 1 composites them as one layer,
    /// or is folded into a lone child that paints in a single operation.
    func drawGroup(_ g: GroupNode, _ cr: OpaquePointer, alpha: Double) {
        let opacity = g.opacity.isNaN ? 1 : min(max(g.opacity, 0), 1)
        guard opacity > 0, !g.children.isEmpty else { return }
        let transformed = !g.transform.isIdentity
        if transformed && !g.transform.isUsableByCairo { return }
        let needsState = transformed || g.clip != nil
        if needsState { cairo_save(cr) }
        defer { if needsState { cairo_restore(cr) } }
        if transformed {
            var m = g.transform.cairoMatrix
            cairo_transform(cr, &m)
        }
        if let clip = g.clip {
            guard clip.isDrawable, CairoPath.isVisible(clip, in: cr) else { return }
            cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(cr)
        }
        if opacity >= 1 {
            for child in g.children { draw(child, cr, alpha: alpha) }
        } else if let lone = CairoRenderer.loneChild(of: g.children), CairoRenderer.paintsOnce(lone) {
            draw(lone, cr, alpha: alpha * opacity)
        } else {
            cairo_push_group(cr)
            for child in g.children { draw(child, cr, alpha: 1) }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha * opacity)
        }
    }

    /// The only non-empty child, if there is exactly one.
    static func loneChild(of children: [SceneNode]) -> SceneNode? {
        var found: SceneNode?
        for child in children {
            if case .empty = child { continue }
            if found != nil { return nil }
            found = child
        }
        return found
    }

    /// True when drawing `node` with an alpha equals drawing it into a layer faded by that alpha.
    static func paintsOnce(_ node: SceneNode) -> Bool {
        switch node {
        case .rect, .strokeRect, .ellipse, .shadow, .text, .image, .empty:
            return true
        case .path(let p):
            return p.fill == nil || p.stroke == nil
        case .snapshot(let s):
            // A zero-offset shadow is cut out under the card when faded (see drawSnapshot).
            return s.shadow == nil || s.shadow!.offset == .zero
        case .group(let g):
            guard let lone = loneChild(of: g.children) else { return false }
            return paintsOnce(lone)
        }
    }
}
