import FlickCairo
import FlickCore
import FlickTracing
import FlickX11

extension AppIcon {
    /// The icon rendered into a square of `side` pixels (premultiplied ARGB32, transparent around it).
    public static func render(side: Int, with renderer: CairoRenderer = CairoRenderer()) -> OffscreenBuffer {
        let buffer = OffscreenBuffer(width: side, height: side)
        renderer.render(scene(side: Double(side)), into: buffer.buffer, background: .clear)
        return buffer
    }

    /// Writes the icon as a `side` x `side` PNG at `path` (through a temporary name; throws a
    /// `FileProblem`).
    public static func writePNG(side: Int, to path: String) throws {
        let image = render(side: side)
        // The PixelBuffer does not own its memory: keep the buffer alive while it is encoded.
        let bytes = try withExtendedLifetime(image) { try PNGFile.encoded(image.buffer) }
        try OutputFile.write(bytes, to: path)
    }

    /// The window icon at each of `sizes` (`_NET_WM_ICON` wants straight alpha).
    static func windowIcons(sizes: [Int] = [16, 24, 32, 48, 64, 128]) -> [WindowIcon] {
        let renderer = CairoRenderer()
        return sizes.compactMap { side in
            let buffer = render(side: side, with: renderer)
            var pixels: [UInt32] = []
            pixels.reserveCapacity(side * side)
            for y in 0..<side {
                for x in 0..<side {
                    let p = buffer.pixel(x: x, y: y)
                    pixels.append(straight(a: p.a, r: p.r, g: p.g, b: p.b))
                }
            }
            return WindowIcon(width: side, height: side, argb: pixels)
        }
    }

    /// Undoes cairo's premultiplication of one pixel.
    private static func straight(a: UInt8, r: UInt8, g: UInt8, b: UInt8) -> UInt32 {
        guard a > 0 else { return 0 }
        func channel(_ v: UInt8) -> UInt32 { UInt32(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
        return UInt32(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }
}
