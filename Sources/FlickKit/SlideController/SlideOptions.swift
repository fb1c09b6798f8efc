import FlickCore

/// How a `SlideController` looks and moves.
public struct SlideOptions {
    /// Slide (scenes travel) or cross-fade (scenes dissolve, for reduced motion).
    public var style: SlideTransitionStyle
    /// Length of a replace, cover or uncover started by a call, a key or a button, seconds.
    public var durationS: Double
    /// The timing curve of a slide started by a call, key or button (a drag's release uses a spring).
    public var curve: CubicBezier
    /// Drags replace the top scene interactively (with a `SlideController.nextScene` source).
    public var allowsDragging: Bool
    /// Cast by a cover onto the scene under it while it moves (nil: none).
    public var coverShadow: Shadow?
    /// The scene under a cover darkens up to this black opacity as the cover arrives.
    public var coverDimming: Double

    /// Options; the defaults are EnkiUnorderedController's.
    public init(style: SlideTransitionStyle = .slide, durationS: Double = Constants.slideDurationS,
                curve: CubicBezier = .easeInOut, allowsDragging: Bool = true,
                coverShadow: Shadow? = Shadow(radius: 20, opacity: 0.45), coverDimming: Double = 0.25) {
        self.style = style; self.durationS = durationS; self.curve = curve; self.allowsDragging = allowsDragging
        self.coverShadow = coverShadow; self.coverDimming = coverDimming
    }
}
