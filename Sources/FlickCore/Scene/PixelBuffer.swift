/// Memory a frame is rendered into: premultiplied 32-bit ARGB in native byte order
/// (cairo's ARGB32, which is an X11 24/32-bit ZPixmap on little-endian machines).
/// It does not own the memory.
public struct PixelBuffer {
    /// The first row's first pixel.
    public var data: UnsafeMutableRawPointer
    /// Width, pixels.
    public var width: Int
    /// Height, pixels.
    public var height: Int
    /// Bytes per row.
    public var stride: Int

    /// The `width`x`height` pixels at `data`, rows `stride` bytes apart (the memory stays the caller's).
    public init(data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.data = data; self.width = width; self.height = height; self.stride = stride
    }
}
