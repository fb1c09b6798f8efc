import FlickCore
import FlickCairo
import Foundation

/// Compares two PNGs channel by channel (RGB; alpha is ignored because a window capture
/// has none) and writes a diff image when they differ.
public struct ImageComparison {
    /// Pixels whose largest channel difference is above the tolerance.
    public var differingPixels = 0
    /// The largest channel difference seen.
    public var largestDifference = 0
    /// Why the images cannot be compared (their sizes), or nil.
    public var sizeMismatch: String?

    /// `tolerance` is the largest per-channel difference (0...255) still counted as equal.
    public static func compare(expected: String, actual: String, tolerance: Int = 0, diffPath: String? = nil) throws -> ImageComparison {
        let a = try PNGFile.read(expected), b = try PNGFile.read(actual)
        var result = ImageComparison()
        guard a.width == b.width, a.height == b.height else {
            result.sizeMismatch = "expected \(a.width)x\(a.height), got \(b.width)x\(b.height)"
            return result
        }
        let diff = diffPath.map { _ in OffscreenBuffer(width: a.width, height: a.height) }
        let out = diff?.buffer.data.assumingMemoryBound(to: UInt32.self)
        let rowWords = (diff?.buffer.stride ?? 0) / 4
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                result.largestDifference = max(result.largestDifference, d)
                let differs = d > tolerance
                if differs { result.differingPixels += 1 }
                // Diff image: differing pixels in red, the rest as a dim grey copy of the expected image.
                if let out {
                    let grey = UInt32((Int(p.r) + Int(p.g) + Int(p.b)) / 9)
                    out[y * rowWords + x] = differs ? 0xFFFF_0000 : (0xFF00_0000 | grey << 16 | grey << 8 | grey)
                }
            }
        }
        if let diff, let diffPath, result.differingPixels > 0 { try PNGFile.write(diff.buffer, to: diffPath) }
        return result
    }

    /// Same size and no differing pixel.
    public var matches: Bool { sizeMismatch == nil && differingPixels == 0 }

    /// "N pixels differ (largest channel difference D)", or the sizes that differ.
    public var summary: String {
        if let sizeMismatch { return "sizes differ: \(sizeMismatch)" }
        return "\(differingPixels) pixels differ (largest channel difference \(largestDifference))"
    }
}
