/// One image of a window's icon, as `_NET_WM_ICON` carries it: `width` x `height` pixels, row by
/// row, each `0xAARRGGBB` with straight (not premultiplied) alpha.
public struct WindowIcon: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var argb: [UInt32]

    /// Nil when `argb` does not hold exactly `width * height` pixels or a side is not 1...1024.
    public init?(width: Int, height: Int, argb: [UInt32]) {
        guard (1...1024).contains(width), (1...1024).contains(height), argb.count == width * height else { return nil }
        self.width = width; self.height = height; self.argb = argb
    }
}
