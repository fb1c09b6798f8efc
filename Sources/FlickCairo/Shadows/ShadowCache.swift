import CCairo
import FlickCore

/// Draws soft shadows of rounded rectangles from small cached blurred tiles (9-slice), never blurring per frame.
///
/// Unscaled shadows are snapped to whole device pixels and drawn as plain alpha-mask copies
/// (corners from the tile, edges from long pre-stretched strips); scaled ones stretch the tile bilinearly.
final class ShadowCache {
    /// Byte budget of the cached tiles (a tile for a wide blur and a large corner is megabytes).
    static let budgetBytes = 32 << 20
    private var tiles = LRUCache<ShadowTileKey, ShadowTile>(capacity: 32, maxCost: ShadowCache.budgetBytes)
    /// Tiles made so far (tests use it to prove tiles are reused).
    private(set) var tileCount = 0
    var count: Int { tiles.count }
    /// Bytes of pixel memory held by the tiles.
    var byteCount: Int { tiles.totalCost }

    /// The area a shadow of `shadow` cast by `rect` can darken.
    func bounds(of shadow: Shadow, for rect: Rect) -> Rect {
        let reach = shadow.radius.isFinite ? max(0, shadow.radius) * 1.5 + 2 : 0
        let offset = shadow.offset.x.isFinite && shadow.offset.y.isFinite ? shadow.offset : .zero
        return rect.offsetBy(dx: offset.x, dy: offset.y).insetBy(-reach)
    }

    /// Draws the shadow of `rect` (rounded by `cornerRadius`) with its opacity times `alpha`.
    /// `excludingCaster` leaves the caster's own area untouched (for a card drawn on top of it).
    func draw(_ shadow: Shadow, for rect: Rect, cornerRadius: Double, in cr: OpaquePointer,
              alpha: Double, excludingCaster: Bool) {
        let strength = shadow.color.alpha * (shadow.opacity.isFinite ? min(max(shadow.opacity, 0), 1) : 0) * alpha
        guard rect.isDrawable, strength > 0, shadow.radius.isFinite, cornerRadius.isFinite,
              shadow.offset.x.isFinite, shadow.offset.y.isFinite else { return }
        let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        shadow.color.withAlpha(1).setAsSource(cr, alpha: strength)
        let caster = rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        if m.xy == 0 && m.yx == 0 && m.xx > 0 && m.xx == m.yy && m.xx != 1 && m.xx <= 8 {
            // A uniform scale (HiDPI): a tile blurred at the device scale, copied pixel for pixel,
            // as at scale 1 (stretching a 1x tile per frame costs a bilinear pass over the shadow).
            let k = m.xx
            let tile = self.tile(blur: min(max(0, shadow.radius) * k, 256), cornerRadius: min(radius * k, 512),
                                 excludingCaster: excludingCaster)
            let device = Rect(x: caster.x * k + m.x0, y: caster.y * k + m.y0,
                              width: caster.width * k, height: caster.height * k).insetBy(-Double(tile.pad))
            cairo_identity_matrix(cr)
            let c = Double(tile.corner)
            if device.width.rounded() >= 2 * c, device.height.rounded() >= 2 * c {
                drawUnscaled(tile, at: device, cr)
            } else {
                drawStretched(tile, over: device, scaleX: 1, scaleY: 1, snap: true, cr)
            }
            return
        }
        let tile = self.tile(blur: min(max(0, shadow.radius), 256), cornerRadius: min(radius, 512),
                             excludingCaster: excludingCaster)
        let outer = caster.insetBy(-Double(tile.pad))
        if m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0 {
            // Axis-aligned: work in device pixels so slice edges fall on whole pixels (no seams).
            let device = Rect(x: outer.x * m.xx + m.x0, y: outer.y * m.yy + m.y0,
                              width: outer.width * m.xx, height: outer.height * m.yy)
            cairo_identity_matrix(cr)
            let k = Double(tile.corner)
            if m.xx == 1, m.yy == 1, device.width.rounded() >= 2 * k, device.height.rounded() >= 2 * k {
                drawUnscaled(tile, at: device, cr)
            } else {
                drawStretched(tile, over: device, scaleX: m.xx, scaleY: m.yy, snap: true, cr)
            }
        } else {
            drawStretched(tile, over: outer, scaleX: 1, scaleY: 1, snap: false, cr)
        }
    }

    /// Whole-pixel copies: a blurred shadow moved by under half a pixel looks the same, and copies are cheap.
    private func drawUnscaled(_ tile: ShadowTile, at r: Rect, _ cr: OpaquePointer) {
        let x0 = r.minX.rounded(), y0 = r.minY.rounded()
        let w = r.width.rounded(), h = r.height.rounded()
        let k = Double(tile.corner), side = Double(tile.side), strip = Double(tile.stripLength)
        // Corners: the tile's corner squares, each placed so the square lands on the shadow's corner.
        mask(tile.tilePattern, placedAt: x0, y0, clip: Rect(x: x0, y: y0, width: k, height: k), cr)
        mask(tile.tilePattern, placedAt: x0 + w - side, y0, clip: Rect(x: x0 + w - k, y: y0, width: k, height: k), cr)
        mask(tile.tilePattern, placedAt: x0, y0 + h - side, clip: Rect(x: x0, y: y0 + h - k, width: k, height: k), cr)
        mask(tile.tilePattern, placedAt: x0 + w - side, y0 + h - side,
             clip: Rect(x: x0 + w - k, y: y0 + h - k, width: k, height: k), cr)
        // Edges: copies of the strips, in pieces of at most `stripLength`.
        var x = x0 + k
        while x < x0 + w - k {
            let len = min(strip, x0 + w - k - x)
            mask(tile.horizontalPattern, placedAt: x, y0, clip: Rect(x: x, y: y0, width: len, height: k), cr)
            mask(tile.horizontalPattern, placedAt: x, y0 + h - side, clip: Rect(x: x, y: y0 + h - k, width: len, height: k), cr)
            x += len
        }
        var y = y0 + k
        while y < y0 + h - k {
            let len = min(strip, y0 + h - k - y)
            mask(tile.verticalPattern, placedAt: x0, y, clip: Rect(x: x0, y: y, width: k, height: len), cr)
            mask(tile.verticalPattern, placedAt: x0 + w - side, y, clip: Rect(x: x0 + w - k, y: y, width: k, height: len), cr)
            y += len
        }
        if !tile.excludingCaster, w > 2 * k, h > 2 * k {
            cairo_rectangle(cr, x0 + k, y0 + k, w - 2 * k, h - 2 * k)
            cairo_fill(cr)
        }
    }

