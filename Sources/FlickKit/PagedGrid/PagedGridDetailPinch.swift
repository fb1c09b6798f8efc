import FlickCore

/// A continuous pinch of an open detail's picture (`PagedGridBrowser`): the picture scales with
/// the fingers and moves with their centre (the point under them stays under them); the
/// detail's backdrop and text fade as it pinches in towards `Constants.pinchCloseScale`.
struct PagedGridDetailPinch {
    /// The picture's rectangle when the pinch began.
    let startRect: Rect
    /// The detail's reveal when the pinch began (1 when fully open).
    let startReveal: Double
    /// The fingers' centre when the pinch began.
    let startCenter: Point
    /// The picture's rectangle now.
    private(set) var rect: Rect

    init(rect: Rect, reveal: Double, center: Point) {
        startRect = rect; startReveal = reveal; startCenter = center; self.rect = rect
    }

    /// The fingers are at `center` with `scale`: the picture follows.
    mutating func update(scale: Double, center: Point) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        rect = Rect(x: center.x + (startRect.x - startCenter.x) * s, y: center.y + (startRect.y - startCenter.y) * s,
                    width: startRect.width * s, height: startRect.height * s)
    }

    /// The detail's reveal at `scale`: fading out towards the close threshold as the fingers
    /// pinch in, back towards fully open as they spread.
    func reveal(scale: Double) -> Double {
        guard scale.isFinite else { return startReveal }
        if scale < 1 {
            let c = Constants.pinchCloseScale
            return startReveal * min(1, max(0, (scale - c) / (1 - c)))
        }
        return startReveal + (1 - startReveal) * min(1, (scale - 1) / (Constants.pinchOpenScale - 1))
    }

    /// Whether a release at `scale` moving at `velocity` (scale units/s) closes the detail: the
    /// scale projected `Constants.pinchProjectionS` ahead is at most `Constants.pinchCloseScale`.
    func closes(scale: Double, velocity: Double) -> Bool {
        let v = velocity.isFinite ? velocity : 0
        return scale + v * Constants.pinchProjectionS <= Constants.pinchCloseScale
    }
}
