import CCairo
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// Owns 64-byte aligned ARGB32 memory of a given size and exposes it as a `PixelBuffer`,
/// for headless rendering (the recorder, the bench, tests).
public final class OffscreenBuffer {
    /// Width, pixels.
    public let width: Int
    /// Height, pixels.
    public let height: Int
    /// Bytes per row (`cairo_format_stride_for_width`).
    public let stride: Int
    /// The owned memory; valid for the lifetime of this object.
    public let buffer: PixelBuffer

    /// Allocates a buffer cleared to transparent black; negative sizes count as zero.
    public init(width: Int, height: Int) {
        let w = max(0, width), h = max(0, height)
        let s = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: w)))
        let bytes = max(64, s * h)
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, 64, bytes) == 0, let memory else {
            fatalError("flick: cannot allocate a \(w)x\(h) pixel buffer")
        }
        memset(memory, 0, bytes)
        self.width = w
        self.height = h
        self.stride = s
        self.buffer = PixelBuffer(data: memory, width: w, height: h, stride: s)
    }

    /// A buffer of `size` pixels (whole pixels, rounded down), cleared to transparent black.
    public convenience init(size: Size) {
        self.init(width: Int(size.width.isFinite ? size.width : 0), height: Int(size.height.isFinite ? size.height : 0))
    }

    deinit { free(buffer.data) }

    /// A copy of all rows (`height * stride` bytes).
    public var bytes: [UInt8] {
        let count = stride * height
        return [UInt8](UnsafeRawBufferPointer(start: buffer.data, count: count))
    }

    /// The premultiplied pixel at (x, y); (0,0,0,0) outside the buffer.
    public func pixel(x: Int, y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let v = buffer.data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return (UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
    }

    /// Sets every byte to zero (transparent black).
    public func clear() {
        memset(buffer.data, 0, stride * height)
    }
}
