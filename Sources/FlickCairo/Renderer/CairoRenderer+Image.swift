import CCairo
import FlickCore

extension CairoRenderer {
    /// A picture placed in its frame as its content mode says (centred, clipped to the rounded
    /// frame), or a placeholder when the file cannot be decoded.
    func drawImage(_ node: ImageNode, _ cr: OpaquePointer, alpha: Double) {
        let frame = node.frame
        guard frame.isDrawable, CairoPath.isVisible(frame, in: cr) else { return }
        guard let image = images.image(for: node.source), image.width > 0, image.height > 0 else {
            drawPlaceholder(in: frame, cornerRadius: node.cornerRadius, cr, alpha: alpha)
            return
        }
        let scale = node.contentMode.scale(picture: image.pixelSize, in: frame.size)
        let drawn = node.contentMode.drawnRect(picture: image.pixelSize, in: frame)
        // Device scale decides the mip level, so a zoomed-out group still samples every pixel.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
        let level = image.level(forScale: scale * deviceScale)
        let sx = Double(level.width) / drawn.width, sy = Double(level.height) / drawn.height
        var pm = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -drawn.x * sx, y0: -drawn.y * sy)
        cairo_pattern_set_matrix(level.pattern, &pm)
        cairo_pattern_set_filter(level.pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(level.pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        cairo_set_source(cr, level.pattern)
        CairoPath.addRoundedRect(cr, frame, radius: node.cornerRadius)
        // A picture smaller than its frame (fit, center, scale down) covers only where it lands:
        // the padded edges must not smear into the bands.
        if drawn.minX > frame.minX || drawn.minY > frame.minY || drawn.maxX < frame.maxX || drawn.maxY < frame.maxY {
            cairo_clip(cr)
            cairo_rectangle(cr, drawn.x, drawn.y, drawn.width, drawn.height)
        }
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// A neutral grey box with a "broken picture" glyph: a framed mountain and sun, slashed.
    func drawPlaceholder(in frame: Rect, cornerRadius: Double, _ cr: OpaquePointer, alpha: Double) {
        Color(hex: 0x9E9E9E).setAsSource(cr, alpha: alpha)
        CairoPath.addRoundedRect(cr, frame, radius: cornerRadius)
        cairo_fill(cr)
        let side = min(frame.width, frame.height) * 0.5
        guard side >= 4 else { return }
        let box = frame.centered(Size(side, side * 0.8))
        let line = max(1, side * 0.05)
        cairo_save(cr)
        Color(hex: 0x5F5F5F).setAsSource(cr, alpha: alpha)
        cairo_set_line_width(cr, line)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        // Picture frame.
        cairo_rectangle(cr, box.x, box.y, box.width, box.height)
        // Mountains.
        cairo_move_to(cr, box.minX, box.maxY - box.height * 0.15)
        cairo_line_to(cr, box.minX + box.width * 0.35, box.minY + box.height * 0.45)
        cairo_line_to(cr, box.minX + box.width * 0.55, box.minY + box.height * 0.7)
        cairo_line_to(cr, box.minX + box.width * 0.7, box.minY + box.height * 0.55)
        cairo_line_to(cr, box.maxX, box.maxY - box.height * 0.1)
        // Sun.
        let sunX = box.minX + box.width * 0.75, sunY = box.minY + box.height * 0.27, sunR = box.height * 0.12
        cairo_new_sub_path(cr)
        cairo_arc(cr, sunX, sunY, sunR, 0, 2 * Double.pi)
        cairo_close_path(cr)
        // Slash.
        cairo_move_to(cr, box.minX - side * 0.08, box.maxY + side * 0.08)
        cairo_line_to(cr, box.maxX + side * 0.08, box.minY - side * 0.08)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
