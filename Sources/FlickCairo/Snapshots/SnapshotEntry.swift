import CCairo
import FlickCore

/// One cached snapshot image, whose it is and the version it shows.
final class SnapshotEntry {
    /// The owner and part this image was drawn for (holds the owner weakly).
    let key: SnapshotKey
    let surface: OpaquePointer
    /// A pattern on `surface`, re-aimed each time it is composited.
    let pattern: OpaquePointer
    let width: Int
    let height: Int
    /// Device pixels per content pixel: the image is `width`x`height` device pixels for content
    /// of `width / scale` x `height / scale` layout pixels.
    let scale: Double
    var version: Int
    /// Stored without alpha (RGB24): the content is opaque, so compositing is a copy.
    let isOpaque: Bool
    /// Frame number of the last use.
    var lastUsed: Int

    /// Nil when cairo cannot make the surface.
    init?(key: SnapshotKey, width: Int, height: Int, scale: Double = 1, version: Int, frame: Int,
          isOpaque: Bool = false) {
        let format = isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let s = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        self.key = key
        surface = s
        pattern = cairo_pattern_create_for_surface(s)
        self.width = width
        self.height = height
        self.scale = scale
        self.version = version
        self.isOpaque = isOpaque
        lastUsed = frame
    }

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * height }

    /// Makes every pixel transparent.
    func clear() {
        let cr = cairo_create(surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }
}
