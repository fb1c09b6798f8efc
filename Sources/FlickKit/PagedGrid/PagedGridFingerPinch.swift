import FlickCore

/// A continuous pinch of one picture in a `PagedGrid` (two fingers, a touchpad pinch): the
/// picture scales by the fingers' scale and moves with their centre, so the point under the
/// fingers stays under them. It may catch a picture still springing back from an earlier pinch.
struct PagedGridFingerPinch: Equatable, Sendable {
    /// The pinched item.
    var index: Int
    /// The picture's zoom when the pinch began (1 unless it caught one springing back).
    var startZoom: Double
    /// The picture's shift when the pinch began, px.
    var startShift: Point
    /// The fingers' centre when the pinch began, grid coordinates.
    var startCenter: Point

    /// A pinch of item `index` that caught its picture at `zoom` and `shift`.
    init(index: Int, startZoom: Double, startShift: Point, startCenter: Point) {
        self.index = index; self.startZoom = startZoom; self.startShift = startShift; self.startCenter = startCenter
    }

    /// The zoom for the fingers' `scale`.
    func zoom(forScale scale: Double) -> Double { startZoom * (scale.isFinite && scale > 0 ? scale : 1) }

    /// The shift that keeps the picture's point under the fingers as they move to `center`, the
    /// picture being zoomed by `factor` (the displayed zoom over `startZoom`) about `anchor`
    /// (the zoom's fixed point, grid coordinates): a point x shows at
    /// anchor + (x − anchor)·zoom + shift, and the one under `startCenter` goes to `center`.
    func shift(center: Point, factor: Double, anchor: Point) -> Point {
        Point(center.x - anchor.x + (anchor.x + startShift.x - startCenter.x) * factor,
              center.y - anchor.y + (anchor.y + startShift.y - startCenter.y) * factor)
    }

    /// Whether a release at `scale` moving at `velocity` (scale units/s) opens the picture: its
    /// zoom projected `Constants.pinchProjectionS` ahead reaches `Constants.pinchOpenScale`.
    func opens(scale: Double, velocity: Double) -> Bool {
        let v = velocity.isFinite ? velocity : 0
        return zoom(forScale: scale + v * Constants.pinchProjectionS) >= Constants.pinchOpenScale
    }
}
