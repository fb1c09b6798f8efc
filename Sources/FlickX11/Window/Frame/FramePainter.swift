import FlickCore

/// Draws a window's frame into its pixels (premultiplied ARGB32, what the 32-bit visual shows
/// through the compositor): the shadow outside the content, once per buffer and frame, and after
/// every frame the content's round corners, whose outside shows the shadow instead of the content.
final class FramePainter {
    /// The shadow drawn.
    let shadow: WindowShadow
    /// The shadow's opacity every `1 / tableStepsPerPx` px of distance from the content, from 0 to its reach.
    private let opacities: [Double]
    /// Steps of `opacities` per px.
    private static let tableStepsPerPx = 16.0
    /// The corner pixels of the frame last asked for: their place in the buffer (row, column),
    /// how much the content covers them, and the shadow's opacity there.
    private var corners: (frame: WindowFrame, stride: Int, pixels: [(offset: Int, cover: Double, shadow: Double)])?

    init(shadow: WindowShadow = .adwaita) {
        self.shadow = shadow
        let count = Int(Double(shadow.extentPx) * FramePainter.tableStepsPerPx) + 2
        opacities = (0..<count).map { shadow.opacity(atDistance: Double($0) / FramePainter.tableStepsPerPx) }
    }

    /// The shadow's opacity `distance` px outside the content (from the table; 0 inside).
    func opacity(atDistance distance: Double) -> Double {
        guard distance > 0 else { return distance.isNaN ? 0 : opacities[0] }
        let index = Int((distance * FramePainter.tableStepsPerPx).rounded())
        return index < opacities.count ? opacities[index] : 0
    }

    /// Paints the shadow of `frame` over every pixel of `buffer` (the whole window) outside the content.
    func paintShadow(_ frame: WindowFrame, into buffer: PixelBuffer) {
        guard frame.hasShadow else { return }
        let c = frame.content
        let top = Int(c.minY), bottom = Int(c.maxY), left = Int(c.minX), right = Int(c.maxX)
        for y in 0..<buffer.height {
            let row = (buffer.data + y * buffer.stride).assumingMemoryBound(to: UInt32.self)
            let inside = y >= top && y < bottom
            for x in 0..<buffer.width where !(inside && x >= left && x < right) {
                let d = frame.signedDistance(toContentAt: Point(Double(x) + 0.5, Double(y) + 0.5))
                row[x] = FramePainter.black(opacity(atDistance: d))
            }
        }
    }

    /// Blends the content's round corners of `frame` in `buffer` (the whole window, the content just
    /// drawn): each pixel on or outside an arc becomes the content over the shadow by its coverage.
    func paintCorners(_ frame: WindowFrame, into buffer: PixelBuffer) {
        guard frame.hasShadow, frame.cornerRadiusPx > 0 else { return }
        if corners?.frame != frame || corners?.stride != buffer.stride {
            corners = (frame, buffer.stride, cornerPixels(frame, stride: buffer.stride, width: buffer.width, height: buffer.height))
        }
        guard let pixels = corners?.pixels else { return }
        let memory = buffer.data.assumingMemoryBound(to: UInt8.self)
        for pixel in pixels {
            let p = UnsafeMutableRawPointer(memory + pixel.offset).assumingMemoryBound(to: UInt32.self)
            p.pointee = FramePainter.blend(p.pointee, cover: pixel.cover, overShadow: pixel.shadow)
        }
    }

    /// The pixels of the content's top corners that it does not fully cover.
    private func cornerPixels(_ frame: WindowFrame, stride: Int, width: Int, height: Int)
        -> [(offset: Int, cover: Double, shadow: Double)] {
        let c = frame.content
        let r = Int(frame.cornerRadiusPx.rounded(.up))
        var result: [(offset: Int, cover: Double, shadow: Double)] = []
        let top = Int(c.minY)
        for y in top..<min(top + r, Int(c.maxY), height) {
            let columns = Array(Int(c.minX)..<min(Int(c.minX) + r, Int(c.maxX)))
                + Array(max(Int(c.maxX) - r, Int(c.minX))..<Int(c.maxX))
            for x in Set(columns) where x < width {
                let cover = frame.contentCoverage(x: x, y: y)
                guard cover < 1 else { continue }
                let d = frame.signedDistance(toContentAt: Point(Double(x) + 0.5, Double(y) + 0.5))
                result.append((y * stride + x * 4, cover, opacity(atDistance: d)))
            }
        }
        return result
    }

    /// Premultiplied black at `opacity`.
    static func black(_ opacity: Double) -> UInt32 {
        UInt32((min(1, max(0, opacity)) * 255).rounded()) << 24
    }

    /// `content` (premultiplied ARGB32) covering `cover` of the pixel, over black at `shadow` opacity.
    static func blend(_ content: UInt32, cover: Double, overShadow shadow: Double) -> UInt32 {
        func channel(_ shift: UInt32) -> Double { Double((content >> shift) & 0xff) }
        let alpha = channel(24) * cover + 255 * shadow * (1 - cover)
        let pack = { (v: Double, shift: UInt32) -> UInt32 in UInt32(min(255, max(0, v.rounded()))) << shift }
        return pack(alpha, 24) | pack(channel(16) * cover, 16) | pack(channel(8) * cover, 8) | pack(channel(0) * cover, 0)
    }
}
