/// Decoded pixels a scene can draw (`ImageNode(bitmap:frame:)`): premultiplied ARGB32 in native
/// byte order, Cairo's image format, rows `stride` bytes apart. Immutable once made, so it may
/// be made on one thread and drawn on another; the renderer caches what it makes of it by the
/// bitmap's identity. (`@unchecked Sendable`: its pixels are written once in `init` and only read
/// after, so sharing it between threads is safe.)
public final class Bitmap: @unchecked Sendable {
    /// Width and height, pixels.
    public let width: Int
    /// Height, pixels.
    public let height: Int
    /// Bytes from one row to the next (at least 4 × width).
    public let stride: Int
    /// The pixels; they stay at this address for the bitmap's life.
    private let storage: UnsafeMutableRawPointer

    /// A bitmap of `width`×`height` pixels whose rows `fill` writes (premultiplied ARGB32, native
    /// byte order), given the storage and its stride. Sizes below 1 pixel make a 1×1 transparent bitmap.
    public init(width: Int, height: Int, fill: (_ rows: UnsafeMutableRawPointer, _ stride: Int) -> Void) {
        self.width = max(1, width)
        self.height = max(1, height)
        stride = self.width * 4
        storage = UnsafeMutableRawPointer.allocate(byteCount: stride * self.height, alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: stride * self.height)
        if width >= 1 && height >= 1 { fill(storage, stride) }
    }

    deinit { storage.deallocate() }

    /// The size in pixels.
    public var pixelSize: Size { Size(Double(width), Double(height)) }

    /// Bytes held.
    public var byteCount: Int { stride * height }

    /// Reads the pixels (valid only inside `body`; the renderer keeps its own reference to the bitmap).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage, count: byteCount))
    }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied), or 0 outside the bitmap.
    public func argb(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return storage.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
}
