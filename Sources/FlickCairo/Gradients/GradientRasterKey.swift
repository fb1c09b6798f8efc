import FlickCore

/// A gradient-filled rectangle in its own coordinates: what a cached raster of it depends on.
struct GradientRasterKey: Hashable {
    var gradient: GradientKey
    var rect: Rect
    /// Device pixels per unit of `rect` the raster is made at.
    var scale: Double = 1
}
