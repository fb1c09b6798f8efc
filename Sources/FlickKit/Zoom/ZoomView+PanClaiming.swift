import FlickCore

/// A zoomed view keeps the drags that can pan its content, so a pager around it turns the page
/// only at the content's edge (as UIScrollView nested in a paging scroll view, and Loupe).
extension ZoomView: PanClaiming {
    /// Whether the pan `pan` begins is the view's: its content can move the way the pan went
    /// along `axis` (not at fit, not already at that edge), or the pan runs mostly across `axis`
    /// and the content can move that way. A pan with no travel yet is the view's when its content
    /// is larger than the view along `axis`.
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        guard Rect(size: size).contains(pan.start) else { return false }
        let t = pan.totalTranslation
        if t == .zero { return pansAlong(axis) }
        let along = axis == .horizontal ? Point(t.x, 0) : Point(0, t.y)
        let across = axis == .horizontal ? Point(0, t.y) : Point(t.x, 0)
        let mostlyAcross = axis == .horizontal ? abs(t.y) > abs(t.x) : abs(t.x) > abs(t.y)
        return canPan(by: along) || (mostlyAcross && canPan(by: across))
    }
}
