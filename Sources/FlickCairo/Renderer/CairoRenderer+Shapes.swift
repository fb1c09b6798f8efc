import CCairo
import FlickCore

extension CairoRenderer {
    /// Makes `paint` (with `alpha` folded in) the source; false when it cannot be drawn.
    func setSource(_ paint: Paint, _ cr: OpaquePointer, alpha: Double) -> Bool {
        if case .solid(let c) = paint {
            c.setAsSource(cr, alpha: alpha)
            return true
        }
        guard let pattern = gradients.pattern(for: paint, alpha: alpha) else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    func fillRect(_ r: Rect, paint: Paint, cornerRadius: Double, _ cr: OpaquePointer, alpha: Double) {
        guard r.isDrawable else { return }
        if case .solid = paint {} else if !(cornerRadius > 0),
            gradientRasters.draw(r, paint: paint, alpha: alpha, gradients: gradients, cr) {
            return
        }
        guard setSource(paint, cr, alpha: alpha) else { return }
        CairoPath.addRoundedRect(cr, r, radius: cornerRadius)
        cairo_fill(cr)
    }

    func strokeRect(_ r: Rect, color: Color, lineWidth: Double, cornerRadius: Double,
                    _ cr: OpaquePointer, alpha: Double) {
        guard r.isDrawable, lineWidth.isFinite, lineWidth > 0 else { return }
        color.setAsSource(cr, alpha: alpha)
        cairo_set_line_width(cr, lineWidth)
        CairoPath.addRoundedRect(cr, r, radius: cornerRadius)
        cairo_stroke(cr)
    }

    func fillEllipse(_ r: Rect, paint: Paint, _ cr: OpaquePointer, alpha: Double) {
        guard r.isDrawable, setSource(paint, cr, alpha: alpha) else { return }
        cairo_save(cr)
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
        cairo_fill(cr)
    }

    /// Builds the path, fills it (if asked) and then strokes it (if asked).
    func drawPath(_ p: PathNode, _ cr: OpaquePointer, alpha: Double) {
        guard p.fill != nil || p.stroke != nil, !p.elements.isEmpty,
              p.elements.allSatisfy(CairoRenderer.isFinite) else { return }
        cairo_new_path(cr)
        for element in p.elements {
            switch element {
            case .move(let pt):
                cairo_move_to(cr, pt.x, pt.y)
            case .line(let pt):
                cairo_line_to(cr, pt.x, pt.y)
            case let .curve(c1, c2, pt):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, pt.x, pt.y)
            case let .arc(center, radius, start, end):
                cairo_arc(cr, center.x, center.y, max(0, radius), start, end)
            case .close:
                cairo_close_path(cr)
            }
        }
        let strokes = p.stroke != nil && p.lineWidth.isFinite && p.lineWidth > 0
        if let fill = p.fill, setSource(fill, cr, alpha: alpha) {
            if strokes { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
        }
        if strokes, let color = p.stroke {
            color.setAsSource(cr, alpha: alpha)
            cairo_set_line_width(cr, p.lineWidth)
            if p.isRounded {
                // Round for this stroke only: every other stroke keeps Cairo's mitred joins and flat caps.
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_stroke(cr)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            } else {
                cairo_stroke(cr)
            }
        }
        cairo_new_path(cr)
    }

    private static func isFinite(_ e: PathNode.Element) -> Bool {
        func ok(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        switch e {
        case .move(let p), .line(let p): return ok(p)
        case let .curve(a, b, c): return ok(a) && ok(b) && ok(c)
        case let .arc(c, r, s, e): return ok(c) && r.isFinite && s.isFinite && e.isFinite
        case .close: return true
        }
    }
}
