import FlickCore

/// How a `ZoomView` zooms and pans, with units in the names.
extension Constants {
    /// How far past its minimum or maximum scale a pinch can pull the content: the rubber band's
    /// dimension in natural-log units of scale (0.4 lets a pinch reach at most about 1.5x past
    /// the maximum, and two-thirds of the minimum), after which it springs back on release.
    public static let zoomScaleRubberBandLog: Double = 0.4
    /// Pixels one wheel notch (without ctrl) or one arrow key pans zoomed content, px.
    public static let zoomPanStepPx: Double = 60
    /// The scale a double click or double tap zooms to from fit when the content has no natural
    /// size larger than its fitted one (a picture smaller than the view, or any other component),
    /// capped at the view's maximum scale.
    public static let zoomDoubleTapScale: Double = 2
    /// A scale within this of 1 counts as fit (a double click zooms in from there), unitless.
    public static let zoomFitTolerance: Double = 0.01
    /// Content within this of an edge counts as at that edge: a drag towards it is left to the
    /// container (a pager turns the page), px.
    public static let zoomEdgeTolerancePx: Double = 0.5
    /// Spring rest tolerance of the scale while it animates, unitless.
    public static let zoomScaleRestTolerance: Double = 0.0005
    /// Spring rest tolerance of the content's position while it animates, px.
    public static let zoomOffsetRestTolerancePx: Double = 0.25
    /// While zoomed content moves, it is composited from its cached image only when that image is
    /// at most this many pixels on a side (device pixels); larger content is drawn live, clipped
    /// to the view, so no oversized image is ever made, px.
    public static let zoomSnapshotMaxSidePx: Double = 4096
}
