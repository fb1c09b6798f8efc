import CCairo
import FlickCore

/// A small blurred rounded rectangle (8-bit alpha) drawn once and stretched as a 9-slice.
///
/// Layout along each axis: `pad` px of blur outside the caster, then the caster; the first and
/// last `corner` px hold the corners, the 3 px between them are the same on every row (or column).
/// Two strips repeat that middle `stripLength` px long, so unscaled edges are plain pixel copies.
final class ShadowTile {
    /// Blur reach beyond the caster's edge, px.
    let pad: Int
    /// Size of a corner slice, px.
    let corner: Int
    /// Side of the square tile: two corners and a 3 px middle.
    let side: Int
    /// Length of the edge strips, px.
    let stripLength = 1024
    let excludingCaster: Bool
    private let surfaces: [OpaquePointer]
    /// Patterns on `tile`, `horizontalStrip` and `verticalStrip`, re-aimed for each slice.
    let tilePattern: OpaquePointer
    let horizontalPattern: OpaquePointer
    let verticalPattern: OpaquePointer
    /// The whole tile.
    let tile: OpaquePointer
    /// `stripLength` x `side`: every column is the tile's middle column (top and bottom edges).
    let horizontalStrip: OpaquePointer
    /// `side` x `stripLength`: every row is the tile's middle row (left and right edges).
    let verticalStrip: OpaquePointer

    /// Pixel memory of the tile and its two strips (8-bit alpha), bytes.
    var byteCount: Int { surfaces.reduce(0) { $0 + Int(cairo_image_surface_get_stride($1)) * Int(cairo_image_surface_get_height($1)) } }

    init(blur: Double, cornerRadius: Double, excludingCaster: Bool) {
        let radius = AlphaBlur.boxRadius(sigma: blur / 2)
        pad = 3 * radius
        corner = 2 * pad + Int(cornerRadius.rounded(.up))
        side = 2 * corner + 3
        self.excludingCaster = excludingCaster

        let tileSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side))!
        let cr = cairo_create(tileSurface)!
        let caster = Rect(x: Double(pad), y: Double(pad), width: Double(side - 2 * pad), height: Double(side - 2 * pad))
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        CairoPath.addRoundedRect(cr, caster, radius: cornerRadius)
        cairo_fill(cr)
        cairo_surface_flush(tileSurface)
        let stride = Int(cairo_image_surface_get_stride(tileSurface))
        let data = cairo_image_surface_get_data(tileSurface)!
        AlphaBlur.blur(data, width: side, height: side, stride: stride, radius: radius)
        cairo_surface_mark_dirty(tileSurface)
        if excludingCaster {
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            CairoPath.addRoundedRect(cr, caster, radius: cornerRadius)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(tileSurface)

        let middle = corner + 1
        let h = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(stripLength), Int32(side))!
        let v = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(stripLength))!
        let hStride = Int(cairo_image_surface_get_stride(h)), vStride = Int(cairo_image_surface_get_stride(v))
        let hData = cairo_image_surface_get_data(h)!, vData = cairo_image_surface_get_data(v)!
        for y in 0..<side {
            let value = data[y * stride + middle]
            (hData + y * hStride).initialize(repeating: value, count: stripLength)
        }
        for y in 0..<stripLength {
            (vData + y * vStride).update(from: data + middle * stride, count: side)
        }
        cairo_surface_mark_dirty(h)
        cairo_surface_mark_dirty(v)
        tile = tileSurface
        horizontalStrip = h
        verticalStrip = v
        surfaces = [tileSurface, h, v]
        tilePattern = cairo_pattern_create_for_surface(tileSurface)
        horizontalPattern = cairo_pattern_create_for_surface(h)
        verticalPattern = cairo_pattern_create_for_surface(v)
    }

    deinit {
        [tilePattern, horizontalPattern, verticalPattern].forEach { cairo_pattern_destroy($0) }
        surfaces.forEach { cairo_surface_destroy($0) }
    }
}
