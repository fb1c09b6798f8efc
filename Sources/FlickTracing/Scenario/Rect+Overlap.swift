import FlickCore

extension Rect {
    /// The part `other` shares with this rectangle, or nil when they do not overlap.
    func overlap(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `inner` lies wholly inside (half a pixel of rounding allowed).
    func holds(_ inner: Rect) -> Bool {
        inner.minX >= minX - 0.5 && inner.maxX <= maxX + 0.5 && inner.minY >= minY - 0.5 && inner.maxY <= maxY + 0.5
    }
}
