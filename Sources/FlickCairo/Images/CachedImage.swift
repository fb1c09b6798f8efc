import CCairo
import FlickCore

/// A decoded picture and its lazily made half-size copies (a mip chain) for sharp, cheap downscaling.
final class CachedImage {
    /// Level 0 is the file's own pixels; each next level is half the size of the previous.
    private var levels: [(surface: OpaquePointer, pattern: OpaquePointer, width: Int, height: Int)] = []
    let width: Int
    let height: Int
    var lastUsed: Int

    /// The bitmap this image draws, kept alive while its pixels back level 0.
    private(set) var bitmap: Bitmap?

    /// Takes ownership of `surface` (a valid image surface).
    init(surface: OpaquePointer, frame: Int) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        lastUsed = frame
        bitmap = nil
        levels.append((surface, cairo_pattern_create_for_surface(surface), width, height))
    }

    /// Draws `bitmap`'s pixels where they are (no copy); nil when Cairo cannot wrap them.
    init?(bitmap: Bitmap, frame: Int) {
        guard let surface = bitmap.withUnsafeBytes({ bytes -> OpaquePointer? in
            let data = UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress)
            return cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
                                                       Int32(bitmap.height), Int32(bitmap.stride))
        }), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        width = bitmap.width
        height = bitmap.height
        lastUsed = frame
        self.bitmap = bitmap
        levels.append((surface, cairo_pattern_create_for_surface(surface), width, height))
    }

    deinit {
        for level in levels {
            cairo_pattern_destroy(level.pattern)
            cairo_surface_destroy(level.surface)
        }
    }

    /// True when this image holds the only reference to its bitmap: whoever decoded it (a picture
    /// store, a view) let go of it, so no scene can draw it again.
    func holdsItsBitmapAlone() -> Bool {
        bitmap != nil && isKnownUniquelyReferenced(&bitmap)
    }

    var byteCount: Int {
        levels.reduce(0) { $0 + Int(cairo_image_surface_get_stride($1.surface)) * $1.height }
    }

    /// The picture's size in pixels.
    var pixelSize: Size { Size(Double(width), Double(height)) }

    /// The smallest level still at least half as large as the picture drawn at `scale`,
    /// so bilinear filtering never skips pixels.
    func level(forScale scale: Double) -> (pattern: OpaquePointer, width: Int, height: Int) {
        var index = 0
        var s = scale
        while s < 0.5, index < 12 {
            if index + 1 >= levels.count, !addLevel() { break }
            index += 1
            s *= 2
        }
        let l = levels[index]
        return (l.pattern, l.width, l.height)
    }

    /// Appends a half-size copy of the last level; false when it would be empty.
    private func addLevel() -> Bool {
        let last = levels[levels.count - 1]
        guard last.width > 1 || last.height > 1 else { return false }
        let w = (last.width + 1) / 2, h = (last.height + 1) / 2
        let format = cairo_image_surface_get_format(last.surface)
        guard let s = cairo_image_surface_create(format, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return false }
        let cr = cairo_create(s)
        cairo_scale(cr, Double(w) / Double(last.width), Double(h) / Double(last.height))
        cairo_set_source_surface(cr, last.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        levels.append((s, cairo_pattern_create_for_surface(s), w, h))
        return true
    }
}
