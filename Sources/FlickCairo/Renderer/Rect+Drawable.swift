import FlickCore

extension Rect {
    /// True when every value is finite and both sides are positive: something cairo can draw.
    var isDrawable: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }

    /// The smallest rectangle holding both.
    func union(_ r: Rect) -> Rect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }
}
