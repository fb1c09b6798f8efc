import FlickCore

/// A decoded picture that owns its premultiplied ARGB32 pixels.
public final class OwnedImage {
    private let storage: OffscreenBuffer

    init(storage: OffscreenBuffer) { self.storage = storage }

    /// Width, pixels.
    public var width: Int { storage.width }
    /// Height, pixels.
    public var height: Int { storage.height }
    /// Bytes from one row to the next.
    public var stride: Int { storage.stride }
    /// The pixels, valid while this object lives.
    public var buffer: PixelBuffer { storage.buffer }
    /// A copy of all rows (`height * stride` bytes).
    public var bytes: [UInt8] { storage.bytes }

    /// The premultiplied pixel at (x, y); (0,0,0,0) outside the image.
    public func pixel(x: Int, y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        storage.pixel(x: x, y: y)
    }
}
