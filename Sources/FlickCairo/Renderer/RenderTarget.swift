import CCairo
import FlickCore

/// A cairo image surface and context wrapping one caller-owned `PixelBuffer`.
final class RenderTarget {
    let data: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let stride: Int
    let surface: OpaquePointer
    let context: OpaquePointer
    /// Frame number of the last render into it.
    var lastUsed = 0

    /// Nil when cairo cannot wrap the buffer (no pixels, bad stride).
    init?(buffer: PixelBuffer) {
        guard buffer.width > 0, buffer.height > 0, buffer.width <= 32_767, buffer.height <= 32_767,
              buffer.stride <= Int(Int32.max),
              buffer.stride >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(buffer.width)))
        else { return nil }
        guard let surface = cairo_image_surface_create_for_data(
            buffer.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(buffer.width), Int32(buffer.height), Int32(buffer.stride)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        data = buffer.data
        width = buffer.width
        height = buffer.height
        stride = buffer.stride
        self.surface = surface
        context = cr
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// True when this target wraps exactly `buffer`'s memory and geometry.
    func wraps(_ buffer: PixelBuffer) -> Bool {
        data == buffer.data && width == buffer.width && height == buffer.height && stride == buffer.stride
    }

    /// False once cairo has put the context into an error state (it then ignores all drawing).
    var isHealthy: Bool { cairo_status(context) == CAIRO_STATUS_SUCCESS }
}
