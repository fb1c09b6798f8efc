import CCairo
import FlickCore

extension CairoRenderer {
    /// Composites a cached snapshot into its frame: whole-pixel aligned when the image lands pixel
    /// for pixel (only translated, at the scale it was made at), else scaled with a bilinear
    /// filter; shadow under it, corners clipped, faded by opacity.
    func drawSnapshot(_ node: SnapshotNode, _ cr: OpaquePointer, alpha: Double) {
        let opacity = node.opacity.isNaN ? 1 : min(max(node.opacity, 0), 1)
        let a = alpha * opacity
        guard a > 0, node.frame.isDrawable, node.size.pixelSize != nil else { return }
        var bounds = node.frame
        if let shadow = node.shadow { bounds = bounds.union(shadows.bounds(of: shadow, for: node.frame)) }
        guard CairoPath.isVisible(bounds, in: cr) else {
            snapshots.touch(node.key)
            return
        }
        guard let entry = snapshots.entry(for: node, renderer: self) else { return }
        if let shadow = node.shadow {
            // A shadow right under the card is left out there: it would only show through a faded
            // card (unlike card and shadow faded together), and drawing it costs time.
            shadows.draw(shadow, for: node.frame, cornerRadius: node.cornerRadius, in: cr, alpha: a,
                         excludingCaster: shadow.offset == .zero)
        }
        composite(entry.pattern, width: entry.width, height: entry.height, into: node.frame,
                  cornerRadius: node.cornerRadius, cr, alpha: a)
    }

    /// Paints `pattern` (an image of `width`x`height` device pixels) stretched over `frame`.
    func composite(_ pattern: OpaquePointer, width: Int, height: Int, into frame: Rect,
                   cornerRadius: Double, _ cr: OpaquePointer, alpha: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var target = frame
        var pm: cairo_matrix_t
        var radius = cornerRadius
        if CairoPath.isUniformScaleAndTranslation(m), frame.width * m.xx == Double(width),
           frame.height * m.yy == Double(height) {
            // Pixel for pixel: land on whole device pixels and let cairo copy pixels.
            let x = (frame.x * m.xx + m.x0).rounded(), y = (frame.y * m.yy + m.y0).rounded()
            cairo_identity_matrix(cr)
            target = Rect(x: x, y: y, width: Double(width), height: Double(height))
            radius *= m.xx
            pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -x, y0: -y)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        } else {
            let sx = Double(width) / frame.width, sy = Double(height) / frame.height
            pm = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -frame.x * sx, y0: -frame.y * sy)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        }
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_set_source(cr, pattern)
        if radius > 0, paintRounded(target, radius: radius, alpha: alpha, cr) { return }
        if radius > 0 {
            CairoPath.addRoundedRect(cr, target, radius: radius)
            if alpha >= 1 {
                cairo_fill(cr)
                return
            }
            cairo_clip(cr)
        }
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
    }

    /// Paints the current source over `r` with rounded corners, cheaply: the parts clear of the
    /// corners are clipped to plain rectangles (pixel copies when `r` is on whole pixels), and only
    /// the four corner squares are clipped to the rounded outline (clipping the whole card to it
    /// masks every pixel). The lines between those parts lie on whole device pixels, so no pixel is
    /// shared by two parts: at a fractional position (a card moving or zooming) each part's
    /// antialiased edge used to leave a 1 px seam along them around every corner. The outer edges
    /// are drawn by one clip each (the corner squares reach past `r`, where the rounded outline
    /// alone bounds them). False (nothing drawn) when `r` is too small for that, or drawn under a
    /// rotation or a shear.
    private func paintRounded(_ r: Rect, radius: Double, alpha: Double, _ cr: OpaquePointer) -> Bool {
        let k = min(max(0, radius), r.width / 2, r.height / 2).rounded(.up)
        guard k > 0, r.width > 2 * k, r.height > 2 * k else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard CairoPath.isUniformScaleAndTranslation(m), m.xx > 0 else { return false }
        // User coordinates of the device pixel lines at or beyond x (y) towards the outside of r.
        func lineX(_ x: Double, _ rule: FloatingPointRoundingRule) -> Double { ((x * m.xx + m.x0).rounded(rule) - m.x0) / m.xx }
        func lineY(_ y: Double, _ rule: FloatingPointRoundingRule) -> Double { ((y * m.yy + m.y0).rounded(rule) - m.y0) / m.yy }
        let left = lineX(r.x + k, .up), right = lineX(r.maxX - k, .down)
        let top = lineY(r.y + k, .up), bottom = lineY(r.maxY - k, .down)
        guard left < right, top < bottom else { return false }
        let outset = 1 / m.xx
        func paint() { if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) } }
        cairo_save(cr)
        cairo_rectangle(cr, left, r.y, right - left, r.height)
        cairo_rectangle(cr, r.x, top, left - r.x, bottom - top)
        cairo_rectangle(cr, right, top, r.maxX - right, bottom - top)
        cairo_clip(cr)
        paint()
        cairo_restore(cr)
        let corners = [Rect(x: r.x - outset, y: r.y - outset, width: left - r.x + outset, height: top - r.y + outset),
                       Rect(x: right, y: r.y - outset, width: r.maxX - right + outset, height: top - r.y + outset),
                       Rect(x: r.x - outset, y: bottom, width: left - r.x + outset, height: r.maxY - bottom + outset),
                       Rect(x: right, y: bottom, width: r.maxX - right + outset, height: r.maxY - bottom + outset)]
        for corner in corners {
            cairo_save(cr)
            cairo_rectangle(cr, corner.x, corner.y, corner.width, corner.height)
            cairo_clip(cr)
            CairoPath.addRoundedRect(cr, r, radius: radius)
            cairo_clip(cr)
            paint()
            cairo_restore(cr)
        }
        return true
    }
}
