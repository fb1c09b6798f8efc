/// One bound for every window size, whatever sets it (a window manager's resize, `--size`, a
/// scenario's `size`, a program's window): each side 1 ... `Constants.maxWindowSidePx` and at
/// most `Constants.maxWindowPixels` in all. Frame buffers and layouts both follow it, so memory
/// stays at hundreds of megabytes however large the window is made.
extension Size {
    /// This window size within the bound, in whole pixels: each side clamped, then, when the area
    /// is still too large, both sides scaled down by the same factor (the proportions kept).
    /// A side that is not finite counts as 1.
    public var windowBounded: Size {
        let maxSide = Constants.maxWindowSidePx
        func side(_ v: Double) -> Double { v.isFinite ? min(max(1, v.rounded()), maxSide) : 1 }
        var w = side(width), h = side(height)
        let area = w * h
        if area > Constants.maxWindowPixels {
            let factor = (Constants.maxWindowPixels / area).squareRoot()
            w = max(1, (w * factor).rounded(.down))
            h = max(1, (h * factor).rounded(.down))
        }
        return Size(w, h)
    }
}
