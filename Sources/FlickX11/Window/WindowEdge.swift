import FlickCore

/// An edge or corner of a window a drag resizes it from, by its direction in EWMH's
/// `_NET_WM_MOVERESIZE` (`rawValue`).
public enum WindowEdge: Int, CaseIterable, Sendable {
    /// The corners and edges, clockwise from the top left corner (EWMH's order).
    case topLeft = 0, top, topRight, right, bottomRight, bottom, bottomLeft, left

    /// `_NET_WM_MOVERESIZE`'s direction for a move.
    static let moveDirection = 8

    /// The edge or corner under `p` (window pixels) in a window of `size`: within `border` px of an
    /// edge, a corner within `corner` px of both its edges' ends; nil inside (or outside) the window.
    public static func at(_ p: Point, size: Size, border: Double, corner: Double) -> WindowEdge? {
        guard border > 0, p.x >= 0, p.y >= 0, p.x < size.width, p.y < size.height else { return nil }
        let nearLeft = p.x < border, nearRight = p.x >= size.width - border
        let nearTop = p.y < border, nearBottom = p.y >= size.height - border
        guard nearLeft || nearRight || nearTop || nearBottom else { return nil }
        // A corner takes a stretch of `corner` px along each of its two edges.
        let left = p.x < corner, right = p.x >= size.width - corner
        let top = p.y < corner, bottom = p.y >= size.height - corner
        switch (top, bottom, left, right) {
        case (true, _, true, _): return .topLeft
        case (true, _, _, true): return .topRight
        case (_, true, true, _): return .bottomLeft
        case (_, true, _, true): return .bottomRight
        default: break
        }
        if nearTop { return .top }
        if nearBottom { return .bottom }
        return nearLeft ? .left : .right
    }
}
