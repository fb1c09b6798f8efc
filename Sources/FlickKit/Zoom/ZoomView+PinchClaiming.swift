import FlickCore

/// A zoom view keeps the pinches it can use, so a carousel around it presents its pages only
/// with a pinch the view cannot zoom by.
extension ZoomView: PinchClaiming {
    /// Whether the view zooms by `pinch`: spreading fingers always (past the maximum on a rubber
    /// band), closing ones while the content is zoomed above its minimum; at fit a closing pinch
    /// is left to the container.
    public func claimsPinch(_ pinch: PinchInfo, now: Double) -> Bool {
        guard Rect(size: size).contains(pinch.startCenter) else { return false }
        if pinch.scale > 1 { return true }
        return zoom.target > minimumScale * (1 + Constants.zoomFitTolerance)
    }
}
