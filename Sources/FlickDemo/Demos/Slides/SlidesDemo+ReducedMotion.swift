import FlickKit

/// The slides demo takes the shell's reduced-motion setting as every other demo does.
extension SlidesDemo: ReducedMotionAdjustable {
    /// The controller's reduced motion: slides cross-fade in place.
    public var prefersReducedMotion: Bool {
        get { controller.prefersReducedMotion }
        set { controller.prefersReducedMotion = newValue }
    }
}
