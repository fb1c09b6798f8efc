import FlickCore
import Foundation

/// WCAG 2's contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05), L1 the lighter relative
/// luminance, from 1:1 (the same) to 21:1 (black on white).
enum ContrastRatio {
    /// The relative luminance of an opaque sRGB colour (its alpha ignored), 0 to 1.
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio of `a` and `b` (opaque colours), 1 or more.
    static func of(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` drawn at its alpha times `opacity` over the opaque `background`.
    static func composited(_ color: Color, opacity: Double, over background: Color) -> Color {
        let a = min(1, max(0, color.alpha * opacity))
        return Color(red: background.red + (color.red - background.red) * a,
                     green: background.green + (color.green - background.green) * a,
                     blue: background.blue + (color.blue - background.blue) * a)
    }

    /// `ratio` as people write it: "4.5:1", "2.15:1".
    static func text(_ ratio: Double) -> String {
        let hundredths = (ratio * 100).rounded(.down) / 100
        var s = String(hundredths)
        while s.hasSuffix("0"), s.contains(".") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s + ":1"
    }

    /// `#rrggbb` of an opaque colour.
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = String(Int((min(1, max(0, v)) * 255).rounded()), radix: 16)
            return b.count == 1 ? "0" + b : b
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }
}