    /// Masks the current source with pattern `p`'s image placed at (x, y), inside `clip`.
    private func mask(_ p: OpaquePointer, placedAt x: Double, _ y: Double, clip: Rect, _ cr: OpaquePointer) {
        guard clip.width > 0, clip.height > 0 else { return }
        var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -x, y0: -y)
        cairo_pattern_set_matrix(p, &pm)
        cairo_pattern_set_filter(p, CAIRO_FILTER_NEAREST)
        cairo_save(cr)
        cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(cr)
        cairo_mask(cr, p)
        cairo_restore(cr)
    }

    /// Stretches the tile over `outer`: corners scaled by (scaleX, scaleY) and shrunk to fit, the
    /// invariant middle stretched bilinearly; slice edges snapped to whole pixels when `snap`.
    private func drawStretched(_ tile: ShadowTile, over outer: Rect, scaleX: Double, scaleY: Double,
                               snap: Bool, _ cr: OpaquePointer) {
        let k = Double(tile.corner), side = Double(tile.side)
        let xs = ShadowCache.slices(start: outer.minX, length: outer.width, corner: k * scaleX, snap: snap)
        let ys = ShadowCache.slices(start: outer.minY, length: outer.height, corner: k * scaleY, snap: snap)
        let p = tile.tilePattern
        cairo_pattern_set_filter(p, CAIRO_FILTER_BILINEAR)
        for row in 0..<3 {
            for col in 0..<3 {
                let x0 = xs.edges[col], x1 = xs.edges[col + 1], y0 = ys.edges[row], y1 = ys.edges[row + 1]
                guard x1 > x0, y1 > y0 else { continue }
                if row == 1 && col == 1 {
                    if !tile.excludingCaster {
                        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
                        cairo_fill(cr)
                    }
                    continue
                }
                let (ax, bx) = ShadowCache.mapping(col, edges: xs.edges, corner: xs.corner, k: k, side: side)
                let (ay, by) = ShadowCache.mapping(row, edges: ys.edges, corner: ys.corner, k: k, side: side)
                var pm = cairo_matrix_t(xx: ax, yx: 0, xy: 0, yy: ay, x0: bx, y0: by)
                cairo_pattern_set_matrix(p, &pm)
                cairo_save(cr)
                cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
                cairo_clip(cr)
                cairo_mask(cr, p)
                cairo_restore(cr)
            }
        }
    }

    /// Slice edges along one axis (outer start, end of first corner, start of last corner, outer end),
    /// then the exact outer start and end that anchor the mapping.
    private static func slices(start: Double, length: Double, corner: Double, snap: Bool)
        -> (edges: [Double], corner: Double) {
        let c = min(corner, length / 2)
        var inner0 = start + c, inner1 = start + length - c
        if snap {
            inner0 = inner0.rounded()
            inner1 = max(inner0, inner1.rounded())
        }
        let outer0 = snap ? start.rounded(.down) : start
        let outer1 = snap ? (start + length).rounded(.up) : start + length
        return ([outer0, inner0, inner1, outer1, start, start + length], c)
    }

    /// Scale and offset mapping working-space coordinate `v` to tile coordinate `a·v + b` for slice `index`.
    private static func mapping(_ index: Int, edges: [Double], corner: Double, k: Double, side: Double)
        -> (Double, Double) {
        let start = edges[4], end = edges[5]
        switch index {
        case 0:
            let a = k / corner
            return (a, -start * a)
        case 2:
            let a = k / corner
            return (a, (side - k) - (end - corner) * a)
        default:
            // Stretch the invariant middle (tile k+1 ..< k+2) across the middle slice.
            let w = max(edges[2] - edges[1], 1e-6)
            let a = 1 / w
            return (a, (k + 1) - edges[1] * a)
        }
    }

    private func tile(blur: Double, cornerRadius: Double, excludingCaster: Bool) -> ShadowTile {
        let key = ShadowTileKey(blurHalfPixels: Int((blur * 2).rounded()),
                                cornerHalfPixels: Int((cornerRadius * 2).rounded()),
                                excludingCaster: excludingCaster)
        if let tile = tiles.value(for: key) { return tile }
        let tile = ShadowTile(blur: Double(key.blurHalfPixels) / 2, cornerRadius: Double(key.cornerHalfPixels) / 2,
                              excludingCaster: excludingCaster)
        tileCount += 1
        tiles.insert(tile, for: key, cost: tile.byteCount)
        return tile
    }
}
