import FlickCore

/// Where one visible scene of a `SlideController` is drawn at some instant (bottom to top).
public struct SlidePlacement: Equatable, Sendable {
    /// The name of the scene drawn here.
    public var sceneName: String
    /// The scene's rectangle in the controller's coordinates (the whole view, offset while sliding).
    public var frame: Rect
    /// 1 while sliding; below 1 while dissolving in the cross-fade style.
    public var opacity: Double
    /// Casts the cover shadow onto what is under it.
    public var castsShadow: Bool
    /// Opacity of the black veil drawn over everything under this scene (a cover arriving).
    public var dimming: Double

    /// A placement of scene `sceneName` in `frame`.
    public init(sceneName: String, frame: Rect, opacity: Double = 1, castsShadow: Bool = false, dimming: Double = 0) {
        self.sceneName = sceneName; self.frame = frame; self.opacity = opacity
        self.castsShadow = castsShadow; self.dimming = dimming
    }
}
